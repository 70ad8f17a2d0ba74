#include "search.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <deque>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unordered_set>

#include "ray_reach.hpp"

namespace llk::game::player_detail {
namespace {

/// The emptied cells of a board, as bytes: the memo's key (written into `k`, kept warm).
void key_of(const Board& board, std::string& k) {
  k.assign(board.values().size() / 8 + 1, '\0');
  for (std::size_t i = 0; i < board.values().size(); ++i)
    if (board.values()[i] == 0) k[i / 8] = static_cast<char>(k[i / 8] | (1 << (i % 8)));
}

/// True when some tile cannot go even if every tile that possibly could went first (`gone`:
/// scratch space, kept across calls). The tiles of `linked` (the board's pairs) go first: any
/// order reaches the same fixpoint, and a board whose every tile links needs no ray.
bool stuck(const Board& board, const Config& config, const std::vector<Pair>& linked, Rays& rays,
           std::vector<Cell>& scratch, std::vector<char>& gone) {
  gone.assign(board.values().size(), 0);
  auto idx = [&](const Cell& c) {
    return static_cast<std::size_t>((c.row - 1) * board.cols() + (c.col - 1));
  };
  for (const Pair& p : linked) gone[idx(p.a)] = gone[idx(p.b)] = 1;
  for (bool changed = !linked.empty(); changed;) {
    changed = false;
    for (int r = 1; r <= board.rows(); ++r)
      for (int c = 1; c <= board.cols(); ++c) {
        const Cell t{r, c};
        const std::int32_t v = board.at(t);
        if (v == 0 || gone[idx(t)]) continue;
        rays.cast(
            board, config, t,
            [&](const Cell& x) {
              return !board.inside(x) || board.at(x) == 0 || gone[idx(x)] != 0;
            },
            [&](const Cell& x) { return board.at(x) == v; }, scratch, true);
        if (!scratch.empty()) {  // the rays back from the tile reached free it too
          gone[idx(t)] = 1;
          gone[idx(scratch.front())] = 1;
          changed = true;
        }
      }
  }
  for (std::size_t i = 0; i < gone.size(); ++i)
    if (board.values()[i] != 0 && !gone[i]) return true;
  return false;
}

class ClearSearch {
 public:
  ClearSearch(const Config& config, const PairsOf& pairs, const Board& first,
              const SearchOptions& options)
      : config_(config), pairs_(pairs), options_of_(options), first_(first) {
    roots_.reserve(tile_count(first));
    for (int r = 1; r <= first.rows(); ++r)
      for (int c = 1; c <= first.cols(); ++c)
        if (first.at(r, c) != 0) roots_.push_back({r, c});
  }

  /// The states searched so far, in every attempt.
  std::uint64_t states() const { return states_; }

  /// Starts attempt `k` (0 first): it ends cut short once the search has `limit` states in all;
  /// attempts past the first break ties between pairs in an order of their own.
  void attempt(std::uint64_t k, std::uint64_t limit) {
    attempt_ = k;
    limit_ = limit;
    ended_short_ = false;
    lost_at_ = kNever;
    asked_ = 0;
  }
  /// True when the last search() ended at its attempt's limit, not on an answer.
  bool ended_short() const { return ended_short_; }

