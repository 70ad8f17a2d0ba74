/// The game oracle. Pairs come from the link oracle (link::GraphOracle) over every pair of tiles.
/// Clearing is a depth-first search over removal orders, memoized on the emptied cells, with
/// two reductions that rest on one fact: emptying cells never breaks a link that exists.
/// - The last two tiles of a value that link can be removed at once: no order loses by it.
/// - A state is dead when some tile can never go, even if every tile that possibly could went
///   first (a greatest fixpoint computed with the state's own reachability search below).
/// brute_force_clears() checks both on tiny boards.

#include "llk/game/oracle.hpp"

#include <algorithm>
#include <array>
#include <deque>
#include <map>
#include <stdexcept>
#include <unordered_set>

#include "llk/link/oracle.hpp"

namespace llk::game {
namespace {

/// Cells a path from `from` can end on, over the cells `open` says are passable, turning at most
/// K times: the reachability behind the dead-state test.
class Reach {
 public:
  Reach(const Board& board, const Config& config) : board_(board), config_(config) {
    ring_ = config.rules == Rules::classic ? 1 : 0;
    rows_ = board.rows() + 2 * ring_;
    cols_ = board.cols() + 2 * ring_;
  }
  /// True when `from` reaches a cell `target` accepts through cells `open` accepts.
  template <class Open, class Target>
  bool any(Cell from, const Open& open, const Target& target) const {
    constexpr std::array<int, 4> dr{-1, 1, 0, 0}, dc{0, 0, -1, 1};
    const std::size_t states = static_cast<std::size_t>(rows_ * cols_) * 4;
    std::vector<int> best(states, 1 << 30);
    std::deque<std::pair<std::size_t, int>> queue;  // (state, turns): a 0-1 BFS
    auto id = [&](int r, int c, int d) {
      return (static_cast<std::size_t>(r + ring_ - 1) * static_cast<std::size_t>(cols_) +
              static_cast<std::size_t>(c + ring_ - 1)) *
                 4 +
             static_cast<std::size_t>(d);
    };
    auto on_grid = [&](int r, int c) {
      return r >= 1 - ring_ && r <= board_.rows() + ring_ && c >= 1 - ring_ &&
             c <= board_.cols() + ring_;
    };
    for (int d = 0; d < 4; ++d) {
      const int r = from.row + dr[d], c = from.col + dc[d];
      if (!on_grid(r, c)) continue;
      const Cell cell{r, c};
      if (board_.inside(cell) && target(cell)) return true;
      if (!open(cell)) continue;
      best[id(r, c, d)] = 0;
      queue.push_back({id(r, c, d), 0});
    }
    while (!queue.empty()) {
      const auto [s, t] = queue.front();
      queue.pop_front();
      if (t != best[s]) continue;
      const int d = static_cast<int>(s % 4);
      const int cellno = static_cast<int>(s / 4);
      const int r = cellno / cols_ - ring_ + 1, c = cellno % cols_ - ring_ + 1;
      for (int e = 0; e < 4; ++e) {
        const int nt = t + (e == d ? 0 : 1);
        if (nt > config_.turns) continue;
        const int nr = r + dr[e], nc = c + dc[e];
        if (!on_grid(nr, nc)) continue;
        const Cell cell{nr, nc};
        if (board_.inside(cell) && target(cell)) return true;
        if (!open(cell)) continue;
        const std::size_t ns = id(nr, nc, e);
        if (best[ns] <= nt) continue;
        best[ns] = nt;
        if (e == d)
          queue.push_front({ns, nt});
        else
          queue.push_back({ns, nt});
      }
    }
    return false;
  }

 private:
  const Board& board_;
  Config config_;
  int ring_ = 0;
  int rows_ = 0;
  int cols_ = 0;
};

class ClearSearch {
 public:
  ClearSearch(const Board& board, const Config& config) : config_(config), start_(board) {
    for (const Cell& c : tile_cells(board)) cells_.push_back(c);
  }

  ClearVerdict run() {
    ClearVerdict v;
    std::map<std::int32_t, int> counts;
    for (const Cell& c : cells_) ++counts[start_.at(c)];
    const bool even = std::all_of(counts.begin(), counts.end(),
                                  [](const auto& kv) { return kv.second % 2 == 0; });
    std::vector<Pair> path;
    v.clears = even && search(start_, 0, path);
    if (v.clears) v.removals = std::move(path);
    v.states = states_;
    return v;
  }

 private:
  std::uint64_t bit(const Cell& c) const {
    return std::uint64_t{1} << static_cast<unsigned>((c.row - 1) * start_.cols() + c.col - 1);
  }

