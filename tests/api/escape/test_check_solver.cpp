// A user's own escape solver through llk/escape/check_solver.hpp, LLK_TEST_SOLVER and
// LLK_FUZZ_SOLVER: a right one passes, a wrong one fails under its own name.

#include <gtest/gtest.h>

#include <stdlib.h>

#include <csignal>

#include "check_solver_support.hpp"
#include "llk/check_own_solver.hpp"
#include "llk/escape/check_solver.hpp"
#include "llk/fuzz.hpp"
#include "llk/gtest.hpp"
#include "support.hpp"

namespace llk {
namespace {

CheckSolverOptions quick(const test::TempDir& dir, int rounds) {
  return test::quick_check(dir, rounds, 20261202);
}

/// A user's own escape solver: the production one, or (bad) one that answers NO where T is odd.
escape::SolverInfo own_escape(bool bad) {
  escape::SolverInfo info;
  info.name = bad ? "my-escape-odd-no" : "my-escape";
  const escape::SolverInfo base = escape::production_solvers().all().front();
  if (!bad) {
    info.make = base.make;
    return info;
  }
  info.make = [base] {
    struct OddNo final : escape::Solver {
      std::unique_ptr<escape::Solver> inner;
      escape::Answer solve(const escape::Case& c) override {
        if (c.time % 2 == 1) return {};
        return inner->solve(c);
      }
    };
    auto s = std::make_unique<OddNo>();
    s->inner = base.make();
    return std::unique_ptr<escape::Solver>(std::move(s));
  };
  return info;
}

TEST(EscapeCheckSolver, AUsersOwnSolverIsChecked) {
  test::TempDir dir("check-solver-escape");
  EXPECT_TRUE(escape::check_solver(own_escape(false), quick(dir, 2)).passed);
  const SolverReport r = escape::check_solver(own_escape(true), quick(dir, 4));
  ASSERT_FALSE(r.passed) << r.text();
  EXPECT_EQ(r.solver, "my-escape-odd-no");
  EXPECT_NE(r.artifact.find("my-escape-odd-no"), std::string::npos) << r.text();
}

// LLK_FUZZ_SOLVER's target finds the escape problem by the type of the info: the right one passes
// decoded bytes, the wrong one aborts with an artifact under its own name.
TEST(EscapeCheckSolver, AFuzzTargetTakesIt) {
  test::expect_fuzz_target_catches(own_escape(false), own_escape(true), "my-escape-odd-no");
}

// The LLK_TEST_SOLVER check below runs two rounds (a count), not its default budget of seconds.
const bool kTwoRounds = ::setenv("LLK_ROUNDS", "2", 0) == 0;

LLK_TEST_SOLVER(EscapeCheckSolver, LlkTestSolverTakesAnEscapeSolver, own_escape(false))

}  // namespace
}  // namespace llk
