// The reports' escaping: messages with markup, quotes, newlines and control bytes stay valid
// JUnit XML and JSON.

#include "llk/core/report.hpp"

#include <gtest/gtest.h>

#include "llk/core/json.hpp"
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

TEST(Report, ATimedCaseHasItsTimeItsFieldsAndNumbersAreData) {
  RunReport r;
  r.command = "llk judge";
  ReportCase c;
  c.suite = "judge.link";
  c.name = "01.in on program ./a";
  c.seconds = 0.25;
  c.fields = {{"verdict", "accepted"}};
  c.numbers = {{"cpu_s", 0.005}, {"memory_kib", 2876}};
  r.cases.push_back(c);
  r.tables.push_back({"matrix", {{"test", "program ./a"}, {"01.in", "accepted"}}});
  r.seeded = false;
  EXPECT_NE(junit_xml(r).find("name=\"01.in on program ./a\" time=\"0.250\""), std::string::npos)
      << junit_xml(r);
  const json::Json j = json::parse(json_text(r));
  const json::Json& one = j.at("cases").at(0);
  EXPECT_EQ(one.at("verdict"), "accepted");
  EXPECT_DOUBLE_EQ(one.at("cpu_s").get<double>(), 0.005);
  EXPECT_EQ(one.at("memory_kib").get<double>(), 2876);
  EXPECT_TRUE(one.at("seconds").is_number());
  EXPECT_EQ(j.at("tables").at("matrix").at(1).at(1), "accepted");
  // A command without --seed is not told to replay with one.
  EXPECT_EQ(markdown(r).find("--seed"), std::string::npos) << markdown(r);
  r.seeded = true;
  EXPECT_NE(markdown(r).find("replay with --seed 0"), std::string::npos);
  // An untimed case has no time attribute.
  r.cases[0].seconds = -1;
  EXPECT_EQ(junit_xml(r).find("time=\"0.250\""), std::string::npos);
}

TEST(Report, ReportFilesThatCannotBeWrittenAreFoundBeforeTheRun) {
  EXPECT_TRUE(cannot_write({"/nonexistent-dir/a.xml", "", ""}).has_value());
  EXPECT_TRUE(cannot_write({"a.out", "a.out", ""}).has_value());
  EXPECT_FALSE(cannot_write({"a.xml", "a.json", ""}).has_value());
}

}  // namespace
}  // namespace llk
