#pragma once
/// GoogleTest integration: LLK_TEST_SOLVER(Suite, Name, solver_info) registers a test that runs
/// check_solver on a solver of any problem (its SolverInfo, with the problem's
/// llk/NAME/check_solver.hpp included) and fails with the artifact and the reproducing command.
/// $LLK_SEED replays a run, $LLK_BUDGET (seconds), $LLK_ROUNDS (a count, so a run does not
/// depend on the machine's speed) and $LLK_OUT override the defaults; $LLK_PROVE_CELLS=N (and
/// $LLK_PROVE_KINDS, default 2) first proves the solver on every input up to N cells.

#include <gtest/gtest.h>

#include <cerrno>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "llk/check_own_solver.hpp"

namespace llk::testing {

/// The options of a test: CheckSolverOptions' defaults, $LLK_BUDGET, $LLK_ROUNDS, $LLK_OUT applied.
inline CheckSolverOptions test_options() {
  CheckSolverOptions o;
  if (const char* b = std::getenv("LLK_BUDGET"); b != nullptr && *b != '\0') {
    char* end = nullptr;
    o.budget_seconds = std::strtod(b, &end);
    if (*end != '\0' || !(o.budget_seconds > 0))
      throw std::invalid_argument(std::string("LLK_BUDGET: expected seconds above 0, found '") + b +
                                  "'");
  }
  if (const char* out = std::getenv("LLK_OUT"); out != nullptr && *out != '\0') o.out_dir = out;
  if (const char* n = std::getenv("LLK_ROUNDS"); n != nullptr && *n != '\0') {
    char* end = nullptr;
    const long rounds = std::strtol(n, &end, 10);
    if (*end != '\0' || rounds < 1 || rounds > 1000000)
      throw std::invalid_argument(
          std::string("LLK_ROUNDS: expected a count of rounds above 0, found '") + n + "'");
    o.rounds = static_cast<int>(rounds);
  }
  if (const char* n = std::getenv("LLK_PROVE_CELLS"); n != nullptr && *n != '\0') {
    ProveScope scope;
    scope.cells = std::atoi(n);
    if (const char* k = std::getenv("LLK_PROVE_KINDS"); k != nullptr && *k != '\0')
      scope.kinds = std::atoi(k);
    if (scope.cells < 1 || scope.kinds < 1)
      throw std::invalid_argument(std::string("LLK_PROVE_CELLS: expected cells above 0, found '") +
                                  n + "'");
    o.prove = scope;
  }
  return o;
}

/// The command that runs the current test again: "./prog --gtest_filter=Suite.Name".
inline std::string rerun_command() {
  const ::testing::TestInfo* t = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string prog = "<test program>";
#ifdef __GLIBC__
  if (program_invocation_name != nullptr && *program_invocation_name != '\0')
    prog = program_invocation_name;
#endif
  if (t == nullptr) return prog;
  return prog + " --gtest_filter=" + t->test_suite_name() + "." + t->name();
}

/// The assertion behind LLK_TEST_SOLVER: passes, or fails with the report. The problem's
/// check_solver is found by the type of `solver` (its namespace).
template <class Info>
::testing::AssertionResult solver_passes(const Info& solver, const CheckSolverOptions& options) {
  const SolverReport r = check_solver(solver, options);
  if (r.passed) return ::testing::AssertionSuccess() << r.text();
  return ::testing::AssertionFailure() << r.text(rerun_command());
}

}  // namespace llk::testing

/// A test named Suite.Name checking the SolverInfo that `solver` evaluates to.
#define LLK_TEST_SOLVER(suite, name, solver)                                              \
  TEST(suite, name) {                                                                     \
    EXPECT_TRUE(::llk::testing::solver_passes((solver), ::llk::testing::test_options())); \
  }
