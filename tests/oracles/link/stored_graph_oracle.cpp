/// The previous reference oracle, kept as a test-only cross-check of the implicit one: the same
/// expanded state graph, built as a Boost.Graph adjacency_list with every edge stored.

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/visitors.hpp>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

#include "stored_graph_oracle.hpp"

namespace llk::link::oracle_test {
namespace {

/// Edges carry no data, but a directedS adjacency_list heap-allocates every edge's property; a
/// class allocator handing out one shared static slot spares one malloc per edge (tens of
/// millions).
struct NoEdgeData {
  static void* operator new(std::size_t) {
    alignas(NoEdgeData) static unsigned char slot[sizeof(NoEdgeData)];
    return slot;
  }
  static void operator delete(void*) noexcept {}
};

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    NoEdgeData>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;

/// Directions in a fixed order: up, right, down, left; opposite(d) == (d + 2) % 4.
constexpr int kRowStep[4] = {-1, 0, 1, 0};
constexpr int kColStep[4] = {0, 1, 0, -1};
constexpr int opposite(int d) {
  return (d + 2) % 4;
}

/// A FIFO over a vector reused across queries: the Buffer concept breadth_first_search wants.
class ReusableQueue {
 public:
  void reset(std::size_t capacity) {
    items_.clear();
    items_.reserve(capacity);
    head_ = 0;
  }
  void push(Vertex v) { items_.push_back(v); }
  Vertex& top() { return items_[head_]; }
  void pop() { ++head_; }
  bool empty() const { return head_ == items_.size(); }

 private:
  std::vector<Vertex> items_;
  std::size_t head_ = 0;
};

}  // namespace

struct StoredGraphOracle final : Solver {
  bool prepared = false;
  Board board;
  Config config;
  int lo = 1;                         ///< first allowed row/col index (0 under classic rules)
  int hi_row = 0;                     ///< last allowed row
  int hi_col = 0;                     ///< last allowed col
  int width = 0;                      ///< allowed columns
  int layers = 0;                     ///< K + 1 turn counts per (cell, direction)
  std::vector<std::int64_t> cell_id;  ///< grid cell -> compact empty-cell id, -1 when not a state
  std::vector<Cell> id_cell;          ///< compact id -> cell
  /// Held by pointer: adjacency_list has no move, and its copy and swap walk every edge.
  std::unique_ptr<Graph> graph;
  Vertex source = 0;
  Vertex target = 0;
  // Reused across queries so a query allocates nothing once warm.
  std::vector<boost::default_color_type> colour;
  std::vector<Vertex> pred;
  ReusableQueue queue;
  /// A state with a per-query edge into the target, and the turns of the whole path through it.
  struct Entry {
    Vertex from;
    int total;
  };
  std::vector<Entry> entries;

  bool allowed(int r, int c) const { return r >= lo && r <= hi_row && c >= lo && c <= hi_col; }
  std::size_t grid_index(int r, int c) const {
    return static_cast<std::size_t>(r - lo) * static_cast<std::size_t>(width) +
           static_cast<std::size_t>(c - lo);
  }
  /// Compact id of an empty allowed cell, or -1.
  std::int64_t empty_id(int r, int c) const {
    return allowed(r, c) ? cell_id[grid_index(r, c)] : -1;
  }
  Vertex state(std::int64_t id, int d, int t) const {
    return (static_cast<Vertex>(id) * 4 + static_cast<Vertex>(d)) * static_cast<Vertex>(layers) +
           static_cast<Vertex>(t);
  }
  Cell state_cell(Vertex v) const { return id_cell[v / (4 * static_cast<Vertex>(layers))]; }

