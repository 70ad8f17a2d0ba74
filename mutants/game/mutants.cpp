/// The game mutant zoo: production players with one deliberate fault each, wrapped so that the
/// fault is the only difference. Each must be killed by a law or by the stateful check.

#include <algorithm>
#include <random>

#include "forwarding.hpp"
#include "llk/game/player.hpp"
#include "oracle_faults.hpp"

namespace llk::game {
namespace {

struct CountsBothOrders final : Forwarding {
  std::size_t pair_count() override { return 2 * inner_->pair_count(); }
};

struct HintSkipsLastRow final : Forwarding {
  std::optional<Pair> hint() override {
    for (const Pair& p : inner_->pairs())
      if (p.a.row != board().rows() && p.b.row != board().rows()) return p;
    return std::nullopt;
  }
};

struct RemoveLeavesTile final : Forwarding {
  bool remove(const Pair& p) override {
    if (!same_tiles(board(), p)) return false;
    const std::int32_t v = board().at(p.b);
    if (!inner_->remove(p)) return false;
    Board b = board();
    b.set(p.b.row, p.b.col, v);
    replace(b);
    return true;
  }
};

struct RemoveUnchecked final : Forwarding {
  bool remove(const Pair& p) override {
    if (!same_tiles(board(), p)) return false;
    Board b = board();
    b.set(p.a.row, p.a.col, 0);
    b.set(p.b.row, p.b.col, 0);
    replace(b);
    return true;
  }
};

struct ShuffleLosesTile final : Forwarding {
  void shuffle(std::uint64_t seed) override {
    inner_->shuffle(seed);
    Board b = board();
    std::vector<std::size_t> tiles;
    for (std::size_t i = 0; i < b.values().size(); ++i)
      if (b.values()[i] != 0) tiles.push_back(i);
    if (tiles.size() < 2) return;
    // The last tile becomes a copy of the first: one value lost, one doubled.
    const auto cols = static_cast<std::size_t>(b.cols());
    const std::size_t first = tiles.front(), last = tiles.back();
    b.set(static_cast<int>(last / cols) + 1, static_cast<int>(last % cols) + 1, b.values()[first]);
    replace(b);
  }
};

struct ShuffleMovesEmpty final : Forwarding {
  void shuffle(std::uint64_t seed) override {
    std::vector<std::int32_t> v = board().values();
    std::mt19937_64 rng(seed);
    std::shuffle(v.begin(), v.end(), rng);  // empty cells move with the tiles
    replace(Board(board().rows(), board().cols(), std::move(v)));
  }
};

/// Removes the first pair the hint offers until none is left: a wrong choice deadlocks it.
struct GreedyClear final : Forwarding {
  std::optional<std::vector<Pair>> clear() override {
    const Board start = board();
    std::vector<Pair> done;
    while (auto h = inner_->hint()) {
      inner_->remove(*h);
      done.push_back(*h);
    }
    const bool empty = tile_count(board()) == 0;
    replace(start);
    if (!empty) return std::nullopt;
    return done;
  }
};

/// Every kind an even number of times, placed anywhere.
struct RandomDealer final : Forwarding {
  Board deal(int rows, int cols, int kinds, std::uint64_t seed) override {
    std::vector<std::int32_t> v(static_cast<std::size_t>(rows * cols), 0);
    for (int i = 0; i < rows * cols / 2; ++i)
      v[static_cast<std::size_t>(2 * i)] = v[static_cast<std::size_t>(2 * i + 1)] = i % kinds + 1;
    std::mt19937_64 rng(seed);
    std::shuffle(v.begin(), v.end(), rng);
    return Board(rows, cols, std::move(v));
  }
};

/// Caches the pairs and the hint on load and shuffle, but not on remove.
struct StalePairCache final : Forwarding {
  StalePairCache() : Forwarding("linkcache") {}
  void load(const Board& board, const Config& config) override {
    Forwarding::load(board, config);
    cache_.reset();
  }
  void shuffle(std::uint64_t seed) override {
    Forwarding::shuffle(seed);
    cache_.reset();
  }
  std::vector<Pair> pairs() override { return cached(); }
  std::size_t pair_count() override { return cached().size(); }
  std::optional<Pair> hint() override {
    if (cached().empty()) return std::nullopt;
    return cached().front();
  }

