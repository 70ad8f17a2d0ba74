#pragma once
/// The laws every game player must obey, and the stateful check, as RapidCheck properties run
/// by seed: the tests, the mutant kill matrix and `llk verify` all run this code.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "llk/game/player.hpp"
#include "llk/game/generators.hpp"

namespace llk::game {

/// How one law run is driven; the same values replay the same cases.
struct LawParams {
  std::uint64_t seed = 0;
  int cases = 50;
  int max_size = 36;  ///< cells of the largest board
};

/// What a law found: the shrunk board it failed on and the RapidCheck reproduce string.
struct LawResult {
  bool passed = true;
  int cases = 0;
  std::string message;
  std::string reproduce;  ///< "reproduce=..." for RC_PARAMS
  std::optional<GameCase> counterexample;
};

/// A law. `player` is null for a law on the problem itself (the oracle against brute force).
struct GameLaw {
  std::string name;
  std::string description;
  bool per_player = true;
  std::function<LawResult(const PlayerInfo* player, const LawParams& params)> check;
};

/// agrees-with-oracle, hint-none-iff-no-pairs, hint-links, remove-checked, shuffle-keeps-tiles,
/// deal-clears, clear-replays, symmetry-invariant, ring-never-fewer-pairs, stateful, and
/// oracle-vs-brute-force.
const std::vector<GameLaw>& game_laws();

/// The stateful check alone: random command sequences against `player`, with a model built on
/// the oracle; a failure shrinks to the shortest sequence.
LawResult check_stateful(const PlayerInfo& player, const LawParams& params);

}  // namespace llk::game
