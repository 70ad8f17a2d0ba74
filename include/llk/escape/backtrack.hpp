#pragma once
/// The HDU 1010 backtracking DFS with each of its rules asked of a policy, so the production
/// solver (switchable prunes) and the mutants (one slip each) run one search.

#include <vector>

#include "llk/escape/solver.hpp"

namespace llk::escape {

/// The four moves, up, right, down, left, in the order the searches try them.
inline constexpr int kRowStep[4] = {-1, 0, 1, 0};
inline constexpr int kColStep[4] = {0, 1, 0, -1};

/// `Rules` answers: hopeless(T, free cells), NO before any search; keep_marks(), visited marks
/// survive from the case before; mark_start(), S counts as visited; arrived(t, T), a walk on D
/// at second t is a YES; cut(left, dist), prune with `left` seconds to go `dist` from D.
template <class Rules>
class BasicBacktrack final : public Solver {
 public:
  explicit BasicBacktrack(Rules rules) : rules_(rules) {}

  Answer solve(const Case& c) override {
    maze_ = &c.maze;
    time_ = c.time;
    door_ = *c.maze.find(kDoor);
    const Cell start = *c.maze.find(kStart);
    Answer answer;
    if (rules_.hopeless(time_, c.maze.free_cells())) return answer;
    const std::size_t cells = c.maze.cells().size();
    if (!rules_.keep_marks())
      visited_.assign(cells, false);
    else if (visited_.size() < cells)
      visited_.resize(cells, false);
    walk_.clear();
    if (rules_.mark_start()) visited_[c.maze.index(start)] = true;
    walk_.push_back(start);
    answer.yes = dfs(start, 0);
    if (answer.yes) answer.walk = walk_;
    return answer;
  }

 private:
  bool dfs(Cell at, int t) {
    if (at == door_) return rules_.arrived(t, time_);  // D cannot be re-entered: a walk ends there
    const int left = time_ - t;
    if (left == 0) return false;
    if (rules_.cut(left, manhattan(at, door_))) return false;
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

  Rules rules_;
  const Maze* maze_ = nullptr;
  int time_ = 0;
  Cell door_;
  std::vector<bool> visited_;
  std::vector<Cell> walk_;
};

}  // namespace llk::escape
