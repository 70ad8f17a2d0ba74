/// The oracle's own check: every simple path on a tiny board, no cleverness.

#include <stdexcept>
#include <string>
#include <vector>

#include "llk/link/oracle.hpp"

namespace llk::link {
namespace {

/// Boards (ring included) above this many cells make the enumeration too slow to be useful.
constexpr int kMaxCells = 36;

/// Direction changes along a path, counted here so the check depends on nothing else.
int turns_of(const std::vector<Cell>& path) {
  int turns = 0;
  for (std::size_t i = 2; i < path.size(); ++i) {
    const bool same_row_step = path[i].row - path[i - 1].row == path[i - 1].row - path[i - 2].row;
    const bool same_col_step = path[i].col - path[i - 1].col == path[i - 1].col - path[i - 2].col;
    if (!(same_row_step && same_col_step)) ++turns;
  }
  return turns;
}

struct Search {
  const Board& board;
  Config config;
  Cell goal;
  int lo, hi_row, hi_col;
  std::vector<std::vector<bool>> visited;  // [row - lo][col - lo]
  std::vector<Cell> path;
  Answer best;

  bool allowed(Cell c) const {
    return c.row >= lo && c.row <= hi_row && c.col >= lo && c.col <= hi_col;
  }
  bool empty(Cell c) const { return !board.inside(c) || board.at(c) == 0; }

  /// Extends `path` (ending at an empty cell or at the start) by every possible step.
  void extend() {
    const Cell here = path.back();
    const Cell steps[4] = {{here.row - 1, here.col},
                           {here.row + 1, here.col},
                           {here.row, here.col - 1},
                           {here.row, here.col + 1}};
    for (const Cell next : steps) {
      if (!allowed(next) || visited[next.row - lo][next.col - lo]) continue;
      if (next == goal) {
        path.push_back(next);
        const int turns = turns_of(path);
        if (turns <= config.turns && (!best.yes || turns < best.turns)) {
          best.yes = true;
          best.turns = turns;
          best.path = path;
        }
        path.pop_back();
        continue;
      }
      if (!empty(next)) continue;
      path.push_back(next);
      if (turns_of(path) <= config.turns) {  // the only pruning: already too many turns
        visited[next.row - lo][next.col - lo] = true;
        extend();
        visited[next.row - lo][next.col - lo] = false;
      }
      path.pop_back();
    }
  }
};

}  // namespace

Answer brute_force_link(const Board& board, const Config& config, const Query& query) {
  const bool classic = config.rules == Rules::classic;
  const int lo = classic ? 0 : 1;
  const int hi_row = classic ? board.rows() + 1 : board.rows();
  const int hi_col = classic ? board.cols() + 1 : board.cols();
  const int cells = (hi_row - lo + 1) * (hi_col - lo + 1);
  if (cells > kMaxCells)
    throw std::invalid_argument("brute_force_link: board too large to enumerate (" +
                                std::to_string(cells) + " cells with the ring, at most " +
                                std::to_string(kMaxCells) + ")");

  const Cell a = query.a, b = query.b;
  if (!board.inside(a) || !board.inside(b) || a == b) return {};
  if (board.at(a) == 0 || board.at(a) != board.at(b)) return {};

  Search search{board, config, b, lo, hi_row, hi_col, {}, {a}, {}};
  search.visited.assign(static_cast<std::size_t>(hi_row - lo + 1),
                        std::vector<bool>(static_cast<std::size_t>(hi_col - lo + 1), false));
  search.visited[a.row - lo][a.col - lo] = true;
  search.extend();
  return search.best;
}

}  // namespace llk::link
