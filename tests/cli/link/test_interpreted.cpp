// A Python program for the link problem (programs/hungry_bfs.py), run by its `#!` line: judged
// under the problem's Java/Others limits, said once; --lang wins; stress counts its wrong answer
// as bug 1 and its memory limit, met on several judge-size inputs, as one bug.

#include <gtest/gtest.h>

#include <algorithm>

#include <filesystem>
#include <regex>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/sandbox.hpp"

namespace llk {
namespace {

const std::string kProgram = std::string(LLK_SOURCE_DIR) + "/tests/cli/link/programs/hungry_bfs.py";
const std::string kSample = std::string(LLK_SOURCE_DIR) + "/corpus/link/sample.in";
const std::string kSaid =
    "runs under python3 (its #! line): judged under the link problem's Java/Others limits (CPU "
    "20 s, memory 64MiB; --lang c++ for C and C++'s)";

/// The program copied as `DIR/prog/link.py`, executable, apart from what llk writes; its path.
std::string link_py(const test::TempDir& dir) {
  const std::string path = dir.file("prog/link.py");
  test::write_text(path, test::read_text(kProgram));
  std::filesystem::permissions(path, std::filesystem::perms::owner_all);
  return path;
}

/// The judge's sample with its answers, alone in `DIR/tests`: a test set for `llk judge`.
std::string sample_tests(const test::TempDir& dir) {
  test::write_text(dir.file("tests/sample.in"), test::read_text(kSample));
  test::write_text(dir.file("tests/sample.out"),
                   test::read_text(std::string(LLK_SOURCE_DIR) + "/corpus/link/sample.out"));
  return dir.file("tests");
}

/// The lines of `text` that match `pattern`.
std::vector<std::string> lines_matching(const std::string& text, const std::string& pattern) {
  std::vector<std::string> out;
  const std::regex re(pattern);
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (std::regex_search(line, re)) out.push_back(line);
  return out;
}

TEST(InterpretedProgram, StressFindsItsWrongAnswerAsBug1AndItsMemoryLimitAsOneBug) {
  if (find_program("python3").empty()) GTEST_SKIP() << "no python3";
  test::TempDir dir("interpreted-stress");
  const std::string prog = link_py(dir);
  // 24 inputs from 0: tiny boards, and judge-size ones at 3 (walled) and 23 (edges), where each
  // query's list of states passes 64 MiB; one job, so bugs are found in the schedule's order.
  const auto r =
      test::run_cli({"stress", "--cmd", prog, "--seed", "1", "--inputs", "24", "--jobs", "1",
                     "--budget", "10m", "--no-minimize", "--out", dir.file("out"), "--quiet"});
  ASSERT_EQ(r.status, kExitFailureFound) << r.out << r.err;
  // The interpreter, seen in the #! line, said once: the Others limits, and the flag that undoes
  // it.
  EXPECT_EQ(test::count(r.err, kSaid), 1u) << r.err;
  EXPECT_NE(r.out.find("limits: --timeout 20000ms --memory-limit 64MiB"), std::string::npos)
      << r.out;
  // The wrong answer first, the memory limit after it, the limit's hint naming its flag.
  EXPECT_EQ(lines_matching(r.out,
                           "^BUG: wrong-answer on input 0, query [0-9]+ "
                           "\\(different-values\\)")
                .size(),
            1u)
      << r.out;
  const auto memory = lines_matching(r.out, "^BUG: memory-limit on input ");
  EXPECT_EQ(memory.size(), 1u) << r.out;
  EXPECT_EQ(test::count(r.out, "  --memory-limit changes this limit"), 1u) << r.out;
  // One bug, though more than one input passed the limit, their first queries of two classes.
  const auto rows = lines_matching(r.out, "^[0-9]+ +memory-limit ");
  ASSERT_EQ(rows.size(), 1u) << r.out;
  std::smatch hits;
  ASSERT_TRUE(std::regex_search(rows[0], hits, std::regex(" ([0-9]+) +input 3 "))) << rows[0];
  EXPECT_EQ(hits[1], "2") << rows[0];
  const std::size_t head = r.out.find("\nbug  kind");
  ASSERT_NE(head, std::string::npos) << r.out;
  const std::size_t first_row = r.out.find('\n', head + 1) + 1;
  EXPECT_EQ(r.out.substr(first_row, 17), "1    wrong-answer") << "listed first:\n" << r.out;
  // The artifacts carry the same numbers: the wrong answer is bug 1, the memory limit after it.
  int last_wrong = 0, limit = 0;
  for (const std::string& a : test::artifacts_in(dir.file("out"))) {
    const std::string report = test::read_text(a.substr(0, a.size() - 3) + ".txt");
    std::smatch n;
    ASSERT_TRUE(std::regex_search(report, n, std::regex("\nbug: ([0-9]+)\n"))) << report;
    if (report.find("kind: memory-limit") != std::string::npos)
      limit = std::stoi(n[1]);
    else
      last_wrong = std::max(last_wrong, std::stoi(n[1]));
  }
  EXPECT_GE(last_wrong, 1);
  EXPECT_EQ(limit, last_wrong + 1);
}

TEST(InterpretedProgram, LangGivenWinsAndNothingIsSaid) {
  if (find_program("python3").empty()) GTEST_SKIP() << "no python3";
  test::TempDir dir("interpreted-lang");
  const std::string prog = link_py(dir);
  const std::string tests = sample_tests(dir);
  for (const std::string& lang : {"c++", "other"}) {
    const auto r = test::run_cli({"judge", tests, "--cmd", prog, "--lang", lang, "--quiet"});
    EXPECT_EQ(r.status, kExitFailureFound) << r.out << r.err;  // its wrong answer on the sample
    EXPECT_EQ(r.err.find("runs under"), std::string::npos) << lang << ": " << r.err;
    EXPECT_NE(r.out.find(lang == "c++" ? "--timeout 10000ms --memory-limit 32MiB"
                                       : "--timeout 20000ms --memory-limit 64MiB"),
              std::string::npos)
        << lang << ": " << r.out;
  }
}

TEST(InterpretedProgram, JudgeGivesEachProgramItsOwnLanguagesLimits) {
  if (find_program("python3").empty()) GTEST_SKIP() << "no python3";
  test::TempDir dir("interpreted-judge");
  const std::string prog = link_py(dir);
  const std::string tests = sample_tests(dir);
  // The script by its #! line, the same named by python3, and a binary (cat).
  const auto r = test::run_cli({"judge", tests, "--cmd", prog, "--cmd", "python3 " + prog, "--cmd",
                                "cat", "--jobs", "2", "--quiet"});
  EXPECT_EQ(r.status, kExitFailureFound) << r.out << r.err;
  EXPECT_EQ(test::count(r.err, "runs under"), 2u) << r.err;  // once each, with two jobs
  EXPECT_EQ(test::count(r.err, kSaid), 1u) << r.err;
  EXPECT_EQ(test::count(r.out, "--timeout 20000ms --memory-limit 64MiB)"), 2u) << r.out;
  EXPECT_NE(r.out.find("(--cmd cat --timeout 10000ms --memory-limit 32MiB)"), std::string::npos)
      << r.out;
}

}  // namespace
}  // namespace llk
