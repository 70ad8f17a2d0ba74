#pragma once
/// The mutant zoo: deliberately wrong solvers, kept to prove the checks can fail.

#include <optional>
#include <string>
#include <vector>

#include "llk/core/registry.hpp"
#include "llk/link/board.hpp"
#include "llk/link/solver.hpp"

namespace llk::link {

/// Mutants, filled in one place (mutants/link/registry.cpp); `llk solve` runs one only when
/// named by --mutant (the zoo as judge programs).
const SolverRegistry& mutant_solvers();

/// True for a mutant whose bug shows only in its witness paths, never in a YES/NO answer: no
/// judge sees it, the laws do.
bool witness_only_mutant(const std::string& name);

/// True for a mutant whose bug runs away (stack overflow, exponential search): see
/// SolverListing::runaway.
bool runaway_mutant(const std::string& name);

/// The only rules under which mutant `name`'s bug shows, or nothing when it shows under both.
std::optional<Rules> mutant_shown_under(const std::string& name);

/// A judge-format writer with a deliberate bug: the round-trip law and fuzz_link_reader must catch
/// it.
struct WriterMutant {
  std::string name;
  std::string description;
  std::string (*write)(const std::vector<Case>& cases);
};

/// Writer mutants, filled in one place (mutants/link/writers.cpp).
const Registry<WriterMutant>& writer_mutants();

}  // namespace llk::link
