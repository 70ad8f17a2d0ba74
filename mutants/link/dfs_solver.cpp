#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "grid.hpp"
#include "zoo.hpp"

namespace llk::link::zoo {
namespace {

/// The recursive DFS contestants write: dfs(cell, direction, turns), memo of the best turns per
/// (cell, direction), and a fast NO when the endpoints touch no common empty region.
class DfsSolver final : public ZooSolver {
  Answer link(Cell a, Cell b) override {
    if (!share_region(a, b)) return {};
    std::fill(best_.begin(), best_.end(), kUnseen);
    target_ = b;
    path_.clear();
    if (!dfs(a.row, a.col, -1, 0)) return {};
    path_.push_back(a);
    std::reverse(path_.begin(), path_.end());
    return Answer{true, path_, count_turns(path_)};
  }

  void prepared() override {
    best_.assign(grid_.cells() * 4, kUnseen);
    on_path_.assign(grid_.cells(), 0);
    label_regions();
  }

  static constexpr std::uint8_t kUnseen = 255;

  bool passable(int r, int c) const {
    if (!grid_.on_board(r, c) && (config_.rules != Rules::classic || !grid_.in_ring_range(r, c)))
      return false;
    return grid_.at(r, c) == 0;
  }

  /// True when a path from (r, c), arrived moving `dir` after `turns` turns, reaches the target;
  /// on success the cells after (r, c) are pushed, target first.
  bool dfs(int r, int c, int dir, int turns) {
    for (int d = 0; d < 4; ++d) {
      const int nt = (dir < 0 || d == dir) ? turns : turns + 1;
      if (!bugs_.enumerate_paths && nt > config_.turns) continue;
      const int nr = r + kDr[d], nc = c + kDc[d];
      if (nr == target_.row && nc == target_.col) {
        if (nt > config_.turns) continue;
        path_.push_back(target_);
        return true;
      }
      if (!passable(nr, nc)) continue;
      const std::size_t cell = grid_.idx(nr, nc);
      if (bugs_.enumerate_paths) {
        // The bug: a plain backtracking walk over simple paths, exponential on open boards.
        if (on_path_[cell]) continue;
        on_path_[cell] = 1;
        const bool found = dfs(nr, nc, d, nt);
        on_path_[cell] = 0;
        if (found) {
          path_.push_back({nr, nc});
          return true;
        }
        continue;
      }
      std::uint8_t& seen = best_[cell * 4 + static_cast<std::size_t>(d)];
      if (seen != kUnseen && seen <= nt) continue;
      seen = static_cast<std::uint8_t>(nt);
      if (dfs(nr, nc, d, nt)) {
        path_.push_back({nr, nc});
        return true;
      }
    }
    return false;
  }

  void label_regions() {
    region_.assign(grid_.cells(), 0);
    int next = 0;
    for (int r = 0; r <= grid_.n + 1; ++r)
      for (int c = 0; c <= grid_.m + 1; ++c) {
        if (!passable(r, c) || region_[grid_.idx(r, c)] != 0) continue;
        ++next;
        if (bugs_.recursive_flood)
          flood_recursive(r, c, next);
        else
          flood_iterative(r, c, next);
      }
  }

  /// The bug: one stack frame per cell, so an open 1000 x 999 board overflows the stack.
  void flood_recursive(int r, int c, int label) {
    region_[grid_.idx(r, c)] = label;
    for (int d = 0; d < 4; ++d) {
      const int nr = r + kDr[d], nc = c + kDc[d];
      if (passable(nr, nc) && region_[grid_.idx(nr, nc)] == 0) flood_recursive(nr, nc, label);
    }
  }

  void flood_iterative(int r, int c, int label) {
    std::vector<std::pair<int, int>> stack{{r, c}};
    region_[grid_.idx(r, c)] = label;
    while (!stack.empty()) {
      const auto [cr, cc] = stack.back();
      stack.pop_back();
      for (int d = 0; d < 4; ++d) {
        const int nr = cr + kDr[d], nc = cc + kDc[d];
        if (!passable(nr, nc) || region_[grid_.idx(nr, nc)] != 0) continue;
        region_[grid_.idx(nr, nc)] = label;
        stack.emplace_back(nr, nc);
      }
    }
  }

  /// Adjacent endpoints, or an empty region touching both: a path needs one or the other.
  bool share_region(Cell a, Cell b) const {
    if (std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1) return true;
    for (int i = 0; i < 4; ++i) {
      if (!passable(a.row + kDr[i], a.col + kDc[i])) continue;
      const int ra = region_[grid_.idx(a.row + kDr[i], a.col + kDc[i])];
      for (int j = 0; j < 4; ++j)
        if (passable(b.row + kDr[j], b.col + kDc[j]) &&
            region_[grid_.idx(b.row + kDr[j], b.col + kDc[j])] == ra)
          return true;
    }
    return false;
  }

  std::vector<std::uint8_t> best_;
  std::vector<std::uint8_t> on_path_;
  std::vector<int> region_;
  Cell target_;
  std::vector<Cell> path_;
};

}  // namespace

std::unique_ptr<Solver> make_dfs(const Bugs& bugs) {
  return ZooSolver::make<DfsSolver>(bugs);
}

}  // namespace llk::link::zoo
