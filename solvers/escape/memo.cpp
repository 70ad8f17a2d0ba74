/// "memo": DFS over (cell index, visited bitmask) on a flattened adjacency list, remembering
/// every state already proven hopeless; no geometric prune at all.

#include <array>
#include <cstdint>
#include <vector>

#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {

/// The states proven hopeless, (visited mask, cell), in an open-addressed table: a worst-case
/// 6 x 6 maze fills it with millions, too many for a node-based set (which took 9 s on one such
/// maze). A relaxed 8 x 8 maze uses all 64 bits of the mask, so the cell is kept beside it.
class FailedSet {
 public:
  struct Key {
    std::uint64_t mask = 0;  ///< never 0 for a state: the start cell is always visited
    int cell = 0;
    friend bool operator==(const Key&, const Key&) = default;
  };
  /// Empties the table to kFirstSlots: most mazes fail few states, and a bigger start cost a
  /// fill of the whole table on every solve.
  void clear() {
    slots_.assign(kFirstSlots, Key{});
    size_ = 0;
  }
  bool contains(const Key& k) const {
    for (std::size_t i = slot(k);; i = (i + 1) & (slots_.size() - 1)) {
      if (slots_[i] == k) return true;
      if (slots_[i].mask == 0) return false;
    }
  }
  void insert(const Key& k) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    place(k);
    ++size_;
  }

 private:
  std::size_t slot(const Key& k) const {
    const std::uint64_t h =
        (k.mask ^ (static_cast<std::uint64_t>(k.cell) << 57)) * 0x9e3779b97f4a7c15ULL;
    return static_cast<std::size_t>(h >> 20) & (slots_.size() - 1);
  }
  void place(const Key& k) {
    std::size_t i = slot(k);
    while (slots_[i].mask != 0) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = k;
  }
  void grow() {
    std::vector<Key> old(slots_.size() * 2);
    old.swap(slots_);
    for (const Key& k : old)
      if (k.mask != 0) place(k);
  }
  static constexpr std::size_t kFirstSlots = 64;
  std::vector<Key> slots_ = std::vector<Key>(kFirstSlots);
  std::size_t size_ = 0;
};

class Memo final : public Solver {
 public:
  Answer solve(const Case& c) override {
    const Maze& m = c.maze;
    const int n = static_cast<int>(m.cells().size());
    adjacency_.assign(static_cast<std::size_t>(n), Near{});
    for (int i = 0; i < n; ++i) {
      if (m.cells()[i] == kWall) continue;
      const int r = i / m.cols(), k = i % m.cols();
      Near& near = adjacency_[static_cast<std::size_t>(i)];
      auto add = [&](int j) { near.cell[near.count++] = j; };
      if (r > 0 && m.cells()[i - m.cols()] != kWall) add(i - m.cols());
      if (r + 1 < m.rows() && m.cells()[i + m.cols()] != kWall) add(i + m.cols());
      if (k > 0 && m.cells()[i - 1] != kWall) add(i - 1);
      if (k + 1 < m.cols() && m.cells()[i + 1] != kWall) add(i + 1);
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
    if (failed_.contains({mask, cell})) return false;
    const Near& near = adjacency_[static_cast<std::size_t>(cell)];
    for (int j = 0; j < near.count; ++j) {
      const int next = near.cell[j];
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

  /// A cell's open neighbours, in the order up, down, left, right.
  struct Near {
    std::array<int, 4> cell{};
    int count = 0;
  };
  std::vector<Near> adjacency_;
  int door_ = 0;
  int time_ = 0;
  FailedSet failed_;
  std::vector<int> path_;
};

}  // namespace

std::unique_ptr<Solver> make_memo() {
  return std::make_unique<Memo>();
}

}  // namespace llk::escape
