#pragma once
/// The escape references: they share nothing with the solvers but the maze type, and follow
/// SPEC section 2 literally (the walker may even leave D and carry on; only second T counts).
/// The graph search cuts only states with too little room left (see state_graph.hpp), a cut the
/// exhaustive enumeration, which cuts nothing, checks on small mazes.

#include <cstddef>

#include "llk/escape/model.hpp"

namespace llk::escape {

/// Boost.Graph BFS over the implicit state graph (cell x cells used); above `max_states`
/// discovered states it falls back to exhaustive_escape().
class GraphOracle {
 public:
  explicit GraphOracle(std::size_t max_states = std::size_t{1} << 21) : max_states_(max_states) {}
  /// The answer, with a witness walk on YES.
  Answer solve(const Case& c);
  /// Whether the last solve() used the graph (false: the state graph was too large).
  bool used_graph() const { return used_graph_; }
  /// States the last search discovered (0 when it was abandoned).
  std::size_t states() const { return states_; }

 private:
  std::size_t max_states_;
  bool used_graph_ = false;
  std::size_t states_ = 0;
};

/// Enumerates every walk of up to T moves, without any prune: the slow reference.
Answer exhaustive_escape(const Case& c);

/// Nodes of the walk tree exhaustive_escape() explores, counted up to `budget` (returns
/// budget + 1 when there are more): lets generators keep cases cheap for unpruned solvers.
std::size_t walk_tree_size(const Case& c, std::size_t budget);

}  // namespace llk::escape
