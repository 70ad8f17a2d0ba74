// A user's own game player through llk/game/check_solver.hpp, LLK_TEST_SOLVER and
// LLK_FUZZ_SOLVER: a right one passes, a wrong one fails under its own name.

#include <gtest/gtest.h>

#include <stdlib.h>

#include <csignal>

#include "check_solver_support.hpp"
#include "llk/check_own_solver.hpp"
#include "llk/fuzz.hpp"
#include "llk/game/check_solver.hpp"
#include "llk/gtest.hpp"
#include "support.hpp"

namespace llk {
namespace {

CheckSolverOptions quick(const test::TempDir& dir, int rounds) {
  return test::quick_check(dir, rounds, 20261202);
}

/// A user's own game player: a production player under the user's name, or a mutant's (bad).
game::PlayerInfo own_player(bool bad) {
  game::PlayerInfo info = bad ? *game::mutant_players().find("count-both-orders")
                              : game::production_players().all().front();
  info.name = bad ? "my-player-counts-twice" : "my-player";
  return info;
}

TEST(GameCheckSolver, AUsersOwnPlayerIsChecked) {
  test::TempDir dir("check-solver-game");
  EXPECT_TRUE(game::check_solver(own_player(false), quick(dir, 2)).passed);
  const SolverReport r = game::check_solver(own_player(true), quick(dir, 4));
  ASSERT_FALSE(r.passed) << r.text();
  EXPECT_EQ(r.solver, "my-player-counts-twice");
}

// LLK_FUZZ_SOLVER's target finds the game problem by the type of the info: the right one passes
// decoded bytes, the wrong one aborts with an artifact under its own name.
TEST(GameCheckSolver, AFuzzTargetTakesIt) {
  test::expect_fuzz_target_catches(own_player(false), own_player(true), "my-player-counts-twice");
}

// The LLK_TEST_SOLVER check below runs two rounds (a count), not its default budget of seconds.
const bool kTwoRounds = ::setenv("LLK_ROUNDS", "2", 0) == 0;

LLK_TEST_SOLVER(GameCheckSolver, LlkTestSolverTakesAGamePlayer, own_player(false))

}  // namespace
}  // namespace llk
