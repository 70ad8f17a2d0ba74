// The commands through the engines and through the command line: solve, validate, check,
// solvers, problems; --problem on every command; options owned by each invocation.

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <sstream>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/size.hpp"
#include "llk/engine/check.hpp"
#include "llk/engine/listings.hpp"
#include "llk/engine/solve.hpp"
#include "llk/problems.hpp"

namespace llk {
namespace {

const std::string kSample = std::string(LLK_SOURCE_DIR) + "/corpus/link/sample.in";

using CmdRun = test::CliRun;
using test::run_cli;

CmdRun solve(const std::string& path, const std::string& solver = "", Params params = {}) {
  return test::solve_file(path, solver, std::move(params), "link");
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

TEST(Cli, ProblemsListsEveryProblemWithItsLawsAndEveryLimit) {
  const CmdRun r = run_cli({"problems"});
  EXPECT_EQ(r.status, 0);
  for (const ProblemInfo& p : problems().all()) {
    EXPECT_NE(r.out.find(p.name), std::string::npos) << r.out;
    for (const Law& l : p.problem->laws()) EXPECT_NE(r.out.find(l.name), std::string::npos);
    // Its C and C++ limits and each other language's, on its own line.
    const JudgeLimits judge = p.problem->judge_limits();
    const std::size_t entry = r.out.rfind(p.name, 0) == 0 ? 0 : r.out.find("\n" + p.name);
    ASSERT_NE(entry, std::string::npos) << r.out;
    const std::size_t at = r.out.find("judge limits", entry);
    ASSERT_NE(at, std::string::npos) << r.out;
    const std::string line = r.out.substr(at, r.out.find('\n', at) - at);
    EXPECT_NE(line.find(fmt::format("C and C++: CPU {:g} s", judge.cpu_seconds)), std::string::npos)
        << line;
    for (const LanguageLimits& l : judge.languages)
      EXPECT_NE(
          line.find(fmt::format("CPU {:g} s, memory {}", l.cpu_seconds,
                                l.memory_bytes > 0 ? format_size(l.memory_bytes) : "none stated")),
          std::string::npos)
          << p.name << " " << l.language << ": " << line;
  }
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