  /// True when `board` clears, its removals appended to `out`; otherwise `board` and `out` are
  /// as they were.
  bool search(Board& board, std::vector<Pair>& out) {
    if (lost_) return false;
    if (states_ >= limit_) {
      ended_short_ = true;
      return false;
    }
    // Once, past the patience: a part of the first board that never empties ends the search.
    if (states_ == options_of_.patience && part_stuck(standing_of(first_))) {
      ++states_;
      lost_ = true;
      return false;
    }
    const std::size_t depth = out.size();
    if (!by_value(board)) return true;
    key_of(board, key_);
    if (dead_.count(key_) != 0) return false;
    const std::string entry = key_;  // the state as reached, and below it after forced moves
    auto give_up = [&] {
      dead_.insert(entry);
      key_of(board, key_);
      dead_.insert(key_);
      for (std::size_t p = depth; p < out.size(); ++p) restore(board, out[p]);
      out.resize(depth);
      asked_ = std::min(asked_, depth);
      return false;
    };
    auto undo = [&] {  // cut short: the state is not known dead
      for (std::size_t p = depth; p < out.size(); ++p) restore(board, out[p]);
      out.resize(depth);
      asked_ = std::min(asked_, depth);
      return false;
    };
    // The bound-pair test: past the patience, before the pairs are listed, with the order test
    // (long searches are where they end states); until then after the values that can go went
    // (most boards clear by those in a few states, and the test's first answers cost the most).
    const bool early = ++states_ > options_of_.patience;
    // Every `recheck` states past the patience, the states the removals so far passed through
    // are asked for a part that never empties; the search backs up to above the first.
    if (early && states_ % options_of_.recheck == 0) lost_at_ = first_lost(out);
    if (lost_at_ <= depth) return give_up();
    if (early && (hopeless(board) || (order_pays() && out_of_order(board)))) return give_up();
    // This state's pairs, in a vector of its depth: the states deeper in the search use others.
    while (levels_.size() <= depth) levels_.emplace_back().reserve(roots_.size());
    std::vector<Pair>& pairs = levels_[depth];
    pairs_(board, pairs);
    while (values_go(board, pairs, out) || forced_goes(board, pairs, out)) {
      if (!by_value(board)) return true;
      key_of(board, key_);
      if (dead_.count(key_) != 0) return give_up();
      pairs_(board, pairs);
    }
    if ((!early && hopeless(board)) || stuck(board, config_, pairs, rays_, scratch_, gone_))
      return give_up();
    // Tiles with the fewest pairs first: one that links with a single tile is the likeliest to
    // be stranded by another order.
    degree_.assign(board.values().size(), 0);
    auto idx = [&](const Cell& c) {
      return static_cast<std::size_t>((c.row - 1) * board.cols() + (c.col - 1));
    };
    for (const Pair& p : pairs) ++degree_[idx(p.a)], ++degree_[idx(p.b)];
    auto fewest = [&](const Pair& p) {
      return static_cast<std::size_t>(std::min(degree_[idx(p.a)], degree_[idx(p.b)]));
    };
    if (attempt_ > 0) permute(pairs);
    // A stable counting sort by fewest(): no buffer to allocate, unlike std::stable_sort.
    bucket_.assign(board.values().size() + 2, 0);
    for (const Pair& p : pairs) ++bucket_[fewest(p) + 1];
    for (std::size_t k = 1; k < bucket_.size(); ++k) bucket_[k] += bucket_[k - 1];
    sorted_.resize(pairs.size());
    for (const Pair& p : pairs) sorted_[bucket_[fewest(p)]++] = p;
    pairs.swap(sorted_);
    for (const Pair& p : pairs) {
      board.set(p.a.row, p.a.col, 0);
      board.set(p.b.row, p.b.col, 0);
      out.push_back(p);
      if (search(board, out)) return true;
      out.pop_back();
      asked_ = std::min(asked_, out.size());
      restore(board, p);
      if (ended_short_) return undo();
      if (lost_at_ <= out.size()) return give_up();  // below here lies only the lost state
      lost_at_ = kNever;                             // the child was the lost state, or none was
    }
    return give_up();
  }

  /// `pairs` in an order drawn from the attempt and the state count (splitmix64): ties of the
  /// fewest-first order fall otherwise than in the first attempt.
  void permute(std::vector<Pair>& pairs) const {
    std::uint64_t x = attempt_ * 0x9e3779b97f4a7c15ULL + states_;
    auto next = [&x] {
      std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
      return z ^ (z >> 31);
    };
    for (std::size_t i = pairs.size(); i > 1; --i) std::swap(pairs[i - 1], pairs[next() % i]);
  }

  /// The count of leading removals of `out` after which a part of the board never empties
  /// (part_stuck()), or kNever; the first asked_ of them were asked before and are skipped.
  std::size_t first_lost(const std::vector<Pair>& out) {
    std::uint64_t standing = standing_of(first_);
    for (std::size_t n = 0; n < out.size(); ++n) {
      standing &=
          ~(std::uint64_t{1} << root_of(out[n].a)) & ~(std::uint64_t{1} << root_of(out[n].b));
      if (n < asked_) continue;
      if (part_stuck(standing)) return n + 1;
      asked_ = n + 1;
    }
    return kNever;
  }

  /// A pair of `pairs` (linked now) with a tile whose only partner still standing is the other
  /// goes at once (into `out`): every order that clears the board removes that pair, and it
  /// still does with the pair first (emptying cells never breaks a link). True when one went.
  /// A board of a single row or column lets any linked pair go: its tiles link only as
  /// neighbours once empties are skipped (or, two turns round the ring, all of a value), and
  /// taking away equal neighbours ends on the same tiles in any order.
  bool forced_goes(Board& board, const std::vector<Pair>& pairs, std::vector<Pair>& out) {
    if (pairs.empty()) return false;
    if (board.rows() == 1 || board.cols() == 1) {
      const Pair& p = pairs.front();
      board.set(p.a.row, p.a.col, 0);
      board.set(p.b.row, p.b.col, 0);
      out.push_back(p);
      return true;
    }
    if (roots_.size() > 64) return false;
    const std::uint64_t standing = standing_of(board);
    for (const Pair& p : pairs) {
      const int i = root_of(p.a), j = root_of(p.b);
      const std::uint64_t bi = std::uint64_t{1} << i, bj = std::uint64_t{1} << j;
      if ((partners(i) & standing & ~bi) != bj && (partners(j) & standing & ~bj) != bi) continue;
      board.set(p.a.row, p.a.col, 0);
      board.set(p.b.row, p.b.col, 0);
      out.push_back(p);
      return true;
    }
    return false;
  }
  /// The index in roots_ of a first-board tile.
  int root_of(const Cell& c) const {
    const auto at =
        std::lower_bound(roots_.begin(), roots_.end(), c, [](const Cell& p, const Cell& q) {
          return p.row != q.row ? p.row < q.row : p.col < q.col;
        });
    return static_cast<int>(at - roots_.begin());
  }

