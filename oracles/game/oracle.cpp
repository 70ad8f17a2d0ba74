/// The game oracle. Its own reachability search (cell x direction x turns, one search per tile
/// finds all its partners) gives the pairs line and the clearing search's pairs; the link oracle
/// (link::GraphOracle) checks removals and gives brute_force_clears() its pairs, so that checks
/// both. Clearing is a depth-first search over removal orders, memoized on the emptied cells;
/// six reductions rest on one fact: emptying cells never breaks a link that exists.
/// - A value whose tiles can all be removed now, by links among themselves, is removed at once:
///   any order that clears the board still clears it after, without the value's removals
///   (tried for the values whose every tile links with some tile now; values_go()).
/// - A pair that links now goes at once when one of its tiles has no other partner left (tiles
///   of its value it could link with, all else gone): every clearing removes that pair. On a
///   board of one row or column, any pair that links goes at once (forced_goes()).
/// - A state is dead when some tile can never go, even if every tile that possibly could went
///   first (a greatest fixpoint computed with the same reachability search; stuck()).
/// - A state is dead when its tiles, joined tile to partner (tiles of its value it could link
///   with, all else gone), fall into a group of odd size: each removal takes two of one group
///   (odd_group()).
/// - A state is dead when the pairs it binds cannot all go, or the tiles they leave unbound fall
///   into a group of odd size (hopeless()).
/// - Past ClearOptions::patience states, a state is dead when its tiles cannot be put in an
///   order (out_of_order()).
/// - Past ClearOptions::patience states, once, the search ends when a part of the start cannot
///   empty even with every other tile gone whenever that helps (part_stuck()); every
///   ClearOptions::recheck states after, the states on the search's path are tested so, and the
///   search backs up above the first that fails (first_lost()).
/// The search starts a new attempt, ties of its order broken otherwise, after
/// ClearOptions::restart states times Luby's sequence, keeping the states known dead.
/// brute_force_clears() checks them all on small boards, plain_brute_force() (brute_force.cpp) up
/// to 24 tiles; ClearOptions::fault makes one of them unsound past 10 tiles, for the oracle's
/// mutants (mutants/game/oracle_faults.cpp).

#include "llk/game/oracle.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <deque>
#include <map>
#include <stdexcept>
#include <tuple>
#include <unordered_set>

#include "llk/link/oracle.hpp"

namespace llk::game {
namespace {

/// Cells a path from `from` can end on, over the cells `open` says are passable, turning at most
/// K times: the reachability behind the dead-state test and the clearing search's pairs. Its
/// buffers are kept across searches (one board size per clearing search).
class Reach {
 public:
  Reach(const Board& board, const Config& config)
      : turns_(config.turns),
        ring_(config.rules == Rules::classic ? 1 : 0),
        rows_(board.rows() + 2 * ring_),
        cols_(board.cols() + 2 * ring_),
        best_(static_cast<std::size_t>(rows_ * cols_) * 4) {}

  /// Calls `found` on each cell `target` accepts that `from` reaches through cells `open`
  /// accepts (a cell may come more than once); true as soon as `found` returns true.
  template <class Open, class Target, class Found>
  bool search(const Board& board, Cell from, const Open& open, const Target& target,
              const Found& found) {
    constexpr std::array<int, 4> dr{-1, 1, 0, 0}, dc{0, 0, -1, 1};
    std::memset(best_.data(), kFarByte, best_.size() * sizeof(int));  // every int kFar
    now_.clear();
    later_.clear();
    auto id = [&](int r, int c, int d) {
      return (static_cast<std::size_t>(r + ring_ - 1) * static_cast<std::size_t>(cols_) +
              static_cast<std::size_t>(c + ring_ - 1)) *
                 4 +
             static_cast<std::size_t>(d);
    };
    auto on_grid = [&](int r, int c) {
      return r >= 1 - ring_ && r <= board.rows() + ring_ && c >= 1 - ring_ &&
             c <= board.cols() + ring_;
    };
    for (int d = 0; d < 4; ++d) {
      const int r = from.row + dr[d], c = from.col + dc[d];
      if (!on_grid(r, c)) continue;
      const Cell cell{r, c};
      if (board.inside(cell) && target(cell) && found(cell)) return true;
      if (!open(cell)) continue;
      best_[id(r, c, d)] = 0;
      now_.push_back(id(r, c, d));
    }
    // A 0-1 search by layers of turns used: straight on stays in the layer, a turn goes to the
    // next; a state is expanded at the fewest turns it takes.
    for (int t = 0; t <= turns_ && !now_.empty(); ++t) {
      while (!now_.empty()) {
        const std::size_t s = now_.back();
        now_.pop_back();
        if (best_[s] != t) continue;
        const int d = static_cast<int>(s % 4);
        const int cellno = static_cast<int>(s / 4);
        const int r = cellno / cols_ - ring_ + 1, c = cellno % cols_ - ring_ + 1;
        for (int e = 0; e < 4; ++e) {
          const int nt = t + (e == d ? 0 : 1);
          if (nt > turns_) continue;
          const int nr = r + dr[e], nc = c + dc[e];
          if (!on_grid(nr, nc)) continue;
          const Cell cell{nr, nc};
          if (board.inside(cell) && target(cell) && found(cell)) return true;
          if (!open(cell)) continue;
          const std::size_t ns = id(nr, nc, e);
          if (best_[ns] <= nt) continue;
          best_[ns] = nt;
          (e == d ? now_ : later_).push_back(ns);
        }
      }
      now_.swap(later_);
    }
    return false;
  }

  /// True when `from` reaches a cell `target` accepts through cells `open` accepts.
  template <class Open, class Target>
  bool any(const Board& board, Cell from, const Open& open, const Target& target) {
    return search(board, from, open, target, [](const Cell&) { return true; });
  }

