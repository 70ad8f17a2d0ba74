/// "linescan": prefix counts of blocked cells per row and column; a query tries 0, 1 and then
/// 2 turns, scanning every row and column of the allowed grid for the two corners.

#include <algorithm>
#include <memory>
#include <vector>

#include "grid.hpp"
#include "solvers.hpp"

namespace llk {
namespace {

using solvers_detail::append_segment;
using solvers_detail::no_answer;
using solvers_detail::PaddedGrid;
using solvers_detail::yes_answer;

class LineScanSolver final : public Solver {
 public:
  void prepare(const Board& board, const Config& config) override {
    grid_.build(board, config);
    n_ = board.rows();
    m_ = board.cols();
    const int rows = n_ + 2;  // rows 0..n+1 (the ring rows are blocked under hdu rules)
    const int cols = m_ + 2;
    row_prefix_.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols + 1), 0);
    col_prefix_.assign(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows + 1), 0);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        row_at(r, c + 1) = row_at(r, c) + (grid_.blocked(r, c) ? 1 : 0);
    for (int c = 0; c < cols; ++c)
      for (int r = 0; r < rows; ++r)
        col_at(c, r + 1) = col_at(c, r) + (grid_.blocked(r, c) ? 1 : 0);
  }

  Answer solve(const Query& q) override {
    if (!grid_.linkable(q)) return no_answer();
    const int k = grid_.turn_limit();
    const Cell a = q.a, b = q.b;
    // 0 turns: a straight, empty segment between the endpoints.
    if ((a.row == b.row && row_open(a.row, a.col, b.col)) ||
        (a.col == b.col && col_open(a.col, a.row, b.row)))
      return witness(a, {}, b);
    if (k < 1) return no_answer();
    // 1 turn: one of the two corners of the rectangle spanned by the endpoints.
    if (a.row != b.row && a.col != b.col) {
      if (!grid_.blocked(a.row, b.col) && row_open(a.row, a.col, b.col) &&
          col_open(b.col, a.row, b.row))
        return witness(a, {Cell{a.row, b.col}}, b);
      if (!grid_.blocked(b.row, a.col) && col_open(a.col, a.row, b.row) &&
          row_open(b.row, a.col, b.col))
        return witness(a, {Cell{b.row, a.col}}, b);
    }
    if (k < 2) return no_answer();
    // 2 turns, horizontal-vertical-horizontal through column c (corners (a.row,c), (b.row,c)).
    if (a.row != b.row) {
      for (int c = 0; c <= m_ + 1; ++c) {
        if (c == a.col || c == b.col) continue;
        if (!grid_.blocked(a.row, c) && !grid_.blocked(b.row, c) && row_open(a.row, a.col, c) &&
            col_open(c, a.row, b.row) && row_open(b.row, c, b.col))
          return witness(a, {Cell{a.row, c}, Cell{b.row, c}}, b);
      }
    }
    // 2 turns, vertical-horizontal-vertical through row r (corners (r,a.col), (r,b.col)).
    if (a.col != b.col) {
      for (int r = 0; r <= n_ + 1; ++r) {
        if (r == a.row || r == b.row) continue;
        if (!grid_.blocked(r, a.col) && !grid_.blocked(r, b.col) && col_open(a.col, a.row, r) &&
            row_open(r, a.col, b.col) && col_open(b.col, r, b.row))
          return witness(a, {Cell{r, a.col}, Cell{r, b.col}}, b);
      }
    }
    return no_answer();
  }

 private:
  int& row_at(int r, int c) { return row_prefix_[static_cast<std::size_t>(r) * (m_ + 3) + c]; }
  int& col_at(int c, int r) { return col_prefix_[static_cast<std::size_t>(c) * (n_ + 3) + r]; }
  int row_count(int r, int lo, int hi) {  // blocked cells in row r, columns lo..hi
    return lo > hi ? 0 : row_at(r, hi + 1) - row_at(r, lo);
  }
  int col_count(int c, int lo, int hi) {  // blocked cells in column c, rows lo..hi
    return lo > hi ? 0 : col_at(c, hi + 1) - col_at(c, lo);
  }
  /// True when every cell strictly between columns x and y of row r is empty.
  bool row_open(int r, int x, int y) {
    return row_count(r, std::min(x, y) + 1, std::max(x, y) - 1) == 0;
  }
  /// True when every cell strictly between rows x and y of column c is empty.
  bool col_open(int c, int x, int y) {
    return col_count(c, std::min(x, y) + 1, std::max(x, y) - 1) == 0;
  }

  static Answer witness(Cell a, std::initializer_list<Cell> corners, Cell b) {
    std::vector<Cell> path{a};
    Cell at = a;
    for (Cell corner : corners) {
      append_segment(path, at, corner);
      at = corner;
    }
    append_segment(path, at, b);
    return yes_answer(std::move(path));
  }

  PaddedGrid grid_;
  int n_ = 0;
  int m_ = 0;
  std::vector<int> row_prefix_;  ///< per row r of 0..n+1: blocked cells in columns 0..c-1
  std::vector<int> col_prefix_;  ///< per column c of 0..m+1: blocked cells in rows 0..r-1
};

}  // namespace

std::unique_ptr<Solver> make_linescan_solver() {
  return std::make_unique<LineScanSolver>();
}

}  // namespace llk
