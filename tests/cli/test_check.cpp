// llk check as a user meets it with a program of their own and inputs of their own: every
// disagreement with the oracle's reason, --minimize into an artifact that replays, and input
// errors that point at the fault (an earlier short row, another problem's format).

#include <gtest/gtest.h>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/files.hpp"

namespace llk {
namespace {

using test::run_cli;

const std::string kMutant = LLK_MUTANT_EXE;
const std::string kBoard =
    "3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n"
    "4\n1 1 3 4\n1 1 1 1\n3 4 3 4\n1 4 3 1\n0 0\n";

TEST(Check, ListsEveryDisagreementWithTheOraclesReason) {
  test::TempDir dir("check-every");
  test::write_text(dir.file("my.in"), kBoard);
  // same-cell-yes answers YES for a cell linked with itself: queries 2 and 3.
  // No memory limit: a sanitized llk-mutant's memory is no judge's figure (answers are tested).
  const auto r = run_cli(
      {"check", dir.file("my.in"), "--cmd", kMutant + " same-cell-yes", "--memory-limit", "none"});
  EXPECT_EQ(r.status, kExitFailureFound) << r.out << r.err;
  test::expect_contains(r.out, {"case 1, query 2:", "case 1, query 3:",
                                "why: NO: a cell cannot be linked with itself", "2 disagreements"});
}

TEST(Check, MinimizesADisagreementIntoAnArtifactThatReplays) {
  test::TempDir dir("check-minimize");
  test::write_text(dir.file("my.in"), kBoard);
  const std::string cmd = kMutant + " same-cell-yes";
  const auto r =
      run_cli({"check", dir.file("my.in"), "--cmd", cmd, "--minimize", "--out", dir.file("out")});
  EXPECT_EQ(r.status, kExitFailureFound) << r.out << r.err;
  const std::string artifact = dir.file("out") + "/check-link-my-cmd.in";
  EXPECT_NE(r.out.find("artifact: " + artifact), std::string::npos) << r.out;
  const auto again = run_cli({"replay", artifact});
  EXPECT_EQ(again.status, kExitFailureFound) << again.out << again.err;
  EXPECT_NE(again.out.find("REPRODUCES"), std::string::npos) << again.out;
}

TEST(Solve, AShortBoardRowIsNamedWhereItIs) {
  test::TempDir dir("solve-short-row");
  // Row 2 has three values: the reader takes row 3's first value for it and fails at a query.
  test::write_text(dir.file("short.in"), "3 4\n1 2 3 4\n0 0 0\n4 3 2 1\n1\n1 1 3 4\n0 0\n");
  const auto r = run_cli({"solve", dir.file("short.in")});
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_NE(r.err.find("the first fault is earlier, at line 3, column 6: expected a board value "
                       "(row 2, column 4), found end of line"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("llk validate --problem link"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace llk
