#include "ray_reach.hpp"

#include <functional>

namespace llk::game::player_detail {

std::vector<Cell> ray_reach(const Board& board, const Config& config, Cell from,
                            const ReachRule& rule) {
  const int ring = config.rules == Rules::classic ? 1 : 0;
  const int rows = board.rows() + 2 * ring, cols = board.cols() + 2 * ring;
  auto index = [&](const Cell& c) { return (c.row - 1 + ring) * cols + (c.col - 1 + ring); };
  auto on_grid = [&](const Cell& c) {
    return c.row >= 1 - ring && c.row <= board.rows() + ring && c.col >= 1 - ring &&
           c.col <= board.cols() + ring;
  };
  // seen[cell][axis]: a ray along that axis already passed the cell.
  std::vector<char> seen(static_cast<std::size_t>(rows * cols) * 2, 0);
  std::vector<char> found(static_cast<std::size_t>(rows * cols), 0);
  std::vector<Cell> out;
  struct Seed {
    Cell cell;
    int axis;  ///< the axis of the ray to cast next: 0 vertical, 1 horizontal
  };
  std::vector<Seed> frontier{{from, 0}, {from, 1}};
  for (int level = 0; level <= config.turns && !frontier.empty(); ++level) {
    std::vector<Seed> next;
    for (const Seed& s : frontier)
      for (int sign : {-1, 1}) {
        Cell c = s.cell;
        for (;;) {
          c = s.axis == 0 ? Cell{c.row + sign, c.col} : Cell{c.row, c.col + sign};
          if (!on_grid(c) || c == from) break;
          if (board.inside(c) && rule.target(c)) {
            if (!found[static_cast<std::size_t>(index(c))]) {
              found[static_cast<std::size_t>(index(c))] = 1;
              out.push_back(c);
            }
            if (!rule.open(c)) break;
          }
          if (board.inside(c) && !rule.open(c)) break;
          char& mark =
              seen[static_cast<std::size_t>(index(c)) * 2 + static_cast<std::size_t>(s.axis)];
          if (mark) continue;
          mark = 1;
          next.push_back({c, 1 - s.axis});
        }
      }
    frontier = std::move(next);
  }
  return out;
}

}  // namespace llk::game::player_detail
