#pragma once
/// Moved to llk/link/solver.hpp with the rest of the link check (namespace llk::link); this forward
/// and its names in namespace llk stay for one release.

#include "llk/board.hpp"
#include "llk/link/solver.hpp"

namespace llk {

/// Deprecated, kept for one release: write llk::link::NAME (llk/link/solver.hpp).
using link::Capabilities;
using link::production_solvers;
using link::Solver;
using link::SolverInfo;
using link::SolverRegistry;

}  // namespace llk
