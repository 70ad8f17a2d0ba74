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

/// The ray casting with its buffers kept across calls: a search that asks for thousands of
/// reaches allocates nothing once warm.
class Rays {
 public:
  /// Every target cell a path from `from` reaches with at most K turns, each once, into `out`
  /// in the order found; with `first_only`, stops at the first.
  template <class Open, class Target>
  void cast(const Board& board, const Config& config, Cell from, const Open& open,
            const Target& target, std::vector<Cell>& out, bool first_only = false);

 private:
  struct Seed {
    Cell cell;
    int axis;  ///< the axis of the ray to cast next: 0 vertical, 1 horizontal
  };
  std::vector<char> seen_;   ///< seen[cell][axis]: a ray along that axis already passed the cell
  std::vector<char> found_;  ///< found[cell]: already in `out`
  std::vector<Seed> frontier_, next_;
};

/// Every target cell a path from `from` reaches with at most K turns, each once.
std::vector<Cell> ray_reach(const Board& board, const Config& config, Cell from,
                            const ReachRule& rule);

template <class Open, class Target>
void Rays::cast(const Board& board, const Config& config, Cell from, const Open& open,
                const Target& target, std::vector<Cell>& out, bool first_only) {
  const int ring = config.rules == Rules::classic ? 1 : 0;
  const int rows = board.rows() + 2 * ring, cols = board.cols() + 2 * ring;
  auto index = [&](const Cell& c) {
    return static_cast<std::size_t>((c.row - 1 + ring) * cols + (c.col - 1 + ring));
  };
  auto on_grid = [&](const Cell& c) {
    return c.row >= 1 - ring && c.row <= board.rows() + ring && c.col >= 1 - ring &&
           c.col <= board.cols() + ring;
  };
  seen_.assign(static_cast<std::size_t>(rows * cols) * 2, 0);
  found_.assign(static_cast<std::size_t>(rows * cols), 0);
  out.clear();
  frontier_.clear();
  frontier_.push_back({from, 0});
  frontier_.push_back({from, 1});
  for (int level = 0; level <= config.turns && !frontier_.empty(); ++level) {
    next_.clear();
    for (const Seed& s : frontier_)
      for (int sign : {-1, 1}) {
        Cell c = s.cell;
        for (;;) {
          c = s.axis == 0 ? Cell{c.row + sign, c.col} : Cell{c.row, c.col + sign};
          if (!on_grid(c) || c == from) break;
          const bool inside = board.inside(c);
          if (inside && target(c)) {
            if (!found_[index(c)]) {
              found_[index(c)] = 1;
              out.push_back(c);
              if (first_only) return;
            }
            if (!open(c)) break;
          }
          if (inside && !open(c)) break;
          char& mark = seen_[index(c) * 2 + static_cast<std::size_t>(s.axis)];
          if (mark) continue;
          mark = 1;
          next_.push_back({c, 1 - s.axis});
        }
      }
    frontier_.swap(next_);
  }
}

}  // namespace llk::game::player_detail
