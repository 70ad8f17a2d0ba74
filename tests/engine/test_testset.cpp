// `llk testset` and `llk judge` over every problem: one seed gives the same files, the test set
// kills every mutant a judge can see and every production solver passes it; a program named
// right that fails a candidate is reported; judge reports bad test data and exits 2.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "llk/core/text.hpp"

namespace llk {
namespace {

/// Limits for every program the tests run: no memory limit (sanitized builds take more than a
/// judge allows), a CPU limit short enough that a mutant too slow for it costs little.
std::vector<std::string> with_limits(std::vector<std::string> args,
                                     const std::string& timeout = "3s") {
  for (const std::string& a :
       std::vector<std::string>{"--llk", LLK_EXE, "--memory-limit", "none", "--timeout", timeout,
                                "--quiet", "--jobs", "2"})
    args.push_back(a);
  return args;
}

test::CliRun testset(const std::string& problem, const std::string& dir, const std::string& seed,
                     std::vector<std::string> more = {}, const std::string& timeout = "3s") {
  std::vector<std::string> args =
      with_limits({"testset", "--problem", problem, "--out", dir, "--seed", seed}, timeout);
  args.insert(args.end(), more.begin(), more.end());
  return test::run_cli(args);
}

test::CliRun judge(const std::string& problem, const std::string& dir,
                   std::vector<std::string> programs) {
  std::vector<std::string> args = {"judge", dir, "--problem", problem};
  args.insert(args.end(), programs.begin(), programs.end());
  return test::run_cli(with_limits(args));
}

class EveryProblem : public test::ProblemTest {};

INSTANTIATE_TEST_SUITE_P(Problems, EveryProblem, ::testing::ValuesIn(test::problem_names()),
                         [](const auto& info) { return info.param; });

TEST_P(EveryProblem, TheTestSetIsTheSameForOneSeedAndKillsEveryMutantAJudgeCanSee) {
  test::TempDir dir("testset"), again("testset-again");
  const auto built = testset(GetParam(), dir.str(), "7");
  ASSERT_EQ(built.status, 0) << built.out << built.err;
  EXPECT_TRUE(std::filesystem::exists(dir.file("01.in")));
  EXPECT_TRUE(std::filesystem::exists(dir.file("manifest.json")));
  // The same seed and flags: byte-identical files.
  ASSERT_EQ(testset(GetParam(), again.str(), "7").status, 0);
  std::size_t files = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir.path())) {
    const std::string name = e.path().filename().string();
    EXPECT_EQ(test::read_text(e.path().string()), test::read_text(again.file(name))) << name;
    ++files;
  }
  EXPECT_GE(files, 3u);  // 01.in, 01.out, manifest.json at least
  // Every file is valid judge data.
  for (const auto& e : std::filesystem::directory_iterator(dir.path())) {
    if (e.path().extension() == ".in") {
      EXPECT_TRUE(problem().validate(test::read_text(e.path().string()), {}).empty()) << e.path();
    }
  }
  // Judged independently of the build: every production solver passes every test ...
  std::vector<std::string> solvers;
  for (const SolverListing& l : problem().solvers(false)) {
    solvers.push_back("--solver");
    solvers.push_back(l.name);
  }
  const auto right = judge(GetParam(), dir.str(), solvers);
  EXPECT_EQ(right.status, 0) << right.out << right.err;
  // ... and every mutant a judge can see fails the test the manifest says it fails.
  const std::string manifest = test::read_text(dir.file("manifest.json"));
  int mutants = 0;
  for (const SolverListing& l : problem().solvers(true)) {
    if (!l.judged || problem().mutant_hidden(l.name, {})) continue;
    ++mutants;
    const std::string key =
        "{\"program\": \"mutant " + l.name + "\", \"role\": \"mutant\", \"failed\": \"";
    const auto at = manifest.find(key);
    ASSERT_NE(at, std::string::npos) << l.name << '\n' << manifest;
    const std::string file =
        manifest.substr(at + key.size(), manifest.find('"', at + key.size()) - at - key.size());
    const auto wrong = judge(GetParam(), dir.file(file), {"--mutant", l.name});
    EXPECT_EQ(wrong.status, 1) << l.name << " on " << file << '\n' << wrong.out << wrong.err;
  }
  EXPECT_GT(mutants, 0);
}

