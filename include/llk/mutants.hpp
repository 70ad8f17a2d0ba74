#pragma once
/// Moved to llk/link/mutants.hpp with the rest of the link check (namespace llk::link); this
/// forward and its names in namespace llk stay for one release.

#include "llk/board.hpp"
#include "llk/link/mutants.hpp"
#include "llk/solver.hpp"

namespace llk {

/// Deprecated, kept for one release: write llk::link::NAME (llk/link/mutants.hpp).
using link::mutant_shown_under;
using link::mutant_solvers;
using link::witness_only_mutant;
using link::writer_mutants;
using link::WriterMutant;

}  // namespace llk