 private:
  const std::vector<Pair>& cached() {
    if (!cache_) cache_ = inner_->pairs();
    return *cache_;
  }
  std::optional<std::vector<Pair>> cache_;
};

/// Offers the first two tiles of one value, linked or not.
struct HintUnlinked final : Forwarding {
  std::optional<Pair> hint() override {
    if (!inner_->hint()) return std::nullopt;
    const Board& b = board();
    for (int i = 0; i < b.rows() * b.cols(); ++i)
      for (int j = i + 1; j < b.rows() * b.cols(); ++j) {
        const Pair p{{i / b.cols() + 1, i % b.cols() + 1}, {j / b.cols() + 1, j % b.cols() + 1}};
        if (same_tiles(b, p)) return p;
      }
    return std::nullopt;
  }
};

/// Leaves the last removal out of its clearing sequence.
struct ClearDropsLast final : Forwarding {
  std::optional<std::vector<Pair>> clear() override {
    auto c = inner_->clear();
    if (c && !c->empty()) c->pop_back();
    return c;
  }
};

/// Under classic rules counts with one turn fewer (the ring costs it a turn).
struct ClassicTurnShort final : Forwarding {
  std::size_t pair_count() override {
    if (config().rules != Rules::classic || config().turns == 0) return inner_->pair_count();
    auto e = production_players().find("sweep")->make();
    e->load(board(), {Rules::classic, config().turns - 1});
    return e->pair_count();
  }
};

/// A mutant whose bug the judge's answers do not show.
PlayerInfo laws_only(PlayerInfo info) {
  info.judged = false;
  return info;
}

template <class T>
std::unique_ptr<GamePlayer> make() {
  return std::make_unique<T>();
}

}  // namespace

std::optional<Rules> mutant_shown_under(const std::string& name) {
  if (name == "classic-turn-short") return Rules::classic;
  return std::nullopt;
}

const PlayerRegistry& mutant_players() {
  static const PlayerRegistry registry = [] {
    PlayerRegistry r;
    r.add(
        {"count-both-orders", "counts (a, b) and (b, a): twice the pairs", make<CountsBothOrders>});
    r.add(laws_only({"hint-skips-last-row",
                     "the hint never offers a pair with a tile in the last row",
                     make<HintSkipsLastRow>}));
    r.add(laws_only(
        {"remove-leaves-tile", "a removal empties the first cell only", make<RemoveLeavesTile>}));
    r.add(laws_only({"remove-unchecked", "removes any two tiles of one value, linked or not",
                     make<RemoveUnchecked>}));
    r.add(laws_only({"shuffle-loses-tile", "after the shuffle one tile is a copy of another",
                     make<ShuffleLosesTile>}));
    r.add(laws_only({"shuffle-moves-empty", "shuffles the empty cells with the tiles",
                     make<ShuffleMovesEmpty>}));
    r.add({"greedy-clear", "clears by removing the first pair it sees until none is left",
           make<GreedyClear>});
    r.add(laws_only({"random-dealer", "deals every kind an even number of times on random cells",
                     make<RandomDealer>}));
    r.add(laws_only(
        {"stale-pair-cache", "keeps its pairs and hint after a removal", make<StalePairCache>}));
    r.add(laws_only({"hint-unlinked", "hints the first two tiles of one value, linked or not",
                     make<HintUnlinked>}));
    r.add({"clear-drops-last", "leaves the last removal out of a clearing sequence",
           make<ClearDropsLast>});
    r.add({"classic-turn-short", "counts classic-rule pairs with K - 1 turns",
           make<ClassicTurnShort>});
    add_oracle_mutants(r);
    return r;
  }();
  return registry;
}

}  // namespace llk::game
