/// The stateful check: rc::state command sequences against a player, the model a board kept
/// with the oracle. Illegal removals and shuffles are among the commands; RapidCheck shrinks a
/// failing sequence to the shortest one.

#include <rapidcheck.h>
#include <rapidcheck/state.h>

#include <algorithm>
#include <stdexcept>

#include "llk/game/oracle.hpp"
#include "llk/game/properties.hpp"
#include "runner.hpp"

namespace llk::game {
namespace {

struct Model {
  Board board;
  Config config;
};
using Command = rc::state::Command<Model, GamePlayer>;

/// A command's expectation broken: the stateful check's failure, as opposed to a player's throw.
struct Broken : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void expect(bool ok, const std::string& why) {
  if (!ok) throw Broken(why);
}

struct Count final : Command {
  void run(const Model& m, GamePlayer& e) const override {
    const std::size_t want = oracle_pairs(m.board, m.config).size(), got = e.pair_count();
    expect(got == want, "count: the player counts " + std::to_string(got) + " pairs, the oracle " +
                            std::to_string(want));
  }
  void show(std::ostream& os) const override { os << "count"; }
};

struct Hint final : Command {
  void run(const Model& m, GamePlayer& e) const override {
    const auto h = e.hint();
    const bool none = oracle_pairs(m.board, m.config).empty();
    expect(h.has_value() != none, none ? "hint: offers " + to_text(*h) + " with no pair left"
                                       : "hint: offers none with pairs left");
    if (h)
      expect(same_tiles(m.board, *h) && oracle_links(m.board, m.config, *h),
             "hint: offers " + to_text(*h) + ", which does not link");
  }
  void show(std::ostream& os) const override { os << "hint"; }
};

struct RemoveLinked final : Command {
  Pair pair;
  explicit RemoveLinked(const Model& m) {
    const std::vector<Pair> ps = oracle_pairs(m.board, m.config);
    RC_PRE(!ps.empty());
    pair = *rc::gen::elementOf(ps);
  }
  void checkPreconditions(const Model& m) const override {
    RC_PRE(same_tiles(m.board, pair) && oracle_links(m.board, m.config, pair));
  }
  void apply(Model& m) const override {
    m.board.set(pair.a.row, pair.a.col, 0);
    m.board.set(pair.b.row, pair.b.col, 0);
  }
  void run(const Model& m, GamePlayer& e) const override {
    expect(e.remove(pair), "remove " + to_text(pair) + ": refused, but the pair links");
    Model after = m;
    apply(after);
    expect(e.board() == after.board,
           "remove " + to_text(pair) + ": the board is not the old one with both cells emptied");
  }
  void show(std::ostream& os) const override { os << "remove " << to_text(pair); }
};

struct RemoveIllegal final : Command {
  Pair pair;
  explicit RemoveIllegal(const Model& m) {
    const std::vector<Cell> ts = tile_cells(m.board);
    RC_PRE(!ts.empty());
    const Cell a = *rc::gen::elementOf(ts);
    std::vector<Cell> same;  // a same-valued partner when there is one: the telling case
    for (const Cell& c : ts)
      if (m.board.at(c) == m.board.at(a) && !(c == a)) same.push_back(c);
    const Cell b = same.empty() || *rc::gen::inRange(0, 4) == 0 ? *rc::gen::elementOf(ts)
                                                                : *rc::gen::elementOf(same);
    pair = {a, b};
    RC_PRE(!oracle_links(m.board, m.config, pair));
  }
  void checkPreconditions(const Model& m) const override {
    RC_PRE(!oracle_links(m.board, m.config, pair));
  }
  void run(const Model& m, GamePlayer& e) const override {
    expect(!e.remove(pair), "remove " + to_text(pair) + ": accepted, but the pair does not link");
    expect(e.board() == m.board, "remove " + to_text(pair) + ": refused but changed the board");
  }
  void show(std::ostream& os) const override { os << "illegal-remove " << to_text(pair); }
};

struct Shuffle final : Command {
  std::uint64_t seed = *rc::gen::arbitrary<std::uint64_t>();
  void run(const Model& m, GamePlayer& e) const override {
    e.shuffle(seed);
    const Board& b = e.board();
    expect(b.rows() == m.board.rows() && b.cols() == m.board.cols(), "shuffle: the size changed");
    std::vector<std::int32_t> before = m.board.values(), after = b.values();
    for (std::size_t i = 0; i < before.size(); ++i)
      expect((before[i] == 0) == (after[i] == 0),
             "shuffle: cell " + std::to_string(i + 1) + " changed from empty to tile or back");
    std::sort(before.begin(), before.end());
    std::sort(after.begin(), after.end());
    expect(before == after, "shuffle: the multiset of values changed");
    const std::size_t want = oracle_pairs(b, m.config).size(), got = e.pair_count();
    expect(got == want, "count after shuffle: the player counts " + std::to_string(got) +
                            " pairs, the oracle " + std::to_string(want));
    e.load(m.board, m.config);  // the model cannot foresee the permutation: back to its board
  }
  void show(std::ostream& os) const override { os << "shuffle " << seed; }
};

}  // namespace

LawOutcome check_stateful(const PlayerInfo& player, const LawRun& run) {
  return props::run_property("stateful/" + player.name, run, props::max_cells(run),
                             [&](const GameCase& c) -> std::optional<std::string> {
                               auto e = player.make();
                               e->load(c.board, c.config);
                               try {
                                 rc::state::check(
                                     Model{c.board, c.config}, *e,
                                     rc::state::gen::execOneOfWithArgs<Count, Hint, RemoveLinked,
                                                                       RemoveIllegal, Shuffle>());
                               } catch (const Broken& broken) {
                                 return std::string(broken.what());
                               }
                               return std::nullopt;
                             });
}

}  // namespace llk::game
