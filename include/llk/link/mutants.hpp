#pragma once
/// The mutant zoo: deliberately wrong solvers, kept to prove the checks can fail.

#include <string>
#include <vector>

#include "llk/link/board.hpp"
#include "llk/core/registry.hpp"
#include "llk/link/solver.hpp"

namespace llk {

/// Mutants, filled in one place (mutants/registry.cpp); never used by `llk solve`.
const SolverRegistry& mutant_solvers();

/// A judge-format writer with a deliberate bug: the round-trip law and fuzz_parse must catch it.
struct WriterMutant {
  std::string name;
  std::string description;
  std::string (*write)(const std::vector<Case>& cases);
};

/// Writer mutants, filled in one place (mutants/writers.cpp).
const Registry<WriterMutant>& writer_mutants();

}  // namespace llk
