#pragma once
/// The timed escape's state graph (cell x cells used) as an implicit Boost.Graph: a move is an
/// edge when it leads to a state from which second T on D is still possible, judged by the
/// room left (the free cells the walker can still reach), not by the solvers' parity prunes.

#include <boost/graph/graph_traits.hpp>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "llk/core/slot_edges.hpp"
#include "llk/escape/model.hpp"

namespace llk::escape::oracle_detail {

/// A state: the cells used (one bit per cell, up to the 64 a relaxed maze has) and the cell
/// the walker stands on.
struct Key {
  std::uint64_t used = 0;
  int at = 0;
  friend bool operator==(const Key&, const Key&) = default;
};
struct KeyHash {
  std::size_t operator()(const Key& k) const {
    return static_cast<std::size_t>((k.used ^ (static_cast<std::uint64_t>(k.at) << 57)) *
                                    0x9e3779b97f4a7c15ULL);
  }
};

class StateGraph {
 public:
  using Vertex = Key;
  struct Edge {
    Key from;
    Key to;
    friend bool operator==(const Edge&, const Edge&) = default;
  };

  explicit StateGraph(const Case& c);

  Key start() const { return start_; }
  static std::uint64_t used(Key k) { return k.used; }
  static int at(Key k) { return k.at; }
  static Key key(std::uint64_t used, int at) { return {used, at}; }
  /// Seconds spent in a state: one per cell used after the first.
  static int time(Key k) { return __builtin_popcountll(used(k)) - 1; }
  bool is_goal(Key k) const { return at(k) == door_ && time(k) == limit_; }
  /// True when second T on D can still be reached from `k` (always true for a goal).
  bool live(Key k) const;
  /// The state after a move in direction `dir` from `k`, if that move is an edge.
  bool head(Key k, int dir, Key& to) const;

  using OutEdgeIterator = SlotEdgeIterator<StateGraph, 4>;

 private:
  /// The cells reachable from `from` through `open` (a flood fill over bitmasks).
  std::uint64_t reach(std::uint64_t from, std::uint64_t open) const;

  int rows_ = 0;
  int cols_ = 0;
  std::uint64_t free_ = 0;       ///< every cell that is not a wall
  std::uint64_t not_first_ = 0;  ///< cells not in column 0
  std::uint64_t not_last_ = 0;   ///< cells not in the last column
  int door_ = 0;
  int limit_ = 0;
  Key start_;
};

inline std::pair<StateGraph::OutEdgeIterator, StateGraph::OutEdgeIterator> out_edges(
    Key k, const StateGraph& g) {
  return {StateGraph::OutEdgeIterator(&g, k, 0), StateGraph::OutEdgeIterator(&g, k, 4)};
}
inline std::size_t out_degree(Key k, const StateGraph& g) {
  std::size_t n = 0;
  for (auto [it, end] = out_edges(k, g); it != end; ++it) ++n;
  return n;
}
inline Key source(const StateGraph::Edge& e, const StateGraph&) {
  return e.from;
}
inline Key target(const StateGraph::Edge& e, const StateGraph&) {
  return e.to;
}

}  // namespace llk::escape::oracle_detail

namespace boost {
template <>
struct graph_traits<llk::escape::oracle_detail::StateGraph> {
  using G = llk::escape::oracle_detail::StateGraph;
  using vertex_descriptor = llk::escape::oracle_detail::Key;
  using edge_descriptor = G::Edge;
  using directed_category = directed_tag;
  using edge_parallel_category = disallow_parallel_edge_tag;
  using traversal_category = incidence_graph_tag;
  using out_edge_iterator = G::OutEdgeIterator;
  using degree_size_type = std::size_t;
  static vertex_descriptor null_vertex() { return {~std::uint64_t{0}, -1}; }
};
}  // namespace boost
