#pragma once
/// The players' reachability: rays cast from a tile, one more ray family per turn. Shared by
/// both production players (dead-state test, dealing) and by the sweep player's pair search.

#include <functional>
#include <vector>

#include "llk/game/model.hpp"

namespace llk::game::player_detail {

/// Which cells a path may pass and which it may end on.
struct ReachRule {
  /// Passable: the cell is open (the ring is always open under classic rules).
  std::function<bool(const Cell&)> open;
  /// An end: a cell of the board the path may stop on.
  std::function<bool(const Cell&)> target;
};

/// Every target cell a path from `from` reaches with at most K turns, each once.
std::vector<Cell> ray_reach(const Board& board, const Config& config, Cell from,
                            const ReachRule& rule);

}  // namespace llk::game::player_detail
