#pragma once
/// Checking a game player of your own in process (the options and the report: check_solver.hpp).

#include <memory>

#include "llk/check_own_solver.hpp"
#include "llk/game/player.hpp"
#include "llk/game/problem.hpp"

namespace llk::game {

/// The game laws and differential campaign on `player`: until the budget, rounds or a failure.
inline SolverReport check_solver(const PlayerInfo& player, const CheckSolverOptions& options = {}) {
  return check_own_solver(*make_problem(), player, options);
}

/// The problem a game PlayerInfo solves (llk/fuzz.hpp's fuzz_target finds it by the type).
inline std::shared_ptr<const Problem> solver_problem(const PlayerInfo&) { return make_problem(); }

}  // namespace llk::game
