/// Escape mazes drawn in text and SVG, and explained in words.

#include "llk/escape/draw.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <vector>

#include "llk/core/safe_text.hpp"
#include "llk/core/svg_title.hpp"
#include "llk/escape/triage.hpp"

namespace llk::escape {
namespace {

/// Step number of each cell on the walk (-1 off it; S and D keep their letters).
std::vector<int> steps(const Case& c, const Answer& a) {
  std::vector<int> step(static_cast<std::size_t>(c.maze.rows() * c.maze.cols()), -1);
  for (std::size_t i = 1; i + 1 < a.walk.size(); ++i)
    step[static_cast<std::size_t>(c.maze.index(a.walk[i]))] = static_cast<int>(i);
  return step;
}

/// Fewest moves from S to D through free cells; -1 when walls cut D off.
int shortest(const Maze& m) {
  const Cell s = *m.find(kStart), d = *m.find(kDoor);
  std::vector<int> dist(static_cast<std::size_t>(m.rows() * m.cols()), -1);
  std::deque<Cell> queue{s};
  dist[static_cast<std::size_t>(m.index(s))] = 0;
  while (!queue.empty()) {
    const Cell c = queue.front();
    queue.pop_front();
    if (c == d) return dist[static_cast<std::size_t>(m.index(c))];
    for (const Cell step : {Cell{1, 0}, Cell{-1, 0}, Cell{0, 1}, Cell{0, -1}}) {
      const Cell n{c.row + step.row, c.col + step.col};
      if (!m.inside(n) || m.at(n) == kWall || dist[static_cast<std::size_t>(m.index(n))] >= 0)
        continue;
      dist[static_cast<std::size_t>(m.index(n))] = dist[static_cast<std::size_t>(m.index(c))] + 1;
      queue.push_back(n);
    }
  }
  return -1;
}

std::string moves(const std::vector<Cell>& walk) {
  std::string out;
  for (std::size_t i = 1; i < walk.size(); ++i)
    out += walk[i].row > walk[i - 1].row   ? 'D'
           : walk[i].row < walk[i - 1].row ? 'U'
           : walk[i].col > walk[i - 1].col ? 'R'
                                           : 'L';
  return out;
}

}  // namespace

std::string maze_text(const Case& c, const Answer& a) {
  const std::vector<int> step = steps(c, a);
  std::string grid;
  for (int r = 0; r < c.maze.rows(); ++r) {
    for (int k = 0; k < c.maze.cols(); ++k) {
      const int s = step[static_cast<std::size_t>(c.maze.index({r, k}))];
      grid += s >= 0 ? fmt::format("{:>3}", s) : fmt::format("{:>3}", c.maze.at({r, k}));
    }
    grid += '\n';
  }
  return grid;
}

std::string maze_svg(const Case& c, const Answer& a, const std::string& title) {
  const std::vector<int> step = steps(c, a);
  const int s = 32, margin = 20;
  // The title wraps to what the picture shows (at least 30 characters a line).
  const SvgTitle heading = svg_title(title, margin, c.maze.cols() * s);
  const int top = heading.height + 22;  // where the maze starts
  const int width = std::max(c.maze.cols() * s, heading.width) + 2 * margin;
  const int height = c.maze.rows() * s + top + margin;
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"monospace\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" "
      "fill=\"white\"/>\n{}",
      width, height, heading.markup);
  for (int r = 0; r < c.maze.rows(); ++r)
    for (int k = 0; k < c.maze.cols(); ++k) {
      const char ch = c.maze.at({r, k});
      const int n = step[static_cast<std::size_t>(c.maze.index({r, k}))];
      const std::string fill = ch == kWall    ? "#555555"
                               : ch == kStart ? "#9fd89f"
                               : ch == kDoor  ? "#f4b183"
                               : n >= 0       ? "#fff2a8"
                                              : "white";
      const int x = margin + k * s, y = top + r * s;
      svg += fmt::format(
          "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"#bbbbbb\"/>\n",
          x, y, s, s, fill);
      const std::string label = ch == kStart || ch == kDoor ? std::string(1, ch)
                                : n >= 0                    ? std::to_string(n)
                                                            : "";
      if (!label.empty())
        svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", x + s / 2,
                           y + s / 2 + 4, label);
    }
  return svg + "</svg>\n";
}

std::string explain(const Case& c, const Answer& a) {
  if (a.yes)
    return fmt::format(
        "YES: a walk of {} moves that never re-enters a cell ends on D at second {}: {}", c.time,
        c.time, moves(a.walk));
  const Maze& m = c.maze;
  const int distance = manhattan(*m.find(kStart), *m.find(kDoor));
  const std::string cls = maze_class(c, false);
  if (cls == "too-soon")
    return fmt::format("NO: D is at least {} moves from S, and T = {} is less", distance, c.time);
  if (cls == "parity")
    return fmt::format(
        "NO: T - {} = {} is odd: every move flips the colour of the walker's cell on a chessboard, "
        "so it can stand on D only at seconds of the other parity",
        distance, c.time - distance);
  if (cls.starts_with("too-few-cells"))
    return fmt::format(
        "NO: a walk of T = {} moves stands on {} distinct cells, but only {} cells are free",
        c.time, c.time + 1, m.free_cells());
  const int way = shortest(m);
  if (way < 0) return "NO: walls cut D off from S";
  if (way > c.time)
    return fmt::format(
        "NO: around the walls the shortest way to D takes {} moves, more than T = {}", way, c.time);
  return fmt::format(
      "NO: the shortest way to D takes {} moves, but no walk of exactly T = {} moves that never "
      "re-enters a cell ends on D (the oracle tried every one)",
      way, c.time);
}

}  // namespace llk::escape
