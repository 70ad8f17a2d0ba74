#pragma once
/// The link check's expanded state graph (cell x direction of arrival x turns used, plus a source
/// and a target) as an implicit Boost.Graph: out-edges are computed from the board, none stored.

#include <boost/graph/graph_traits.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "llk/core/slot_edges.hpp"

namespace llk::link::oracle_detail {

/// Directions in a fixed order: up, right, down, left; the opposite of d is (d + 2) % 4.
constexpr int kDirections = 4;
constexpr int opposite(int d) {
  return (d + 2) % 4;
}

/// The cells a path may use, on a grid padded by one closed cell on every side, so that every
/// neighbour of an allowed cell has an index.
struct OpenGrid {
  int rows = 0;   ///< padded rows
  int cols = 0;   ///< padded columns
  int first = 1;  ///< board row/col of padded index 1 (0 under classic rules: the ring)
  std::vector<std::uint8_t> open;  ///< 1: a path may pass through the cell
  std::ptrdiff_t step[kDirections] = {};

  std::size_t index(int row, int col) const {
    return static_cast<std::size_t>(row - first + 1) * static_cast<std::size_t>(cols) +
           static_cast<std::size_t>(col - first + 1);
  }
  int row_of(std::size_t index) const { return static_cast<int>(index / cols) - 1 + first; }
  int col_of(std::size_t index) const { return static_cast<int>(index % cols) - 1 + first; }
  std::size_t size() const { return open.size(); }
};

/// The search of one query under a turn limit: states are (cell, direction, turns <= limit).
/// Models IncidenceGraph and VertexListGraph.
class StateGraph {
 public:
  using Vertex = std::size_t;
  struct Edge {
    Vertex from = 0;
    Vertex to = 0;
    friend bool operator==(const Edge&, const Edge&) = default;
  };

  StateGraph(const OpenGrid& grid, std::size_t a, std::size_t b, int limit)
      : grid_(&grid),
        a_(a),
        b_(b),
        layers_(static_cast<Vertex>(limit) + 1),
        states_(grid.size() * kDirections * layers_) {}

  Vertex source() const { return states_; }
  Vertex target() const { return states_ + 1; }
  Vertex vertex_count() const { return states_ + 2; }
  Vertex state(std::size_t cell, int dir, int turns) const {
    return (cell * kDirections + static_cast<Vertex>(dir)) * layers_ + static_cast<Vertex>(turns);
  }
  std::size_t cell_of(Vertex v) const { return v / (kDirections * layers_); }
  int dir_of(Vertex v) const { return static_cast<int>(v / layers_ % kDirections); }
  int turns_of(Vertex v) const { return static_cast<int>(v % layers_); }

  /// The head of out-edge `slot` (a direction) of `v`, or nothing when that move is not allowed.
  bool head(Vertex v, int slot, Vertex& to) const {
    if (v == target()) return false;
    std::size_t cell = a_;
    int turns = 0;
    if (v != source()) {
      cell = cell_of(v);
      const int dir = dir_of(v);
      if (slot == opposite(dir)) return false;
      turns = turns_of(v) + (slot != dir ? 1 : 0);
      if (static_cast<Vertex>(turns) >= layers_) return false;
    }
    const std::size_t next =
        static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cell) + grid_->step[slot]);
    if (next == b_) {
      to = target();
      return true;
    }
    if (!grid_->open[next]) return false;
    to = state(next, slot, turns);
    return true;
  }

  using OutEdgeIterator = SlotEdgeIterator<StateGraph, kDirections>;

 private:
  const OpenGrid* grid_;
  std::size_t a_;
  std::size_t b_;
  Vertex layers_;
  Vertex states_;
};

// The free functions of the concepts, found by argument-dependent lookup.
inline std::pair<StateGraph::OutEdgeIterator, StateGraph::OutEdgeIterator> out_edges(
    StateGraph::Vertex v, const StateGraph& g) {
  return {StateGraph::OutEdgeIterator(&g, v, 0), StateGraph::OutEdgeIterator(&g, v, kDirections)};
}
inline std::size_t out_degree(StateGraph::Vertex v, const StateGraph& g) {
  std::size_t n = 0;
  for (auto [it, end] = out_edges(v, g); it != end; ++it) ++n;
  return n;
}
inline StateGraph::Vertex source(const StateGraph::Edge& e, const StateGraph&) {
  return e.from;
}
inline StateGraph::Vertex target(const StateGraph::Edge& e, const StateGraph&) {
  return e.to;
}
inline std::pair<boost::counting_iterator<StateGraph::Vertex>,
                 boost::counting_iterator<StateGraph::Vertex>>
vertices(const StateGraph& g) {
  return {boost::counting_iterator<StateGraph::Vertex>(0),
          boost::counting_iterator<StateGraph::Vertex>(g.vertex_count())};
}
inline std::size_t num_vertices(const StateGraph& g) {
  return g.vertex_count();
}

}  // namespace llk::link::oracle_detail

namespace boost {
template <>
struct graph_traits<llk::link::oracle_detail::StateGraph> {
  using G = llk::link::oracle_detail::StateGraph;
  using vertex_descriptor = G::Vertex;
  using edge_descriptor = G::Edge;
  using directed_category = directed_tag;
  using edge_parallel_category = disallow_parallel_edge_tag;
  struct traversal_category : incidence_graph_tag, vertex_list_graph_tag {};
  using out_edge_iterator = G::OutEdgeIterator;
  using degree_size_type = std::size_t;
  using vertex_iterator = counting_iterator<G::Vertex>;
  using vertices_size_type = std::size_t;
  static vertex_descriptor null_vertex() { return static_cast<vertex_descriptor>(-1); }
  // Unused by the searches, declared so the traits are complete.
  using edges_size_type = std::size_t;
  using in_edge_iterator = void;
  using adjacency_iterator = void;
  using edge_iterator = void;
};
}  // namespace boost
