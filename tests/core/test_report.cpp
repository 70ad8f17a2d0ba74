// The reports' escaping: messages with markup, quotes, newlines and control bytes stay valid
// JUnit XML and JSON.

#include "llk/core/report.hpp"

#include <gtest/gtest.h>

#include "support.hpp"

namespace llk {
namespace {

RunReport awkward() {
  RunReport r;
  r.command = "llk verify";
  r.seed = 3;
  ReportCase c;
  c.suite = "verify.link";
  c.name = "law <a & b>";
  c.status = ReportCase::Status::failed;
  c.message = "said \"YES\" <wrong>";
  c.text = "line 1\nline 2 \x01 \\ end";
  r.cases.push_back(c);
  r.figures.emplace_back("coverage", "a\tb\n");
  return r;
}

TEST(Report, JunitEscapesMarkupAndDropsControlBytes) {
  const std::string xml = junit_xml(awkward());
  EXPECT_NE(xml.find("name=\"law &lt;a &amp; b&gt;\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("message=\"said &quot;YES&quot; &lt;wrong&gt;\""), std::string::npos) << xml;
  EXPECT_EQ(xml.find('\x01'), std::string::npos);
  EXPECT_EQ(test::count(xml, "<failure "), 1u);
  EXPECT_NE(xml.find("tests=\"1\" failures=\"1\""), std::string::npos);
}

TEST(Report, JsonEscapesQuotesBackslashesAndControlBytes) {
  const std::string json = json_text(awkward());
  EXPECT_NE(json.find("\"message\": \"said \\\"YES\\\" <wrong>\""), std::string::npos) << json;
  EXPECT_NE(json.find("line 1\\nline 2 \\u0001 \\\\ end"), std::string::npos) << json;
  EXPECT_NE(json.find("\"coverage\": \"a\\tb\\n\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"passed\": false"), std::string::npos);
}

TEST(Report, ReportFilesThatCannotBeWrittenAreFoundBeforeTheRun) {
  EXPECT_TRUE(cannot_write({"/nonexistent-dir/a.xml", "", ""}).has_value());
  EXPECT_TRUE(cannot_write({"a.out", "a.out", ""}).has_value());
  EXPECT_FALSE(cannot_write({"a.xml", "a.json", ""}).has_value());
}

}  // namespace
}  // namespace llk
