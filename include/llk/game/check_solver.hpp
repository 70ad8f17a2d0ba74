#pragma once
/// Checking a game engine of your own in process (the options and the report: check_solver.hpp).

#include "llk/check_solver.hpp"
#include "llk/game/engine.hpp"
#include "llk/game/problem.hpp"

namespace llk::game {

/// The game laws and differential campaign on `engine`: until the budget, rounds or a failure.
inline SolverReport check_solver(const EngineInfo& engine, const CheckSolverOptions& options = {}) {
  return check_own_solver(*make_problem(), engine, options);
}

}  // namespace llk::game
