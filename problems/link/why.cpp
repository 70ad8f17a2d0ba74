/// Why the oracle answers NO where a subject said YES: the path the subject may have meant and
/// where it breaks the rules.

#include <fmt/format.h>

#include <algorithm>
#include <deque>

#include "llk/link/draw.hpp"
#include "llk/link/oracle.hpp"

namespace llk::link {
namespace {

/// How many empty cells are reachable from `from` by unit steps (the ring too under classic
/// rules).
long flood(const Board& board, const Config& config, Cell from) {
  const bool ring = config.rules == Rules::classic;
  const int lo = ring ? 0 : 1, rows = board.rows() + (ring ? 1 : 0),
            cols = board.cols() + (ring ? 1 : 0);
  const int width = board.cols() + 2;
  std::vector<char> seen(static_cast<std::size_t>(board.rows() + 2) * width, 0);
  auto id = [width](Cell c) { return static_cast<std::size_t>(c.row) * width + c.col; };
  long cells = 0;
  std::deque<Cell> queue{from};
  seen[id(from)] = 1;
  while (!queue.empty()) {
    const Cell c = queue.front();
    queue.pop_front();
    for (const Cell d : {Cell{1, 0}, Cell{-1, 0}, Cell{0, 1}, Cell{0, -1}}) {
      const Cell n{c.row + d.row, c.col + d.col};
      if (n.row < lo || n.row > rows || n.col < lo || n.col > cols || seen[id(n)]) continue;
      if (board.inside(n) && board.at(n) != 0) continue;
      seen[id(n)] = 1;
      ++cells;
      queue.push_back(n);
    }
  }
  return cells;
}

std::string at(Cell c) {
  return fmt::format("({},{})", c.row, c.col);
}

}  // namespace

std::string corners(const std::vector<Cell>& path) {
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    const bool corner = i == 0 || i + 1 == path.size() ||
                        ((path[i - 1].row == path[i].row) != (path[i].row == path[i + 1].row));
    if (corner) out += (out.empty() ? "" : " -> ") + at(path[i]);
  }
  return out;
}

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
                            : fmt::format("{} tile{} stand{} in the way of the "
                                          "straightest path (marked)",
                                          out.marks.size(), out.marks.size() == 1 ? "" : "s",
                                          out.marks.size() == 1 ? "s" : ""));
  return out;
}

std::string explain(const Board& board, const Config& config, const Query& q) {
  GraphOracle oracle;
  oracle.prepare(board, config);
  if (const Answer a = oracle.solve(q); a.yes)
    return fmt::format("YES: a path of {} turn{} (K = {}): {}", a.turns, a.turns == 1 ? "" : "s",
                       config.turns, corners(a.path));
  const Broken b = why_no(board, config, q);
  if (!b.why.starts_with("no path")) {
    std::string out = "NO: " + b.why.substr(0, b.why.find(" (marked"));
    if (!b.path.empty()) out += "\n  the fewest-turn path: " + corners(b.path);
    return out;
  }
  const long reached = flood(board, config, q.a);
  std::string out = fmt::format(
      "NO: no path links {} and {} with any number of turns: {}", at(q.a), at(q.b),
      reached == 0
          ? fmt::format("{} has no empty cell next to it", at(q.a))
          : fmt::format("the {} empty cell{} reachable from {} never come{} next to {}", reached,
                        reached == 1 ? "" : "s", at(q.a), reached == 1 ? "s" : "", at(q.b)));
  if (!b.marks.empty())
    out += fmt::format(
        "\n  with the other tiles lifted, the straightest path would be {}; {} tile{} "
        "stand{} in its way",
        corners(b.path), b.marks.size(), b.marks.size() == 1 ? "" : "s",
        b.marks.size() == 1 ? "s" : "");
  return out;
}

}  // namespace llk::link
