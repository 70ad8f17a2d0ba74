/// "bfs01": a 0-1 BFS on a deque over (cell, direction) states whose distance is the number of
/// turns; the first time the target is popped its distance is the fewest turns possible.

#include <deque>
#include <memory>
#include <utility>

#include "grid.hpp"
#include "search_state.hpp"
#include "solvers.hpp"

namespace llk::link {
namespace {

using solvers_detail::StateSearch;

class Bfs01Solver final : public StateSearch {
 private:
  int search(int k) override {
    deque_.clear();
    bool found = false;
    int best_turns = 0;
    int best_last = -1;
    seed([this](int s, int t) { deque_.emplace_back(s, t); });
    while (!deque_.empty()) {
      const int s = deque_.front().first;
      const int t = deque_.front().second;
      deque_.pop_front();
      if (t != states_.turns(s)) continue;  // superseded by a better visit
      expand(
          s, t, k, 0,
          [&](int nt) {
            // Reached with nt turns; everything still queued has >= t turns, so a straight
            // arrival (nt == t) is optimal now, and a turning one is once all t-states are done.
            if (!found || nt < best_turns) {
              found = true;
              best_turns = nt;
              best_last = s;
            }
            return false;
          },
          [&](int ns, int nt) {
            if (nt == t)
              deque_.emplace_front(ns, nt);
            else
              deque_.emplace_back(ns, nt);
          });
      // The deque is ordered by turns: once its front exceeds the best arrival, stop.
      if (found && (deque_.empty() || deque_.front().second >= best_turns)) break;
    }
    return found ? best_last : -1;
  }

  std::deque<std::pair<int, int>> deque_;  ///< (state, turns), sorted by turns
};

}  // namespace

std::unique_ptr<Solver> make_bfs01_solver() {
  return std::make_unique<Bfs01Solver>();
}

}  // namespace llk::link
