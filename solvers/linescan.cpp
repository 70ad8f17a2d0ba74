/// "linescan": per row and per column a bitset of blocked cells with word-level prefix counts
/// (one O(n*m) pass, about 2 bits per cell), so "is this stretch of a row or column empty?" is
/// O(1). A query tries 0, 1 and then 2 turns; for 2 turns only the columns (rows) where the free
/// runs beside both endpoints overlap are tried: O(n + m) per query.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

#include "grid.hpp"
#include "solvers.hpp"

namespace llk {
namespace {

using solvers_detail::append_segment;
using solvers_detail::no_answer;
using solvers_detail::yes_answer;

/// Blocked-cell bitsets of `lines` lines of `length` cells each, with counts before every word.
class LineBits {
 public:
  void reset(int lines, int length) {
    words_ = (length + 63) / 64;
    bits_.assign(static_cast<std::size_t>(lines) * static_cast<std::size_t>(words_), 0);
    rank_.resize(static_cast<std::size_t>(lines) * static_cast<std::size_t>(words_ + 1));
    lines_ = lines;
  }
  void set(int line, int i) { word(line, i) |= std::uint64_t{1} << (i & 63); }
  int words() const { return words_; }
  std::uint64_t word_at(int line, int w) const {
    return bits_[static_cast<std::size_t>(line) * words_ + static_cast<std::size_t>(w)];
  }
  void or_word(int line, int w, std::uint64_t bits) {
    bits_[static_cast<std::size_t>(line) * words_ + static_cast<std::size_t>(w)] |= bits;
  }
  bool test(int line, int i) const { return (word(line, i) >> (i & 63)) & 1; }
  /// Fills the prefix counts once every bit is set.
  void finish() {
    for (int l = 0; l < lines_; ++l) {
      const std::uint64_t* w = &bits_[static_cast<std::size_t>(l) * words_];
      std::uint32_t* r = &rank_[static_cast<std::size_t>(l) * (words_ + 1)];
      std::uint32_t sum = 0;
      for (int k = 0; k < words_; ++k) {
        r[k] = sum;
        sum += static_cast<std::uint32_t>(std::popcount(w[k]));
      }
      r[words_] = sum;
    }
  }
  /// Blocked cells among positions lo..hi of a line (0 when lo > hi).
  int count(int line, int lo, int hi) const {
    return lo > hi ? 0 : rank(line, hi + 1) - rank(line, lo);
  }

 private:
  std::uint64_t& word(int line, int i) {
    return bits_[static_cast<std::size_t>(line) * words_ + static_cast<std::size_t>(i >> 6)];
  }
  std::uint64_t word(int line, int i) const {
    return bits_[static_cast<std::size_t>(line) * words_ + static_cast<std::size_t>(i >> 6)];
  }
  /// Blocked cells among positions 0..i-1.
  int rank(int line, int i) const {
    const std::size_t w = static_cast<std::size_t>(i >> 6);
    int r = static_cast<int>(rank_[static_cast<std::size_t>(line) * (words_ + 1) + w]);
    if (const int b = i & 63; b != 0)
      r += std::popcount(bits_[static_cast<std::size_t>(line) * words_ + w] << (64 - b));
    return r;
  }

  int lines_ = 0;
  int words_ = 0;
  std::vector<std::uint64_t> bits_;
  std::vector<std::uint32_t> rank_;
};

class LineScanSolver final : public Solver {
 public:
  void prepare(const Board& board, const Config& config) override {
    n_ = board.rows();
    m_ = board.cols();
    turns_ = config.turns;
    store_values(board.values());
    // Rows 0..n+1 and columns 0..m+1: the ring is blocked under hdu rules, free under classic.
    rows_.reset(n_ + 2, m_ + 2);
    cols_.reset(m_ + 2, n_ + 2);
    if (config.rules == Rules::hdu) {
      for (int c = 0; c <= m_ + 1; ++c) {
        block(0, c);
        block(n_ + 1, c);
      }
      for (int r = 1; r <= n_; ++r) {
        block(r, 0);
        block(r, m_ + 1);
      }
    }
    // Row words are built without a branch (a tile is a coin flip on sparse boards); the
    // column bitsets then take only the set bits, so open boards cost next to nothing there.
    const std::int32_t* v = board.values().data();
    for (int r = 1; r <= n_; ++r, v += m_) {
      for (int c = 1; c <= m_;) {  // 64 columns at a time, accumulated in a register
        const int end = std::min(m_, (c | 63));
        std::uint64_t word = 0;
        for (int i = c; i <= end; ++i) word |= std::uint64_t{v[i - 1] != 0} << (i & 63);
        rows_.or_word(r, c >> 6, word);
        c = end + 1;
      }
      for (int w = 0; w < rows_.words(); ++w) {
        for (std::uint64_t bits = rows_.word_at(r, w); bits != 0; bits &= bits - 1) {
          const int c = w * 64 + std::countr_zero(bits);
          cols_.set(c, r);
        }
      }
    }
    rows_.finish();
    cols_.finish();
  }

