/// "memo": DFS over (cell index, visited bitmask) on a flattened adjacency list, remembering
/// every state already proven hopeless; no geometric prune at all.

#include <cstdint>
#include <unordered_set>
#include <vector>

#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {

struct StateKey {
  std::uint64_t mask;
  int cell;
  friend bool operator==(const StateKey&, const StateKey&) = default;
};
struct StateHash {
  std::size_t operator()(const StateKey& k) const {
    return std::hash<std::uint64_t>()(k.mask * 0x9e3779b97f4a7c15ULL + std::uint64_t(k.cell));
  }
};

class Memo final : public Solver {
 public:
  Answer solve(const Case& c) override {
    const Maze& m = c.maze;
    const int n = static_cast<int>(m.cells().size());
    adjacency_.assign(n, {});
    for (int i = 0; i < n; ++i) {
      if (m.cells()[i] == kWall) continue;
      const int r = i / m.cols(), k = i % m.cols();
      if (r > 0 && m.cells()[i - m.cols()] != kWall) adjacency_[i].push_back(i - m.cols());
      if (r + 1 < m.rows() && m.cells()[i + m.cols()] != kWall)
        adjacency_[i].push_back(i + m.cols());
      if (k > 0 && m.cells()[i - 1] != kWall) adjacency_[i].push_back(i - 1);
      if (k + 1 < m.cols() && m.cells()[i + 1] != kWall) adjacency_[i].push_back(i + 1);
    }
    door_ = static_cast<int>(m.cells().find(kDoor));
    time_ = c.time;
    failed_.clear();
    path_.clear();
    const int start = static_cast<int>(m.cells().find(kStart));
    Answer answer;
    answer.yes = search(start, std::uint64_t{1} << start, 0);
    if (answer.yes) {
      path_.push_back(start);
      for (auto it = path_.rbegin(); it != path_.rend(); ++it) answer.walk.push_back(m.cell(*it));
    }
    return answer;
  }

 private:
  /// True when the walk can go on from `cell` (time t, `mask` visited) to D at time T; on success
  /// the cells after `cell` are appended to path_ in reverse.
  bool search(int cell, std::uint64_t mask, int t) {
    if (cell == door_) return t == time_;
    if (t == time_) return false;
    if (failed_.count({mask, cell}) != 0) return false;
    for (int next : adjacency_[cell]) {
      const std::uint64_t bit = std::uint64_t{1} << next;
      if ((mask & bit) != 0) continue;
      if (search(next, mask | bit, t + 1)) {
        path_.push_back(next);
        return true;
      }
    }
    failed_.insert({mask, cell});
    return false;
  }

  std::vector<std::vector<int>> adjacency_;
  int door_ = 0;
  int time_ = 0;
  std::unordered_set<StateKey, StateHash> failed_;
  std::vector<int> path_;
};

}  // namespace

std::unique_ptr<Solver> make_memo() {
  return std::make_unique<Memo>();
}

}  // namespace llk::escape