 private:
  static constexpr int kFarByte = 0x3f;
  static constexpr int kFar = 0x3f3f3f3f;
  int turns_ = 0;
  int ring_ = 0;
  int rows_ = 0;
  int cols_ = 0;
  std::vector<int> best_;
  std::vector<std::size_t> now_, later_;
};

class ClearSearch {
 public:
  ClearSearch(const Board& board, const Config& config, const ClearOptions& options = {})
      : config_(config), start_(board), reach_(board, config), options_of_(options) {
    cells_.reserve(tile_count(board));
    for (int r = 1; r <= board.rows(); ++r)
      for (int c = 1; c <= board.cols(); ++c)
        if (board.at(r, c) != 0) cells_.push_back({r, c});
    mark_.assign(board.values().size(), 0);
  }

  /// Every pair that links on `board` (oracle_pairs()).
  std::vector<Pair> linked(const Board& board) {
    std::vector<Pair> out;
    pairs(board, out);
    return out;
  }

  ClearVerdict run() {
    ClearVerdict v;
    std::map<std::int32_t, int> counts;
    for (const Cell& c : cells_) ++counts[start_.at(c)];
    const bool even = std::all_of(counts.begin(), counts.end(),
                                  [](const auto& kv) { return kv.second % 2 == 0; });
    std::vector<Pair> path;
    // Attempts of Luby's lengths (1 1 2 1 1 2 4 ...) times ClearOptions::restart states, the states
    // known dead kept: an attempt lost early in a large dead part gives way to one in another
    // order.
    for (std::uint64_t i = 1; even; ++i) {
      attempt_ = i;
      const std::uint64_t length = options_of_.restart * luby(i);
      limit_ = options_of_.restart == 0 || i >= 64 ? ~std::uint64_t{0} : states_ + length;
      ended_short_ = false;
      lost_at_ = kNever;
      proven_.clear();
      path.clear();
      Board board = start_;  // emptied and refilled by the search
      v.clears = search(board, 0, path);
      if (v.clears || !ended_short_) break;
    }
    if (v.clears) v.removals = std::move(path);
    v.states = states_;
    return v;
  }

 private:
  std::size_t index(const Cell& c) const {
    return static_cast<std::size_t>((c.row - 1) * start_.cols() + c.col - 1);
  }
  /// The i-th term (from 1) of Luby's sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...
  static std::uint64_t luby(std::uint64_t i) {
    for (std::uint64_t k = 1;; ++k) {
      const std::uint64_t end = (std::uint64_t{1} << k) - 1;  // the term 2^(k-1) ends here
      if (i == end) return std::uint64_t{1} << (k - 1);
      if (i < end) return luby(i - ((std::uint64_t{1} << (k - 1)) - 1));
    }
  }
  /// `linked` permuted by an xorshift stream of the attempt and the state count (attempts past
  /// the first): the fewest-first order then breaks its ties otherwise.
  void permute(std::vector<Pair>& linked) const {
    std::uint64_t x = (attempt_ << 32) ^ states_ ^ 0x2545f4914f6cdd1dULL;
    for (std::size_t i = linked.size(); i > 1; --i) {
      x ^= x << 13;
      x ^= x >> 7;
      x ^= x << 17;
      std::swap(linked[i - 1], linked[x % i]);
    }
  }
  std::uint64_t bit(const Cell& c) const {
    return std::uint64_t{1} << static_cast<unsigned>(index(c));
  }
  /// True when `f` is the mutant's fault and the board has more than 10 tiles.
  bool faulty(ClearFault f) const { return options_of_.fault == f && cells_.size() > 10; }

  /// The tiles of `board`, row by row, into kept scratch (valid until the next call).
  const std::vector<Cell>& tiles_of(const Board& board) {
    tiles_.clear();
    for (int r = 1; r <= board.rows(); ++r)
      for (int c = 1; c <= board.cols(); ++c)
        if (board.at(r, c) != 0) tiles_.push_back({r, c});
    return tiles_;
  }

  /// True when the two tiles link (SPEC section 1) on `board`: the same answer as
  /// oracle_links(), by this search's own reachability.
  bool links(const Board& board, const Cell& a, const Cell& b) {
    if (config_.turns < 0) return false;
    return reach_.any(
        board, a, [&](const Cell& c) { return !board.inside(c) || board.at(c) == 0; },
        [&](const Cell& c) { return c == b; });
  }

  /// Every pair that links on `board`, in oracle_pairs()'s order (a before b, row-major), into
  /// `out` (its contents replaced).
  void pairs(const Board& board, std::vector<Pair>& out) {
    const std::vector<Cell>& tiles = tiles_of(board);
    out.clear();
    if (config_.turns < 0) return;
    auto open = [&](const Cell& c) { return !board.inside(c) || board.at(c) == 0; };
    for (std::size_t i = 0; i < tiles.size(); ++i) {
      const Cell a = tiles[i];
      const std::int32_t v = board.at(a);
      const std::size_t ia = index(a);
      bool any = false;
      reach_.search(
          board, a, open, [&](const Cell& c) { return board.at(c) == v && index(c) > ia; },
          [&](const Cell& c) {
            mark_[index(c)] = 1;
            any = true;
            return false;
          });
      if (!any) continue;
      for (std::size_t j = i + 1; j < tiles.size(); ++j)
        if (mark_[index(tiles[j])] != 0) {
          out.push_back({a, tiles[j]});
          mark_[index(tiles[j])] = 0;
        }
    }
  }

  /// Some tile can never be removed from `board`, whatever goes first. A path from t to a tile u
  /// of its value, read backwards, frees u too: both go at once. The tiles of `linked` (the
  /// board's pairs) go before any search: the fixpoint is the least one, whatever the order.
  bool stuck(const Board& board, const std::vector<Pair>& linked) {
    const std::vector<Cell>& left = tiles_of(board);
    std::fill(mark_.begin(), mark_.end(), 0);  // 1: gone
    std::size_t gone = 0;
    for (const Pair& p : linked)
      for (const Cell& c : {p.a, p.b})
        if (mark_[index(c)] == 0) {
          mark_[index(c)] = 1;
          ++gone;
        }
    for (bool changed = !linked.empty(); changed && gone < left.size();) {
      changed = false;
      for (const Cell& t : left) {
        if (mark_[index(t)] != 0) continue;
        const std::int32_t v = board.at(t);
        Cell partner{};
        const bool frees = reach_.search(
            board, t,
            [&](const Cell& c) {
              return !board.inside(c) || board.at(c) == 0 ||
                     (mark_[index(c)] != 0 &&
                      (!faulty(ClearFault::dead_own_value_only) || board.at(c) == v));
            },
            [&](const Cell& c) { return board.at(c) == v && !(c == t); },
            [&](const Cell& c) {
              partner = c;
              return true;
            });
        if (!frees) continue;
        for (const Cell& c : {t, partner})
          if (mark_[index(c)] == 0) {
            mark_[index(c)] = 1;
            ++gone;
          }
        changed = true;
      }
    }
    std::fill(mark_.begin(), mark_.end(), 0);
    return gone != left.size();
  }

