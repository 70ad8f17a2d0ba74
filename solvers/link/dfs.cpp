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

namespace llk::link {
namespace {

using solvers_detail::StateSearch;

class DfsSolver final : public StateSearch {
 private:
  int search(int k) override {
    // Deepen the turn budget 2, 4, 8, .. up to K: on open boards a search allowed many turns
    // wanders, so a small budget first finds the usual 1- or 2-turn links quickly.
    for (int limit = std::min(k, 2);; limit = std::min(k, limit * 2)) {
      if (search_within(limit)) return found_;
      if (limit == k) return -1;
    }
  }

  /// One depth-first search allowing `k` turns; on success found_ is the state before b.
  bool search_within(int k) {
    stack_.clear();
    const auto push = [this](int s, int t) { stack_.push_back({s, t}); };
    seed(push);
    while (!stack_.empty()) {
      const Item top = stack_.back();
      stack_.pop_back();
      if (top.turns != states_.turns(top.state)) continue;  // improved since it was pushed
      // Push the turns first and going straight last, so straight runs are explored first.
      const auto arrive = [&](int) {
        found_ = top.state;
        return true;
      };
      if (expand(top.state, top.turns, k, top.state % 4 + 1, arrive, push)) return true;
    }
    return false;
  }

  struct Item {
    int state;
    int turns;
  };
  std::vector<Item> stack_;
  int found_ = -1;
};

}  // namespace

std::unique_ptr<Solver> make_dfs_solver() {
  return std::make_unique<DfsSolver>();
}

}  // namespace llk::link