 private:
  /// The tiles of `p` back on `board`, as the first board had them.
  void restore(Board& board, const Pair& p) const {
    board.set(p.a.row, p.a.col, first_.at(p.a));
    board.set(p.b.row, p.b.col, first_.at(p.b));
  }
  /// True when first-board tiles i and j link with every other cell empty, or with only
  /// first-board tile `wall` (-1: none) still standing.
  bool links_alone(int i, int j, int wall = -1) {
    const Cell to = roots_[static_cast<std::size_t>(j)];
    rays_.cast(
        first_, config_, roots_[static_cast<std::size_t>(i)],
        [&](const Cell& x) {
          return !first_.inside(x) || wall < 0 || !(x == roots_[static_cast<std::size_t>(wall)]);
        },
        [&](const Cell& x) { return x == to; }, scratch_, true);
    return !scratch_.empty();
  }
  /// The tiles j of i's value with links_alone(i, j), as bits of roots_: one cast from i.
  std::uint64_t partners(int i) {
    if (partners_.empty()) partners_.assign(roots_.size(), 0);
    if ((partners_known_ >> i & 1) == 0) {
      const std::int32_t v = first_.at(roots_[static_cast<std::size_t>(i)]);
      rays_.cast(
          first_, config_, roots_[static_cast<std::size_t>(i)], [](const Cell&) { return true; },
          [&](const Cell& x) { return first_.at(x) == v; }, scratch_);
      for (const Cell& x : scratch_) {
        const auto at =
            std::lower_bound(roots_.begin(), roots_.end(), x, [](const Cell& p, const Cell& q) {
              return p.row != q.row ? p.row < q.row : p.col < q.col;
            });
        partners_[static_cast<std::size_t>(i)] |= std::uint64_t{1} << (at - roots_.begin());
      }
      partners_known_ |= std::uint64_t{1} << i;
    }
    return partners_[static_cast<std::size_t>(i)];
  }
  /// A value whose tiles can all go now, among themselves, goes at once (into `out`): any order
  /// that clears the board still clears it after (emptying cells never breaks a link). Tried
  /// for the values whose every tile is in one of the board's `pairs`; true when one went.
  bool values_go(Board& board, const std::vector<Pair>& pairs, std::vector<Pair>& out) {
    auto idx = [&](const Cell& c) {
      return static_cast<std::size_t>((c.row - 1) * board.cols() + (c.col - 1));
    };
    in_pair_.assign(board.values().size(), 0);
    for (const Pair& p : pairs) in_pair_[idx(p.a)] = in_pair_[idx(p.b)] = 1;
    bool went = false;
    for (std::size_t i = 0, j = 0; i < where_.size(); i = j) {
      bool all = true;
      for (j = i; j < where_.size() && where_[j].first == where_[i].first; ++j)
        all = all && in_pair_[idx(where_[j].second)] != 0;
      if (!all) continue;
      value_tiles_.clear();
      for (std::size_t t = i; t < j; ++t) value_tiles_.push_back(where_[t].second);
      if (clear_value(board, out)) went = true;
    }
    return went;
  }

  /// Removes the tiles of value_tiles_ (one value's) from `board` by links among themselves, taking
  /// the first link each time, into `out`; true when all went. It gives up, leaving `board` and
  /// `out` as they were, when none links or after twice as many ray casts as tiles.
  bool clear_value(Board& board, std::vector<Pair>& out) {
    const std::size_t first = out.size();
    const std::int32_t v = board.at(value_tiles_.front());
    std::size_t left = value_tiles_.size(), casts = 2 * value_tiles_.size();
    while (left > 0 && casts > 0) {
      bool took = false;
      for (const Cell& a : value_tiles_) {
        if (board.at(a) == 0) continue;
        if (casts == 0) break;
        --casts;
        rays_.cast(
            board, config_, a, [&](const Cell& x) { return !board.inside(x) || board.at(x) == 0; },
            [&](const Cell& x) { return board.at(x) == v; }, scratch_, true);
        if (scratch_.empty()) continue;
        const Cell b = scratch_.front();
        board.set(a.row, a.col, 0);
        board.set(b.row, b.col, 0);
        out.push_back({a, b});
        left -= 2;
        took = true;
        break;
      }
      if (!took) break;
    }
    if (left == 0) return true;
    for (std::size_t p = first; p < out.size(); ++p) {
      board.set(out[p].a.row, out[p].a.col, v);
      board.set(out[p].b.row, out[p].b.col, v);
    }
    out.resize(first);
    return false;
  }

  /// The tiles of `standing` (bits of roots_) any of which, left standing, keeps tiles i and j
  /// from linking; each tile tried once per pair, when first asked about.
  std::uint64_t blockers(int i, int j, std::uint64_t standing) {
    const std::size_t n = roots_.size();
    if (blocked_.empty()) {
      blocked_.assign(n * n, 0);
      tried_.assign(n * n, 0);
    }
    const std::size_t k =
        static_cast<std::size_t>(std::min(i, j)) * n + static_cast<std::size_t>(std::max(i, j));
    const std::uint64_t ends = (std::uint64_t{1} << i) | (std::uint64_t{1} << j);
    for (std::uint64_t m = standing & ~tried_[k] & ~ends; m != 0; m &= m - 1) {
      const int w = __builtin_ctzll(m);
      if (!links_alone(i, j, w)) blocked_[k] |= std::uint64_t{1} << w;
    }
    tried_[k] |= standing;
    return blocked_[k] & standing;
  }

