/// The escape oracle: Boost.Graph BFS over the expanded state graph, and the exhaustive walk
/// enumeration it falls back to. Both follow SPEC section 2 literally and use no prune.

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/visitors.hpp>
#include <boost/property_map/property_map.hpp>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "llk/escape/oracle.hpp"

namespace llk::escape {
namespace {

/// One state of the walker: where it stands, which cells it has used, and the second.
struct State {
  Cell at;
  std::uint64_t visited = 0;
  int time = 0;
};

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;

constexpr Cell kSteps[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

std::uint64_t bit(const Maze& m, Cell c) {
  return std::uint64_t{1} << m.index(c);
}

/// Keys a state by (visited set, cell); the time is the number of cells used minus one, but it
/// is kept in the state so the target test reads exactly as the rule does.
struct KeyHash {
  std::size_t operator()(const std::pair<std::uint64_t, int>& k) const {
    return std::hash<std::uint64_t>()(k.first ^ (std::uint64_t(k.second) << 58) ^
                                      (std::uint64_t(k.second) * 0x9e3779b97f4a7c15ULL));
  }
};

}  // namespace

Answer GraphOracle::solve(const Case& c) {
  const Maze& m = c.maze;
  const Cell start = *m.find(kStart);
  const Cell door = *m.find(kDoor);
  used_graph_ = false;
  states_ = 0;

  // Build every state reachable by the rules (any non-wall unused neighbour, at most T moves).
  Graph g;
  std::vector<State> states;
  std::unordered_map<std::pair<std::uint64_t, int>, Vertex, KeyHash> ids;
  const auto vertex_of = [&](const State& s) -> Vertex {
    const auto key = std::make_pair(s.visited, m.index(s.at));
    const auto found = ids.find(key);
    if (found != ids.end()) return found->second;
    const Vertex v = boost::add_vertex(g);
    ids.emplace(key, v);
    states.push_back(s);
    return v;
  };
  const Vertex source = vertex_of(State{start, bit(m, start), 0});
  for (std::size_t i = 0; i < states.size(); ++i) {
    if (states.size() > max_states_) return exhaustive_escape(c);
    const State s = states[i];
    if (s.time == c.time) continue;
    for (const Cell step : kSteps) {
      const Cell next{s.at.row + step.row, s.at.col + step.col};
      if (!m.inside(next) || m.at(next) == kWall || (s.visited & bit(m, next)) != 0) continue;
      boost::add_edge(static_cast<Vertex>(i),
                      vertex_of(State{next, s.visited | bit(m, next), s.time + 1}), g);
    }
  }
  used_graph_ = true;
  states_ = states.size();

  // BFS from the start state; YES when it discovers a state standing on D at second T.
  const std::size_t n = boost::num_vertices(g);
  std::vector<Vertex> pred(n);
  for (std::size_t v = 0; v < n; ++v) pred[v] = v;
  std::vector<boost::default_color_type> color(n, boost::white_color);
  const auto index = boost::get(boost::vertex_index, g);
  boost::breadth_first_search(
      g, source,
      boost::visitor(
          boost::make_bfs_visitor(boost::record_predecessors(pred.data(), boost::on_tree_edge())))
          .color_map(boost::make_iterator_property_map(color.begin(), index)));

  Answer answer;
  for (std::size_t v = 0; v < n; ++v) {
    if (color[v] == boost::white_color) continue;
    if (!(states[v].at == door) || states[v].time != c.time) continue;
    answer.yes = true;
    for (Vertex u = v;; u = pred[u]) {
      answer.walk.insert(answer.walk.begin(), states[u].at);
      if (u == source) break;
    }
    break;
  }
  return answer;
}

namespace {

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
