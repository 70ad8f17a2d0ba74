// Nothing a program prints breaks what llk writes: a program whose answers and stderr hold bytes
// that are not UTF-8, control characters and markup is run by judge, verify, stress and prove;
// every JSON parses with a strict parser, every JUnit file with an XML parser, every artifact's
// .txt and terminal line is UTF-8 without control characters, and the pages open in Chromium
// with no markup of the program's in them. Each check is shown catching a file written the old
// way (string concatenation, bytes copied as they came).

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "browser.hpp"
#include "cli_support.hpp"

namespace llk {
namespace {

const std::string kLlk = LLK_EXE;
const std::string kWellFormed = LLK_WELL_FORMED_PY;

/// What the hostile program prints, on stdout and on stderr: invalid UTF-8 (stray bytes, a
/// 3-byte character cut short, an overlong form, a surrogate), control characters and markup.
constexpr char kHostileBytes[] =
    "YES \xFF\xFE \xE2\x82 \xC0\xAF \xED\xA0\x80 \x01\x1b[31m\x7f\0 "
    "</testcase><script>alert(1)</script><![CDATA[ ]]>&\"'";
const std::string kHostile(kHostileBytes, sizeof kHostileBytes - 1);

/// A shell script that reads its input, prints kHostile on stdout and stderr and exits 3.
std::string hostile_program(const test::TempDir& dir) {
  std::string octal;
  for (const char c : kHostile) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\%03o", static_cast<unsigned char>(c));
    octal += buf;
  }
  const std::string path = dir.file("hostile.sh");
  test::write_text(path, "#!/bin/sh\ncat >/dev/null\nprintf '" + octal + "\\n'\nprintf '" + octal +
                             "\\n' >&2\nexit 3\n");
  std::system(("chmod +x '" + path + "'").c_str());
  return path;
}

/// Why `path` is not well-formed as `kind` (json, xml, text: see well_formed.py); "" when it is.
std::string faults(const std::string& kind, const std::string& path) {
  const std::string said = path + ".faults";
  const int status = std::system(
      ("python3 '" + kWellFormed + "' " + kind + " '" + path + "' >'" + said + "' 2>&1").c_str());
  return status == 0 ? "" : "exit " + std::to_string(status) + ": " + test::read_text(said);
}

/// The same for text held in memory (a run's terminal lines).
std::string text_faults(const test::TempDir& dir, const std::string& name,
                        const std::string& text) {
  test::write_text(dir.file(name), text);
  return faults("text", dir.file(name));
}

/// Every artifact's .txt below `out` is UTF-8 without control characters; how many there are.
std::size_t expect_clean_artifacts(const std::string& out) {
  const std::vector<std::string> artifacts = test::artifacts_in(out);
  for (const std::string& a : artifacts)
    EXPECT_EQ(faults("text", a.substr(0, a.size() - 3) + ".txt"), "");
  return artifacts.size();
}

/// What the run printed is UTF-8 without control characters, and quotes the program.
void expect_clean_terminal(const test::TempDir& dir, const test::CliRun& r) {
  EXPECT_EQ(text_faults(dir, "stdout.txt", r.out), "") << r.out;
  EXPECT_EQ(text_faults(dir, "stderr.txt", r.err), "") << r.err;
  EXPECT_NE((r.out + r.err).find("</testcase><script>"), std::string::npos) << r.out << r.err;
}

/// The page in Chromium: it loads, logs nothing, and holds no element of the program's markup.
void expect_page_opens(const test::TempDir& dir, const std::string& page) {
  EXPECT_EQ(faults("text", page), "");
  if (!test::have_chromium()) GTEST_SKIP() << "chromium is not installed (ci/install-deps.sh)";
  const test::Loaded l = test::load_in_chromium(dir, page);
  EXPECT_EQ(test::load_faults(l), "") << l.dom.substr(0, 3000);
  EXPECT_EQ(l.dom.find("<script>alert(1)"), std::string::npos) << l.dom.substr(0, 3000);
  EXPECT_NE(l.dom.find("&lt;script&gt;alert(1)"), std::string::npos) << l.dom.substr(0, 3000);
}

TEST(HostileOutput, TheChecksCatchFilesWrittenTheOldWay) {
  test::TempDir dir("hostile-mutants");
  // The old JSON writer: bytes copied as they came, only quotes and controls escaped.
  std::string json = "{\"text\": \"";
  for (const char c : kHostile)
    json += c == '"' || c == '\\'                  ? std::string("\\") + c
            : static_cast<unsigned char>(c) < 0x20 ? "\\u0001"
                                                   : std::string(1, c);
  test::write_text(dir.file("old.json"), json + "\"}\n");
  EXPECT_NE(faults("json", dir.file("old.json")), "");
  test::write_text(dir.file("surrogate.json"), "{\"text\": \"\\ud800\"}\n");
  EXPECT_NE(faults("json", dir.file("surrogate.json")), "");
  test::write_text(dir.file("good.json"), "{\"text\": \"\\u0001 \xEF\xBF\xBD\"}\n");
  EXPECT_EQ(faults("json", dir.file("good.json")), "");
  // The old JUnit text: markup escaped, controls as '?', the bytes that are not UTF-8 kept.
  std::string xml = "<testsuites><testcase name=\"";
  for (const char c : std::string(kHostile, 0, 20)) xml += c < 0x20 && c >= 0 ? '?' : c;
  test::write_text(dir.file("old.xml"), xml + "\"/></testsuites>\n");
  EXPECT_NE(faults("xml", dir.file("old.xml")), "");
  test::write_text(dir.file("old.txt"), "got: " + kHostile + "\n");
  EXPECT_NE(faults("text", dir.file("old.txt")), "");
  EXPECT_NE(text_faults(dir, "tab.txt", "a\tb\x1b[31m"), "");
}

TEST(HostileOutput, JudgeJsonJUnitPageArtifactsAndTerminalStayWellFormed) {
  test::TempDir dir("hostile-judge");
  test::write_text(dir.file("tests/01.in"), test::judge_sample());
  test::CliRun r = test::run_cli({"judge", dir.file("tests"), "--cmd", hostile_program(dir),
                                  "--quiet", "--out", dir.file("out"), "--json", dir.file("j.json"),
                                  "--report", dir.file("j.xml"), "--html", dir.file("j.html")});
  ASSERT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_EQ(faults("json", dir.file("j.json")), "");
  EXPECT_EQ(faults("xml", dir.file("j.xml")), "");
  EXPECT_GE(expect_clean_artifacts(dir.file("out")), 1u);
  expect_clean_terminal(dir, r);
  expect_page_opens(dir, dir.file("j.html"));
}

TEST(HostileOutput, VerifyJsonAndJUnitStayWellFormed) {
  test::TempDir dir("hostile-verify");
  const test::CliRun r =
      test::run_cli({"verify", "--problem", "link", "--cmd", hostile_program(dir), "--rounds", "1",
                     "--jobs", "1", "--seed", "3", "--quiet", "--out", dir.file("out"), "--json",
                     dir.file("v.json"), "--report", dir.file("v.xml")});
  ASSERT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_EQ(faults("json", dir.file("v.json")), "");
  EXPECT_EQ(faults("xml", dir.file("v.xml")), "");
  EXPECT_GE(expect_clean_artifacts(dir.file("out")), 1u);
  expect_clean_terminal(dir, r);
}

TEST(HostileOutput, StressJsonJUnitArtifactsAndTheReportPageStayWellFormed) {
  test::TempDir dir("hostile-stress");
  std::filesystem::create_directories(dir.file("night"));
  const test::CliRun r = test::run_cli({"stress",
                                        "--problem",
                                        "link",
                                        "--cmd",
                                        hostile_program(dir),
                                        "--inputs",
                                        "3",
                                        "--seed",
                                        "1",
                                        "--jobs",
                                        "1",
                                        "--minimize-time",
                                        "2s",
                                        "--quiet",
                                        "--out",
                                        dir.file("night/out"),
                                        "--json",
                                        dir.file("night/s.json"),
                                        "--report",
                                        dir.file("night/s.xml")});
  ASSERT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_EQ(faults("json", dir.file("night/s.json")), "");
  EXPECT_EQ(faults("xml", dir.file("night/s.xml")), "");
  EXPECT_GE(expect_clean_artifacts(dir.file("night/out")), 1u);
  expect_clean_terminal(dir, r);
  const test::CliRun page =
      test::run_cli({"report", dir.file("night"), "--html", dir.file("report.html")});
  ASSERT_EQ(page.status, 0) << page.out << page.err;
  EXPECT_EQ(text_faults(dir, "report-out.txt", page.out + page.err), "");
  expect_page_opens(dir, dir.file("report.html"));
}

TEST(HostileOutput, ProveJsonAndArtifactStayWellFormed) {
  test::TempDir dir("hostile-prove");
  // A right program whose command line holds the hostile bytes (in a comment): its certificate
  // names it.
  std::string words = kHostile;
  words.erase(std::remove(words.begin(), words.end(), '\0'), words.end());  // no NUL in argv
  const std::string command = kLlk + " solve --problem link # " + words;
  test::CliRun r = test::run_cli({"prove", "--cmd", command, "--cells", "2", "--quiet", "--json",
                                  dir.file("c.json"), "--out", dir.file("out")});
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(faults("json", dir.file("c.json")), "");
  EXPECT_EQ(test::run_cli({"prove", "--merge", dir.file("c.json")}).status, 0);
  // A wrong one: its artifact.
  r = test::run_cli({"prove", "--cmd", hostile_program(dir), "--cells", "2", "--quiet", "--json",
                     dir.file("none.json"), "--out", dir.file("out")});
  ASSERT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_GE(expect_clean_artifacts(dir.file("out")), 1u);
  expect_clean_terminal(dir, r);
}

}  // namespace
}  // namespace llk