  /// True when the tiles of `standing` (bits of roots_) split into groups, tiles joined by
  /// partners(), one of which has an odd count: every removal pairs two partners, so none clears
  /// it.
  bool odd_group(std::uint64_t standing) {
    for (std::uint64_t left = standing; left != 0;) {
      std::uint64_t group = left & -left, next = group;
      while (next != 0) {
        const int t = __builtin_ctzll(next);
        next &= next - 1;
        const std::uint64_t more = partners(t) & standing & ~group;
        group |= more;
        next |= more;
      }
      if (__builtin_popcountll(group) % 2 != 0) return true;
      left &= ~group;
    }
    return false;
  }

  /// The tiles of roots_ still on `board`, as bits (boards of up to 64 tiles).
  std::uint64_t standing_of(const Board& board) const {
    std::uint64_t standing = 0;
    for (std::size_t t = 0; t < roots_.size() && t < 64; ++t)
      if (board.at(roots_[t]) != 0) standing |= std::uint64_t{1} << t;
    return standing;
  }

  /// Whether out_of_order() runs at this state: after 1,024 runs, only while it ends one state
  /// in 64 or more. Counts, not times, so a board is searched alike on any machine.
  bool order_pays() {
    if (order_asked_ >= 1024 && 64 * order_ended_ < order_asked_) return false;
    ++order_asked_;
    return true;
  }

  /// No order of removals empties `board`, by what must go before what. A tile goes with one of
  /// its options (partners() still standing), after every tile that walls it off from all of them,
  /// and after every tile that goes before those. A tile whose options all go before t goes
  /// before t as well (with one of them). An option walled by a tile that goes after t or the
  /// option is none, nor one whose pair leaves a group of odd count or strands a tile that
  /// goes after it; t with one option left has that option's tiles before it, and it theirs. A tile
  /// before itself, or with no option left, never goes.
  bool out_of_order(const Board& board) {
    const int n = static_cast<int>(roots_.size());
    if (n > 64) return false;
    const std::uint64_t standing = standing_of(board);
    auto ends = [&] {
      ++order_ended_;
      return true;
    };
    options_.assign(static_cast<std::size_t>(n), 0);
    before_.assign(static_cast<std::size_t>(n), 0);  // the tiles that go before each tile
    for (std::uint64_t m = standing; m != 0; m &= m - 1) {
      const int t = __builtin_ctzll(m);
      options_[static_cast<std::size_t>(t)] = partners(t) & standing & ~(std::uint64_t{1} << t);
      if (options_[static_cast<std::size_t>(t)] == 0) return ends();
    }
    // No option whose pair leaves a group of odd count: every later pair is two of a group.
    for (std::uint64_t m = standing; m != 0; m &= m - 1) {
      const int t = __builtin_ctzll(m);
      std::uint64_t& options = options_[static_cast<std::size_t>(t)];
      for (std::uint64_t c = options; c != 0; c &= c - 1) {
        const int x = __builtin_ctzll(c);
        if (x < t) continue;  // asked when x's options were
        const std::uint64_t pair = (std::uint64_t{1} << t) | (std::uint64_t{1} << x);
        if (odd_group(standing & ~pair)) {
          options &= ~(std::uint64_t{1} << x);
          options_[static_cast<std::size_t>(x)] &= ~(std::uint64_t{1} << t);
        }
      }
      if (options == 0) return ends();
    }
    for (bool again = true; again;) {
      again = false;
      for (std::uint64_t m = standing; m != 0; m &= m - 1) {
        const int t = __builtin_ctzll(m);
        const std::uint64_t self = std::uint64_t{1} << t;
        std::uint64_t& options = options_[static_cast<std::size_t>(t)];
        std::uint64_t first = before_[static_cast<std::size_t>(t)];
        std::uint64_t walled = standing;  // walls of every option
        for (std::uint64_t c = options; c != 0; c &= c - 1)
          walled &= blockers(t, __builtin_ctzll(c), standing);
        first |= walled;
        for (std::uint64_t grown = first; grown != 0;) {  // before those, before t
          std::uint64_t more = 0;
          for (std::uint64_t g = grown; g != 0; g &= g - 1)
            more |= before_[static_cast<std::size_t>(__builtin_ctzll(g))];
          grown = more & ~first;
          first |= more;
        }
        for (std::uint64_t u = standing & ~first & ~self; u != 0; u &= u - 1) {
          const int x = __builtin_ctzll(u);
          if ((options_[static_cast<std::size_t>(x)] & ~first) == 0) first |= std::uint64_t{1} << x;
        }
        if ((first & self) != 0) return ends();
        // An option t goes before is no option either, nor one walled by a tile that goes after
        // t or after the option: walls go before both.
        std::uint64_t kept = options & ~first;
        for (std::uint64_t c = kept; c != 0; c &= c - 1) {
          const int x = __builtin_ctzll(c);
          const std::uint64_t both = self | (std::uint64_t{1} << x);
          bool none = (before_[static_cast<std::size_t>(x)] & self) != 0;
          const std::uint64_t wall = blockers(t, x, standing);
          for (std::uint64_t w = wall; w != 0 && !none; w &= w - 1)
            none = (before_[static_cast<std::size_t>(__builtin_ctzll(w))] & both) != 0;
          // Nor one that strands a tile going after both: its options all walls or the pair.
          for (std::uint64_t v = standing & ~both; v != 0 && !none; v &= v - 1) {
            const auto y = static_cast<std::size_t>(__builtin_ctzll(v));
            none = (before_[y] & both) != 0 && (options_[y] & ~(wall | both)) == 0;
          }
          if (none) kept &= ~(std::uint64_t{1} << x);
        }
        if (kept == 0) return ends();
        if (__builtin_popcountll(kept) == 1) {  // t and its one option go at once
          std::uint64_t& partner_first = before_[static_cast<std::size_t>(__builtin_ctzll(kept))];
          first |= partner_first;
          const std::uint64_t both =
              partner_first | first | blockers(t, __builtin_ctzll(kept), standing);
          if ((first & self) != 0 || (both & kept) != 0) return ends();
          if (both != partner_first) again = true;
          partner_first = both;
        }
        if (kept != options || first != before_[static_cast<std::size_t>(t)]) again = true;
        options = kept;
        before_[static_cast<std::size_t>(t)] = first;
      }
    }
    return false;
  }

