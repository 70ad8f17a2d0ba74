#include "llk/escape/model.hpp"

#include <stdexcept>
#include <utility>

namespace llk::escape {

Maze::Maze(int rows, int cols, std::string cells)
    : rows_(rows), cols_(cols), cells_(std::move(cells)) {
  if (rows < 0 || cols < 0 || cells_.size() != static_cast<std::size_t>(rows) * cols)
    throw std::invalid_argument("maze: " + std::to_string(cells_.size()) + " cells for " +
                                std::to_string(rows) + " x " + std::to_string(cols));
}

Maze Maze::from_rows(const std::vector<std::string>& rows) {
  std::string cells;
  for (const auto& r : rows) {
    if (r.size() != rows.front().size()) throw std::invalid_argument("maze: ragged rows");
    cells += r;
  }
  return Maze(static_cast<int>(rows.size()), rows.empty() ? 0 : static_cast<int>(rows[0].size()),
              std::move(cells));
}

std::optional<Cell> Maze::find(char ch) const {
  const auto i = cells_.find(ch);
  if (i == std::string::npos) return std::nullopt;
  return cell(static_cast<int>(i));
}

int Maze::count(char ch) const {
  int n = 0;
  for (char c : cells_) n += c == ch;
  return n;
}

bool well_formed(const Case& c) {
  return c.maze.rows() > 0 && c.maze.cols() > 0 && c.maze.count(kStart) == 1 &&
         c.maze.count(kDoor) == 1;
}

std::optional<std::string> check_walk(const Case& c, const std::vector<Cell>& walk) {
  const Maze& m = c.maze;
  const auto at = [](Cell x) {
    return "(" + std::to_string(x.row + 1) + "," + std::to_string(x.col + 1) + ")";
  };
  if (walk.size() != static_cast<std::size_t>(c.time) + 1)
    return "walk has " + std::to_string(walk.size()) +
           " cells, expected T + 1 = " + std::to_string(c.time + 1);
  if (walk.front() != m.find(kStart)) return "walk does not start on S";
  if (walk.back() != m.find(kDoor)) return "walk does not end on D";
  std::vector<bool> seen(m.cells().size(), false);
  for (std::size_t i = 0; i < walk.size(); ++i) {
    const Cell x = walk[i];
    if (!m.inside(x)) return "cell " + std::to_string(i) + " " + at(x) + " is outside the maze";
    if (m.at(x) == kWall) return "cell " + std::to_string(i) + " " + at(x) + " is a wall";
    if (seen[m.index(x)]) return "cell " + at(x) + " is entered twice";
    seen[m.index(x)] = true;
    if (i > 0 && manhattan(walk[i - 1], x) != 1)
      return "move " + std::to_string(i) + " from " + at(walk[i - 1]) + " to " + at(x) +
             " is not a unit step";
  }
  return std::nullopt;
}

Case transform(const Case& c, int symmetry) {
  const Maze& m = c.maze;
  const bool transpose = (symmetry & 4) != 0;
  const int rows = transpose ? m.cols() : m.rows();
  const int cols = transpose ? m.rows() : m.cols();
  std::string cells(m.cells().size(), kOpen);
  for (int r = 0; r < rows; ++r) {
    for (int k = 0; k < cols; ++k) {
      const int rr = (symmetry & 1) ? rows - 1 - r : r;
      const int kk = (symmetry & 2) ? cols - 1 - k : k;
      const Cell src = transpose ? Cell{kk, rr} : Cell{rr, kk};
      cells[static_cast<std::size_t>(r) * cols + k] = m.at(src);
    }
  }
  return Case{Maze(rows, cols, std::move(cells)), c.time};
}

Case swap_start_door(const Case& c) {
  Case out = c;
  std::string cells = c.maze.cells();
  for (char& ch : cells) {
    if (ch == kStart)
      ch = kDoor;
    else if (ch == kDoor)
      ch = kStart;
  }
  out.maze = Maze(c.maze.rows(), c.maze.cols(), std::move(cells));
  return out;
}

std::string to_text(const Case& c) {
  std::string s = std::to_string(c.maze.rows()) + " " + std::to_string(c.maze.cols()) + " " +
                  std::to_string(c.time) + "\n";
  for (int r = 0; r < c.maze.rows(); ++r) s += c.maze.row_text(r) + "\n";
  return s;
}

}  // namespace llk::escape
