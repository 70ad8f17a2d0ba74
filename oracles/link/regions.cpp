/// Regions of open cells, by breadth-first search over an implicit graph of the open cells and
/// their open neighbours (a depth-first labelling, as connected_components does, keeps a stack as
/// deep as a region is large; grid_graph filtered to open cells took a fifth of a big round).

#include "regions.hpp"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/pending/queue.hpp>
#include <utility>

#include "llk/core/slot_edges.hpp"

namespace llk::link::oracle_detail {
namespace {

/// The open cells of a grid, each joined to its open neighbours: an IncidenceGraph computed from
/// the grid, no edge stored. Vertices are the grid's row-major cell indices.
class OpenCellGraph {
 public:
  using Vertex = std::size_t;
  struct Edge {
    Vertex from = 0;
    Vertex to = 0;
    friend bool operator==(const Edge&, const Edge&) = default;
  };
  explicit OpenCellGraph(const OpenGrid& grid) : grid_(&grid) {}

  /// The neighbour of open cell `v` in direction `slot`, when it is open too (the padding is
  /// closed, so every neighbour of an open cell has an index).
  bool head(Vertex v, int slot, Vertex& to) const {
    to = static_cast<Vertex>(static_cast<std::ptrdiff_t>(v) + grid_->step[slot]);
    return grid_->open[to] != 0;
  }
  using OutEdgeIterator = SlotEdgeIterator<OpenCellGraph, kDirections>;

 private:
  const OpenGrid* grid_;
};

std::pair<OpenCellGraph::OutEdgeIterator, OpenCellGraph::OutEdgeIterator> out_edges(
    OpenCellGraph::Vertex v, const OpenCellGraph& g) {
  return {OpenCellGraph::OutEdgeIterator(&g, v, 0),
          OpenCellGraph::OutEdgeIterator(&g, v, kDirections)};
}
[[maybe_unused]] std::size_t out_degree(OpenCellGraph::Vertex v, const OpenCellGraph& g) {
  std::size_t n = 0;
  for (auto [it, end] = out_edges(v, g); it != end; ++it) ++n;
  return n;
}
OpenCellGraph::Vertex source(const OpenCellGraph::Edge& e, const OpenCellGraph&) {
  return e.from;
}
OpenCellGraph::Vertex target(const OpenCellGraph::Edge& e, const OpenCellGraph&) {
  return e.to;
}

/// Writes the region number of every cell it reaches.
struct Labeller : boost::default_bfs_visitor {
  std::vector<std::int32_t>* regions;
  std::int32_t region;
  template <typename G>
  void discover_vertex(std::size_t v, const G&) const {
    (*regions)[v] = region;
  }
};

}  // namespace
}  // namespace llk::link::oracle_detail

namespace boost {
template <>
struct graph_traits<llk::link::oracle_detail::OpenCellGraph> {
  using G = llk::link::oracle_detail::OpenCellGraph;
  using vertex_descriptor = G::Vertex;
  using edge_descriptor = G::Edge;
  using directed_category = directed_tag;
  using edge_parallel_category = disallow_parallel_edge_tag;
  using traversal_category = incidence_graph_tag;
  using out_edge_iterator = G::OutEdgeIterator;
  using degree_size_type = std::size_t;
  static vertex_descriptor null_vertex() { return static_cast<vertex_descriptor>(-1); }
  // Unused by the search, declared so the traits are complete.
  using vertices_size_type = std::size_t;
  using edges_size_type = std::size_t;
  using vertex_iterator = void;
  using in_edge_iterator = void;
  using adjacency_iterator = void;
  using edge_iterator = void;
};
}  // namespace boost

namespace llk::link::oracle_detail {

std::vector<std::int32_t> label_regions(const OpenGrid& grid) {
  const OpenCellGraph graph(grid);
  std::vector<std::int32_t> regions(grid.size(), -1);
  boost::two_bit_color_map<boost::typed_identity_property_map<std::size_t>> colour(grid.size());
  boost::queue<std::size_t> queue;
  std::int32_t next = 0;
  for (std::size_t i = 0; i < grid.size(); ++i) {
    if (!grid.open[i] || regions[i] >= 0) continue;
    boost::breadth_first_visit(graph, i, queue, Labeller{{}, &regions, next++}, colour);
  }
  return regions;
}

bool share_region(const OpenGrid& grid, const std::vector<std::int32_t>& regions, std::size_t a,
                  std::size_t b) {
  for (int da = 0; da < kDirections; ++da) {
    const std::size_t na = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(a) + grid.step[da]);
    if (!grid.open[na]) continue;
    for (int db = 0; db < kDirections; ++db) {
      const std::size_t nb =
          static_cast<std::size_t>(static_cast<std::ptrdiff_t>(b) + grid.step[db]);
      if (grid.open[nb] && regions[na] == regions[nb]) return true;
    }
  }
  return false;
}

}  // namespace llk::link::oracle_detail
