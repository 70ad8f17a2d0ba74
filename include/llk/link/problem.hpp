#pragma once
/// The link check (HDU 1175, SPEC section 1) as a problem plug-in.

#include <memory>

#include "llk/problem.hpp"
#include "llk/solver.hpp"

namespace llk::link {

/// The link check: judge format, Boost.Graph oracle, production solvers, mutants, laws,
/// stress schedule, shrink passes and drawing.
std::shared_ptr<const Problem> make_problem();

/// A link solver kind as a subject, judged answer by answer, witness by witness and (when it
/// reports them) on its fewest turns; `label` says "solver NAME" or "mutant NAME".
std::unique_ptr<Subject> solver_subject(const SolverInfo& info, bool mutant);

/// The oracle's fewest turns per query, kept in Expected::detail by the link problem.
struct OracleTurns {
  std::vector<int> turns;
};

}  // namespace llk::link
