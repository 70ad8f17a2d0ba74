#pragma once
/// The board type: the one thing the solvers and the oracle share.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace llk::link {

/// Which cells a path may use: "hdu" keeps it on the board, "classic" adds one ring of empty cells.
enum class Rules : int { hdu, classic };

std::string_view to_string(Rules rules);
std::optional<Rules> parse_rules(std::string_view text);

/// A cell, 1-based as in the judge format; ring cells (classic rules) use row 0 / n+1, col 0 / m+1.
struct Cell {
  int row = 0;
  int col = 0;
  friend bool operator==(const Cell&, const Cell&) = default;
};

/// Two cells to link.
struct Query {
  Cell a;
  Cell b;
  friend bool operator==(const Query&, const Query&) = default;
};

/// Rules and turn limit K; they come from the command line, not the input.
struct Config {
  Rules rules = Rules::hdu;
  int turns = 2;
  friend bool operator==(const Config&, const Config&) = default;
};

/// n rows by m columns of values; 0 is empty.
class Board {
 public:
  Board() = default;
  Board(int rows, int cols);
  Board(int rows, int cols, std::vector<std::int32_t> values);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  /// Value at a cell of the board (1-based); the cell must be inside.
  std::int32_t at(int row, int col) const { return values_[index(row, col)]; }
  std::int32_t at(Cell c) const { return at(c.row, c.col); }
  void set(int row, int col, std::int32_t value) { values_[index(row, col)] = value; }
  /// True when the cell is on the board proper (not the ring).
  bool inside(Cell c) const { return c.row >= 1 && c.row <= rows_ && c.col >= 1 && c.col <= cols_; }
  /// Row-major values, row 1 first.
  const std::vector<std::int32_t>& values() const { return values_; }
  /// Hands the storage over and leaves an empty board: a reader refills it without allocating
  /// (or zeroing) a new one for every case.
  std::vector<std::int32_t> release_values() {
    rows_ = cols_ = 0;
    return std::move(values_);
  }

  friend bool operator==(const Board&, const Board&) = default;

 private:
  std::size_t index(int row, int col) const {
    return static_cast<std::size_t>(row - 1) * static_cast<std::size_t>(cols_) +
           static_cast<std::size_t>(col - 1);
  }
  int rows_ = 0;
  int cols_ = 0;
  std::vector<std::int32_t> values_;
};

/// A solver's answer: YES with a witness path (every cell, endpoints included) and its turns.
struct Answer {
  bool yes = false;
  std::vector<Cell> path;
  /// Turns of the witness; for solvers that report it, the fewest turns possible. -1 on NO.
  int turns = -1;
};

/// One case of a judge input: a board and its queries.
struct Case {
  Board board;
  std::vector<Query> queries;
  friend bool operator==(const Case&, const Case&) = default;
};

/// A whole link input: its cases and the rules and K they are answered under.
struct LinkInput {
  std::vector<Case> cases;
  Config config;
  friend bool operator==(const LinkInput&, const LinkInput&) = default;
};

/// Number of direction changes along a path of unit steps.
int count_turns(const std::vector<Cell>& path);

}  // namespace llk::link