  /// Some tile can never be removed from `board`, whatever goes first.
  bool dead(const Board& board) const {
    std::vector<Cell> left = tile_cells(board);
    std::vector<char> gone(left.size(), 0);
    auto is_gone = [&](const Cell& c) {
      for (std::size_t i = 0; i < left.size(); ++i)
        if (left[i] == c) return gone[i] != 0;
      return true;  // empty already
    };
    const Reach reach(board, config_);
    for (bool changed = true; changed;) {
      changed = false;
      for (std::size_t i = 0; i < left.size(); ++i) {
        if (gone[i]) continue;
        const Cell t = left[i];
        const std::int32_t v = board.at(t);
        const bool frees = reach.any(
            t, [&](const Cell& c) { return !board.inside(c) || board.at(c) == 0 || is_gone(c); },
            [&](const Cell& c) { return board.at(c) == v && !(c == t); });
        if (frees) {
          gone[i] = 1;
          changed = true;
        }
      }
    }
    return std::find(gone.begin(), gone.end(), 0) != gone.end();
  }

  bool search(Board board, std::uint64_t emptied, std::vector<Pair>& path) {
    ++states_;
    const std::size_t depth = path.size();
    // The last two tiles of a value go at once when they link.
    for (bool forced = true; forced;) {
      forced = false;
      std::map<std::int32_t, std::vector<Cell>> by_value;
      for (const Cell& c : tile_cells(board)) by_value[board.at(c)].push_back(c);
      for (const auto& [v, cells] : by_value) {
        if (cells.size() != 2 || !oracle_links(board, config_, {cells[0], cells[1]})) continue;
        path.push_back({cells[0], cells[1]});
        board.set(cells[0].row, cells[0].col, 0);
        board.set(cells[1].row, cells[1].col, 0);
        emptied |= bit(cells[0]) | bit(cells[1]);
        forced = true;
      }
    }
    if (tile_count(board) == 0) return true;
    if (dead_.count(emptied) != 0 || dead(board)) {
      dead_.insert(emptied);
      path.resize(depth);
      return false;
    }
    for (const Pair& p : oracle_pairs(board, config_)) {
      Board next = board;
      next.set(p.a.row, p.a.col, 0);
      next.set(p.b.row, p.b.col, 0);
      path.push_back(p);
      if (search(std::move(next), emptied | bit(p.a) | bit(p.b), path)) return true;
      path.pop_back();
    }
    dead_.insert(emptied);
    path.resize(depth);
    return false;
  }

  Config config_;
  Board start_;
  std::vector<Cell> cells_;
  std::unordered_set<std::uint64_t> dead_;
  std::uint64_t states_ = 0;
};

bool brute(Board& board, const Config& config) {
  if (tile_count(board) == 0) return true;
  for (const Pair& p : oracle_pairs(board, config)) {
    const std::int32_t v = board.at(p.a);
    board.set(p.a.row, p.a.col, 0);
    board.set(p.b.row, p.b.col, 0);
    const bool ok = brute(board, config);
    board.set(p.a.row, p.a.col, v);
    board.set(p.b.row, p.b.col, v);
    if (ok) return true;
  }
  return false;
}

}  // namespace

std::vector<Pair> oracle_pairs(const Board& board, const Config& config) {
  thread_local link::GraphOracle link;
  link.prepare(board, config);
  const std::vector<Cell> tiles = tile_cells(board);
  std::vector<Pair> out;
  for (std::size_t i = 0; i < tiles.size(); ++i)
    for (std::size_t j = i + 1; j < tiles.size(); ++j)
      if (board.at(tiles[i]) == board.at(tiles[j]) && link.solve({tiles[i], tiles[j]}).yes)
        out.push_back({tiles[i], tiles[j]});
  return out;
}

bool oracle_links(const Board& board, const Config& config, const Pair& pair) {
  if (!board.inside(pair.a) || !board.inside(pair.b)) return false;
  thread_local link::GraphOracle link;
  link.prepare(board, config);
  return link.solve({pair.a, pair.b}).yes;
}

ClearVerdict oracle_clear(const Board& board, const Config& config) {
  if (static_cast<long>(board.rows()) * board.cols() > kOracleMaxCells)
    throw std::invalid_argument(
        "the game oracle clears boards of up to " + std::to_string(kOracleMaxCells) +
        " cells, not " + std::to_string(board.rows()) + " x " + std::to_string(board.cols()));
  return ClearSearch(board, config).run();
}

bool brute_force_clears(const Board& board, const Config& config) {
  Board b = board;
  return brute(b, config);
}

std::optional<std::string> check_removals(const Board& board, const Config& config,
                                          const std::vector<Pair>& removals) {
  Board b = board;
  for (std::size_t i = 0; i < removals.size(); ++i) {
    const Pair& p = removals[i];
    const std::string which = "removal " + std::to_string(i + 1) + " " + to_text(p);
    if (!b.inside(p.a) || !b.inside(p.b)) return which + " names a cell outside the board";
    if (b.at(p.a) == 0 || b.at(p.b) == 0) return which + " names an empty cell";
    if (!oracle_links(b, config, p)) return which + " does not link on the board as it stands";
    b.set(p.a.row, p.a.col, 0);
    b.set(p.b.row, p.b.col, 0);
  }
  if (const std::size_t left = tile_count(b); left != 0)
    return std::to_string(left) + " tile" + (left == 1 ? "" : "s") + " left after " +
           std::to_string(removals.size()) + " removals";
  return std::nullopt;
}

}  // namespace llk::game
