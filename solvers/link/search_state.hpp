#pragma once
/// Private to the solvers: per-(cell, direction) work arrays shared by the search solvers,
/// valid only where stamped with the current generation, so no query clears O(n*m) memory.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "grid.hpp"
#include "llk/link/solver.hpp"

namespace llk::link::solvers_detail {

/// Best turns and parent per state (cell * 4 + direction), reset lazily by a generation stamp.
class StampedStates {
 public:
  /// Sizes the arrays for a grid of `cells` cells; keeps the storage when it is large enough.
  void resize(std::size_t cells) {
    const std::size_t states = cells * 4;
    if (stamp_.size() < states) {
      stamp_.assign(states, 0);
      turns_.resize(states);
      parent_.resize(states);
      generation_ = 0;
    }
  }

  /// Starts a new query: every state becomes unvisited in O(1) (O(states) on stamp wrap-around).
  void next_query() {
    if (++generation_ == 0) {
      std::fill(stamp_.begin(), stamp_.end(), 0);
      generation_ = 1;
    }
  }

  bool seen(int s) const { return stamp_[static_cast<std::size_t>(s)] == generation_; }
  /// Turns recorded for a seen state.
  int turns(int s) const { return turns_[static_cast<std::size_t>(s)]; }
  int parent(int s) const { return parent_[static_cast<std::size_t>(s)]; }
  /// True when the state is unseen or was seen with more turns than `t`.
  bool improves(int s, int t) const { return !seen(s) || t < turns(s); }
  void set(int s, int t, int parent) {
    const auto i = static_cast<std::size_t>(s);
    stamp_[i] = generation_;
    turns_[i] = static_cast<std::uint8_t>(t);
    parent_[i] = parent;
  }

  /// The cells from a start state (parent -1) to state `last`, then `target`.
  std::vector<Cell> path_to(const PaddedGrid& grid, int last, Cell target) const {
    std::vector<Cell> path;
    path.push_back(target);
    for (int s = last; s >= 0; s = parent(s)) path.push_back(grid.cell(s / 4));
    return {path.rbegin(), path.rend()};
  }

 private:
  std::vector<std::uint32_t> stamp_;
  std::vector<std::uint8_t> turns_;
  std::vector<int> parent_;
  std::uint32_t generation_ = 0;
};

/// What the (cell, direction) searches share: the per-board arrays, the fast NOs every query
/// starts with, the start states, the admissible moves out of a state, and the witness path.
class StateSearch : public Solver {
 public:
  void prepare(const Board& board, const Config& config) override {
    grid_.build(board, config);
    states_.resize(grid_.size());
    regions_.build(grid_);
  }

  Answer solve(const Query& q) final {
    if (!grid_.linkable(q)) return no_answer();
    from_ = grid_.index(q.a);
    target_ = grid_.index(q.b);
    if (!regions_.may_link(grid_, from_, target_)) return no_answer();
    view_.aim(grid_, q.b);
    const int last = search(grid_.turn_limit());
    if (last < 0) return no_answer();
    return yes_answer(states_.path_to(grid_, last, q.b));
  }

 protected:
  /// The search proper, from from_ to target_ within k turns: the state the path found steps
  /// onto the target from, or -1 for NO.
  virtual int search(int k) = 0;

  /// Starts a search: forgets every state, then records and pushes the four start states.
  template <class Push>
  void seed(Push push) {
    states_.next_query();
    for (int d = 0; d < 4; ++d) {
      states_.set(from_ * 4 + d, 0, -1);
      push(from_ * 4 + d, 0);
    }
  }

  /// The moves out of state s, reached with t turns, that keep within k turns, directions
  /// tried from `first` round: arrive(nt) on stepping onto the target (true stops and returns
  /// true), push(ns, nt) for a state it improves, recorded with parent s.
  template <class Arrive, class Push>
  bool expand(int s, int t, int k, int first, Arrive arrive, Push push) {
    const int cell = s / 4;
    const int d = s % 4;
    for (int i = 0; i < 4; ++i) {
      const int d2 = (first + i) % 4;
      if (d2 == (d ^ 2)) continue;             // turning back never helps
      if (cell == from_ && d2 != d) continue;  // each start state leaves a in its own direction
      const int next = cell + grid_.step(d2);
      const int nt = t + (d2 != d ? 1 : 0);
      if (nt > k) continue;
      if (next == target_) {
        if (arrive(nt)) return true;
        continue;
      }
      if (grid_.blocked(next)) continue;
      if (!view_.may_reach(grid_.cell(next), d2, k - nt)) continue;
      const int ns = next * 4 + d2;
      if (!states_.improves(ns, nt)) continue;
      states_.set(ns, nt, s);
      push(ns, nt);
    }
    return false;
  }

  PaddedGrid grid_;
  StampedStates states_;
  FreeRegions regions_;
  TargetView view_;
  int from_ = 0;    ///< the query's start cell index
  int target_ = 0;  ///< the query's target cell index
};

}  // namespace llk::link::solvers_detail