  /// The board cannot clear for what its pairs force (boards of up to 64 tiles). Every tile
  /// goes with a tile of its value it could link with on an otherwise empty board; one with a
  /// single option left is bound to it, and a bound pair goes only after its walls (tiles that
  /// keep it from linking while they stand). Hopeless: a tile without an option, bound pairs
  /// waiting on one another, an option that would wait on a bound pair that waits for it, or a
  /// group of odd count among the unbound tiles.
  bool hopeless(const Board& board) {
    const int n = static_cast<int>(roots_.size());
    if (n > 64) return false;
    const std::uint64_t standing = standing_of(board);
    if (odd_group(standing)) return true;
    bound_.assign(static_cast<std::size_t>(n), -1);
    bound_pairs_.clear();
    waits_.clear();
    // The bound pairs whose tiles are among `tiles` (bits), as bits of bound_pairs_.
    auto pairs_holding = [&](std::uint64_t tiles) {
      std::uint64_t out = 0;
      for (std::uint64_t m = tiles; m != 0; m &= m - 1)
        if (const int b = bound_[static_cast<std::size_t>(__builtin_ctzll(m))]; b >= 0)
          out |= std::uint64_t{1} << b;
      return out;
    };
    std::uint64_t awaited = 0;            // the tiles some bound pair waits for
    auto ruled_out = [&](int i, int j) {  // i with j would wait on itself through bound pairs
      if ((awaited & ((std::uint64_t{1} << i) | (std::uint64_t{1} << j))) == 0) return false;
      std::uint64_t waited = pairs_holding(blockers(i, j, standing)), grown = waited;
      while (grown != 0) {
        std::uint64_t more = 0;
        for (std::uint64_t m = grown; m != 0; m &= m - 1)
          more |= waits_[static_cast<std::size_t>(__builtin_ctzll(m))];
        grown = more & ~waited;
        waited |= more;
      }
      const std::uint64_t ends = (std::uint64_t{1} << i) | (std::uint64_t{1} << j);
      for (std::uint64_t m = waited; m != 0; m &= m - 1) {
        const auto& [a, b] = bound_pairs_[static_cast<std::size_t>(__builtin_ctzll(m))];
        if ((blockers(a, b, standing) & ends) != 0) return true;
      }
      return false;
    };
    std::uint64_t unbound = standing;
    for (bool again = true; again;) {
      again = false;
      for (int t = 0; t < n; ++t) {
        if ((unbound >> t & 1) == 0) continue;
        int only = -1, count = 0;
        for (std::uint64_t m = partners(t) & unbound & ~(std::uint64_t{1} << t);
             m != 0 && count < 2; m &= m - 1) {
          const int u = __builtin_ctzll(m);
          if (!ruled_out(t, u)) {
            only = u;
            ++count;
          }
        }
        if (count == 0) return true;
        if (count == 2) continue;
        bound_[static_cast<std::size_t>(t)] = bound_[static_cast<std::size_t>(only)] =
            static_cast<int>(bound_pairs_.size());
        unbound &= ~((std::uint64_t{1} << t) | (std::uint64_t{1} << only));
        bound_pairs_.push_back({t, only});
        awaited |= blockers(t, only, standing);
        waits_.assign(bound_pairs_.size(), 0);
        for (std::size_t p = 0; p < bound_pairs_.size(); ++p)
          waits_[p] =
              pairs_holding(blockers(bound_pairs_[p].first, bound_pairs_[p].second, standing));
        again = true;
      }
    }
    // The unbound tiles go with unbound partners not ruled out: a group of them
    // (joined by such partners) of odd count never empties, the bound pairs taking their own two.
    if (!bound_pairs_.empty()) {
      group_of_.resize(static_cast<std::size_t>(n));
      for (int t = 0; t < n; ++t) group_of_[static_cast<std::size_t>(t)] = t;
      auto head = [&](int t) {
        while (group_of_[static_cast<std::size_t>(t)] != t)
          t = group_of_[static_cast<std::size_t>(t)] =
              group_of_[static_cast<std::size_t>(group_of_[static_cast<std::size_t>(t)])];
        return t;
      };
      for (std::uint64_t m = unbound; m != 0; m &= m - 1) {
        const int t = __builtin_ctzll(m);
        for (std::uint64_t k = partners(t) & unbound & ~((std::uint64_t{2} << t) - 1); k != 0;
             k &= k - 1) {
          const int u = __builtin_ctzll(k);
          if (head(t) != head(u) && !ruled_out(t, u))
            group_of_[static_cast<std::size_t>(head(u))] = head(t);
        }
      }
      group_size_.assign(static_cast<std::size_t>(n), 0);
      for (std::uint64_t m = unbound; m != 0; m &= m - 1)
        ++group_size_[static_cast<std::size_t>(head(__builtin_ctzll(m)))];
      for (const int size : group_size_)
        if (size % 2 != 0) return true;
    }
    // Take away the bound pairs that wait on none left; a cycle of waits never empties.
    std::uint64_t waiting =
        bound_pairs_.empty() ? 0 : ~std::uint64_t{0} >> (64 - bound_pairs_.size());
    for (bool took = true; took && waiting != 0;) {
      took = false;
      for (std::size_t p = 0; p < bound_pairs_.size(); ++p)
        if ((waiting >> p & 1) != 0 && (waits_[p] & waiting) == 0) {
          waiting &= ~(std::uint64_t{1} << p);
          took = true;
        }
    }
    return waiting != 0;
  }

