#pragma once
/// Checking an escape solver of your own in process: the escape problem's laws and differential
/// campaign (llk/check_solver.hpp has the options and the report; LLK_TEST_SOLVER takes it too).

#include <memory>

#include "llk/check_solver.hpp"
#include "llk/escape/problem.hpp"
#include "llk/escape/solver.hpp"

namespace llk::escape {

/// Runs the escape laws and the differential campaign on `solver` until the budget, the rounds
/// or the first failure.
inline SolverReport check_solver(const SolverInfo& solver, const CheckSolverOptions& options = {}) {
  if (!solver.make) throw std::invalid_argument("check_solver: SolverInfo::make is empty");
  static const std::shared_ptr<const Problem> problem = make_problem();
  return llk::check_solver(*problem, SolverRef{solver.name, false, solver}, options);
}

}  // namespace llk::escape
