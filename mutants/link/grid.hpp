#pragma once
/// Private to the mutant zoo: a board copied into a grid with a ring of cells around it.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "llk/link/board.hpp"
#include "llk/link/solver.hpp"
#include "zoo.hpp"

namespace llk::link::zoo {

/// Rows 0..n+1 and columns 0..m+1; the ring (row 0, n+1, column 0, m+1) is 0 after load().
struct PaddedGrid {
  int n = 0;
  int m = 0;
  int height = 0;  ///< allocated rows, at least n + 2
  int stride = 0;  ///< allocated columns, at least m + 2
  std::vector<std::int32_t> v;

  std::size_t idx(int r, int c) const {
    return static_cast<std::size_t>(r) * static_cast<std::size_t>(stride) +
           static_cast<std::size_t>(c);
  }
  std::int32_t at(int r, int c) const { return v[idx(r, c)]; }
  std::size_t cells() const { return v.size(); }
  bool on_board(int r, int c) const { return r >= 1 && r <= n && c >= 1 && c <= m; }
  bool in_ring_range(int r, int c) const { return r >= 0 && r <= n + 1 && c >= 0 && c <= m + 1; }

  /// A fresh grid sized for `b`; `narrow` stores each value as uint8_t would (the bug).
  void load(const Board& b, bool narrow) {
    n = b.rows();
    m = b.cols();
    height = n + 2;
    stride = m + 2;
    v.assign(static_cast<std::size_t>(height) * static_cast<std::size_t>(stride), 0);
    for (int r = 1; r <= n; ++r)
      for (int c = 1; c <= m; ++c) {
        const std::int32_t x = b.at(r, c);
        v[idx(r, c)] = narrow ? static_cast<std::int32_t>(static_cast<std::uint8_t>(x)) : x;
      }
  }

  /// The bug: like a global `g[MAXN][MAXM]` never cleared, the grid only grows and only the
  /// n x m cells are written, so the ring keeps values of an earlier, larger board.
  void load_keep_stale(const Board& b) {
    n = b.rows();
    m = b.cols();
    if (n + 2 > height || m + 2 > stride) {
      const int nh = std::max(height, n + 2), ns = std::max(stride, m + 2);
      std::vector<std::int32_t> grown(static_cast<std::size_t>(nh) * static_cast<std::size_t>(ns),
                                      0);
      for (int r = 0; r < height; ++r)
        for (int c = 0; c < stride; ++c)
          grown[static_cast<std::size_t>(r) * static_cast<std::size_t>(ns) +
                static_cast<std::size_t>(c)] = v[idx(r, c)];
      height = nh;
      stride = ns;
      v = std::move(grown);
    }
    for (int r = 1; r <= n; ++r)
      for (int c = 1; c <= m; ++c) v[idx(r, c)] = b.at(r, c);
  }
};

/// Row and column steps of the four directions: up, right, down, left.
inline constexpr int kDr[4] = {-1, 0, 1, 0};
inline constexpr int kDc[4] = {0, 1, 0, -1};

/// What the zoo's solvers share: their bug flags, the rules and grid of the board last
/// prepared (loaded as the grid bugs say), and the first check of a query; each sizes its own
/// work arrays in prepared() and links two cells of one tile in link().
class ZooSolver : public Solver {
 public:
  /// A solver of kind S with `bugs`.
  template <class S>
  static std::unique_ptr<Solver> make(const Bugs& bugs) {
    auto solver = std::make_unique<S>();
    static_cast<ZooSolver&>(*solver).bugs_ = bugs;
    return solver;
  }

  void prepare(const Board& board, const Config& config) final {
    config_ = config;
    if (bugs_.stale_grid)
      grid_.load_keep_stale(board);
    else
      grid_.load(board, bugs_.values_uint8);
    prepared();
  }

  /// NO unless the query's cells are two cells of one tile; else link().
  Answer solve(const Query& q) override {
    if (!same_tiles(q.a, q.b)) return {};
    return link(q.a, q.b);
  }

 protected:
  /// After each prepare, with the new board in grid_.
  virtual void prepared() {}
  /// The answer for the query of a and b.
  virtual Answer link(Cell a, Cell b) = 0;

  /// True when a and b are two cells of the board holding the same tile (not 0).
  bool same_tiles(Cell a, Cell b) const {
    if (!grid_.on_board(a.row, a.col) || !grid_.on_board(b.row, b.col) || a == b) return false;
    const std::int32_t va = grid_.at(a.row, a.col);
    return va != 0 && va == grid_.at(b.row, b.col);
  }

  Bugs bugs_;
  Config config_;
  PaddedGrid grid_;
};

}  // namespace llk::link::zoo