  /// True when `a` and `b` link on the board with every other tile gone, or with only the tile
  /// on cell `x` left besides them (x < 0: none). A position's property alone, so kept.
  bool links_alone(const Cell& a, const Cell& b, int x = -1) {
    if (config_.turns < 0) return false;
    return reach_.any(
        start_, a,
        [&](const Cell& c) { return !start_.inside(c) || static_cast<int>(index(c)) != x; },
        [&](const Cell& c) { return c == b; });
  }
  /// The cells b of a's value with links_alone(a, b): one search from a over the empty board,
  /// kept as a mask of cells.
  std::uint64_t partners(const Cell& a) {
    if (partners_.empty()) partners_.assign(start_.values().size(), 0);
    if ((partners_known_ & bit(a)) == 0) {
      const std::int32_t v = start_.at(a);
      std::uint64_t& found = partners_[index(a)];
      if (config_.turns >= 0)
        reach_.search(
            start_, a, [](const Cell&) { return true; },
            [&](const Cell& c) { return start_.at(c) == v; },
            [&](const Cell& c) {
              found |= bit(c);
              return false;
            });
      partners_known_ |= bit(a);
    }
    return partners_[index(a)];
  }
  /// The tiles of `present` that must be gone before `a` and `b` can link: with one of them
  /// left besides the two they do not (emptying cells never breaks a link). Each tile is tried
  /// once per pair, when first present.
  std::uint64_t blockers(const Cell& a, const Cell& b, std::uint64_t present) {
    const std::size_t n = start_.values().size();
    if (tried_.empty()) {
      tried_.assign(n * n, 0);
      blocked_.assign(n * n, 0);
    }
    const std::size_t k = index(a) * n + index(b);
    for (std::uint64_t m = present & ~tried_[k] & ~(bit(a) | bit(b)); m != 0; m &= m - 1) {
      const int x = __builtin_ctzll(m);
      if (!links_alone(a, b, x)) blocked_[k] |= std::uint64_t{1} << x;
    }
    tried_[k] |= present;
    return blocked_[k] & present;
  }

  /// The tiles of `present`, joined each to its partners, make a group of odd size; no order
  /// clears such a board, since every removal takes a tile and one of its partners.
  bool odd_group(std::uint64_t present) {
    std::uint64_t seen = 0;
    for (std::uint64_t m = present; m != 0; m &= m - 1) {
      const int first = __builtin_ctzll(m);
      if ((seen >> first & 1) != 0) continue;
      std::uint64_t group = std::uint64_t{1} << first;
      for (std::uint64_t grown = group; grown != 0;) {  // until no partner adds a tile
        std::uint64_t reached = group;
        for (std::uint64_t g = group; g != 0; g &= g - 1) {
          const int c = __builtin_ctzll(g);
          std::uint64_t joined = partners(cell_of(c)) & present & ~(std::uint64_t{1} << c);
          if (faulty(ClearFault::odd_group_one_partner)) joined &= ~joined + 1;
          reached |= joined;
        }
        grown = reached & ~group;
        group = reached;
      }
      if (__builtin_popcountll(group) % 2 == 1) return true;
      seen |= group;
    }
    return false;
  }

