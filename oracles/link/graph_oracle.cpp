/// The reference oracle: Boost.Graph breadth-first search over the implicit expanded state graph,
/// one search per turn limit tried, stopped as soon as the target is reached.

#include <algorithm>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

#include "llk/link/oracle.hpp"
#include "regions.hpp"
#include "state_graph.hpp"

namespace llk::link {
namespace {

using oracle_detail::kDirections;
using oracle_detail::OpenGrid;
using oracle_detail::StateGraph;
using Vertex = StateGraph::Vertex;

/// Boards of more cells than this have their regions labelled.
constexpr std::size_t kRegionCells = 4096;

/// A FIFO of vertices in a ring that grows to the widest frontier and is kept across searches:
/// the Buffer concept breadth_first_visit wants. halt() empties it for good (until clear()), which
/// ends the search without an exception.
class RingQueue {
 public:
  void clear() { head_ = size_ = 0, halted_ = false; }
  void halt() { size_ = 0, halted_ = true; }
  bool empty() const { return size_ == 0; }
  Vertex& top() { return items_[head_]; }
  void pop() {
    head_ = (head_ + 1) & (items_.size() - 1);
    --size_;
  }
  void push(Vertex v) {
    if (halted_) return;
    if (size_ == items_.size()) grow();
    items_[(head_ + size_) & (items_.size() - 1)] = v;
    ++size_;
  }

 private:
  void grow() {
    std::vector<Vertex> bigger(items_.empty() ? 1024 : items_.size() * 2);
    for (std::size_t i = 0; i < size_; ++i) bigger[i] = items_[(head_ + i) & (items_.size() - 1)];
    items_.swap(bigger);
    head_ = 0;
  }
  std::vector<Vertex> items_;  ///< a power of two long
  std::size_t head_ = 0;
  std::size_t size_ = 0;
  bool halted_ = false;
};

/// Records each discovered state's direction of arrival at its predecessor (two bits: a state's
/// predecessor is one cell back, so that direction is all it takes), and stops at the target:
/// the state it was reached from goes to `reached` and the queue is halted (a throw cost more
/// than the search on small boards).
struct Recorder : boost::default_bfs_visitor {
  std::uint8_t* pred;
  Vertex target;
  RingQueue* queue;
  std::optional<Vertex>* reached;
  void tree_edge(const StateGraph::Edge& e, const StateGraph& g) const {
    if (e.to == target) {
      *reached = e.from;
      queue->halt();
      return;
    }
    if (e.from == g.source()) return;
    const std::size_t slot = e.to / 4, shift = (e.to % 4) * 2;
    pred[slot] = static_cast<std::uint8_t>((pred[slot] & ~(3u << shift)) |
                                           (static_cast<unsigned>(g.dir_of(e.from)) << shift));
  }
};

}  // namespace

struct GraphOracle::Impl {
  bool prepared = false;
  Board board;
  Config config;
  OpenGrid grid;
  std::vector<std::int32_t> regions;
  // Kept across queries so a query allocates nothing once warm.
  std::unique_ptr<boost::two_bit_color_map<boost::typed_identity_property_map<Vertex>>> colour;
  std::vector<std::uint8_t> pred;
  RingQueue queue;

  void prepare(const Board& b, const Config& cfg);
  Answer solve(const Query& q);
  bool linked_at_all(const Query& q);
  bool linked_within(const Query& q);
  /// The state that steps into b on a shortest path of at most `limit` turns, if any.
  std::optional<Vertex> search(const StateGraph& g);
  std::vector<Cell> path(const StateGraph& g, Vertex last, Cell a, Cell b) const;
};

void GraphOracle::Impl::prepare(const Board& b, const Config& cfg) {
  board = b;
  config = cfg;
  const bool classic = cfg.rules == Rules::classic;
  grid.first = classic ? 0 : 1;
  const int allowed_rows = b.rows() + (classic ? 2 : 0);
  const int allowed_cols = b.cols() + (classic ? 2 : 0);
  grid.rows = allowed_rows + 2;
  grid.cols = allowed_cols + 2;
  grid.open.assign(static_cast<std::size_t>(grid.rows) * static_cast<std::size_t>(grid.cols), 0);
  for (int r = grid.first; r < grid.first + allowed_rows; ++r)
    for (int c = grid.first; c < grid.first + allowed_cols; ++c)
      grid.open[grid.index(r, c)] = !b.inside({r, c}) || b.at(r, c) == 0;
  const std::ptrdiff_t width = grid.cols;
  grid.step[0] = -width;
  grid.step[1] = 1;
  grid.step[2] = width;
  grid.step[3] = -1;
  regions.clear();  // labelled on the first query that needs them

  const int layers = cfg.turns >= 0 ? cfg.turns + 1 : 0;
  const std::size_t states = grid.size() * kDirections * static_cast<std::size_t>(layers) + 2;
  // Grown only: each search clears the colours of its own states, and a predecessor is read
  // only where this search wrote it.
  if (!colour || colour->n < states)
    colour = std::make_unique<boost::two_bit_color_map<boost::typed_identity_property_map<Vertex>>>(
        states);
  if (pred.size() < (states + 3) / 4) pred.resize((states + 3) / 4);
  prepared = true;
}

std::optional<Vertex> GraphOracle::Impl::search(const StateGraph& g) {
  std::memset(colour->data.get(), 0, (g.vertex_count() + 3) / 4);  // two_bit_white is 0
  queue.clear();
  std::optional<Vertex> reached;
  boost::breadth_first_visit(g, g.source(), queue,
                             Recorder{{}, pred.data(), g.target(), &queue, &reached}, *colour);
  return reached;
}

std::vector<Cell> GraphOracle::Impl::path(const StateGraph& g, Vertex last, Cell a, Cell b) const {
  std::vector<Cell> reversed{b};
  Vertex v = last;
  for (;;) {
    if (reversed.size() > grid.size())
      throw std::logic_error("GraphOracle: a witness longer than the board has cells");
    const std::size_t cell = g.cell_of(v);
    reversed.push_back({grid.row_of(cell), grid.col_of(cell)});
    const int dir = g.dir_of(v);
    const std::size_t back =
        static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cell) - grid.step[dir]);
    const int turns = g.turns_of(v);
    // A state at turn 0 whose previous cell is a came from the source (a is never open).
    if (turns == 0 && back == grid.index(a.row, a.col)) break;
    const int before = (pred[v / 4] >> ((v % 4) * 2)) & 3;
    v = g.state(back, before, turns - (before != dir ? 1 : 0));
  }
  reversed.push_back(a);
  std::reverse(reversed.begin(), reversed.end());
  return reversed;
}

