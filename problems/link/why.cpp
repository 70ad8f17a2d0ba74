/// Why the oracle answers NO where a subject said YES: the path the subject may have meant and
/// where it breaks the rules.

#include <fmt/format.h>

#include <algorithm>

#include "llk/link/draw.hpp"
#include "llk/oracle.hpp"

namespace llk::link {

Broken why_no(const Board& board, const Config& config, const Query& q) {
  Broken out;
  if (q.a == q.b) {
    out.why = "a cell cannot be linked with itself";
    return out;
  }
  if (board.at(q.a) == 0 || board.at(q.b) == 0) {
    out.why = "an endpoint is an empty cell, not a tile";
    return out;
  }
  if (board.at(q.a) != board.at(q.b)) {
    out.why = fmt::format("the tiles differ ({} and {})", board.at(q.a), board.at(q.b));
    return out;
  }
  // Any number of turns (a simple path turns at most once per cell it passes; the state graph
  // is kept to about 2e7 states): if a path exists, its fewest turns are over the limit.
  GraphOracle oracle;
  long open = 0;
  for (const std::int32_t v : board.values()) open += v == 0;
  const long cells = static_cast<long>(board.rows() + 2) * (board.cols() + 2);
  const int many = static_cast<int>(std::min(open + 2L * (board.rows() + board.cols()) + 4,
                                             std::max(64L, 20000000L / (4 * cells))));
  oracle.prepare(board, {config.rules, many});
  if (const Answer a = oracle.solve(q); a.yes) {
    out.path = a.path;
    int turns = 0;
    for (std::size_t i = 1; i + 1 < a.path.size(); ++i) {
      const Cell p = a.path[i - 1], h = a.path[i], n = a.path[i + 1];
      if ((p.row == h.row) != (h.row == n.row) && ++turns == config.turns + 1)
        out.marks.push_back(h);
    }
    out.why = fmt::format("the fewest turns any path needs is {}, over K = {} (marked: turn {})",
                          a.turns, config.turns, config.turns + 1);
    return out;
  }
  // No path at all: the fewest-turn path with every other tile lifted, and the tiles in its way.
  Board cleared(board.rows(), board.cols());
  cleared.set(q.a.row, q.a.col, board.at(q.a));
  cleared.set(q.b.row, q.b.col, board.at(q.b));
  oracle.prepare(cleared, {config.rules, std::max(config.turns, 2)});
  if (const Answer a = oracle.solve(q); a.yes) {
    out.path = a.path;
    for (std::size_t i = 1; i + 1 < a.path.size(); ++i) {
      const Cell c = a.path[i];
      if (board.inside(c) && board.at(c) != 0) out.marks.push_back(c);
    }
  }
  out.why = fmt::format("no path links them within K = {} turns; {}", config.turns,
                        out.marks.empty()
                            ? fmt::format("none of up to {} turns either", many)
                            : fmt::format("{} tile{} stand in the way of the "
                                          "straightest path (marked)",
                                          out.marks.size(), out.marks.size() == 1 ? "" : "s"));
  return out;
}

}  // namespace llk::link