  /// Some part of the first board never empties: the tiles of one or two values, with the tiles
  /// that alone wall a pair of them, cannot all go even when every other tile leaves the moment
  /// that helps. A part's tile goes with a tile of the part or with one of its value outside,
  /// past the part's standing tiles alone (boards of up to 64 tiles); each clearing does that.
  bool part_stuck(std::uint64_t standing) {
    if (roots_.size() > 64) return false;
    // Only a tile that links with no partner now can be shut in by a part.
    std::uint64_t alone = 0;
    for (std::uint64_t m = standing; m != 0; m &= m - 1)
      if (!links_past(__builtin_ctzll(m), standing, standing))
        alone |= std::uint64_t{1} << __builtin_ctzll(m);
    kinds_.clear();
    for (std::uint64_t m = standing; m != 0; m &= m - 1)
      kinds_.push_back(first_.at(roots_[static_cast<std::size_t>(__builtin_ctzll(m))]));
    std::sort(kinds_.begin(), kinds_.end());
    kinds_.erase(std::unique(kinds_.begin(), kinds_.end()), kinds_.end());
    for (std::size_t x = 0; x < kinds_.size(); ++x)
      for (std::size_t y = x; y < kinds_.size(); ++y) {
        std::uint64_t core = 0;
        for (std::uint64_t m = standing; m != 0; m &= m - 1)
          if (const std::int32_t v =
                  first_.at(roots_[static_cast<std::size_t>(__builtin_ctzll(m))]);
              v == kinds_[x] || v == kinds_[y])
            core |= std::uint64_t{1} << __builtin_ctzll(m);
        std::uint64_t part = core;
        for (std::uint64_t m = core; m != 0; m &= m - 1) {
          const int i = __builtin_ctzll(m);
          for (std::uint64_t k = partners(i) & core & ~((std::uint64_t{2} << i) - 1); k != 0;
               k &= k - 1)
            part |= blockers(i, __builtin_ctzll(k), standing);
        }
        // With the tiles it shuts in (no partner linked past the part's tiles), again and again.
        for (std::uint64_t added = 1; added != 0 && __builtin_popcountll(part) <= kPartTiles;) {
          added = 0;
          for (std::uint64_t m = alone & ~part; m != 0; m &= m - 1) {
            const int t = __builtin_ctzll(m);
            if (!links_past(t, part, standing)) added |= std::uint64_t{1} << t;
          }
          part |= added;
        }
        if (part != standing && __builtin_popcountll(part) <= kPartTiles &&
            never_empties(part, standing))
          return true;
      }
    return false;
  }
  /// The tiles of `t`'s value in `mask` that tile `t` of roots_ reaches over the cells of no
  /// tile in `walls` (other than itself), into scratch_; with `first_only`, the first.
  void reach_partners(int t, std::uint64_t walls, std::uint64_t mask, bool first_only) {
    const Cell from = roots_[static_cast<std::size_t>(t)];
    const std::int32_t v = first_.at(from);
    rays_.cast(
        first_, config_, from,
        [&](const Cell& c) {
          return !first_.inside(c) || first_.at(c) == 0 || (walls >> root_of(c) & 1) == 0;
        },
        [&](const Cell& c) { return first_.at(c) == v && (mask >> root_of(c) & 1) != 0; }, scratch_,
        first_only);
  }
  /// Whether tile `t` of roots_ meets a standing tile of its value over the cells of no tile in
  /// `walls` (other than itself).
  bool links_past(int t, std::uint64_t walls, std::uint64_t standing) {
    reach_partners(t, walls, standing, true);
    return !scratch_.empty();
  }
  /// part_stuck()'s question for one part, depth first (a stack) over the sets of its tiles
  /// still standing: false when the empty set is reached or after kPartSets sets.
  bool never_empties(std::uint64_t part, std::uint64_t standing) {
    seen_sets_.clear();
    seen_sets_.insert(part);
    stack_.assign(1, part);
    for (std::size_t taken = 0; !stack_.empty(); ++taken) {
      if (taken == kPartSets) return false;
      const std::uint64_t left = stack_.back();
      stack_.pop_back();
      for (std::uint64_t m = left; m != 0; m &= m - 1) {
        const int t = __builtin_ctzll(m);
        reach_partners(t, left, standing & (left | ~part), false);  // in the part, or out of it
        for (const Cell& c : scratch_) {
          const std::uint64_t b = std::uint64_t{1} << root_of(c);
          const std::uint64_t next = left & ~(std::uint64_t{1} << t) & ~b;
          if (next == 0) return false;
          if (seen_sets_.insert(next).second) stack_.push_back(next);
        }
      }
    }
    return true;
  }

