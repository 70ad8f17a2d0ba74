#pragma once
/// Checking an escape solver of your own in process (the options and the report: check_solver.hpp).

#include <memory>

#include "llk/check_own_solver.hpp"
#include "llk/escape/problem.hpp"
#include "llk/escape/solver.hpp"

namespace llk::escape {

/// The escape laws and differential campaign on `solver`: until the budget, rounds or a failure.
inline SolverReport check_solver(const SolverInfo& solver, const CheckSolverOptions& options = {}) {
  return check_own_solver(*make_problem(), solver, options);
}

/// The problem an escape SolverInfo solves (llk/fuzz.hpp's fuzz_target finds it by the type).
inline std::shared_ptr<const Problem> solver_problem(const SolverInfo&) { return make_problem(); }

}  // namespace llk::escape
