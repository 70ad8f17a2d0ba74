/// "bfs01": a 0-1 BFS on a deque over (cell, direction) states whose distance is the number of
/// turns; the first time the target is popped its distance is the fewest turns possible.

#include <deque>
#include <memory>
#include <utility>

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

class Bfs01Solver final : public Solver {
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
    states_.next_query();
    deque_.clear();
    bool found = false;
    int best_turns = 0;
    int best_last = -1;
    for (int d = 0; d < 4; ++d) {
      states_.set(from * 4 + d, 0, -1);
      deque_.emplace_back(from * 4 + d, 0);
    }
    while (!deque_.empty()) {
      const auto [s, t] = deque_.front();
      deque_.pop_front();
      if (t != states_.turns(s)) continue;  // superseded by a better visit
      const int cell = s / 4;
      const int d = s % 4;
      for (int d2 = 0; d2 < 4; ++d2) {
        if (d2 == (d ^ 2)) continue;            // turning back never helps
        if (cell == from && d2 != d) continue;  // each start state leaves a in its own direction
        const int next = cell + grid_.step(d2);
        const int nt = t + (d2 != d ? 1 : 0);
        if (nt > k) continue;
        if (next == target) {
          // Reached with nt turns; everything still queued has >= t turns, so a straight
          // arrival (nt == t) is optimal now, and a turning one is once all t-states are done.
          if (!found || nt < best_turns) {
            found = true;
            best_turns = nt;
            best_last = s;
          }
          continue;
        }
        if (grid_.blocked(next)) continue;
        if (!view_.may_reach(grid_.cell(next), d2, k - nt)) continue;
        const int ns = next * 4 + d2;
        if (!states_.improves(ns, nt)) continue;
        states_.set(ns, nt, s);
        if (nt == t)
          deque_.emplace_front(ns, nt);
        else
          deque_.emplace_back(ns, nt);
      }
      // The deque is ordered by turns: once its front exceeds the best arrival, stop.
      if (found && (deque_.empty() || deque_.front().second >= best_turns)) break;
    }
    if (!found) return no_answer();
    return yes_answer(states_.path_to(grid_, best_last, q.b));
  }

 private:
  PaddedGrid grid_;
  StampedStates states_;
  FreeRegions regions_;
  TargetView view_;
  std::deque<std::pair<int, int>> deque_;  ///< (state, turns), sorted by turns
};

}  // namespace

std::unique_ptr<Solver> make_bfs01_solver() {
  return std::make_unique<Bfs01Solver>();
}

}  // namespace llk