  /// The tiles as (value, cell), by value, row-major within a value (as a map of values to
  /// cells would hold them) into `where_`; false when there is none.
  bool by_value(const Board& board) {
    where_.clear();
    for (int r = 1; r <= board.rows(); ++r)
      for (int c = 1; c <= board.cols(); ++c)
        if (board.at(r, c) != 0) where_.push_back({board.at(r, c), {r, c}});
    std::sort(where_.begin(), where_.end(), [](const auto& x, const auto& y) {  // no buffer
      return std::tie(x.first, x.second.row, x.second.col) <
             std::tie(y.first, y.second.row, y.second.col);
    });
    return !where_.empty();
  }

  Config config_;
  const PairsOf& pairs_;
  SearchOptions options_of_;
  std::unordered_set<std::string> dead_;
  Rays rays_;
  std::vector<Cell> scratch_;
  std::vector<char> gone_;                            ///< stuck()'s scratch
  std::string key_;                                   ///< the memo key of the state at hand
  std::vector<std::pair<std::int32_t, Cell>> where_;  ///< by_value()'s tiles
  std::vector<Cell> value_tiles_;                     ///< clear_value()'s tiles
  std::uint64_t states_ = 0;                          ///< the states search() has searched
  std::vector<int> degree_;                           ///< search()'s: per cell, its pairs
  std::deque<std::vector<Pair>> levels_;  ///< search()'s pairs, per depth (kept: no allocation)
  std::vector<std::size_t> bucket_;       ///< search()'s counting sort: per count, where it starts
  std::vector<Pair> sorted_;              ///< search()'s counting sort's output
  std::uint64_t order_asked_ = 0, order_ended_ = 0;  ///< out_of_order()'s calls and true answers
  std::vector<std::uint64_t> options_, before_;      ///< out_of_order()'s, per tile of roots_
  std::vector<char> in_pair_;                        ///< values_go()'s: per cell, in a pair
  Board first_;                                      ///< the board the search started from
  std::vector<Cell> roots_;                          ///< first_'s tiles, row-major
  std::vector<std::uint64_t> partners_;         ///< partners()' answers: per tile, bits of roots_
  std::uint64_t partners_known_ = 0;            ///< the tiles whose partners_ is cast
  std::vector<std::uint64_t> blocked_, tried_;  ///< blockers()' answers, per pair of tiles
  std::vector<int> bound_;                      ///< hopeless()'s scratch
  std::vector<std::pair<int, int>> bound_pairs_;
  std::vector<std::uint64_t> waits_;
  std::vector<int> group_of_, group_size_;       ///< hopeless()'s groups of unbound tiles
  static constexpr int kPartTiles = 12;          ///< part_stuck(): larger parts untried
  static constexpr std::size_t kPartSets = 256;  ///< never_empties()'s budget of sets
  std::vector<std::int32_t> kinds_;              ///< part_stuck()'s values
  std::unordered_set<std::uint64_t> seen_sets_;  ///< never_empties()'s sets reached
  std::vector<std::uint64_t> stack_;             ///< and its stack
  static constexpr std::size_t kNever = static_cast<std::size_t>(-1);
  std::size_t lost_at_ = kNever;  ///< removals of the path after which the board is lost
  std::size_t asked_ = 0;         ///< first_lost(): leading removals whose states were asked
  bool lost_ = false;             ///< part_stuck() found the first board lost
  std::uint64_t attempt_ = 0;     ///< the attempt under way (attempt())
  std::uint64_t limit_ = ~std::uint64_t{0};  ///< the state count that cuts it short
  bool ended_short_ = false;                 ///< search() reached limit_
};

}  // namespace

std::optional<std::vector<Pair>> clear_board(const Board& board, const Config& config,
                                             const PairsOf& pairs, const SearchOptions& options) {
  if (options.searched != nullptr) *options.searched = 0;
  std::map<std::int32_t, int> counts;
  for (std::int32_t v : board.values())
    if (v != 0) ++counts[v];
  for (const auto& [v, n] : counts)
    if (n % 2 != 0) return std::nullopt;
  std::vector<Pair> out;
  ClearSearch clearing(config, pairs, board, options);
  // Attempts of doubling length, the states known dead kept: an order that strays early into a
  // large lost part of the board gives way to another (boards that clear have few deep ones).
  bool clears = false;
  for (std::uint64_t k = 0;; ++k) {
    const bool last = options.restart == 0 || k >= 40;
    clearing.attempt(k, last ? ~std::uint64_t{0} : clearing.states() + (options.restart << k));
    Board playing = board;
    out.clear();
    clears = clearing.search(playing, out);
    if (clears || !clearing.ended_short()) break;
  }
  if (options.searched != nullptr) *options.searched = clearing.states();
  if (!clears) return std::nullopt;
  return out;
}

Board deal_board(const Config& config, int rows, int cols, int kinds, std::uint64_t seed) {
  if (rows < 1 || cols < 1 || kinds < 1)
    throw std::invalid_argument("deal: rows, columns and kinds must be at least 1");
  const int pairs = rows * cols / 2;
  std::mt19937_64 rng(seed);
  std::vector<std::int32_t> kind_of(static_cast<std::size_t>(pairs));
  for (int i = 0; i < pairs; ++i) kind_of[static_cast<std::size_t>(i)] = i % kinds + 1;
  std::shuffle(kind_of.begin(), kind_of.end(), rng);
  for (int attempt = 0; attempt < 20; ++attempt) {
    Board board(rows, cols);
    if (rows * cols % 2 != 0) {  // the odd cell out stays empty: mark it taken while placing
      std::uniform_int_distribution<int> r(1, rows), c(1, cols);
      board.set(r(rng), c(rng), -1);
    }
    bool ok = true;
    auto depth = [&](const Cell& x) {
      return std::min({x.row - 1, x.col - 1, rows - x.row, cols - x.col});
    };
    auto partners_of = [&](const Cell& x) {
      ReachRule rule;
      rule.open = [&](const Cell& y) { return !board.inside(y) || board.at(y) == 0; };
      rule.target = [&](const Cell& y) { return board.at(y) == 0 && !(y == x); };
      return ray_reach(board, config, x, rule);
    };
    /// The deepest of `cells`, and of those the ones with the fewest partners (random among
    /// equals): filled first, they are removed last, when the board is open around them.
    auto pick = [&](const std::vector<Cell>& cells,
                    std::vector<Cell>* partners) -> std::optional<Cell> {
      int deepest = -1;
      for (const Cell& c : cells) deepest = std::max(deepest, depth(c));
      std::vector<Cell> best;
      std::vector<std::vector<Cell>> best_to;
      std::size_t fewest = SIZE_MAX;
      for (const Cell& c : cells) {
        if (depth(c) != deepest) continue;
        std::vector<Cell> to = partners_of(c);
        if (to.empty() && partners) return std::nullopt;  // stranded: this attempt fails
        if (to.size() > fewest) continue;
        if (to.size() < fewest) {
          fewest = to.size();
          best.clear();
          best_to.clear();
        }
        best.push_back(c);
        best_to.push_back(std::move(to));
      }
      if (best.empty()) return std::nullopt;
      const std::size_t k = std::uniform_int_distribution<std::size_t>(0, best.size() - 1)(rng);
      if (partners) *partners = std::move(best_to[k]);
      return best[k];
    };
    for (int i = 0; i < pairs && ok; ++i) {
      std::vector<Cell> empty;
      for (int r = 1; r <= rows; ++r)
        for (int c = 1; c <= cols; ++c)
          if (board.at(r, c) == 0) empty.push_back({r, c});
      std::vector<Cell> to;
      const std::optional<Cell> a = pick(empty, &to);
      if (!a || to.empty()) {
        ok = false;
        break;
      }
      const std::int32_t v = kind_of[static_cast<std::size_t>(i)];
      board.set(a->row, a->col, v);  // taken while its partner is chosen
      const std::optional<Cell> b = pick(to, nullptr);
      board.set(b->row, b->col, v);
    }
    if (!ok) continue;
    std::vector<std::int32_t> values = board.values();
    for (std::int32_t& v : values) v = v < 0 ? 0 : v;
    return Board(rows, cols, std::move(values));
  }
  // Every attempt left a cell without a partner: adjacent pairs along a snake always clear.
  std::vector<Cell> snake;
  for (int r = 1; r <= rows; ++r)
    for (int i = 0; i < cols; ++i) snake.push_back({r, r % 2 ? i + 1 : cols - i});
  Board board(rows, cols);
  for (int i = 0; i < pairs; ++i) {
    const std::int32_t v = kind_of[static_cast<std::size_t>(i)];
    board.set(snake[2 * i].row, snake[2 * i].col, v);
    board.set(snake[2 * i + 1].row, snake[2 * i + 1].col, v);
  }
  return board;
}

Board shuffled(const Board& board, std::uint64_t seed) {
  std::vector<std::size_t> at;
  std::vector<std::int32_t> values = board.values();
  std::vector<std::int32_t> tiles;
  for (std::size_t i = 0; i < values.size(); ++i)
    if (values[i] != 0) {
      at.push_back(i);
      tiles.push_back(values[i]);
    }
  std::mt19937_64 rng(seed);
  std::shuffle(tiles.begin(), tiles.end(), rng);
  for (std::size_t k = 0; k < at.size(); ++k) values[at[k]] = tiles[k];
  return Board(board.rows(), board.cols(), std::move(values));
}

}  // namespace llk::game::player_detail
