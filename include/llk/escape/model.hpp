#pragma once
/// The timed escape (SPEC section 2, "HDU 1010"): maze, case, answer, and the symmetries the
/// properties use. Cells are 0-based here; only the text format counts from 1.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llk::escape {

/// A maze cell: 0-based row and column.
struct Cell {
  int row = 0;
  int col = 0;
  friend bool operator==(const Cell&, const Cell&) = default;
};

/// |dr| + |dc|: the fewest moves between two cells on an empty grid.
inline int manhattan(Cell a, Cell b) {
  return (a.row > b.row ? a.row - b.row : b.row - a.row) +
         (a.col > b.col ? a.col - b.col : b.col - a.col);
}

/// The characters a maze is made of.
inline constexpr char kOpen = '.', kWall = 'X', kStart = 'S', kDoor = 'D';
/// True for a character a maze row may hold.
inline constexpr bool is_maze_char(char c) {
  return c == kOpen || c == kWall || c == kStart || c == kDoor;
}

/// Bitmask visited sets (one bit per cell) need at most 64 cells.
inline constexpr int kMaxCells = 64;

/// N x M grid of '.', 'X', 'S', 'D', stored row-major.
class Maze {
 public:
  Maze() = default;
  /// `cells` holds rows * cols characters, row-major; throws std::invalid_argument otherwise.
  Maze(int rows, int cols, std::string cells);
  /// Builds a maze from rows of equal length (for tests and hand-written examples).
  static Maze from_rows(const std::vector<std::string>& rows);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  bool inside(Cell c) const { return c.row >= 0 && c.row < rows_ && c.col >= 0 && c.col < cols_; }
  char at(Cell c) const { return cells_[index(c)]; }
  void set(Cell c, char ch) { cells_[index(c)] = ch; }
  int index(Cell c) const { return c.row * cols_ + c.col; }
  Cell cell(int index) const { return {index / cols_, index % cols_}; }
  const std::string& cells() const { return cells_; }

  /// The first cell holding `ch` in row-major order, if any.
  std::optional<Cell> find(char ch) const;
  /// How many cells hold `ch`.
  int count(char ch) const;
  /// Non-wall cells (including S and D): the most cells any walk can visit.
  int free_cells() const { return rows_ * cols_ - count(kWall); }
  /// One row as text, without a newline.
  std::string row_text(int row) const { return cells_.substr(std::size_t(row) * cols_, cols_); }

  friend bool operator==(const Maze&, const Maze&) = default;

 private:
  int rows_ = 0;
  int cols_ = 0;
  std::string cells_;
};

/// One judge case: a maze and the time T at which the walker must stand on D.
struct Case {
  Maze maze;
  int time = 0;
  friend bool operator==(const Case&, const Case&) = default;
};

/// YES or NO; on YES a solver may give a witness walk (S first, D last, T moves).
struct Answer {
  bool yes = false;
  std::vector<Cell> walk;
};

/// Whether `c` has exactly one S and one D (the reader rejects every other maze).
bool well_formed(const Case& c);

/// Why `walk` is not a valid escape for `c` (starts on S, T unit moves onto non-wall cells, no
/// cell entered twice, ends on D), or nothing when it is valid.
std::optional<std::string> check_walk(const Case& c, const std::vector<Cell>& walk);

/// One of the 8 symmetries of the rectangle: bit 2 transposes, bit 0 flips rows, bit 1 flips
/// columns; symmetry 0 is the identity.
Case transform(const Case& c, int symmetry);
/// The same case with S and D exchanged (walks reverse, so the answer must not change).
Case swap_start_door(const Case& c);

/// The case as judge text without the "0 0 0" end marker, e.g. for failure messages.
std::string to_text(const Case& c);

}  // namespace llk::escape
