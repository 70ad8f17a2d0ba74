/// How triage tells escape failures apart: the class of a maze by its answer and the plain
/// reasons a NO can have, and a canonical form under the maze's symmetries.

#include "llk/escape/triage.hpp"

#include <string>

namespace llk::escape {
namespace {

std::string maze_text(const Case& c, int code) {
  const Maze& m = c.maze;
  const bool transpose = (code & 1) != 0, flip_rows = (code & 2) != 0, flip_cols = (code & 4) != 0;
  const int rows = transpose ? m.cols() : m.rows(), cols = transpose ? m.rows() : m.cols();
  std::string text =
      std::to_string(rows) + " " + std::to_string(cols) + " " + std::to_string(c.time) + "\n";
  for (int r = 0; r < rows; ++r) {
    for (int k = 0; k < cols; ++k) {
      int sr = flip_rows ? rows - 1 - r : r, sk = flip_cols ? cols - 1 - k : k;
      if (transpose) std::swap(sr, sk);
      text += m.at({sr, sk});
    }
    text += '\n';
  }
  return text;
}

}  // namespace

std::string canonical_text(const std::vector<Case>& mazes) {
  std::string out;
  for (const Case& c : mazes) {
    std::string best;
    for (int code = 0; code < 8; ++code) {
      const std::string text = maze_text(c, code);
      if (best.empty() || text < best) best = text;
    }
    out += best;
  }
  return out;
}

std::string maze_class(const Case& c, bool yes) {
  const int distance = manhattan(*c.maze.find(kStart), *c.maze.find(kDoor));
  const int free = c.maze.free_cells();
  if (yes)
    return c.time == free - 1 ? "yes-every-cell" : c.time == distance ? "yes-shortest" : "yes";
  if (c.time < distance) return "too-soon";
  if ((c.time - distance) % 2 != 0) return "parity";
  if (c.time == free) return "too-few-cells-by-1";
  if (c.time > free) return "too-few-cells";
  return "no-walk";
}

const std::vector<std::pair<std::string, std::string>>& maze_classes() {
  static const std::vector<std::pair<std::string, std::string>> classes = {
      {"yes-every-cell", "YES with T = free cells - 1: the walk stands on every free cell"},
      {"yes-shortest", "YES with T = the distance from S to D: no second to spare"},
      {"yes", "a walk reaches D at second T, with cells and seconds to spare"},
      {"too-soon", "NO: T is below the distance from S to D"},
      {"parity", "NO: T and the distance from S to D differ in parity"},
      {"too-few-cells-by-1", "NO: T = free cells: the walk needs one cell more than there are"},
      {"too-few-cells", "NO: T moves need two or more cells more than the maze has free"},
      {"no-walk", "NO for any other reason (walls, dead ends)"},
  };
  return classes;
}

}  // namespace llk::escape
