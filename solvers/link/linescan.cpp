/// "linescan": per row and per column a bitset of blocked cells with word-level prefix counts
/// (one O(n*m) pass, about 2 bits per cell), so "is this stretch of a row or column empty?" is
/// O(1). A query tries 0, 1 and then 2 turns; for 2 turns only the columns (rows) where the free
/// runs beside both endpoints overlap are tried: O(n + m) per query.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <span>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "grid.hpp"
#include "solvers.hpp"

namespace llk::link {
namespace {

using solvers_detail::append_segment;
using solvers_detail::no_answer;
using solvers_detail::yes_answer;

#if defined(__SSE2__)
/// Bit j set for each non-zero v[j], j < 4; ors the values into `all`.
inline unsigned quad_bits(const std::int32_t* v, __m128i& all) {
  const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(v));
  all = _mm_or_si128(all, x);
  const __m128i empty = _mm_cmpeq_epi32(x, _mm_setzero_si128());
  return ~static_cast<unsigned>(_mm_movemask_ps(_mm_castsi128_ps(empty))) & 0xFu;
}
#endif

/// Sets bit i of out[i / 64] for every non-zero v[i] (i < count; out has count / 64 + 1 words)
/// and returns every value or-ed together; 4 values per compare where SSE2 is there.
std::uint32_t tile_bits(const std::int32_t* v, int count, std::uint64_t* out) {
  std::uint32_t all = 0;
  int i = 0;
  std::uint64_t word = 0;  // the word being filled, in a register
#if defined(__SSE2__)
  __m128i all4 = _mm_setzero_si128();
  for (; i + 4 <= count; i += 4) {
    word |= std::uint64_t{quad_bits(v + i, all4)} << (i & 63);
    if ((i & 63) == 60) {
      out[i / 64] = word;
      word = 0;
    }
  }
  alignas(16) std::uint32_t lanes[4];
  _mm_store_si128(reinterpret_cast<__m128i*>(lanes), all4);
  all = lanes[0] | lanes[1] | lanes[2] | lanes[3];
#endif
  for (; i < count; ++i) {
    all |= static_cast<std::uint32_t>(v[i]);
    word |= std::uint64_t{v[i] != 0} << (i & 63);
    if ((i & 63) == 63) {
      out[i / 64] = word;
      word = 0;
    }
  }
  out[count / 64] = word;  // the partial last word, or zero
  return all;
}

/// Prefix counts of set bits before every word of each line (words + 1 counts per line).
[[gnu::always_inline]] inline void fill_ranks(const std::uint64_t* bits, std::uint32_t* rank,
                                              int lines, int words) {
  for (int l = 0; l < lines; ++l, bits += words, rank += words + 1) {
    std::uint32_t sum = 0;
    for (int k = 0; k < words; ++k) {
      rank[k] = sum;
      sum += static_cast<std::uint32_t>(__builtin_popcountll(bits[k]));
    }
    rank[words] = sum;
  }
}

#if defined(__x86_64__) && defined(__GNUC__)
/// The same with the popcnt instruction, for CPUs that have it (a library call per word without).
[[gnu::target("popcnt")]] void fill_ranks_popcnt(const std::uint64_t* bits, std::uint32_t* rank,
                                                 int lines, int words) {
  fill_ranks(bits, rank, lines, words);
}
#endif

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
  /// Makes this the transpose of `src` (line i, position j -> line j, position i), 64 x 64
  /// bits at a time: the column bitsets from the row bitsets without a scattered write per tile.
  void transpose_of(const LineBits& src, int length) {
    reset(length, src.lines_);
    std::uint64_t block[64];
    for (int rb = 0; rb < src.lines_; rb += 64) {
      for (int w = 0; w < src.words_; ++w) {
        std::uint64_t any = 0;
        for (int i = 0; i < 64; ++i) {
          block[i] = rb + i < src.lines_ ? src.word_at(rb + i, w) : 0;
          any |= block[i];
        }
        if (any == 0) continue;  // already zero here
        transpose64(block);
        for (int j = 0; j < 64 && w * 64 + j < lines_; ++j)
          bits_[static_cast<std::size_t>(w * 64 + j) * words_ + static_cast<std::size_t>(rb / 64)] =
              block[j];
      }
    }
  }
  /// Fills the prefix counts once every bit is set.
  void finish() {
#if defined(__x86_64__) && defined(__GNUC__)
    static const bool has_popcnt = __builtin_cpu_supports("popcnt");
    if (has_popcnt) return fill_ranks_popcnt(bits_.data(), rank_.data(), lines_, words_);
#endif
    fill_ranks(bits_.data(), rank_.data(), lines_, words_);
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

  /// Bit j of a[i] <-> bit i of a[j]: three-step block swaps (halves, quarters, ...).
  static void transpose64(std::uint64_t* a) {
    std::uint64_t mask = 0x00000000FFFFFFFFULL;
    for (int j = 32; j != 0; j >>= 1, mask ^= mask << j) {
      for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
        const std::uint64_t t = ((a[k] >> j) ^ a[k | j]) & mask;
        a[k | j] ^= t;
        a[k] ^= t << j;
      }
    }
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
    // Rows 0..n+1 and columns 0..m+1: the ring is blocked under hdu rules, free under classic.
    rows_.reset(n_ + 2, m_ + 2);
    if (config.rules == Rules::hdu) {
      for (int c = 0; c <= m_ + 1; ++c) {
        rows_.set(0, c);
        rows_.set(n_ + 1, c);
      }
      for (int r = 1; r <= n_; ++r) {
        rows_.set(r, 0);
        rows_.set(r, m_ + 1);
      }
    }
    const std::int32_t* v = board.values().data();
    std::uint32_t all = 0;  // every value or-ed: which narrow type holds them all
    scratch_.resize(static_cast<std::size_t>(m_) / 64 + 1);
    for (int r = 1; r <= n_; ++r, v += m_) {
      all |= tile_bits(v, m_, scratch_.data());
      // Value i is column i + 1: shift the row's bits up by one into the bitset.
      std::uint64_t carry = 0;
      for (int w = 0; w < rows_.words(); ++w) {
        const std::uint64_t bits = static_cast<std::size_t>(w) < scratch_.size()
                                       ? scratch_[static_cast<std::size_t>(w)]
                                       : 0;
        rows_.or_word(r, w, (bits << 1) | carry);
        carry = bits >> 63;
      }
    }
    cols_.transpose_of(rows_, m_ + 2);
    rows_.finish();
    cols_.finish();
    store_values(board.values(), all);
  }