TEST_P(EveryProblem, AProgramNamedRightThatFailsATestIsReported) {
  std::string mutant;
  for (const SolverListing& l : problem().solvers(true))
    if (l.judged && !problem().mutant_hidden(l.name, {}) && mutant.empty()) mutant = l.name;
  test::TempDir dir("testset-keep");
  // A mutant may explode on the worst cases: a second is enough to show it fails.
  const auto r = testset(GetParam(), dir.str(), "5", {"--keep", "--mutant " + mutant}, "1s");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("mutant " + mutant + " (known right) fails it"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("FAILS"), std::string::npos) << r.out;
}

TEST_P(EveryProblem, ARequiredTestThatDoesNotFitIsReported) {
  test::TempDir dir("testset-small");
  const auto r = testset(GetParam(), dir.str(), "5", {"--max-files", "1"});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("required test "), std::string::npos) << r.out;
  EXPECT_TRUE(std::filesystem::exists(dir.file("01.in")));
  EXPECT_FALSE(std::filesystem::exists(dir.file("02.in")));
}

TEST_P(EveryProblem, JudgeReportsBadTestDataAndExitsTwo) {
  test::TempDir dir("judge-data");
  const Input input = problem().schedule(3, 0, {});
  const Expected e = problem().oracle(input);
  std::string out, wrong;
  for (const std::string& l : e.lines) out += l + '\n';
  // The first answer changed into another well-formed one.
  std::vector<std::string> lines = e.lines;
  lines[0] = lines[0] == "YES" ? "NO" : lines[0] == "NO" ? "YES" : lines[0] + "9";
  for (const std::string& l : lines) wrong += l + '\n';
  test::write_text(dir.file("01.in"), problem().write(input));
  test::write_text(dir.file("01.out"), out);
  test::write_text(dir.file("02.in"), problem().write(input));
  test::write_text(dir.file("02.out"), wrong);
  test::write_text(dir.file("03.in"), "x\n");
  const std::string solver = problem().solvers(false).front().name;
  const auto r = judge(GetParam(), dir.str(), {"--solver", solver, "--json", dir.file("r.json")});
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.out.find("BAD TEST DATA " + dir.file("02.out") + " line 1"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("BAD TEST DATA " + dir.file("03.in") + ": line 1, column 1"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(test::count(r.out, "OK "), 2u) << r.out;  // the solver passes 01 and 02
  EXPECT_NE(test::read_text(dir.file("r.json")).find("\"judge." + GetParam() + ".data\""),
            std::string::npos);
  // Without the bad files, nothing is wrong.
  std::filesystem::remove(dir.file("02.out"));
  std::filesystem::remove(dir.file("03.in"));
  EXPECT_EQ(judge(GetParam(), dir.str(), {"--solver", solver}).status, 0);
}

TEST(Judge, UsageErrorsExitTwo) {
  test::TempDir dir("judge-usage");
  EXPECT_EQ(test::run_cli({"judge", dir.str(), "--solver", "x"}).status, 2);  // no NAME.in
  test::write_text(dir.file("01.in"), test::judge_sample());
  EXPECT_EQ(test::run_cli({"judge", dir.str(), "--solver", "no-such-solver"}).status, 2);
  EXPECT_EQ(test::run_cli({"judge", dir.str()}).status, 2);  // no program
  EXPECT_EQ(test::run_cli({"testset", "--kill", "--bogus x", "--out", dir.str()}).status, 2);
}

}  // namespace
}  // namespace llk