  /// No order removes every tile of `board`, seen from the pairs it binds. A tile's partner is a
  /// tile of its value that could link with it (all else gone), is in no bound pair, and is not
  /// ruled out; a tile with none is stranded, a tile with one is bound to go with it (until no
  /// more are bound). A bound pair waits for the tiles that block it: bound pairs that wait
  /// on each other in a cycle never go, and a pair that would wait on a bound pair that waits
  /// for it is ruled out. The tiles left unbound must pair among themselves: no group of them
  /// (joined by partners) may be of odd size.
  bool hopeless(const Board& board) {
    std::vector<Cell>& tiles = here_;
    tiles = tiles_of(board);
    std::uint64_t present = 0;
    for (const Cell& t : tiles) present |= bit(t);
    if (odd_group(present)) return true;
    bound_.assign(start_.values().size(), -1);
    bound_pairs_.clear();
    waits_.clear();
    awaited_ = 0;
    std::uint64_t unbound = present;  // tiles in no bound pair
    for (bool more = true; more;) {
      more = false;
      for (const Cell& t : tiles) {
        if ((unbound & bit(t)) == 0) continue;
        // Its partners left, up to two that are not ruled out.
        int count = 0;
        int partner = -1;
        for (std::uint64_t m = partners(t) & unbound & ~bit(t); m != 0 && count < 2; m &= m - 1) {
          const int u = __builtin_ctzll(m);
          if (bound_pairs_.empty() ||
              !ruled_out(t, {u / start_.cols() + 1, u % start_.cols() + 1}, present)) {
            partner = u;
            ++count;
          }
        }
        if (count == 0) return true;
        if (count > 1) continue;
        const Cell u{partner / start_.cols() + 1, partner % start_.cols() + 1};
        bound_[index(t)] = bound_[index(u)] = static_cast<int>(bound_pairs_.size());
        unbound &= ~(bit(t) | bit(u));
        bound_pairs_.push_back({t, u});
        waits_.push_back(0);
        awaited_ |= blockers(t, u, present);
        for (std::size_t q = 0; q < bound_pairs_.size();
             ++q)  // the new pair may block earlier ones
          waits_[q] = waits_on(bound_pairs_[q].a, bound_pairs_[q].b, present);
        more = true;
      }
    }
    // The unbound tiles go with unbound tiles, along partners not ruled out: a group of odd size
    // cannot (the bound pairs take their own two).
    if (!bound_pairs_.empty() && odd_unbound_group(unbound, present)) return true;
    // Peel the pairs that wait on no pair left; whatever stays waits in a cycle.
    std::uint64_t left = (std::uint64_t{1} << bound_pairs_.size()) - 1;  // at most 32 pairs
    for (bool peeled = true; peeled && left != 0;) {
      peeled = false;
      for (std::size_t q = 0; q < bound_pairs_.size(); ++q)
        if ((left >> q & 1) != 0 && (waits_[q] & left) == 0) {
          left &= ~(std::uint64_t{1} << q);
          peeled = true;
        }
    }
    if (faulty(ClearFault::bound_chain_dead))
      for (const Pair& q : bound_pairs_)
        if (blockers(q.a, q.b, present) != 0) return true;
    return left != 0;
  }
  /// The tiles of `unbound` (in no bound pair), joined each to its partners in `unbound` that are
  /// not ruled out, make a group of odd size.
  bool odd_unbound_group(std::uint64_t unbound, std::uint64_t present) {
    std::uint64_t seen = 0;
    for (std::uint64_t m = unbound; m != 0; m &= m - 1) {
      const int first = __builtin_ctzll(m);
      if ((seen >> first & 1) != 0) continue;
      std::uint64_t group = std::uint64_t{1} << first, frontier = group;
      while (frontier != 0) {
        const Cell t = cell_of(__builtin_ctzll(frontier));
        frontier &= frontier - 1;
        for (std::uint64_t n = partners(t) & unbound & ~group; n != 0; n &= n - 1) {
          const int u = __builtin_ctzll(n);
          if (ruled_out(t, cell_of(u), present)) continue;
          group |= std::uint64_t{1} << u;
          frontier |= std::uint64_t{1} << u;
        }
      }
      if (__builtin_popcountll(group) % 2 == 1) return true;
      seen |= group;
    }
    return false;
  }
  /// Whether to ask out_of_order() at this state (past ClearOptions::patience states): past
  /// 1,024 answers only while at least one in 64 ends a state (it costs more than the tests
  /// before it). Counts, not times: the same board gets the same search on any machine.
  bool order_pays() {
    if (order_asked_ >= 1024 && order_ended_ * 64 < order_asked_) return false;
    ++order_asked_;
    return true;
  }
  /// No order removes every tile of `board`, seen from which tiles must go before which. A tile
  /// goes with one of its options (tiles of its value it could link with, all else gone) after
  /// every tile that blocks all its options; before a tile also goes a tile whose options all
  /// go before it, since it goes with one of them. An option walled off by a tile that goes
  /// after the tile or the option is none, nor one whose pair would leave a group of odd size
  /// or a tile going after it without an option; a tile with one option left has the same tiles
  /// before it as that option. A tile that must go before itself, or with no option left, cannot
  /// go.
  bool out_of_order(const Board& board) {
    here_ = tiles_of(board);
    std::uint64_t present = 0;
    for (const Cell& t : here_) present |= bit(t);
    const std::size_t n = start_.values().size();
    options_.assign(n, 0);
    before_.assign(n, 0);
    for (const Cell& t : here_)
      if ((options_[index(t)] = partners(t) & present & ~bit(t)) == 0) return ++order_ended_, true;
    // A pair whose going would leave a group of odd size is never removed: each other removal
    // takes two tiles of one group of the tiles left.
    for (const Cell& t : here_) {
      const std::size_t i = index(t);
      for (std::uint64_t m = options_[i] & ~((bit(t) << 1) - 1); m != 0; m &= m - 1) {
        const int o = __builtin_ctzll(m);
        if (!odd_group(present & ~bit(t) & ~(std::uint64_t{1} << o))) continue;
        options_[i] &= ~(std::uint64_t{1} << o);
        options_[static_cast<std::size_t>(o)] &= ~bit(t);
      }
      if (options_[i] == 0) return ++order_ended_, true;
    }
    std::uint64_t stale = present;  // the tiles whose options changed since their blockers met
    for (bool changed = true; changed;) {
      changed = false;
      for (const Cell& t : here_) {
        const std::size_t i = index(t);
        std::uint64_t must = before_[i];
        if ((stale & bit(t)) != 0) {  // the tiles that block every option go before t
          std::uint64_t all = ~std::uint64_t{0}, any = 0;
          for (std::uint64_t m = options_[i]; m != 0; m &= m - 1) {
            const std::uint64_t walls = blockers(t, cell_of(__builtin_ctzll(m)), present);
            all &= walls;
            any |= walls;
          }
          must |= faulty(ClearFault::order_any_option) ? any : all;
          stale &= ~bit(t);
        }
        for (std::uint64_t m = must; m != 0; m &= m - 1)  // and what goes before those
          must |= before_[static_cast<std::size_t>(__builtin_ctzll(m))];
        for (std::uint64_t m = present & ~must & ~bit(t); m != 0; m &= m - 1) {
          const int u = __builtin_ctzll(m);  // u goes with one of its options: before t too
          if ((options_[static_cast<std::size_t>(u)] & ~must) == 0) must |= std::uint64_t{1} << u;
        }
        if ((must & bit(t)) != 0) return ++order_ended_, true;
        // A partner goes with t, not before or after it, and not past a tile that goes after t
        // or after the partner (a blocker goes before both).
        std::uint64_t left = options_[i] & ~must;
        for (std::uint64_t m = left; m != 0; m &= m - 1) {
          const int o = __builtin_ctzll(m);
          const std::uint64_t pair = bit(t) | (std::uint64_t{1} << o);
          bool later = (before_[static_cast<std::size_t>(o)] & bit(t)) != 0;
          const std::uint64_t walls = blockers(t, cell_of(o), present);
          for (std::uint64_t b = walls; b != 0 && !later; b &= b - 1)
            later = (before_[static_cast<std::size_t>(__builtin_ctzll(b))] & pair) != 0;
          // A tile that goes after the pair needs an option still there: not the pair, no wall.
          for (std::uint64_t u = present & ~pair; u != 0 && !later; u &= u - 1) {
            const auto j = static_cast<std::size_t>(__builtin_ctzll(u));
            later = (before_[j] & pair) != 0 && (options_[j] & ~(walls | pair)) == 0;
          }
          if (later) left &= ~(std::uint64_t{1} << o);
        }
        if (left == 0) return ++order_ended_, true;
        if ((left & (left - 1)) == 0) {  // t's one partner goes with it: the same tiles before
          const auto o = static_cast<std::size_t>(__builtin_ctzll(left));
          must |= before_[o];
          const std::uint64_t with =
              before_[o] | must | blockers(t, cell_of(static_cast<int>(o)), present);
          if (with != before_[o]) changed = true;
          before_[o] = with;
          if ((must & bit(t)) != 0 || (with & left) != 0) return ++order_ended_, true;
        }
        if (left != options_[i]) stale |= bit(t);
        if (must != before_[i] || left != options_[i]) changed = true;
        before_[i] = must;
        options_[i] = left;
      }
    }
    return false;
  }

