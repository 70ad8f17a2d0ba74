#pragma once
/// Private to the solvers: the board padded with the rule ring and an always-blocked sentinel
/// frame, so searches never bounds-check, plus helpers every solver shares.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "llk/link/board.hpp"

namespace llk::link::solvers_detail {

/// Directions in the order up, right, down, left; the reverse of d is d ^ 2.
inline constexpr int kDirRow[4] = {-1, 0, 1, 0};
inline constexpr int kDirCol[4] = {0, 1, 0, -1};

/// The board with two extra layers on each side: the rule ring (rows 0 / n+1, cols 0 / m+1,
/// empty under classic rules, blocked under hdu) and a sentinel frame that is always blocked.
class PaddedGrid {
 public:
  /// Rebuilds the grid for a new board; reuses the storage of the previous one.
  void build(const Board& board, const Config& config) {
    rows_ = board.rows();
    cols_ = board.cols();
    width_ = cols_ + 4;
    turns_ = config.turns;
    classic_ = config.rules == Rules::classic;
    value_.assign(static_cast<std::size_t>(rows_ + 4) * static_cast<std::size_t>(width_), kWall);
    if (classic_) {
      for (int r = 0; r <= rows_ + 1; ++r)
        for (int c = 0; c <= cols_ + 1; ++c) value_[index(r, c)] = 0;
    }
    for (int r = 1; r <= rows_; ++r)
      for (int c = 1; c <= cols_; ++c) value_[index(r, c)] = board.at(r, c);
  }

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int width() const { return width_; }
  int turn_limit() const { return turns_; }
  /// Number of cells including both padding layers.
  std::size_t size() const { return value_.size(); }

  /// Flat index of a cell; rows -1..n+2 and cols -1..m+2 are valid.
  int index(int row, int col) const { return (row + 1) * width_ + (col + 1); }
  int index(Cell c) const { return index(c.row, c.col); }
  Cell cell(int index) const { return {index / width_ - 1, index % width_ - 1}; }
  /// Offset of one step in direction d.
  int step(int d) const { return kDirRow[d] * width_ + kDirCol[d]; }

  /// True when a path cannot pass through the cell (a tile, the hdu ring, or the sentinel).
  bool blocked(int index) const { return value_[static_cast<std::size_t>(index)] != 0; }
  bool blocked(int row, int col) const { return blocked(index(row, col)); }

  /// True when the endpoints are on the board, distinct, and hold the same non-zero value.
  bool linkable(const Query& q) const {
    if (!on_board(q.a) || !on_board(q.b) || q.a == q.b) return false;
    const std::int32_t va = value_[static_cast<std::size_t>(index(q.a))];
    return va != 0 && va == value_[static_cast<std::size_t>(index(q.b))];
  }

 private:
  /// Any value != 0 blocks; the ring under hdu rules and the sentinel frame hold this one.
  static constexpr std::int32_t kWall = -1;

  bool on_board(Cell c) const {
    return c.row >= 1 && c.row <= rows_ && c.col >= 1 && c.col <= cols_;
  }

  int rows_ = 0;
  int cols_ = 0;
  int width_ = 0;
  int turns_ = 0;
  bool classic_ = false;
  std::vector<std::int32_t> value_;
};

/// Appends the cells after `from` up to and including `to`, which share a row or a column.
inline void append_segment(std::vector<Cell>& path, Cell from, Cell to) {
  const int dr = (to.row > from.row) - (to.row < from.row);
  const int dc = (to.col > from.col) - (to.col < from.col);
  Cell c = from;
  while (!(c == to)) {
    c.row += dr;
    c.col += dc;
    path.push_back(c);
  }
}

/// The target's straight lines of sight, for an admissible prune: with at most one turn left,
/// a path can only finish along a row or column segment that sees the target.
class TargetView {
 public:
  /// Aims at target cell b: finds the free run of its row and of its column (O(n + m)).
  void aim(const PaddedGrid& grid, Cell b) {
    b_ = b;
    lo_col_ = b.col - 1;
    while (!grid.blocked(b.row, lo_col_)) --lo_col_;
    hi_col_ = b.col + 1;
    while (!grid.blocked(b.row, hi_col_)) ++hi_col_;
    lo_row_ = b.row - 1;
    while (!grid.blocked(lo_row_, b.col)) --lo_row_;
    hi_row_ = b.row + 1;
    while (!grid.blocked(hi_row_, b.col)) ++hi_row_;
  }

