// The whole game through every command, as a user meets it: solve, validate, check, stress
// with external game players (right and wrong), replay, show, triage and minimize.

#include <gtest/gtest.h>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/files.hpp"

namespace llk {
namespace {

const std::string kMutant = LLK_MUTANT_EXE;
const std::string kSample = std::string(LLK_SOURCE_DIR) + "/corpus/game/sample.in";

std::string program(const std::string& args) {
  return shell_quote(kMutant) + " --problem game " + args;
}

TEST(GameCli, SolvesTheSample) {
  const auto r = test::run_cli({"solve", "--problem", "game", kSample});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, test::read_text(std::string(LLK_SOURCE_DIR) + "/corpus/game/sample.out"));
  for (const char* player : {"sweep", "linkcache"})
    EXPECT_EQ(test::run_cli({"check", "--problem", "game", "--solver", player, kSample}).status, 0);
}

TEST(GameCli, BadInputNamesItsPosition) {
  test::TempDir dir("game-bad");
  test::write_text(dir.file("bad.in"), "1 2\n1 1\n2 2\n1 x\n0 0\n");
  const auto r = test::run_cli({"solve", "--problem", "game", dir.file("bad.in")});
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_EQ(r.out, "1\nYES 1 1 1 1 2\n");  // the complete case before the error is answered
  EXPECT_NE(r.err.find("line 4, column 3"), std::string::npos) << r.err;
  const auto v = test::run_cli({"validate", "--problem", "game", dir.file("bad.in")});
  EXPECT_NE(v.status, 0);
  EXPECT_NE((v.out + v.err).find("line 4, column 3"), std::string::npos) << v.out << v.err;
}

TEST(GameCli, StressPassesARightExternalPlayerWithAnotherClearingOrder) {
  test::TempDir dir("game-right");
  for (const char* rules : {"hdu", "classic"}) {
    const auto r = test::run_cli({"stress", "--problem", "game", "--rules", rules, "--cmd",
                                  program(std::string("--solver linkcache --rules ") + rules),
                                  "--inputs", "40", "--seed", "2", "--quiet", "--out", dir.str()});
    EXPECT_EQ(r.status, 0) << r.out << r.err;
    EXPECT_NE(r.out.find("no failure found"), std::string::npos) << r.out;
  }
}

TEST(GameCli, StressCatchesAWrongPlayerAndTheArtifactReplays) {
  test::TempDir dir("game-wrong");
  const auto r = test::run_cli({"stress", "--problem", "game", "--turns", "0", "--cmd",
                                program("greedy-clear --turns 0"), "--inputs", "400", "--seed", "1",
                                "--max-bugs", "1", "--quiet", "--out", dir.str()});
  ASSERT_EQ(r.status, kExitFailureFound) << r.out << r.err;
  EXPECT_NE(r.out.find("answers NO, but the board clears"), std::string::npos) << r.out;
  const std::vector<std::string> found = test::artifacts_in(dir.str());
  ASSERT_EQ(found.size(), 1u);
  const std::string in = found.front();
  const std::string out = test::read_text(in.substr(0, in.size() - 3) + ".out");
  EXPECT_NE(out.find("YES"), std::string::npos) << out;  // the expected answers beside it
  const auto replay = test::run_cli({"replay", in});
  EXPECT_EQ(replay.status, kExitFailureFound) << replay.out << replay.err;
  EXPECT_NE(replay.out.find("REPRODUCES"), std::string::npos) << replay.out;
  // show draws the board with the oracle's removal order numbered on it.
  const auto show = test::run_cli({"show", in, "--why"});
  EXPECT_EQ(show.status, 0) << show.err;
  EXPECT_NE(show.out.find("the oracle's order"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("  1"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("WRONG"), std::string::npos) << show.out;
  const auto triage = test::run_cli({"triage", dir.str()});
  EXPECT_NE(triage.out.find("clears"), std::string::npos) << triage.out << triage.err;
}

TEST(GameCli, AWrongCountIsCaughtAndMinimized) {
  test::TempDir dir("game-count");
  test::write_text(dir.file("in.txt"), test::read_text(kSample));
  const auto r = test::run_cli({"minimize", "--problem", "game", dir.file("in.txt"), "--mutant",
                                "count-both-orders", "--out", dir.str()});
  EXPECT_EQ(r.status, kExitFailureFound) << r.out << r.err;
  const std::vector<std::string> found = test::artifacts_in(dir.str());
  ASSERT_FALSE(found.empty()) << r.out;
  // The smallest board with a pair: two tiles side by side.
  EXPECT_EQ(test::read_text(found.front()), "1 2\n1 1\n0 0\n");
}

TEST(GameCli, VerifyCoversTheGameWithItsKillMatrix) {
  test::TempDir dir("game-verify");
  // Bounded by rounds, not by time: the same cases on a loaded sanitized machine.
  const auto r = test::run_cli({"verify", "--problem", "game", "--mutants", "--rounds", "2",
                                "--budget", "300s", "--seed", "1", "--quiet", "--out", dir.str()});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("20 of 20 game mutants killed"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("stateful"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace llk