  /// The bound pairs (bits of bound_ numbers) holding a tile that blocks `a` and `b`.
  std::uint64_t waits_on(const Cell& a, const Cell& b, std::uint64_t present) {
    std::uint64_t out = 0;
    for (std::uint64_t m = blockers(a, b, present); m != 0; m &= m - 1) {
      const int p = bound_[static_cast<std::size_t>(__builtin_ctzll(m))];
      if (p >= 0) out |= std::uint64_t{1} << static_cast<unsigned>(p);
    }
    return out;
  }
  /// The pair `a`, `b` waits, through bound pairs, on a bound pair that waits for `a` or `b`.
  bool ruled_out(const Cell& a, const Cell& b, std::uint64_t present) {
    if ((awaited_ & (bit(a) | bit(b))) == 0) return false;  // no bound pair waits for them
    std::uint64_t reached = waits_on(a, b, present), frontier = reached;
    while (frontier != 0) {
      std::uint64_t next = 0;
      for (std::uint64_t m = frontier; m != 0; m &= m - 1)
        next |= waits_[static_cast<std::size_t>(__builtin_ctzll(m))];
      frontier = next & ~reached;
      reached |= next;
    }
    for (std::uint64_t m = reached; m != 0; m &= m - 1) {
      const Pair& q = bound_pairs_[static_cast<std::size_t>(__builtin_ctzll(m))];
      if ((blockers(q.a, q.b, present) & (bit(a) | bit(b))) != 0) return true;
    }
    return false;
  }

  /// Empties the tiles by_value_[i, j) (one value) from `board` by links among themselves, each
  /// time the first tile in row order that links with one, onto `path`; true when all went.
  /// Otherwise (no tile links, or after 2 (j - i) searches) `board` and `path` are as they were.
  bool clear_value(Board& board, std::size_t i, std::size_t j, std::vector<Pair>& path) {
    const std::size_t before = path.size();
    const std::int32_t v = by_value_[i].first;
    std::size_t left = j - i, budget = 2 * (j - i);
    auto open = [&](const Cell& c) { return !board.inside(c) || board.at(c) == 0; };
    for (bool went = true; went && left != 0;) {
      went = false;
      for (std::size_t t = i; t < j && budget != 0 && !went; ++t) {
        const Cell a = by_value_[t].second;
        if (board.at(a) == 0) continue;
        --budget;
        Cell b{};
        went = reach_.search(
            board, a, open, [&](const Cell& c) { return board.at(c) == v && !(c == a); },
            [&](const Cell& c) {
              b = c;
              return true;
            });
        if (!went) continue;
        path.push_back({a, b});
        board.set(a.row, a.col, 0);
        board.set(b.row, b.col, 0);
        left -= 2;
      }
    }
    if (left == 0 || (faulty(ClearFault::value_goes_partly) && left < j - i)) return true;
    for (std::size_t p = before; p < path.size(); ++p) {
      board.set(path[p].a.row, path[p].a.col, v);
      board.set(path[p].b.row, path[p].b.col, v);
    }
    path.resize(before);
    return false;
  }

  /// A pair of `linked` with a tile whose partners() still on `board` are the other alone goes
  /// at once (onto `path`): every clearing removes that pair, and still clears with it first
  /// (emptying cells never breaks a link). True when one went. On a board of one row or one
  /// column any pair that links goes: two tiles link there only with no tile between them (or,
  /// over the ring with two turns, always), and such removals, like the cancelling of equal
  /// neighbours in a word, leave the same tiles in whatever order they are made.
  bool forced_goes(Board& board, const std::vector<Pair>& linked, std::vector<Pair>& path) {
    if (linked.empty()) return false;
    if (board.rows() == 1 || board.cols() == 1) {
      const Pair& p = linked.front();
      board.set(p.a.row, p.a.col, 0);
      board.set(p.b.row, p.b.col, 0);
      path.push_back(p);
      return true;
    }
    std::uint64_t present = 0;
    for (const Cell& t : tiles_of(board)) present |= bit(t);
    if (faulty(ClearFault::forced_not_linked))  // the pair goes without asking if it links now
      for (const Cell& t : tiles_of(board)) {
        const std::uint64_t others = partners(t) & present & ~bit(t);
        if (__builtin_popcountll(others) != 1) continue;
        const Cell u = cell_of(__builtin_ctzll(others));
        board.set(t.row, t.col, 0);
        board.set(u.row, u.col, 0);
        path.push_back({t, u});
        return true;
      }
    for (const Pair& p : linked) {
      const std::uint64_t a = bit(p.a), b = bit(p.b);
      const int most = faulty(ClearFault::forced_off_by_one) ? 2 : 1;  // partners but itself
      if (__builtin_popcountll(partners(p.a) & present & ~a) > most &&
          __builtin_popcountll(partners(p.b) & present & ~b) > most)
        continue;
      board.set(p.a.row, p.a.col, 0);
      board.set(p.b.row, p.b.col, 0);
      path.push_back(p);
      return true;
    }
    return false;
  }

