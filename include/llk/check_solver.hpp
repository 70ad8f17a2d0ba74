#pragma once
/// Checking a solver of your own, in process: the options and the report for every problem
/// (check_own_solver.hpp) and, for one release, the link check's entry points under their old
/// names in namespace llk. A link solver: llk/link/check_solver.hpp; another problem's:
/// llk/NAME/check_solver.hpp.

#include "llk/board.hpp"
#include "llk/check_own_solver.hpp"
#include "llk/link/check_solver.hpp"
#include "llk/solver.hpp"

namespace llk {

/// Deprecated, kept for one release: the link check's names moved to namespace llk::link
/// (llk/link/check_solver.hpp); write llk::link::solver_from and so on.
using link::check_solver;
using link::LinkAnswerFn;
using link::solver_from;
using link::solver_problem;

}  // namespace llk
