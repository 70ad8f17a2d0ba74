/// The escape oracle: Boost.Graph breadth-first search over the implicit state graph, and the
/// exhaustive walk enumeration it falls back to (and is checked against).

#include <boost/graph/breadth_first_search.hpp>
#include <boost/pending/queue.hpp>
#include <boost/property_map/property_map.hpp>
#include <cstdint>
#include <vector>

#include "llk/escape/oracle.hpp"
#include "state_graph.hpp"

namespace llk::escape {
namespace oracle_detail {

StateGraph::StateGraph(const Case& c) : rows_(c.maze.rows()), cols_(c.maze.cols()) {
  for (int r = 0; r < rows_; ++r)
    for (int col = 0; col < cols_; ++col) {
      const int i = r * cols_ + col;
      if (c.maze.at({r, col}) != kWall) free_ |= std::uint64_t{1} << i;
      if (col != 0) not_first_ |= std::uint64_t{1} << i;
      if (col != cols_ - 1) not_last_ |= std::uint64_t{1} << i;
    }
  door_ = c.maze.index(*c.maze.find(kDoor));
  limit_ = c.time;
  const int s = c.maze.index(*c.maze.find(kStart));
  start_ = key(std::uint64_t{1} << s, s);
}

std::uint64_t StateGraph::reach(std::uint64_t from, std::uint64_t open) const {
  std::uint64_t seen = from;
  for (;;) {
    const std::uint64_t grown = (seen | (seen << cols_) | (seen >> cols_) |
                                 ((seen << 1) & not_first_) | ((seen >> 1) & not_last_)) &
                                open;
    if (grown == seen) return seen;
    seen = grown;
  }
}

bool StateGraph::live(Key k) const {
  const int left = limit_ - time(k);
  if (left < 0) return false;
  if (left == 0) return at(k) == door_;
  // Every second still to come enters a new cell, all of them reachable from here through
  // unused cells, and the last of them is D.
  const std::uint64_t here = std::uint64_t{1} << at(k);
  const std::uint64_t room = reach(here, (free_ & ~used(k)) | here) & ~here;
  return (room >> door_ & 1) != 0 && __builtin_popcountll(room) >= left;
}

bool StateGraph::head(Key k, int dir, Key& to) const {
  const int cell = at(k), r = cell / cols_, c = cell % cols_;
  int next = -1;
  switch (dir) {
    case 0:
      next = r + 1 < rows_ ? cell + cols_ : -1;
      break;
    case 1:
      next = r > 0 ? cell - cols_ : -1;
      break;
    case 2:
      next = c + 1 < cols_ ? cell + 1 : -1;
      break;
    default:
      next = c > 0 ? cell - 1 : -1;
      break;
  }
  if (next < 0) return false;
  const std::uint64_t bit = std::uint64_t{1} << next;
  if ((free_ & bit) == 0 || (used(k) & bit) != 0) return false;
  to = key(used(k) | bit, next);
  return live(to);
}

}  // namespace oracle_detail

namespace {

using oracle_detail::Key;
using oracle_detail::StateGraph;

struct Found {
  Key goal;
};
struct Budget {};

/// Each state the search reached: its colour and the state it was reached from, in one
/// open-addressed table kept between solves (node-based maps allocated twice per state).
class StateTable {
 public:
  struct Slot {
    Key key;
    Key pred;
    std::uint32_t stamp = 0;  ///< the slot holds a state of this solve when it equals stamp_
    boost::default_color_type colour = boost::white_color;
  };

  void clear() {
    if (slots_.empty()) slots_.resize(kFirstSlots);
    if (++stamp_ == 0) {  // wrapped: forget every old stamp
      for (Slot& s : slots_) s.stamp = 0;
      stamp_ = 1;
    }
    size_ = 0;
  }
  std::size_t size() const { return size_; }
  const Slot* find(Key k) const {
    for (std::size_t i = slot(k);; i = (i + 1) & (slots_.size() - 1)) {
      if (slots_[i].stamp != stamp_) return nullptr;
      if (slots_[i].key == k) return &slots_[i];
    }
  }
  /// The slot of `k`, made (white, no predecessor) when it is new.
  Slot& at(Key k) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    std::size_t i = slot(k);
    for (; slots_[i].stamp == stamp_; i = (i + 1) & (slots_.size() - 1))
      if (slots_[i].key == k) return slots_[i];
    ++size_;
    slots_[i] = Slot{k, k, stamp_, boost::white_color};
    return slots_[i];
  }