  /// A value whose tiles can all go now, by links among themselves, goes at once (onto `path`).
  /// Tried for the values whose every tile is in one of `linked`; true when one went.
  bool values_go(Board& board, const std::vector<Pair>& linked, std::vector<Pair>& path) {
    std::uint64_t in_pair = 0;
    for (const Pair& p : linked) in_pair |= bit(p.a) | bit(p.b);
    // By value, row-major within a value: std::sort on the whole key allocates no buffer.
    by_value_.clear();
    for (const Cell& c : tiles_of(board)) by_value_.push_back({board.at(c), c});
    std::sort(by_value_.begin(), by_value_.end(), [](const auto& x, const auto& y) {
      return std::tie(x.first, x.second.row, x.second.col) <
             std::tie(y.first, y.second.row, y.second.col);
    });
    bool went = false;
    for (std::size_t i = 0, j = 0; i < by_value_.size(); i = j) {
      std::uint64_t tiles = 0;
      for (j = i; j < by_value_.size() && by_value_[j].first == by_value_[i].first; ++j)
        tiles |= bit(by_value_[j].second);
      const bool all_linked = (tiles & ~in_pair) == 0 ||
                              (faulty(ClearFault::value_goes_partly) && (tiles & in_pair) != 0);
      if (all_linked && clear_value(board, i, j, path)) went = true;
    }
    return went;
  }

  /// Some part of `board` cannot be emptied, even if every tile outside it went whenever that
  /// helped: a part is the tiles of one or two values with the tiles that alone block a pair of
  /// them (blockers()). A tile of the part goes with a tile of the part, or with a tile of its
  /// value outside it, linking past the part's tiles alone; every clearing of the board does so.
  bool part_stuck(const Board& board) {
    const std::vector<Cell>& tiles = tiles_of(board);
    std::uint64_t present = 0;
    values_.clear();
    for (const Cell& t : tiles) {
      present |= bit(t);
      values_.push_back(board.at(t));
    }
    // The tiles that link with no tile now: only they can be walled in by a part.
    unlinked_ = 0;
    for (const Cell& t : tiles)
      if (!links_past(board, t, present, present)) unlinked_ |= bit(t);
    std::sort(values_.begin(), values_.end());
    values_.erase(std::unique(values_.begin(), values_.end()), values_.end());
    auto of_values = [&](std::int32_t v, std::int32_t w) {
      std::uint64_t m = 0;
      for (const Cell& t : tiles)
        if (board.at(t) == v || board.at(t) == w) m |= bit(t);
      return m;
    };
    for (std::size_t i = 0; i < values_.size(); ++i)
      for (std::size_t j = i; j < values_.size(); ++j) {
        const std::uint64_t seed = of_values(values_[i], values_[j]);
        std::uint64_t part = seed;
        for (std::uint64_t m = seed; m != 0; m &= m - 1) {
          const int a = __builtin_ctzll(m);
          for (std::uint64_t n = partners(cell_of(a)) & seed & ~(std::uint64_t{1} << a) &
                                 ~((std::uint64_t{2} << a) - 1);
               n != 0; n &= n - 1)
            part |= blockers(cell_of(a), cell_of(__builtin_ctzll(n)), present);
        }
        part = with_walled(board, part, present);
        if (part == present || __builtin_popcountll(part) > kPartTiles) continue;
        part_failed_.clear();
        part_budget_ = kPartStates;
        if (!part_empties(board, part, present, part) && part_budget_ > 0) return true;
      }
    return false;
  }
  /// Whether the tile `t` links with a tile of its value in `present` over the cells outside
  /// `walls` (and off the board).
  bool links_past(const Board& board, const Cell& t, std::uint64_t walls, std::uint64_t present) {
    const std::int32_t v = board.at(t);
    return reach_.search(
        board, t, [&](const Cell& c) { return !board.inside(c) || (walls & bit(c)) == 0; },
        [&](const Cell& c) { return !(c == t) && board.at(c) == v && (present & bit(c)) != 0; },
        [](const Cell&) { return true; });
  }
  /// `part` with the tiles it walls in: those that link with no tile of their value past the
  /// part's tiles alone, until none is added (or the part is past kPartTiles). Such a tile can
  /// go only after tiles of the part, so the relaxed game must hold it too.
  std::uint64_t with_walled(const Board& board, std::uint64_t part, std::uint64_t present) {
    for (bool grew = true; grew && __builtin_popcountll(part) <= kPartTiles;) {
      grew = false;
      for (std::uint64_t m = unlinked_ & ~part; m != 0; m &= m - 1) {
        const Cell t = cell_of(__builtin_ctzll(m));
        if (!links_past(board, t, part & ~bit(t), present)) {
          part |= bit(t);
          grew = true;
        }
      }
    }
    return part;
  }
  /// Whether the tiles `left` of `part` can all go (part_stuck()'s relaxed game); false also
  /// when the budget of states ran out. The sets each move leaves are listed before any is
  /// tried: reach_ serves one search at a time.
  bool part_empties(const Board& board, std::uint64_t part, std::uint64_t present,
                    std::uint64_t left, std::size_t depth = 0) {
    if (left == 0) return true;
    if (part_budget_ == 0 || part_failed_.count(left) != 0) return false;
    --part_budget_;
    while (part_moves_.size() <= depth) part_moves_.emplace_back();
    std::vector<std::uint64_t>& moves = part_moves_[depth];
    moves.clear();
    for (std::uint64_t m = left; m != 0; m &= m - 1) {
      const Cell t = cell_of(__builtin_ctzll(m));
      const std::int32_t v = board.at(t);
      reach_.search(
          board, t, [&](const Cell& c) { return !board.inside(c) || (left & bit(c)) == 0; },
          [&](const Cell& c) {
            return board.at(c) == v && !(c == t) && (present & bit(c)) != 0 &&
                   ((left & bit(c)) != 0 ||
                    (!faulty(ClearFault::part_own_tiles_only) && (part & bit(c)) == 0));
          },
          [&](const Cell& c) {
            moves.push_back(left & ~bit(t) & ~(part & bit(c)));
            return false;
          });
    }
    for (std::size_t k = 0; k < moves.size(); ++k) {
      if (part_empties(board, part, present, moves[k], depth + 1)) return true;
      if (part_budget_ == 0) return false;
    }
    part_failed_.insert(left);
    return false;
  }
  Cell cell_of(int i) const { return {i / start_.cols() + 1, i % start_.cols() + 1}; }