  Answer solve(const Query& q) override {
    if (!linkable(q)) return no_answer();
    const int k = turns_;
    const Cell a = q.a, b = q.b;
    // 0 turns: a straight, empty segment between the endpoints.
    if ((a.row == b.row && row_open(a.row, a.col, b.col)) ||
        (a.col == b.col && col_open(a.col, a.row, b.row)))
      return witness(a, {}, b);
    if (k < 1) return no_answer();
    // 1 turn: one of the two corners of the rectangle spanned by the endpoints.
    if (a.row != b.row && a.col != b.col) {
      if (!blocked(a.row, b.col) && row_open(a.row, a.col, b.col) && col_open(b.col, a.row, b.row))
        return witness(a, {Cell{a.row, b.col}}, b);
      if (!blocked(b.row, a.col) && col_open(a.col, a.row, b.row) && row_open(b.row, a.col, b.col))
        return witness(a, {Cell{b.row, a.col}}, b);
    }
    if (k < 2) return no_answer();
    // 2 turns, horizontal-vertical-horizontal through column c (corners (a.row,c), (b.row,c)):
    // both corners lie in the free runs beside the endpoints, so only their overlap is tried,
    // lowest column first.
    if (a.row != b.row) {
      const int lo = std::max(run_start(rows_, a.row, a.col), run_start(rows_, b.row, b.col));
      const int hi = std::min(run_end(rows_, a.row, a.col, m_), run_end(rows_, b.row, b.col, m_));
      for (int c = lo; c <= hi; ++c) {
        if (c == a.col || c == b.col) continue;
        if (col_open(c, a.row, b.row)) return witness(a, {Cell{a.row, c}, Cell{b.row, c}}, b);
      }
    }
    // 2 turns, vertical-horizontal-vertical through row r (corners (r,a.col), (r,b.col)).
    if (a.col != b.col) {
      const int lo = std::max(run_start(cols_, a.col, a.row), run_start(cols_, b.col, b.row));
      const int hi = std::min(run_end(cols_, a.col, a.row, n_), run_end(cols_, b.col, b.row, n_));
      for (int r = lo; r <= hi; ++r) {
        if (r == a.row || r == b.row) continue;
        if (row_open(r, a.col, b.col)) return witness(a, {Cell{r, a.col}, Cell{r, b.col}}, b);
      }
    }
    return no_answer();
  }

 private:
  void block(int r, int c) {
    rows_.set(r, c);
    cols_.set(c, r);
  }
  bool blocked(int r, int c) const { return rows_.test(r, c); }
  /// True when both endpoints are on the board, distinct, and hold the same non-zero value.
  bool linkable(const Query& q) const {
    const auto on_board = [&](Cell c) {
      return c.row >= 1 && c.row <= n_ && c.col >= 1 && c.col <= m_;
    };
    if (!on_board(q.a) || !on_board(q.b) || q.a == q.b) return false;
    const std::int32_t va = value(q.a);
    return va != 0 && va == value(q.b);
  }
  std::int32_t value(Cell c) const {
    const std::size_t i = static_cast<std::size_t>(c.row - 1) * static_cast<std::size_t>(m_) +
                          static_cast<std::size_t>(c.col - 1);
    switch (value_bytes_) {
      case 1:
        return values8_[i];
      case 2:
        return values16_[i];
      default:
        return values32_[i];
    }
  }
  /// Keeps the values in the narrowest type that holds them all exactly (judge boards are
  /// almost always small kinds): a quarter of the memory, and of the pages to touch.
  void store_values(const std::vector<std::int32_t>& v) {
    std::int32_t lo = 0, hi = 0;
    for (std::int32_t x : v) {
      lo = std::min(lo, x);
      hi = std::max(hi, x);
    }
    values8_.clear();
    values16_.clear();
    values32_.clear();
    if (lo >= 0 && hi <= UINT8_MAX) {
      value_bytes_ = 1;
      values8_.assign(v.begin(), v.end());
    } else if (lo >= 0 && hi <= UINT16_MAX) {
      value_bytes_ = 2;
      values16_.assign(v.begin(), v.end());
    } else {
      value_bytes_ = 4;
      values32_.assign(v.begin(), v.end());
    }
  }
  /// First position of the free run just before position i of a line (i itself if none).
  static int run_start(const LineBits& bits, int line, int i) {
    while (i > 0 && !bits.test(line, i - 1)) --i;
    return i;
  }
  /// Last position of the free run just after position i of a line, whose last position is last+1.
  static int run_end(const LineBits& bits, int line, int i, int last) {
    while (i < last + 1 && !bits.test(line, i + 1)) ++i;
    return i;
  }
  /// True when every cell strictly between columns x and y of row r is empty.
  bool row_open(int r, int x, int y) const {
    return rows_.count(r, std::min(x, y) + 1, std::max(x, y) - 1) == 0;
  }
  /// True when every cell strictly between rows x and y of column c is empty.
  bool col_open(int c, int x, int y) const {
    return cols_.count(c, std::min(x, y) + 1, std::max(x, y) - 1) == 0;
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

  int n_ = 0;
  int m_ = 0;
  int turns_ = 0;
  int value_bytes_ = 4;  ///< which of the three copies of the board (row-major) is in use
  std::vector<std::uint8_t> values8_;
  std::vector<std::uint16_t> values16_;
  std::vector<std::int32_t> values32_;
  LineBits rows_;  ///< rows 0..n+1 over columns 0..m+1
  LineBits cols_;  ///< columns 0..m+1 over rows 0..n+1
};

}  // namespace

std::unique_ptr<Solver> make_linescan_solver() {
  return std::make_unique<LineScanSolver>();
}

}  // namespace llk