Answer GraphOracle::Impl::solve(const Query& q) {
  if (!prepared) throw std::logic_error("GraphOracle::solve before prepare");
  const Cell a = q.a, b = q.b;
  if (!board.inside(a) || !board.inside(b) || a == b || board.at(a) == 0 ||
      board.at(a) != board.at(b) || config.turns < 0)
    return {};
  if (std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1) return {true, {a, b}, 0};
  const std::size_t ia = grid.index(a.row, a.col), ib = grid.index(b.row, b.col);
  // On a large board a query between regions that never meet (a walled-in tile, say) would
  // search every state for nothing; small boards search faster than they are labelled.
  // Regions labelled already (linked_at_all's) settle such a NO on any board.
  if (grid.size() > kRegionCells || !regions.empty()) {
    if (regions.empty()) regions = oracle_detail::label_regions(grid);
    if (!oracle_detail::share_region(grid, regions, ia, ib)) return {};
  }

  // Each limit up to 2 in turn: the first that reaches b gives the fewest turns, and each search
  // stops as soon as it does. Above 2 the state graph grows with K, so one search under K itself
  // settles a NO first, and the limits between are tried only below the turns of its path.
  const int deepened = std::min(config.turns, 2);
  for (int limit = 0; limit <= deepened; ++limit) {
    const StateGraph g(grid, ia, ib, limit);
    if (auto last = search(g)) return {true, path(g, *last, a, b), limit};
  }
  if (config.turns == deepened) return {};
  const StateGraph full(grid, ia, ib, config.turns);
  const std::optional<Vertex> last = search(full);
  if (!last) return {};
  Answer shortest{true, path(full, *last, a, b), 0};
  shortest.turns = count_turns(shortest.path);
  for (int limit = deepened + 1; limit < shortest.turns; ++limit) {
    const StateGraph g(grid, ia, ib, limit);
    if (auto found = search(g)) return {true, path(g, *found, a, b), limit};
  }
  return shortest;
}

bool GraphOracle::Impl::linked_within(const Query& q) {
  if (!prepared) throw std::logic_error("GraphOracle::linked_within before prepare");
  const Cell a = q.a, b = q.b;
  if (!board.inside(a) || !board.inside(b) || a == b || board.at(a) == 0 ||
      board.at(a) != board.at(b) || config.turns < 0)
    return false;
  if (std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1) return true;
  const std::size_t ia = grid.index(a.row, a.col), ib = grid.index(b.row, b.col);
  if (grid.size() > kRegionCells || !regions.empty()) {
    if (regions.empty()) regions = oracle_detail::label_regions(grid);
    if (!oracle_detail::share_region(grid, regions, ia, ib)) return false;
  }
  return search(StateGraph(grid, ia, ib, config.turns)).has_value();
}

bool GraphOracle::Impl::linked_at_all(const Query& q) {
  if (!prepared) throw std::logic_error("GraphOracle::linked_at_all before prepare");
  const Cell a = q.a, b = q.b;
  if (!board.inside(a) || !board.inside(b) || a == b) return false;
  if (std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1) return true;
  if (regions.empty()) regions = oracle_detail::label_regions(grid);
  return oracle_detail::share_region(grid, regions, grid.index(a.row, a.col),
                                     grid.index(b.row, b.col));
}

GraphOracle::GraphOracle() : impl_(std::make_unique<Impl>()) {}
GraphOracle::~GraphOracle() = default;
GraphOracle::GraphOracle(GraphOracle&&) noexcept = default;
GraphOracle& GraphOracle::operator=(GraphOracle&&) noexcept = default;

void GraphOracle::prepare(const Board& board, const Config& config) {
  if (!impl_) impl_ = std::make_unique<Impl>();  // a moved-from oracle may be prepared again
  impl_->prepare(board, config);
}

bool GraphOracle::linked_at_all(const Query& query) {
  if (!impl_) throw std::logic_error("GraphOracle::linked_at_all on a moved-from oracle");
  return impl_->linked_at_all(query);
}

bool GraphOracle::linked_within(const Query& query) {
  if (!impl_) throw std::logic_error("GraphOracle::linked_within on a moved-from oracle");
  return impl_->linked_within(query);
}

Answer GraphOracle::solve(const Query& query) {
  if (!impl_) throw std::logic_error("GraphOracle::solve on a moved-from oracle");
  return impl_->solve(query);
}

}  // namespace llk::link
