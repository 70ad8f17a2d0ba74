#pragma once
/// The laws every game player must obey, and the stateful check, as RapidCheck properties run
/// by seed through the one law runner: the tests, the mutant kill matrix and `llk verify` all run
/// this code.

#include <vector>

#include "llk/game/generators.hpp"
#include "llk/game/oracle.hpp"
#include "llk/game/player.hpp"
#include "llk/problem.hpp"

namespace llk::game {

/// agrees-with-oracle, hint-none-iff-no-pairs, hint-links, remove-checked, shuffle-keeps-tiles,
/// deal-clears, clear-replays, symmetry-invariant, ring-never-fewer-pairs, stateful, and
/// oracle-vs-brute-force (per_solver false: the oracle against brute force), and
/// clears-as-brute-force (the player's clear against the plain brute force). Boards have up to
/// LawRun::max_size cells (4 to 36); a counterexample is a GameInput of one board.
const std::vector<Law>& game_laws();

/// The law oracle-vs-brute-force over the oracle under `options` (its mutants set
/// ClearOptions::fault): boards of up to 24 tiles against the plain brute force, tagged decided,
/// undecided and tiny; `tiny_only`: the law as it was, every removal order on up to 8 tiles.
LawOutcome check_oracle_vs_brute_force(const ClearOptions& options, const LawRun& run,
                                       bool tiny_only = false);

/// The game player `ref` holds, or the registered one (or mutant) it names; nullptr when none
/// has the name; throws std::invalid_argument when `own` holds another problem's SolverInfo.
const PlayerInfo* find_player(const SolverRef& ref);

/// The stateful check alone: random command sequences against `player`, with a model built on
/// the oracle; a failure shrinks to the shortest sequence (the message lists its commands).
LawOutcome check_stateful(const PlayerInfo& player, const LawRun& run);

}  // namespace llk::game