 private:
  static constexpr std::size_t kFirstSlots = 256;
  std::size_t slot(Key k) const {
    return (oracle_detail::KeyHash{}(k) >> 20) & (slots_.size() - 1);
  }
  void grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    for (const Slot& s : old)
      if (s.stamp == stamp_) {
        std::size_t i = slot(s.key);
        while (slots_[i].stamp == stamp_) i = (i + 1) & (slots_.size() - 1);
        slots_[i] = s;
      }
  }
  std::vector<Slot> slots_;
  std::uint32_t stamp_ = 0;
  std::size_t size_ = 0;
};

/// The search's colour map (a Boost read-write property map) over a StateTable.
struct ColourMap {
  using key_type = Key;
  using value_type = boost::default_color_type;
  using reference = value_type;
  using category = boost::read_write_property_map_tag;
  StateTable* table;
};
boost::default_color_type get(const ColourMap& m, Key k) {
  const StateTable::Slot* s = m.table->find(k);
  return s != nullptr ? s->colour : boost::white_color;
}
void put(const ColourMap& m, Key k, boost::default_color_type c) {
  m.table->at(k).colour = c;
}

/// Records predecessors, stops at the first goal, and gives up beyond the state budget.
struct Recorder : boost::default_bfs_visitor {
  StateTable* table;
  std::size_t* tree_edges;
  std::size_t max_states;
  void discover_vertex(Key k, const StateGraph& g) const {
    if (g.is_goal(k)) throw Found{k};
    if (*tree_edges > max_states) throw Budget{};
  }
  void tree_edge(const StateGraph::Edge& e, const StateGraph&) const {
    table->at(e.to).pred = e.from;
    ++*tree_edges;
  }
};

}  // namespace

Answer GraphOracle::solve(const Case& c) {
  used_graph_ = false;
  states_ = 0;
  const StateGraph g(c);
  Answer answer;
  if (!g.live(g.start())) {
    used_graph_ = true;
    return answer;
  }
  thread_local StateTable table;
  table.clear();
  std::size_t tree_edges = 0;
  boost::queue<Key> queue;
  try {
    boost::breadth_first_visit(g, g.start(), queue, Recorder{{}, &table, &tree_edges, max_states_},
                               ColourMap{&table});
  } catch (const Found& f) {
    answer.yes = true;
    for (Key k = f.goal;; k = table.find(k)->pred) {
      answer.walk.insert(answer.walk.begin(), c.maze.cell(StateGraph::at(k)));
      if (k == g.start()) break;
    }
  } catch (const Budget&) {
    return exhaustive_escape(c);
  }
  used_graph_ = true;
  states_ = table.size();
  return answer;
}

namespace {

constexpr Cell kSteps[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

/// Every walk, no prune: the walker may pass over D and go on; only second T is judged.
class Exhaustive {
 public:
  /// With `count_all`, the walk tree is explored to the end (or the budget) even after a YES.
  Exhaustive(const Case& c, std::size_t budget, bool count_all = false)
      : c_(c), budget_(budget), count_all_(count_all) {
    used_.assign(c.maze.cells().size(), false);
    door_ = *c.maze.find(kDoor);
  }
  bool run() {
    const Cell start = *c_.maze.find(kStart);
    used_[c_.maze.index(start)] = true;
    walk_.push_back(start);
    return visit(start, 0);
  }
  std::size_t nodes() const { return nodes_; }
  const std::vector<Cell>& walk() const { return walk_; }

 private:
  bool visit(Cell at, int t) {
    ++nodes_;
    if (t == c_.time) return !count_all_ && at == door_;
    if (nodes_ > budget_) return false;
    for (const Cell step : kSteps) {
      const Cell next{at.row + step.row, at.col + step.col};
      if (!c_.maze.inside(next) || c_.maze.at(next) == kWall || used_[c_.maze.index(next)])
        continue;
      used_[c_.maze.index(next)] = true;
      walk_.push_back(next);
      if (visit(next, t + 1)) return true;
      walk_.pop_back();
      used_[c_.maze.index(next)] = false;
    }
    return false;
  }

  const Case& c_;
  std::size_t budget_;
  bool count_all_;
  std::size_t nodes_ = 0;
  Cell door_;
  std::vector<bool> used_;
  std::vector<Cell> walk_;
};

}  // namespace

Answer exhaustive_escape(const Case& c) {
  Exhaustive e(c, SIZE_MAX);
  Answer answer;
  answer.yes = e.run();
  if (answer.yes) answer.walk = e.walk();
  return answer;
}

std::size_t walk_tree_size(const Case& c, std::size_t budget) {
  Exhaustive e(c, budget, true);
  e.run();
  return e.nodes() > budget ? budget + 1 : e.nodes();
}

}  // namespace llk::escape
