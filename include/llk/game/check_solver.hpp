#pragma once
/// Checking a game engine of your own in process: the game problem's laws and differential
/// campaign (llk/check_solver.hpp has the options and the report; LLK_TEST_SOLVER takes it too).

#include <memory>

#include "llk/check_solver.hpp"
#include "llk/game/engine.hpp"
#include "llk/game/problem.hpp"

namespace llk::game {

/// Runs the game laws and the differential campaign on `engine` until the budget, the rounds or
/// the first failure.
inline SolverReport check_solver(const EngineInfo& engine, const CheckSolverOptions& options = {}) {
  if (!engine.make) throw std::invalid_argument("check_solver: EngineInfo::make is empty");
  static const std::shared_ptr<const Problem> problem = make_problem();
  return llk::check_solver(*problem, SolverRef{engine.name, false, engine}, options);
}

}  // namespace llk::game
