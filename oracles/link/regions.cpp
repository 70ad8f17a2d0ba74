/// Regions of open cells, by breadth-first search over an implicit grid graph (a depth-first
/// labelling, as connected_components does, keeps a stack as deep as a region is large).

#include "regions.hpp"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/graph/grid_graph.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/pending/queue.hpp>

namespace llk::link::oracle_detail {
namespace {

using Grid = boost::grid_graph<2>;
using GridVertex = boost::graph_traits<Grid>::vertex_descriptor;

/// Keeps the open cells; dimension 0 of the grid graph is the column, so its vertex index is the
/// grid's row-major index.
struct OpenCells {
  const OpenGrid* grid = nullptr;
  const Grid* graph = nullptr;
  bool operator()(const GridVertex& v) const {
    return grid->open[get(boost::vertex_index, *graph, v)] != 0;
  }
};

/// Writes the region number of every cell it reaches.
struct Labeller : boost::default_bfs_visitor {
  const Grid* graph;
  std::vector<std::int32_t>* regions;
  std::int32_t region;
  template <typename G>
  void discover_vertex(const GridVertex& v, const G&) const {
    (*regions)[get(boost::vertex_index, *graph, v)] = region;
  }
};

}  // namespace

std::vector<std::int32_t> label_regions(const OpenGrid& grid) {
  const Grid graph(boost::array<std::size_t, 2>{
      {static_cast<std::size_t>(grid.cols), static_cast<std::size_t>(grid.rows)}});
  const boost::filtered_graph<Grid, boost::keep_all, OpenCells> open(graph, boost::keep_all(),
                                                                     OpenCells{&grid, &graph});
  std::vector<std::int32_t> regions(grid.size(), -1);
  boost::two_bit_color_map<decltype(get(boost::vertex_index, graph))> colour(
      grid.size(), get(boost::vertex_index, graph));
  boost::queue<GridVertex> queue;
  std::int32_t next = 0;
  for (std::size_t i = 0; i < grid.size(); ++i) {
    if (!grid.open[i] || regions[i] >= 0) continue;
    boost::breadth_first_visit(open, vertex(i, graph), queue,
                               Labeller{{}, &graph, &regions, next++}, colour);
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
