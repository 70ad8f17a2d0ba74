// The commands through the engines and through the command line: solve, validate, check,
// solvers, problems; --problem on every command; options owned by each invocation.

#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <sstream>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/engine/check.hpp"
#include "llk/engine/listings.hpp"
#include "llk/engine/solve.hpp"
#include "llk/problems.hpp"

namespace llk {
namespace {

const std::string kSample = std::string(LLK_SOURCE_DIR) + "/corpus/samples/judge_sample.in";
const std::string kMaze = std::string(LLK_SOURCE_DIR) + "/corpus/escape/reader/hdu_sample.in";

using CmdRun = test::CliRun;
using test::run_cli;

CmdRun solve(const std::string& path, const std::string& solver = "", Params params = {},
             const std::string& problem = "link") {
  SolveOptions opt;
  opt.input = path;
  opt.solver = solver;
  opt.params = std::move(params);
  std::ostringstream out, err;
  const int rc = run_solve(problems(), test::problem(problem), opt, out, err);
  return {rc, out.str(), err.str()};
}

TEST(Solve, JudgeSampleWithEverySolver) {
  for (const SolverListing& s : test::problem("link").solvers(false)) {
    SCOPED_TRACE(s.name);
    const CmdRun r = solve(kSample, s.name);
    EXPECT_EQ(r.status, kExitOk) << r.err;
    EXPECT_EQ(r.out, "YES\nNO\nNO\nNO\nNO\nYES\n");
  }
}

TEST(Solve, UnknownSolverIsAUsageError) {
  const CmdRun r = solve(kSample, "no-such-solver");
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_NE(r.err.find("unknown solver 'no-such-solver'"), std::string::npos);
}

TEST(Solve, UnsupportedParametersAreAUsageErrorButTheDefaultPicksASolverThatCan) {
  CmdRun r = solve(kSample, "linescan", {{"turns", "5"}});
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_NE(r.err.find("does not support"), std::string::npos) << r.err;
  r = solve(kSample, "", {{"turns", "5"}});
  EXPECT_EQ(r.status, kExitOk) << r.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 6) << r.out;  // six answers
  r = solve(kSample, "", {{"turns", "x"}});
  EXPECT_EQ(r.status, kExitUsage);
}

TEST(Solve, MissingFileIsAUsageError) {
  const CmdRun r = solve("/nonexistent/llk/input.in");
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_NE(r.err.find("cannot open"), std::string::npos) << r.err;
}

TEST(Solve, AnswersBeforeAnErrorAreStillPrinted) {
  // Case 1 is complete (one YES), case 2 has a negative value on line 6, column 3.
  test::TempDir dir("solve");
  test::write_text(dir.file("in"), "1 2\n5 5\n1\n1 1 1 2\n1 2\n5 -3\n1\n1 1 1 2\n0 0\n");
  const CmdRun r = solve(dir.file("in"));
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_EQ(r.out, "YES\n");
  EXPECT_NE(r.err.find("line 6, column 3"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("'-3'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("llk validate"), std::string::npos) << "points at validate";
}

TEST(Solve, MissingTerminatorAfterACompleteCaseIsAccepted) {
  test::TempDir dir("solve");
  test::write_text(dir.file("in"), "1 2\n5 5\n1\n1 1 1 2\n");
  const CmdRun r = solve(dir.file("in"));
  EXPECT_EQ(r.status, kExitOk) << r.err;
  EXPECT_EQ(r.out, "YES\n");
}

TEST(Solve, InputPastTheWholeReadLimitIsMappedAndAnswered) {
  // 5000 x 6800 single digits: 68 MB, past the 64 MiB that are read into the heap, so the file is
  // mapped and released as it is read. Row 1: 7 ... 7 with nothing between; row 2: 5 0 6 0 5.
  const int n = 5000, m = 6800;
  std::string text = std::to_string(n) + " " + std::to_string(m) + "\n";
  text.reserve(static_cast<std::size_t>(n) * m * 2 + 64);
  for (int r = 1; r <= n; ++r)
    for (int c = 1; c <= m; ++c) {
      char v = '0';
      if (r == 1 && (c == 1 || c == m)) v = '7';
      if (r == 2 && (c == 1 || c == 5)) v = '5';
      if (r == 2 && c == 3) v = '6';
      text += v;
      text += c == m ? '\n' : ' ';
    }
  text += "2\n1 1 1 " + std::to_string(m) + "\n2 1 2 3\n0 0\n";  // linked; different kinds
  ASSERT_GT(text.size(), std::size_t{64} << 20);
  test::TempDir dir("solve-big");
  test::write_text(dir.file("in"), text);
  text = std::string();
  SolveOptions opt;
  opt.input = dir.file("in");
  opt.read.relaxed = true;
  std::ostringstream out, err;
  EXPECT_EQ(run_solve(problems(), test::problem("link"), opt, out, err), kExitOk) << err.str();
  EXPECT_EQ(out.str(), "YES\nNO\n");
}

TEST(Solve, TheEscapeProblemThroughTheSameEngine) {
  const CmdRun r = solve(kMaze, "", {}, "escape");
  EXPECT_EQ(r.status, kExitOk) << r.err;
  EXPECT_EQ(r.out, "NO\nYES\n");
}

TEST(Solve, EscapePrintsAnswersBeforeTheErrorAndExitsTwo) {
  test::TempDir dir("escape-solve");
  std::string text = test::read_text(kMaze);
  text.replace(text.size() - 6, 6, "2 2 1\nSq\n");
  test::write_text(dir.file("in.txt"), text);
  const CmdRun r = solve(dir.file("in.txt"), "", {}, "escape");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "NO\nYES\n");
  EXPECT_NE(r.err.find("in.txt: line 11, column 2: expected one of '.', 'X', 'S', 'D', found 'q'"),
            std::string::npos)
      << r.err;
  for (const std::string name : {"", "backtrack", "backtrack-noprune", "memo"})
    EXPECT_EQ(solve(kMaze, name, {}, "escape").out, "NO\nYES\n") << name;
  EXPECT_NE(solve(kMaze, "nope", {}, "escape").err.find("unknown escape solver 'nope'"),
            std::string::npos);
}

TEST(Validate, EscapeReportsOrAccepts) {
  ValidateOptions opt;
  opt.input = kMaze;
  std::ostringstream out, err;
  EXPECT_EQ(run_validate(test::problem("escape"), opt, out, err), 0) << err.str();
  EXPECT_NE(out.str().find("valid escape input"), std::string::npos);
  test::TempDir dir("escape-validate");
  test::write_text(dir.file("s.in"), "2 2 1\nSD\n..\n");
  opt.input = dir.file("s.in");
  std::ostringstream out2, err2;
  EXPECT_EQ(run_validate(test::problem("escape"), opt, out2, err2), 2);
  EXPECT_NE(
      err2.str().find("line 4, column 1: expected the end marker '0 0 0', found end of input"),
      std::string::npos)
      << err2.str();
  EXPECT_NE(err2.str().find("1 violation"), std::string::npos);
}

TEST(Check, SampleHasNoDisagreementUnderEveryRule) {
  CheckOptions opt;
  opt.files = {kSample};
  for (const std::string rules : {"hdu", "classic"}) {
    for (int k = 0; k <= 2; ++k) {
      opt.params = {{"rules", rules}, {"turns", std::to_string(k)}};
      std::ostringstream out, err;
      EXPECT_EQ(run_check(problems(), test::problem("link"), opt, out, err), kExitOk)
          << out.str() << err.str();
      EXPECT_NE(out.str().find("0 disagreements"), std::string::npos) << out.str();
    }
  }
}

TEST(Validate, SampleIsValidAndMissingTerminatorIsNot) {
  ValidateOptions opt;
  opt.input = kSample;
  std::ostringstream out, err;
  EXPECT_EQ(run_validate(test::problem("link"), opt, out, err), kExitOk) << err.str();
  test::TempDir dir("validate");
  test::write_text(dir.file("in"), "1 2\n5 5\n1\n1 1 1 2\n");
  opt.input = dir.file("in");
  std::ostringstream out2, err2;
  EXPECT_EQ(run_validate(test::problem("link"), opt, out2, err2), kExitUsage);
  EXPECT_NE(err2.str().find("0 0"), std::string::npos) << err2.str();
}

TEST(Validate, SaysHowManyViolationsItDidNotShow) {
  std::string text = "1 200\n";
  for (int i = 0; i < 200; ++i) text += "-1 ";
  text += "\n1\n1 1 1 2\n0 0\n";
  test::TempDir dir("validate-many");
  test::write_text(dir.file("in"), text);
  ValidateOptions opt;
  opt.input = dir.file("in");
  opt.max_shown = 5;
  std::ostringstream out, err;
  EXPECT_EQ(run_validate(test::problem("link"), opt, out, err), kExitUsage);
  EXPECT_NE(err.str().find("more not shown"), std::string::npos) << err.str();
}

TEST(Solvers, ListsEveryProductionSolverAndMutantOfEveryProblem) {
  for (const ProblemInfo& p : problems().all())
    for (const bool mutants : {false, true}) {
      std::ostringstream out;
      EXPECT_EQ(run_list_solvers(*p.problem, mutants, out), kExitOk);
      for (const SolverListing& s : p.problem->solvers(mutants))
        EXPECT_NE(out.str().find(s.name), std::string::npos) << p.name;
    }
}

TEST(Cli, ProblemsListsEveryProblemWithItsLaws) {
  const CmdRun r = run_cli({"problems"});
  EXPECT_EQ(r.status, 0);
  for (const ProblemInfo& p : problems().all()) {
    EXPECT_NE(r.out.find(p.name), std::string::npos) << r.out;
    for (const Law& l : p.problem->laws()) EXPECT_NE(r.out.find(l.name), std::string::npos);
  }
}

TEST(Cli, EveryCommandTakesTheProblemFlag) {
  test::TempDir dir("cli-problem");
  EXPECT_EQ(run_cli({"solve", "--problem", "escape", kMaze}).out, "NO\nYES\n");
  EXPECT_EQ(run_cli({"--problem", "escape", "solve", kMaze}).out, "NO\nYES\n");
  EXPECT_EQ(run_cli({"validate", "--problem", "escape", kMaze}).status, 0);
  EXPECT_EQ(run_cli({"check", "--problem", "escape", kMaze}).status, 0);
  EXPECT_NE(run_cli({"solvers", "--problem", "escape"}).out.find("backtrack"), std::string::npos);
  EXPECT_EQ(run_cli({"show", "--problem", "escape", kMaze}).status, 0);
  EXPECT_EQ(run_cli({"replay", "--problem", "escape", "--solvers",
                     std::string(LLK_SOURCE_DIR) + "/corpus/regressions/escape"})
                .status,
            0);
  EXPECT_EQ(run_cli({"stress", "--problem", "escape", "--solver", "memo", "--inputs", "5",
                     "--no-progress", "--out", dir.str()})
                .status,
            0);
  EXPECT_EQ(
      run_cli({"minimize", "--problem", "escape", kMaze, "--solver", "memo", "--out", dir.str()})
          .status,
      0);  // nothing to minimize: the solver is right
  EXPECT_EQ(run_cli({"verify", "--problem", "escape", "--rounds", "1", "--budget", "60",
                     "--property", "parity-law", "--out", dir.str()})
                .status,
            0);
  EXPECT_EQ(run_cli({"solve", "--problem", "nope", kMaze}).status, 2);
  EXPECT_EQ(run_cli({"solve", "--problem", "all", kMaze}).status, 2);  // all: verify only
}

TEST(Cli, TwoInvocationsShareNoOption) {
  // The first sets --turns 0; the second, without it, must see the default K = 2 again.
  EXPECT_EQ(run_cli({"solve", "--turns", "0", kSample}).out, "NO\nNO\nNO\nNO\nNO\nYES\n");
  EXPECT_EQ(run_cli({"solve", kSample}).out, "YES\nNO\nNO\nNO\nNO\nYES\n");
  EXPECT_EQ(run_cli({"solve", "--rules", "classic", "--turns", "0", kSample}).out,
            "NO\nNO\nNO\nNO\nNO\nYES\n");
  EXPECT_EQ(run_cli({"solve", kSample}).out, "YES\nNO\nNO\nNO\nNO\nYES\n");
  EXPECT_EQ(run_cli({"solve", "--solver", "dfs", kSample}).status, 0);
  EXPECT_EQ(run_cli({"solve", kSample}).status, 0);
}

TEST(Cli, BadSeedsAndDurationsAreUsageErrorsWithAMessage) {
  CmdRun r = run_cli({"stress", "--solver", "bfs01", "--seed", "xyz", "--inputs", "1"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--seed"), std::string::npos) << r.err;
  r = run_cli({"stress", "--solver", "bfs01", "--budget", "soon"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("duration"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace llk
