#pragma once
/// Checking a link solver of your own in process (the options and the report:
/// check_own_solver.hpp).

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "llk/check_own_solver.hpp"
#include "llk/link/board.hpp"
#include "llk/link/solver.hpp"
#include "llk/problem.hpp"

namespace llk::link {

/// The link laws and differential campaign on `solver`: until the budget, rounds or a failure.
SolverReport check_solver(const SolverInfo& solver, const CheckSolverOptions& options = {});

/// The report's failing input as a link input (none when it passed).
std::optional<LinkInput> counterexample(const SolverReport& report);

/// The problem a link SolverInfo solves (llk/fuzz.hpp's fuzz_target finds it by the type).
std::shared_ptr<const Problem> solver_problem(const SolverInfo& solver);

/// YES/NO for a query on a board under a configuration: a solver with no witness path.
using LinkAnswerFn = std::function<bool(const Board&, const Config&, const Query&)>;

/// A callable as a solver kind (`caps.witness` is false: its YES carries no path).
SolverInfo solver_from(std::string name, LinkAnswerFn answer, Capabilities caps = {});

}  // namespace llk::link
