// The escape problem through the commands: solve, validate, and --problem escape on every command.

#include <gtest/gtest.h>

#include <sstream>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/engine/solve.hpp"
#include "llk/problems.hpp"

namespace llk {
namespace {

const std::string kMaze = std::string(LLK_SOURCE_DIR) + "/corpus/escape/reader/hdu_sample.in";

using CmdRun = test::CliRun;
using test::run_cli;

CmdRun solve(const std::string& path, const std::string& solver = "") {
  return test::solve_file(path, solver, {}, "escape");
}

TEST(EscapeCli, SolveGoesThroughTheSameEngine) {
  const CmdRun r = solve(kMaze, "");
  EXPECT_EQ(r.status, kExitOk) << r.err;
  EXPECT_EQ(r.out, "NO\nYES\n");
}

TEST(EscapeCli, SolvePrintsAnswersBeforeTheErrorAndExitsTwo) {
  test::TempDir dir("escape-solve");
  std::string text = test::read_text(kMaze);
  text.replace(text.size() - 6, 6, "2 2 1\nSq\n");
  test::write_text(dir.file("in.txt"), text);
  const CmdRun r = solve(dir.file("in.txt"), "");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "NO\nYES\n");
  EXPECT_NE(r.err.find("in.txt: line 11, column 2: expected one of '.', 'X', 'S', 'D', found 'q'"),
            std::string::npos)
      << r.err;
  for (const std::string name : {"", "backtrack", "backtrack-noprune", "memo"})
    EXPECT_EQ(solve(kMaze, name).out, "NO\nYES\n") << name;
  EXPECT_NE(solve(kMaze, "nope").err.find("unknown escape solver 'nope'"), std::string::npos);
}

TEST(EscapeCli, ValidateReportsOrAccepts) {
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

TEST(EscapeCli, EveryCommandTakesTheProblemFlag) {
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

}  // namespace
}  // namespace llk
