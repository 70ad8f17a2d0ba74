/// The escape mutant zoo: each is the backtracking solver (or the memo solver) with one classic
/// slip, kept to prove that the properties can fail.

#include <set>
#include <utility>
#include <vector>

#include "llk/escape/backtrack.hpp"
#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {

/// Which slip a mutant makes; exactly one is set per mutant. The rules of the backtracking
/// search, each correct (with every prune on) unless its slip is set.
struct Slips {
  bool parity_offset = false;    ///< parity tested on left - dist + 1
  bool distance_off = false;     ///< prunes left <= dist instead of left < dist
  bool start_unvisited = false;  ///< the start cell is not marked visited
  bool door_early = false;       ///< standing on D at any second up to T counts
  bool state_leak = false;       ///< visited marks survive from one case to the next
  bool free_off = false;         ///< prunes T >= free - 1 instead of T >= free

  bool hopeless(int time, int free_cells) const {
    return time >= (free_off ? free_cells - 1 : free_cells);
  }
  bool keep_marks() const { return state_leak; }
  bool mark_start() const { return !start_unvisited; }
  bool arrived(int t, int time) const { return door_early ? t <= time : t == time; }
  bool cut(int left, int dist) const {
    if (distance_off ? left <= dist : left < dist) return true;
    return ((left - dist + (parity_offset ? 1 : 0)) & 1) != 0;
  }
};

using MutantBacktrack = BasicBacktrack<Slips>;

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
  return built_once<make_mutants>();
}

}  // namespace llk::escape
