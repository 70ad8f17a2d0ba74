/// "bfs01": a 0-1 BFS on a deque over (cell, direction) states whose distance is the number of
/// turns; the first time the target is popped its distance is the fewest turns possible.

#include <cstdint>
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
    seed([this](int s, int t) { deque_.push_back(entry(s, t)); });
    while (!deque_.empty()) {
      const int s = static_cast<int>(deque_.front() >> kTurnBits);
      const int t = static_cast<int>(deque_.front() & kTurnMask);
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
              deque_.push_front(entry(ns, nt));
            else
              deque_.push_back(entry(ns, nt));
          });
      // The deque is ordered by turns: once its front exceeds the best arrival, stop.
      if (found && (deque_.empty() || static_cast<int>(deque_.front() & kTurnMask) >= best_turns))
        break;
    }
    return found ? best_last : -1;
  }

  /// A queued state and its turns (<= 64) in one word.
  static constexpr unsigned kTurnBits = 7;
  static constexpr std::uint64_t kTurnMask = (1u << kTurnBits) - 1;
  static std::uint64_t entry(int s, int t) {
    return static_cast<std::uint64_t>(s) << kTurnBits | static_cast<std::uint64_t>(t);
  }

  std::deque<std::uint64_t> deque_;  ///< (state, turns), sorted by turns
};

}  // namespace

std::unique_ptr<Solver> make_bfs01_solver() {
  return std::make_unique<Bfs01Solver>();
}

}  // namespace llk::link
