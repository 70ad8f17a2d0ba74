/// "dfs": a depth-first search over (cell, direction, turns) on an explicit stack (no
/// recursion, so open 1000 x 999 boards cannot overflow the call stack). A state is pruned
/// when its (cell, direction) was already reached with no more turns, which bounds the pushes
/// by cells * 4 * (K + 1) per pass; passes allow 2, 4, 8, .. K turns. The first arrival at the
/// target is the witness; it is not claimed to have the fewest turns.

#include <algorithm>
#include <memory>
#include <vector>

#include "grid.hpp"
#include "search_state.hpp"
#include "solvers.hpp"

namespace llk {
namespace {

using solvers_detail::FreeRegions;
using solvers_detail::no_answer;
using solvers_detail::PaddedGrid;
using solvers_detail::StampedStates;
using solvers_detail::TargetView;
using solvers_detail::yes_answer;

class DfsSolver final : public Solver {
 public:
  void prepare(const Board& board, const Config& config) override {
    grid_.build(board, config);
    states_.resize(grid_.size());
    regions_.build(grid_);
  }

  Answer solve(const Query& q) override {
    if (!grid_.linkable(q)) return no_answer();
    const int k = grid_.turn_limit();
    const int from = grid_.index(q.a);
    const int target = grid_.index(q.b);
    if (!regions_.may_link(grid_, from, target)) return no_answer();
    view_.aim(grid_, q.b);
    // Deepen the turn budget 2, 4, 8, .. up to K: on open boards a search allowed many turns
    // wanders, so a small budget first finds the usual 1- or 2-turn links quickly.
    for (int limit = std::min(k, 2);; limit = std::min(k, limit * 2)) {
      if (search(from, target, limit)) return yes_answer(states_.path_to(grid_, found_, q.b));
      if (limit == k) break;
    }
    return no_answer();
  }

 private:
  /// One depth-first search allowing `k` turns; on success found_ is the state before b.
  bool search(int from, int target, int k) {
    states_.next_query();
    stack_.clear();
    for (int d = 0; d < 4; ++d) {
      states_.set(from * 4 + d, 0, -1);
      stack_.push_back({from * 4 + d, 0});
    }
    while (!stack_.empty()) {
      const Item top = stack_.back();
      stack_.pop_back();
      if (top.turns != states_.turns(top.state)) continue;  // improved since it was pushed
      const int cell = top.state / 4;
      const int d = top.state % 4;
      // Push the turns first and going straight last, so straight runs are explored first.
      for (int i = 1; i <= 4; ++i) {
        const int d2 = (d + i) % 4;
        if (d2 == (d ^ 2)) continue;            // turning back never helps
        if (cell == from && d2 != d) continue;  // each start state leaves a in its own direction
        const int next = cell + grid_.step(d2);
        const int nt = top.turns + (d2 != d ? 1 : 0);
        if (nt > k) continue;
        if (next == target) {
          found_ = top.state;
          return true;
        }
        if (grid_.blocked(next)) continue;
        if (!view_.may_reach(grid_.cell(next), d2, k - nt)) continue;
        const int ns = next * 4 + d2;
        if (!states_.improves(ns, nt)) continue;
        states_.set(ns, nt, top.state);
        stack_.push_back({ns, nt});
      }
    }
    return false;
  }

  struct Item {
    int state;
    int turns;
  };
  PaddedGrid grid_;
  StampedStates states_;
  FreeRegions regions_;
  TargetView view_;
  std::vector<Item> stack_;
  int found_ = -1;
};

}  // namespace

std::unique_ptr<Solver> make_dfs_solver() {
  return std::make_unique<DfsSolver>();
}

}  // namespace llk
