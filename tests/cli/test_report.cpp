// verify's and stress's --report (JUnit XML) and --json, as a CI gate reads them: testcase and
// failure counts, the artifact and replay command in a failure, and $GITHUB_STEP_SUMMARY.

#include <gtest/gtest.h>
#include <stdlib.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "cli_support.hpp"
#include "support.hpp"

namespace llk {
namespace {

const std::string kMutant = LLK_MUTANT_EXE;

using test::count;

/// Sets an environment variable for the scope and puts back what was there.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const std::string& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    ::setenv(name, value.c_str(), 1);
  }
  ~ScopedEnv() {
    if (old_)
      ::setenv(name_, old_->c_str(), 1);
    else
      ::unsetenv(name_);
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  const char* name_;
  std::optional<std::string> old_;
};

TEST(Report, APassingRunHasOneTestcasePerLawAndSubjectAndNoFailure) {
  test::TempDir dir("report-pass");
  const test::CliRun r =
      test::run_cli({"verify", "--problem", "link", "--solver", "bfs01", "--rounds", "1", "--seed",
                     "5", "--quiet", "--report", dir.file("r.xml"), "--json", dir.file("r.json")});
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string xml = test::read_text(dir.file("r.xml"));
  const std::size_t laws = test::problem("link").laws().size();
  EXPECT_EQ(count(xml, "<testcase "), laws + 1) << xml;  // + the differential campaign
  EXPECT_EQ(count(xml, "<failure"), 0u);
  EXPECT_NE(xml.find("tests=\"" + std::to_string(laws + 1) + "\" failures=\"0\""),
            std::string::npos);
  EXPECT_NE(xml.find("<property name=\"seed\" value=\"5\"/>"), std::string::npos);
  const std::string json = test::read_text(dir.file("r.json"));
  EXPECT_NE(json.find("\"passed\": true"), std::string::npos) << json;
  EXPECT_NE(json.find("\"seed\": 5,"), std::string::npos);
  EXPECT_NE(json.find("differential inputs' coverage"), std::string::npos);
}

TEST(Report, AFailingProgramIsAFailureWithItsArtifactAndReplay) {
  test::TempDir dir("report-fail");
  const std::string summary = dir.file("summary.md");
  test::CliRun r;
  {
    const ScopedEnv env("GITHUB_STEP_SUMMARY", summary);
    // No memory limit: a sanitized llk-mutant's memory is no judge's figure.
    r = test::run_cli({"verify", "--problem", "link", "--cmd", kMutant + " same-cell-yes",
                       "--memory-limit", "none", "--rounds", "2", "--seed", "5", "--quiet", "--out",
                       dir.file("out"), "--report", dir.file("r.xml"), "--json",
                       dir.file("r.json")});
  }
  ASSERT_EQ(r.status, 1) << r.out << r.err;
  const std::string xml = test::read_text(dir.file("r.xml"));
  EXPECT_GE(count(xml, "<failure "), 1u) << xml;
  EXPECT_NE(xml.find("replay: llk replay"), std::string::npos) << xml;
  EXPECT_NE(xml.find("wrong-answer"), std::string::npos);
  const std::string json = test::read_text(dir.file("r.json"));
  EXPECT_NE(json.find("\"passed\": false"), std::string::npos) << json;
  EXPECT_NE(json.find("\"status\": \"failed\""), std::string::npos);
  const std::string md = test::read_text(summary);
  EXPECT_NE(md.find("## llk verify: "), std::string::npos) << md;
  EXPECT_NE(md.find("| verify.link |"), std::string::npos) << md;
}

TEST(Report, AReportThatCannotBeWrittenIsAUsageErrorBeforeTheRun) {
  const test::CliRun r = test::run_cli({"verify", "--problem", "link", "--rounds", "1", "--quiet",
                                        "--report", "/nonexistent-dir/r.xml"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("cannot write /nonexistent-dir/r.xml"), std::string::npos) << r.err;
  const test::CliRun same = test::run_cli({"verify", "--problem", "link", "--rounds", "1",
                                           "--quiet", "--report", "r.x", "--json", "r.x"});
  EXPECT_EQ(same.status, 2);
  EXPECT_NE(same.err.find("the same file r.x is given for two reports"), std::string::npos)
      << same.err;
}

TEST(Report, StressHasOneFailedTestcasePerBugWithItsKindArtifactAndReplay) {
  test::TempDir dir("report-stress");
  const test::CliRun r = test::run_cli({"stress",
                                        "--problem",
                                        "link",
                                        "--mutant",
                                        test::finds_mutant("link"),
                                        "--seed",
                                        "1",
                                        "--inputs",
                                        "40",
                                        "--max-bugs",
                                        "2",
                                        "--minimize-time",
                                        "2s",
                                        "--jobs",
                                        "1",
                                        "--quiet",
                                        "--out",
                                        dir.file("out"),
                                        "--report",
                                        dir.file("s.xml"),
                                        "--json",
                                        dir.file("s.json")});
  ASSERT_EQ(r.status, 1) << r.out << r.err;
  const std::size_t bugs = count(r.out, "\nBUG: ");
  ASSERT_GE(bugs, 1u) << r.out;
  const std::string xml = test::read_text(dir.file("s.xml"));
  EXPECT_EQ(count(xml, "<testcase "), bugs) << xml;
  EXPECT_EQ(count(xml, "<failure "), bugs) << xml;
  EXPECT_EQ(count(xml, "replay: llk replay "), bugs) << xml;
  EXPECT_NE(xml.find("<testsuite name=\"stress.link\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("name=\"bug 1: "), std::string::npos) << xml;
  EXPECT_NE(xml.find("<property name=\"seed\" value=\"1\"/>"), std::string::npos) << xml;
  for (const std::string& a : test::artifacts_in(dir.file("out")))
    EXPECT_NE(xml.find("artifact: " + a), std::string::npos) << a << '\n' << xml;
  const std::string json = test::read_text(dir.file("s.json"));
  EXPECT_NE(json.find("\"command\": \"llk stress\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"passed\": false"), std::string::npos) << json;
  EXPECT_NE(json.find("\"failures\": " + std::to_string(bugs) + ","), std::string::npos) << json;
  EXPECT_NE(json.find("\"coverage\": \"coverage:"), std::string::npos) << json;
}

TEST(Report, StressWithoutABugHasOnePassingTestcase) {
  test::TempDir dir("report-stress-pass");
  const test::CliRun r = test::run_cli(
      {"stress", "--problem", "link", "--solver", "bfs01", "--seed", "1", "--inputs", "5", "--jobs",
       "1", "--quiet", "--report", dir.file("s.xml"), "--json", dir.file("s.json")});
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  const std::string xml = test::read_text(dir.file("s.xml"));
  EXPECT_EQ(count(xml, "<testcase "), 1u) << xml;
  EXPECT_NE(xml.find("tests=\"1\" failures=\"0\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("no failure"), std::string::npos) << xml;
  EXPECT_NE(test::read_text(dir.file("s.json")).find("\"passed\": true"), std::string::npos);
}

TEST(Report, AStressReportThatCannotBeWrittenIsAUsageErrorBeforeTheRun) {
  const test::CliRun r =
      test::run_cli({"stress", "--problem", "link", "--solver", "bfs01", "--inputs", "5", "--quiet",
                     "--json", "/nonexistent-dir/s.json"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("cannot write /nonexistent-dir/s.json"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");  // not even the header: nothing was run
}

}  // namespace
}  // namespace llk