  /// True when `board` (the start with the cells of `emptied` empty) clears, its removals
  /// appended to `path`; otherwise `board` and `path` are as they were.
  bool search(Board& board, std::uint64_t emptied, std::vector<Pair>& path) {
    if (lost_) return false;
    if (states_ >= limit_) {
      ended_short_ = true;
      return false;
    }
    // Past the patience, once: a part of the start that cannot empty ends the whole search.
    if (++states_ == options_of_.patience + 1 && part_stuck(start_)) {
      lost_ = true;
      return false;
    }
    const std::size_t depth = path.size();
    // Every ClearOptions::recheck states past the patience: a part of a state on the path that
    // cannot empty cuts the search back to that state's parent (lost_at_).
    if (states_ > options_of_.patience + 1 && states_ % options_of_.recheck == 0)
      lost_at_ = first_lost(path);
    if (lost_at_ <= depth) {
      dead_.insert(emptied);
      return false;
    }
    if (tile_count(board) == 0) return true;
    if (dead_.count(emptied) != 0) return false;
    const std::uint64_t reached = emptied;  // the state as reached; emptied grows by forced moves
    auto give_up = [&] {
      dead_.insert(reached);
      dead_.insert(emptied);
      for (std::size_t p = depth; p < path.size(); ++p) restore(board, path[p]);
      path.resize(depth);
      return false;
    };
    // The bound-pair and order tests: past the patience, before the pairs are listed (long
    // searches are where they end states); until then after the values that can go went (most
    // boards clear by those in a few states, and the tests' first answers cost the most).
    const bool early = states_ > options_of_.patience;
    if (early && (hopeless(board) || (order_pays() && out_of_order(board)))) return give_up();
    // This state's pairs, kept per depth (a deeper state's depth is larger): no allocation.
    while (linked_at_.size() <= depth) linked_at_.emplace_back().reserve(cells_.size());
    std::vector<Pair>& linked = linked_at_[depth];
    pairs(board, linked);
    while (values_go(board, linked, path) || forced_goes(board, linked, path)) {
      for (std::size_t p = depth; p < path.size(); ++p) emptied |= bit(path[p].a) | bit(path[p].b);
      if (tile_count(board) == 0) return true;
      if (dead_.count(emptied) != 0) return give_up();
      pairs(board, linked);
    }
    if (linked.empty() || (!early && hopeless(board)) || stuck(board, linked)) return give_up();
    // The pairs of the tiles with the fewest pairs first: a tile that links with one tile
    // alone is the likeliest to be stranded by another order.
    if (attempt_ > 1) permute(linked);
    degree_.assign(start_.values().size(), 0);
    for (const Pair& p : linked) ++degree_[index(p.a)], ++degree_[index(p.b)];
    auto fewest = [&](const Pair& p) {
      return static_cast<std::size_t>(std::min(degree_[index(p.a)], degree_[index(p.b)]));
    };
    // Stably, by counting (std::stable_sort allocates a buffer at each call).
    starts_.assign(start_.values().size() + 2, 0);
    for (const Pair& p : linked) ++starts_[fewest(p) + 1];
    for (std::size_t k = 1; k < starts_.size(); ++k) starts_[k] += starts_[k - 1];
    by_degree_.resize(linked.size());
    for (const Pair& p : linked) by_degree_[starts_[fewest(p)]++] = p;
    linked.swap(by_degree_);
    for (const Pair& p : linked) {
      board.set(p.a.row, p.a.col, 0);
      board.set(p.b.row, p.b.col, 0);
      path.push_back(p);
      if (search(board, emptied | bit(p.a) | bit(p.b), path)) return true;
      path.pop_back();
      restore(board, p);
      if (ended_short_) {  // the attempt's length reached: this state is not known dead
        if (faulty(ClearFault::restart_keeps_unfinished)) dead_.insert(reached);
        for (std::size_t k = depth; k < path.size(); ++k) restore(board, path[k]);
        path.resize(depth);
        return false;
      }
      if (lost_at_ <= path.size()) return give_up();  // this state leads only to a dead one
      lost_at_ = kNever;  // the child was the state found dead, or none was
    }
    return give_up();
  }
  /// The fewest removals of `path` that leave a state with a part that cannot empty
  /// (part_stuck()), or kNever. The states of `proven_`, a prefix of a path asked before, are
  /// not asked again.
  std::size_t first_lost(const std::vector<Pair>& path) {
    std::size_t same = 0;
    while (same < proven_.size() && same < path.size() && proven_[same] == path[same]) ++same;
    proven_.resize(same);
    prefix_ = start_;
    for (std::size_t k = 0; k < path.size(); ++k) {
      prefix_.set(path[k].a.row, path[k].a.col, 0);
      prefix_.set(path[k].b.row, path[k].b.col, 0);
      if (k < same) continue;
      if (part_stuck(prefix_)) return k + 1;
      proven_.push_back(path[k]);
    }
    return kNever;
  }
  /// The tiles of `p` back on `board`, as the start had them.
  void restore(Board& board, const Pair& p) const {
    board.set(p.a.row, p.a.col, start_.at(p.a));
    board.set(p.b.row, p.b.col, start_.at(p.b));
  }

