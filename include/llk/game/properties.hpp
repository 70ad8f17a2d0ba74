#pragma once
/// The laws every game player must obey, and the stateful check, as RapidCheck properties run
/// by seed through the one law runner: the tests, the mutant kill matrix and `llk verify` all run
/// this code.

#include <vector>

#include "llk/game/generators.hpp"
#include "llk/game/player.hpp"
#include "llk/problem.hpp"

namespace llk::game {

/// agrees-with-oracle, hint-none-iff-no-pairs, hint-links, remove-checked, shuffle-keeps-tiles,
/// deal-clears, clear-replays, symmetry-invariant, ring-never-fewer-pairs, stateful, and
/// oracle-vs-brute-force (per_solver false: the oracle against brute force). Boards have up to
/// LawRun::max_size cells (4 to 36); a counterexample is a GameInput of one board.
const std::vector<Law>& game_laws();

/// The game player `ref` holds, or the registered one (or mutant) it names; nullptr when none
/// has the name; throws std::invalid_argument when `own` holds another problem's SolverInfo.
const PlayerInfo* find_player(const SolverRef& ref);

/// The stateful check alone: random command sequences against `player`, with a model built on
/// the oracle; a failure shrinks to the shortest sequence (the message lists its commands).
LawOutcome check_stateful(const PlayerInfo& player, const LawRun& run);

}  // namespace llk::game