  void prepare(const Board& b, const Config& cfg) override;
  Answer solve(const Query& q) override;
};

void StoredGraphOracle::prepare(const Board& b, const Config& cfg) {
  board = b;
  config = cfg;
  lo = cfg.rules == Rules::classic ? 0 : 1;
  hi_row = cfg.rules == Rules::classic ? b.rows() + 1 : b.rows();
  hi_col = cfg.rules == Rules::classic ? b.cols() + 1 : b.cols();
  width = hi_col - lo + 1;
  layers = cfg.turns >= 0 ? cfg.turns + 1 : 0;
  const int height = hi_row - lo + 1;

  cell_id.assign(static_cast<std::size_t>(height) * static_cast<std::size_t>(width), -1);
  id_cell.clear();
  for (int r = lo; r <= hi_row; ++r)
    for (int c = lo; c <= hi_col; ++c) {
      const bool empty = !b.inside({r, c}) || b.at(r, c) == 0;
      if (!empty) continue;
      cell_id[grid_index(r, c)] = static_cast<std::int64_t>(id_cell.size());
      id_cell.push_back({r, c});
    }

  const Vertex states = id_cell.size() * 4 * static_cast<Vertex>(layers);
  graph.reset();  // free the old board's graph before building the new one
  graph = std::make_unique<Graph>(states + 2);
  source = states;
  target = states + 1;
  for (std::size_t id = 0; id < id_cell.size(); ++id) {
    const Cell cell = id_cell[id];
    for (int d = 0; d < 4; ++d)
      for (int t = 0; t < layers; ++t) {
        const Vertex from = state(static_cast<std::int64_t>(id), d, t);
        graph->out_edge_list(from).reserve(3);  // at most 3 moves: no step straight back
        for (int nd = 0; nd < 4; ++nd) {
          if (nd == opposite(d)) continue;
          const int nt = t + (nd != d ? 1 : 0);
          if (nt >= layers) continue;
          const std::int64_t next = empty_id(cell.row + kRowStep[nd], cell.col + kColStep[nd]);
          if (next < 0) continue;
          boost::add_edge(from, state(next, nd, nt), *graph);
        }
      }
  }
  colour.assign(states + 2, boost::white_color);
  pred.assign(states + 2, source);
  queue.reset(states + 2);
  prepared = true;
}

Answer StoredGraphOracle::solve(const Query& q) {
  if (!prepared) throw std::logic_error("StoredGraphOracle::solve before prepare");
  const Cell a = q.a, b = q.b;
  if (!board.inside(a) || !board.inside(b) || a == b || board.at(a) == 0 ||
      board.at(a) != board.at(b) || layers == 0)
    return {};

  // Per-query edges: source -> first states out of a, and every state that can step into b ->
  // target.
  bool adjacent = false;
  for (int d = 0; d < 4; ++d) {
    const int r = a.row + kRowStep[d], c = a.col + kColStep[d];
    if (Cell{r, c} == b) adjacent = true;
    const std::int64_t id = empty_id(r, c);
    if (id >= 0) boost::add_edge(source, state(id, d, 0), *graph);
  }
  if (adjacent) boost::add_edge(source, target, *graph);

  entries.clear();
  for (int nd = 0; nd < 4; ++nd) {
    // The cell from which a step in direction nd lands on b.
    const std::int64_t id = empty_id(b.row - kRowStep[nd], b.col - kColStep[nd]);
    if (id < 0) continue;
    for (int d = 0; d < 4; ++d) {
      if (d == opposite(nd)) continue;
      for (int t = 0; t < layers; ++t) {
        const int total = t + (nd != d ? 1 : 0);
        if (total >= layers) continue;
        const Vertex from = state(id, d, t);
        boost::add_edge(from, target, *graph);
        entries.push_back({from, total});
      }
    }
  }

  queue.reset(colour.size());
  boost::breadth_first_search(
      *graph, source, queue,
      boost::make_bfs_visitor(boost::record_predecessors(pred.data(), boost::on_tree_edge())),
      colour.data());

  // Leave the clean cell-state graph for the next query.
  boost::clear_out_edges(source, *graph);
  for (const Entry& e : entries) boost::remove_edge(e.from, target, *graph);

  if (colour[target] == boost::white_color) return {};

  Answer answer;
  answer.yes = true;
  if (adjacent) {  // zero turns and the shortest path: nothing beats it
    answer.path = {a, b};
    answer.turns = 0;
    return answer;
  }
  // Fewest turns over reached states; ties go to the shortest BFS path, which is then simple.
  int fewest = std::numeric_limits<int>::max();
  for (const Entry& e : entries)
    if (colour[e.from] != boost::white_color && e.total < fewest) fewest = e.total;
  if (fewest == std::numeric_limits<int>::max())
    throw std::logic_error("StoredGraphOracle: target reached but no state steps into b");
  const Entry* best = nullptr;
  std::size_t best_len = std::numeric_limits<std::size_t>::max();
  for (const Entry& e : entries) {
    if (colour[e.from] == boost::white_color || e.total != fewest) continue;
    std::size_t len = 0;
    for (Vertex v = e.from; v != source; v = pred[v]) ++len;
    if (len < best_len) {
      best = &e;
      best_len = len;
    }
  }

  std::vector<Cell> reversed{b};
  for (Vertex v = best->from; v != source; v = pred[v]) reversed.push_back(state_cell(v));
  reversed.push_back(a);
  answer.path.assign(reversed.rbegin(), reversed.rend());
  answer.turns = best->total;
  return answer;
}

std::unique_ptr<Solver> make_stored_graph_oracle() {
  return std::make_unique<StoredGraphOracle>();
}

}  // namespace llk::link::oracle_test
