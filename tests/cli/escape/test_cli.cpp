// The escape problem through the commands: solve, validate, and --problem escape on every command.

#include <gtest/gtest.h>

#include <sstream>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/sandbox.hpp"
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

TEST(EscapeCli, AMazeReadAsALinkBoardSaysWhichFlagReadsIt) {
  const auto r = run_cli({"check", kMaze});
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_NE(r.err.find("this looks like input of the escape problem: try --problem escape"),
            std::string::npos)
      << r.err;
  const auto s = run_cli({"solve", kMaze});
  EXPECT_NE(s.err.find("try --problem escape"), std::string::npos) << s.err;
}

TEST(EscapeCli, ExplainGivesTheReasonForEachKindOfAnswer) {
  const std::string mazes =
      "3 3 4\nS.X\nXX.\n..D\n"  // walls
      "3 3 3\nS..\n...\n..D\n"  // too soon
      "2 2 2\nSD\n..\n"         // parity
      "2 3 7\nS..\n..D\n"       // too few cells
      "3 3 6\nS.X\n...\nX.D\n"  // no walk of exactly T
      "2 3 5\nS..\n..D\n"       // yes
      "0 0 0\n";
  test::TempDir dir("escape-explain");
  test::write_text(dir.file("x.in"), mazes);
  const auto r = run_cli({"explain", dir.file("x.in"), "--problem", "escape"});
  EXPECT_EQ(r.status, kExitOk) << r.err;
  const std::string& out = r.out;
  EXPECT_NE(out.find("maze 1 (3 x 3), T = 4: NO: walls cut D off from S"), std::string::npos)
      << out;
  EXPECT_NE(out.find("maze 2 (3 x 3), T = 3: NO: D is at least 4 moves from S"), std::string::npos);
  EXPECT_NE(out.find("maze 3 (2 x 2), T = 2: NO: T - 1 = 1 is odd"), std::string::npos) << out;
  EXPECT_NE(out.find("maze 4 (2 x 3), T = 7: NO: a walk of T = 7 moves stands on 8 distinct "
                     "cells, but only 6 cells are free"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("maze 5 (3 x 3), T = 6: NO: the shortest way to D takes 4 moves, but no walk"),
            std::string::npos);
  EXPECT_NE(out.find("maze 6 (2 x 3), T = 5: YES: a walk of 5 moves"), std::string::npos);
}

TEST(EscapeCli, ARightJavaProgramIsNotChargedForItsJvm) {
  // HDU 1010 in Java, right on every maze: judged under Java's 64 MiB with the JVM's own
  // footprint not counted, as judges do (the JVM alone is about that size).
  if (find_program("java").empty()) GTEST_SKIP() << "no java";
  const std::string java = "java " + std::string(LLK_SOURCE_DIR) + "/tests/cli/escape/Escape.java";
  const CmdRun right = run_cli({"check", "--problem", "escape", "--cmd", java, kMaze});
  EXPECT_EQ(right.status, kExitOk) << right.out << right.err;
  EXPECT_NE(right.err.find("over the JVM's own"), std::string::npos) << right.err;
  // The check can fail: charged for its JVM under C++'s 32 MiB, the same program is over.
  const CmdRun tight =
      run_cli({"check", "--problem", "escape", "--cmd", java, "--lang", "c++", kMaze});
  EXPECT_EQ(tight.status, kExitFailureFound) << tight.out << tight.err;
  EXPECT_NE(tight.out.find("memory-limit"), std::string::npos) << tight.out;
}

}  // namespace
}  // namespace llk
