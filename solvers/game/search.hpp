#pragma once
/// What both production players share besides the rays: the clearing search and the dealer.

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "llk/game/model.hpp"

namespace llk::game::player_detail {

/// Every pair that links on a board, as a player enumerates them, into the vector given (its
/// contents replaced, its capacity kept: the search asks at every state).
using PairsOf = std::function<void(const Board&, std::vector<Pair>&)>;

/// How the clearing search spends its tests.
struct SearchOptions {
  /// States searched before the bound-pair and order tests run first at each state (the order
  /// test runs only past it, and the first board is tested once then for a part that never
  /// empties); tests set 0 to check them on every state.
  std::uint64_t patience = 32;
  /// States between the tests, past the patience, of the states the search's removals passed
  /// through for a part that never empties (a long search may be deep below a lost state).
  std::uint64_t recheck = 1024;
  /// States of the first attempt, each next attempt twice as many, the states known dead kept
  /// (0: one attempt): a board that clears is seldom lost to an early wrong pair for long.
  std::uint64_t restart = 32;
  /// When set, receives the count of states searched (the tests bound it).
  std::uint64_t* searched = nullptr;
};

/// Removals that empty `board`, or nothing: a depth-first search over removal orders that
/// takes a value's tiles at once when they can all go among themselves, and drops states where
/// some tile can never go, the pairs the board binds cannot all go, or the tiles cannot be
/// put in an order; it ends when a part of the board never empties, backs up above a state
/// on its path with such a part, and starts again in another order past each attempt's length.
std::optional<std::vector<Pair>> clear_board(const Board& board, const Config& config,
                                             const PairsOf& pairs,
                                             const SearchOptions& options = {});

/// A board that clears: built backwards, each pair placed on two empty cells that link across
/// the empty cells, so removing them in reverse order empties it.
Board deal_board(const Config& config, int rows, int cols, int kinds, std::uint64_t seed);

/// Tiles permuted over the non-empty cells (Fisher-Yates, seeded).
Board shuffled(const Board& board, std::uint64_t seed);

}  // namespace llk::game::player_detail
