/// The escape mutant zoo: each is the backtracking solver (or the memo solver) with one classic
/// slip, kept to prove that the properties can fail.

#include <array>
#include <set>
#include <utility>
#include <vector>

#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {

constexpr int kRowStep[4] = {-1, 0, 1, 0};
constexpr int kColStep[4] = {0, 1, 0, -1};

/// Which slip a mutant makes; exactly one is set per mutant.
struct Slips {
  bool parity_offset = false;    ///< parity tested on left - dist + 1
  bool distance_off = false;     ///< prunes left <= dist instead of left < dist
  bool start_unvisited = false;  ///< the start cell is not marked visited
  bool door_early = false;       ///< standing on D at any second up to T counts
  bool state_leak = false;       ///< visited marks survive from one case to the next
  bool free_off = false;         ///< prunes T >= free - 1 instead of T >= free
};

class MutantBacktrack final : public Solver {
 public:
  explicit MutantBacktrack(Slips slips) : slips_(slips) {}

  Answer solve(const Case& c) override {
    maze_ = &c.maze;
    time_ = c.time;
    door_ = *c.maze.find(kDoor);
    const Cell start = *c.maze.find(kStart);
    Answer answer;
    const int limit = slips_.free_off ? c.maze.free_cells() - 1 : c.maze.free_cells();
    if (time_ >= limit) return answer;
    if (!slips_.state_leak) visited_.fill(false);
    walk_.clear();
    if (!slips_.start_unvisited) visited_[c.maze.index(start)] = true;
    walk_.push_back(start);
    answer.yes = dfs(start, 0);
    if (answer.yes) answer.walk = walk_;
    return answer;
  }

 private:
  bool dfs(Cell at, int t) {
    if (at == door_) return slips_.door_early ? t <= time_ : t == time_;
    const int left = time_ - t;
    if (left == 0) return false;
    const int dist = manhattan(at, door_);
    if (slips_.distance_off ? left <= dist : left < dist) return false;
    if (((left - dist + (slips_.parity_offset ? 1 : 0)) & 1) != 0) return false;
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

  Slips slips_;
  const Maze* maze_ = nullptr;
  int time_ = 0;
  Cell door_;
  std::array<bool, kMaxCells> visited_{};
  std::vector<Cell> walk_;
};

/// Memoizes failure on (cell, time) alone, forgetting which cells the walk has used.
class MemoTimeKey final : public Solver {
 public:
  Answer solve(const Case& c) override {
    maze_ = &c.maze;
    time_ = c.time;
    failed_.clear();
    door_ = *c.maze.find(kDoor);
    const Cell start = *c.maze.find(kStart);
    Answer answer;
    answer.yes = search(start, std::uint64_t{1} << c.maze.index(start), 0);
    return answer;
  }

 private:
  bool search(Cell at, std::uint64_t mask, int t) {
    if (at == door_) return t == time_;
    if (t == time_) return false;
    if (failed_.count({maze_->index(at), t}) != 0) return false;
    for (int d = 0; d < 4; ++d) {
      const Cell next{at.row + kRowStep[d], at.col + kColStep[d]};
      if (!maze_->inside(next) || maze_->at(next) == kWall) continue;
      const std::uint64_t bit = std::uint64_t{1} << maze_->index(next);
      if ((mask & bit) == 0 && search(next, mask | bit, t + 1)) return true;
    }
    failed_.insert({maze_->index(at), t});
    return false;
  }

  const Maze* maze_ = nullptr;
  int time_ = 0;
  Cell door_;
  std::set<std::pair<int, int>> failed_;
};

SolverRegistry make_mutants() {
  SolverRegistry r;
  const auto add = [&r](std::string name, std::string description, Slips slips) {
    r.add({std::move(name), std::move(description),
           [slips] { return std::unique_ptr<Solver>(std::make_unique<MutantBacktrack>(slips)); }});
  };
  add("parity-offset", "parity prune tests left - dist + 1 (prunes exactly the feasible parity)",
      {.parity_offset = true});
  add("distance-off-by-one", "distance prune cuts when left <= dist (loses exact-length walks)",
      {.distance_off = true});
  add("start-unvisited", "the start cell is not marked visited, so walks may re-enter S",
      {.start_unvisited = true});
  add("door-early", "YES when D is reached at any second up to T", {.door_early = true});
  add("state-leak", "visited marks are never cleared between cases", {.state_leak = true});
  add("free-cells-off-by-one", "free-cell prune cuts T >= free - 1 (loses Hamiltonian walks)",
      {.free_off = true});
  r.add({"memo-time-key", "memoizes failure on (cell, time), forgetting the visited set",
         [] { return std::unique_ptr<Solver>(std::make_unique<MemoTimeKey>()); }});
  return r;
}

}  // namespace

const SolverRegistry& mutant_solvers() {
  static const SolverRegistry registry = make_mutants();
  return registry;
}

}  // namespace llk::escape