  Config config_;
  Board start_;
  Reach reach_;
  std::vector<Cell> cells_;
  std::vector<char> mark_;  ///< per cell: a partner found (pairs) or a tile gone (dead)
  std::unordered_set<std::uint64_t> dead_;
  std::vector<std::pair<std::int32_t, Cell>> by_value_;  ///< values_go()'s scratch
  std::vector<Cell> tiles_;                              ///< tiles_of()'s
  std::vector<std::uint64_t> partners_;         ///< partners()' answers: per cell, a mask of cells
  std::uint64_t partners_known_ = 0;            ///< the cells whose partners_ are found
  std::vector<std::uint64_t> blocked_, tried_;  ///< blockers()' answers, per pair of cells
  std::vector<int> bound_;  ///< hopeless()'s scratch: per cell, its bound pair or -1
  std::vector<Pair> bound_pairs_;
  std::vector<Cell> here_;
  std::uint64_t awaited_ = 0;  ///< the tiles some bound pair waits for (blockers of it)
  std::vector<std::uint64_t> waits_;
  std::vector<std::uint64_t> options_, before_;  ///< out_of_order()'s, per cell: masks of cells
  std::vector<int> degree_;                      ///< search()'s: per cell, its pairs
  std::deque<std::vector<Pair>> linked_at_;      ///< search()'s pairs, per depth of the path
  std::vector<std::size_t> starts_;              ///< search()'s sort: where each count starts
  std::vector<Pair> by_degree_;                  ///< search()'s sort's output
  std::uint64_t states_ = 0;
  ClearOptions options_of_;
  std::uint64_t order_asked_ = 0, order_ended_ = 0;    ///< out_of_order()'s calls and true answers
  static constexpr int kPartTiles = 12;                ///< part_stuck(): larger parts untried
  static constexpr std::uint64_t kPartStates = 256;    ///< part_empties()' budget per part
  std::vector<std::int32_t> values_;                   ///< part_stuck()'s values
  std::unordered_set<std::uint64_t> part_failed_;      ///< part_empties()' sets that cannot empty
  std::deque<std::vector<std::uint64_t>> part_moves_;  ///< and its moves, per depth
  std::uint64_t part_budget_ = 0;
  std::uint64_t unlinked_ = 0;  ///< part_stuck()'s tiles that link with none now
  bool lost_ = false;           ///< part_stuck() found the start cannot clear
  static constexpr std::size_t kNever = static_cast<std::size_t>(-1);
  std::size_t lost_at_ = kNever;             ///< the removals of the path that leave a dead state
  std::vector<Pair> proven_;                 ///< first_lost()'s: removals whose states were asked
  Board prefix_;                             ///< first_lost()'s state
  std::uint64_t attempt_ = 1;                ///< run()'s attempt under way, from 1
  std::uint64_t limit_ = ~std::uint64_t{0};  ///< the state count that ends it short
  bool ended_short_ = false;                 ///< search() reached limit_
};

/// Every pair that links, by the link oracle over every pair of same-valued tiles: the pairs
/// brute() tries, independent of Reach.
std::vector<Pair> graph_pairs(const Board& board, const Config& config) {
  thread_local link::GraphOracle link;
  link.prepare(board, config);
  const std::vector<Cell> tiles = tile_cells(board);
  std::vector<Pair> out;
  for (std::size_t i = 0; i < tiles.size(); ++i)
    for (std::size_t j = i + 1; j < tiles.size(); ++j)
      if (board.at(tiles[i]) == board.at(tiles[j]) && link.linked_within({tiles[i], tiles[j]}))
        out.push_back({tiles[i], tiles[j]});
  return out;
}

bool brute(Board& board, const Config& config) {
  if (tile_count(board) == 0) return true;
  for (const Pair& p : graph_pairs(board, config)) {
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

namespace {
constexpr std::pair<ClearFault, const char*> kFaultNames[] = {
    {ClearFault::none, "none"},
    {ClearFault::value_goes_partly, "value-goes-partly"},
    {ClearFault::forced_off_by_one, "forced-off-by-one"},
    {ClearFault::forced_not_linked, "forced-not-linked"},
    {ClearFault::dead_own_value_only, "dead-own-value-only"},
    {ClearFault::odd_group_one_partner, "odd-group-one-partner"},
    {ClearFault::bound_chain_dead, "bound-chain-dead"},
    {ClearFault::order_any_option, "order-any-option"},
    {ClearFault::part_own_tiles_only, "part-own-tiles-only"},
    {ClearFault::restart_keeps_unfinished, "restart-keeps-unfinished"},
};
}  // namespace

const char* to_string(ClearFault fault) {
  for (const auto& [f, name] : kFaultNames)
    if (f == fault) return name;
  return "none";
}

std::vector<Pair> oracle_pairs(const Board& board, const Config& config) {
  return ClearSearch(board, config).linked(board);
}

bool oracle_links(const Board& board, const Config& config, const Pair& pair) {
  if (!board.inside(pair.a) || !board.inside(pair.b)) return false;
  thread_local link::GraphOracle link;
  link.prepare(board, config);
  return link.linked_within({pair.a, pair.b});
}

ClearOptions eager_clear_options(ClearFault fault) {
  ClearOptions o;
  o.patience = 0;
  o.recheck = 1;
  o.restart = 2;
  o.fault = fault;
  return o;
}

ClearVerdict oracle_clear(const Board& board, const Config& config, const ClearOptions& options) {
  if (static_cast<long>(board.rows()) * board.cols() > kOracleMaxCells)
    throw std::invalid_argument(
        "the game oracle clears boards of up to " + std::to_string(kOracleMaxCells) +
        " cells, not " + std::to_string(board.rows()) + " x " + std::to_string(board.cols()));
  return ClearSearch(board, config, options).run();
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
    auto which = [&] { return "removal " + std::to_string(i + 1) + " " + to_text(p); };
    if (!b.inside(p.a) || !b.inside(p.b)) return which() + " names a cell outside the board";
    if (b.at(p.a) == 0 || b.at(p.b) == 0) return which() + " names an empty cell";
    if (!oracle_links(b, config, p)) return which() + " does not link on the board as it stands";
    b.set(p.a.row, p.a.col, 0);
    b.set(p.b.row, p.b.col, 0);
  }
  if (const std::size_t left = tile_count(b); left != 0)
    return std::to_string(left) + " tile" + (left == 1 ? "" : "s") + " left after " +
           std::to_string(removals.size()) + " removals";
  return std::nullopt;
}

}  // namespace llk::game
