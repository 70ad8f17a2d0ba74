// A user's own game engine through llk/game/check_solver.hpp and LLK_TEST_SOLVER: a right one
// passes, a wrong one fails under its own name.

#include <gtest/gtest.h>

#include <stdlib.h>

#include "check_solver_support.hpp"
#include "llk/check_solver.hpp"
#include "llk/game/check_solver.hpp"
#include "llk/gtest.hpp"

namespace llk {
namespace {

CheckSolverOptions quick(const test::TempDir& dir, int rounds) {
  return test::quick_check(dir, rounds, 20261202);
}

/// A user's own game engine: a production engine under the user's name, or a mutant's (bad).
game::EngineInfo own_engine(bool bad) {
  game::EngineInfo info = bad ? *game::mutant_engines().find("count-both-orders")
                              : game::production_engines().all().front();
  info.name = bad ? "my-engine-counts-twice" : "my-engine";
  return info;
}

TEST(GameCheckSolver, AUsersOwnEngineIsChecked) {
  test::TempDir dir("check-solver-game");
  EXPECT_TRUE(game::check_solver(own_engine(false), quick(dir, 2)).passed);
  const SolverReport r = game::check_solver(own_engine(true), quick(dir, 4));
  ASSERT_FALSE(r.passed) << r.text();
  EXPECT_EQ(r.solver, "my-engine-counts-twice");
}

// The LLK_TEST_SOLVER check below runs two rounds (a count), not its default budget of seconds.
const bool kTwoRounds = ::setenv("LLK_ROUNDS", "2", 0) == 0;

LLK_TEST_SOLVER(GameCheckSolver, LlkTestSolverTakesAGameEngine, own_engine(false))

}  // namespace
}  // namespace llk
