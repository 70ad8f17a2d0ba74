#pragma once
/// Private to the solvers: per-(cell, direction) work arrays shared by the search solvers,
/// valid only where stamped with the current generation, so no query clears O(n*m) memory.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "grid.hpp"

namespace llk::solvers_detail {

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

}  // namespace llk::solvers_detail
