/// "backtrack": DFS over the grid with the classic prunes of HDU 1010, each switchable.

#include <vector>

#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {

constexpr int kRowStep[4] = {-1, 0, 1, 0};
constexpr int kColStep[4] = {0, 1, 0, -1};

class Backtrack final : public Solver {
 public:
  explicit Backtrack(Prunes prunes) : prunes_(prunes) {}

  Answer solve(const Case& c) override {
    maze_ = &c.maze;
    time_ = c.time;
    door_ = *c.maze.find(kDoor);
    const Cell start = *c.maze.find(kStart);
    Answer answer;
    if (prunes_.free_cells && time_ >= c.maze.free_cells()) return answer;
    visited_.assign(c.maze.cells().size(), false);
    walk_.clear();
    visited_[c.maze.index(start)] = true;
    walk_.push_back(start);
    answer.yes = dfs(start, 0);
    if (answer.yes) answer.walk = walk_;
    return answer;
  }

 private:
  bool dfs(Cell at, int t) {
    if (at == door_) return t == time_;  // D cannot be re-entered, so a walk ends there
    const int left = time_ - t;
    if (left == 0) return false;
    const int dist = manhattan(at, door_);
    if (prunes_.distance && left < dist) return false;
    if (prunes_.parity && ((left - dist) & 1) != 0) return false;
    for (int d = 0; d < 4; ++d) {
      const Cell next{at.row + kRowStep[d], at.col + kColStep[d]};
      if (!maze_->inside(next) || maze_->at(next) == kWall) continue;
      const int i = maze_->index(next);
      if (visited_[i]) continue;
      visited_[i] = true;
      walk_.push_back(next);
      if (dfs(next, t + 1)) return true;
      walk_.pop_back();
      visited_[i] = false;
    }
    return false;
  }

  Prunes prunes_;
  const Maze* maze_ = nullptr;
  int time_ = 0;
  Cell door_;
  std::vector<bool> visited_;
  std::vector<Cell> walk_;
};

}  // namespace

std::unique_ptr<Solver> make_backtrack(Prunes prunes) {
  return std::make_unique<Backtrack>(prunes);
}

}  // namespace llk::escape
