#pragma once
/// The mutant zoo: deliberately wrong solvers, kept to prove the checks can fail.

#include "llk/solver.hpp"

namespace llk {

/// Mutants, filled in one place (mutants/registry.cpp); never used by `llk solve`.
const SolverRegistry& mutant_solvers();

}  // namespace llk