  /// False when no path that stands on free cell `at` moving in direction d and may turn
  /// `left` more times can reach the target (obstacles off the target's lines are ignored).
  bool may_reach(Cell at, int d, int left) const {
    if (left >= 2) return true;
    const int along = kDirRow[d] * (b_.row - at.row) + kDirCol[d] * (b_.col - at.col);
    if (kDirRow[d] != 0) {  // moving vertically: finish straight on, or turn onto the target row
      if (at.col == b_.col) return along > 0 && at.row > lo_row_ && at.row < hi_row_;
      return left == 1 && along >= 0 && at.col > lo_col_ && at.col < hi_col_;
    }
    if (at.row == b_.row) return along > 0 && at.col > lo_col_ && at.col < hi_col_;
    return left == 1 && along >= 0 && at.row > lo_row_ && at.row < hi_row_;
  }

 private:
  Cell b_;
  int lo_col_ = 0, hi_col_ = 0, lo_row_ = 0, hi_row_ = 0;  ///< first blocked cells either side
};

/// Connected regions of free cells (union-find over the cells in index order, in the labels'
/// own array: no queue, so a judge-size board costs one int a cell), so a query whose
/// endpoints border no common region is answered NO without a search.
class FreeRegions {
 public:
  void build(const PaddedGrid& grid) {
    const int n = static_cast<int>(grid.size());
    label_.assign(grid.size(), -1);
    for (int i = 0; i < n; ++i) {
      if (grid.blocked(i)) continue;
      at(i) = i;
      for (int d = 0; d < 4; ++d) {
        const int j = i + grid.step(d);  // the neighbours before it: left and up
        if (j < i && !grid.blocked(j)) unite(i, j);
      }
    }
    for (int i = 0; i < n; ++i)
      if (at(i) >= 0) at(i) = find(i);  // a region's label is its first cell
  }

  /// False only when a path between the two tiles is impossible: they are not neighbours and
  /// no free neighbour of one shares a region with a free neighbour of the other.
  bool may_link(const PaddedGrid& grid, int a, int b) const {
    for (int d = 0; d < 4; ++d)
      if (a + grid.step(d) == b) return true;
    for (int d = 0; d < 4; ++d) {
      const int la = label_[static_cast<std::size_t>(a + grid.step(d))];
      if (la < 0) continue;
      for (int e = 0; e < 4; ++e)
        if (label_[static_cast<std::size_t>(b + grid.step(e))] == la) return true;
    }
    return false;
  }

 private:
  int& at(int i) { return label_[static_cast<std::size_t>(i)]; }
  /// The root of i's tree, halving the path on the way.
  int find(int i) {
    while (at(i) != i) {
      at(i) = at(at(i));
      i = at(i);
    }
    return i;
  }
  void unite(int a, int b) {
    a = find(a);
    b = find(b);
    if (a != b) at(std::max(a, b)) = std::min(a, b);
  }

  std::vector<int> label_;  ///< region of each free cell (its first cell), -1 for blocked cells
};

/// The answer NO: no path, turns -1.
inline Answer no_answer() {
  return Answer{};
}

/// The answer YES for a witness path; turns is counted from the path itself.
inline Answer yes_answer(std::vector<Cell> path) {
  Answer a;
  a.yes = true;
  a.turns = count_turns(path);
  a.path = std::move(path);
  return a;
}

}  // namespace llk::link::solvers_detail
