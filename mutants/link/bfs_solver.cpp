#include <algorithm>
#include <cstdint>
#include <deque>
#include <limits>

#include "grid.hpp"
#include "zoo.hpp"

namespace llk::link::zoo {
namespace {

constexpr int kInf = std::numeric_limits<int>::max();

/// 0-1 BFS: moving on costs 0 turns, moving in a new direction costs 1; dist per (cell, dir).
class BfsSolver final : public ZooSolver {
 public:
  /// Its own checks before the search: four of the bugs sit there.
  Answer solve(const Query& q) override {
    const Cell a = q.a, b = q.b;
    if (!grid_.on_board(a.row, a.col) || !grid_.on_board(b.row, b.col)) return {};
    const std::int32_t va = grid_.at(a.row, a.col);
    if (a == b) {
      if (bugs_.same_cell_yes && va != 0) return Answer{true, {a}, 0};
      return {};
    }
    if (va != grid_.at(b.row, b.col)) return {};
    if (va == 0 && !bugs_.zero_endpoints) return {};
    return link(a, b);
  }

 private:
  Answer link(Cell a, Cell b) override { return search(a, b, grid_.at(a.row, a.col)); }

  void prepared() override {
    dist_.assign(grid_.cells() * 4, kInf);
    parent_.assign(grid_.cells() * 4, -1);
  }

  struct Entry {
    int cell;
    int dir;
    int turns;
  };

  /// The slot holding the best turns for (cell, dir); the bug keys it by cell alone.
  std::size_t slot(int cell, int dir) const {
    return static_cast<std::size_t>(cell) * 4 + (bugs_.direction_dropped ? 0 : dir);
  }

  bool passable(int r, int c, std::int32_t kind) const {
    const bool board =
        r >= 1 && (bugs_.last_row_slip ? r < grid_.n : r <= grid_.n) && c >= 1 && c <= grid_.m;
    if (!board) {
      const bool ring =
          (config_.rules == Rules::classic && !bugs_.no_ring_classic) || bugs_.ring_in_hdu;
      if (!ring || !grid_.in_ring_range(r, c)) return false;
    }
    const std::int32_t v = grid_.at(r, c);
    return v == 0 || (bugs_.same_kind_passes && v == kind);
  }

  int limit() const {
    if (bugs_.turn_limit_plus_one) return config_.turns + 1;
    if (bugs_.turn_limit_minus_one) return config_.turns - 1;
    return config_.turns;
  }

  Answer search(Cell a, Cell b, std::int32_t kind) {
    if (!bugs_.query_leak) std::fill(dist_.begin(), dist_.end(), kInf);
    const int target = static_cast<int>(grid_.idx(b.row, b.col));
    const int lim = limit();
    std::deque<Entry> queue;
    auto relax = [&](int from_slot, int r, int c, int dir, int turns, bool front) {
      if (turns > lim) return;
      const int cell = static_cast<int>(grid_.idx(r, c));
      if (cell != target && !passable(r, c, kind)) return;
      const std::size_t s = slot(cell, dir);
      if (turns >= dist_[s]) return;
      dist_[s] = turns;
      parent_[s] = from_slot;
      if (front)
        queue.push_front({cell, dir, turns});
      else
        queue.push_back({cell, dir, turns});
    };
    for (int d = 0; d < 4; ++d) relax(-1, a.row + kDr[d], a.col + kDc[d], d, 0, false);
    while (!queue.empty()) {
      const Entry e = queue.front();
      queue.pop_front();
      const std::size_t s = slot(e.cell, e.dir);
      if (e.turns > dist_[s]) continue;
      if (e.cell == target) return witness(a, static_cast<int>(s));
      const int r = e.cell / grid_.stride, c = e.cell % grid_.stride;
      for (int d = 0; d < 4; ++d) {
        const bool turn = d != e.dir;
        relax(static_cast<int>(s), r + kDr[d], c + kDc[d], d, e.turns + (turn ? 1 : 0), !turn);
      }
    }
    if (bugs_.query_leak) std::fill(dist_.begin(), dist_.end(), kInf);
    return {};
  }

  Answer witness(Cell a, int s) const {
    Answer ans;
    ans.yes = true;
    for (int cur = s; cur != -1; cur = parent_[static_cast<std::size_t>(cur)]) {
      const int cell = cur / 4;
      ans.path.push_back({cell / grid_.stride, cell % grid_.stride});
    }
    ans.path.push_back(a);
    std::reverse(ans.path.begin(), ans.path.end());
    ans.turns = count_turns(ans.path);
    return ans;
  }

  std::vector<int> dist_;
  std::vector<int> parent_;
};

}  // namespace

std::unique_ptr<Solver> make_bfs(const Bugs& bugs) {
  return ZooSolver::make<BfsSolver>(bugs);
}

}  // namespace llk::link::zoo