  Answer solve(const Query& q) override {
    const Route r = route(q);
    if (!r.yes) return no_answer();
    return witness(q.a, std::span<const Cell>(r.corners.data(), static_cast<std::size_t>(r.turns)),
                   q.b);
  }

  bool links(const Query& q) override { return route(q).yes; }

 private:
  /// How a query links: YES with its corners (as many as turns), the fewest turns first.
  struct Route {
    bool yes = false;
    int turns = 0;
    std::array<Cell, 2> corners{};
  };
  static Route via(std::initializer_list<Cell> corners) {
    Route r;
    r.yes = true;
    for (const Cell& c : corners) r.corners[static_cast<std::size_t>(r.turns++)] = c;
    return r;
  }

  Route route(const Query& q) const {
    if (!linkable(q)) return {};
    const int k = turns_;
    const Cell a = q.a, b = q.b;
    // 0 turns: a straight, empty segment between the endpoints.
    if ((a.row == b.row && row_open(a.row, a.col, b.col)) ||
        (a.col == b.col && col_open(a.col, a.row, b.row)))
      return via({});
    if (k < 1) return {};
    // 1 turn: one of the two corners of the rectangle spanned by the endpoints.
    if (a.row != b.row && a.col != b.col) {
      if (!blocked(a.row, b.col) && row_open(a.row, a.col, b.col) && col_open(b.col, a.row, b.row))
        return via({Cell{a.row, b.col}});
      if (!blocked(b.row, a.col) && col_open(a.col, a.row, b.row) && row_open(b.row, a.col, b.col))
        return via({Cell{b.row, a.col}});
    }
    if (k < 2) return {};
    // 2 turns, horizontal-vertical-horizontal through column c (corners (a.row,c), (b.row,c)):
    // both corners lie in the free runs beside the endpoints, so only their overlap is tried,
    // lowest column first.
    if (a.row != b.row) {
      const int lo = std::max(run_start(rows_, a.row, a.col), run_start(rows_, b.row, b.col));
      const int hi = std::min(run_end(rows_, a.row, a.col, m_), run_end(rows_, b.row, b.col, m_));
      for (int c = lo; c <= hi; ++c) {
        if (c == a.col || c == b.col) continue;
        if (col_open(c, a.row, b.row)) return via({Cell{a.row, c}, Cell{b.row, c}});
      }
    }
    // 2 turns, vertical-horizontal-vertical through row r (corners (r,a.col), (r,b.col)).
    if (a.col != b.col) {
      const int lo = std::max(run_start(cols_, a.col, a.row), run_start(cols_, b.col, b.row));
      const int hi = std::min(run_end(cols_, a.col, a.row, n_), run_end(cols_, b.col, b.row, n_));
      for (int r = lo; r <= hi; ++r) {
        if (r == a.row || r == b.row) continue;
        if (row_open(r, a.col, b.col)) return via({Cell{r, a.col}, Cell{r, b.col}});
      }
    }
    return {};
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
  /// `all` is every value or-ed together (a negative value sets its top bits).
  void store_values(const std::vector<std::int32_t>& v, std::uint32_t all) {
    values8_.clear();
    values16_.clear();
    values32_.clear();
    if (all <= UINT8_MAX) {
      value_bytes_ = 1;
      values8_.assign(v.begin(), v.end());
    } else if (all <= UINT16_MAX) {
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

  static Answer witness(Cell a, std::span<const Cell> corners, Cell b) {
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
  std::vector<std::uint64_t> scratch_;  ///< one row's tile bits by value index
  LineBits rows_;                       ///< rows 0..n+1 over columns 0..m+1
  LineBits cols_;                       ///< columns 0..m+1 over rows 0..n+1
};

}  // namespace

std::unique_ptr<Solver> make_linescan_solver() {
  return std::make_unique<LineScanSolver>();
}

}  // namespace llk::link
