/// The game laws: each a RapidCheck property over boards, checked against the oracle.

#include <rapidcheck.h>

#include <algorithm>
#include <map>
#include <random>
#include <stdexcept>

#include "llk/game/brute_force.hpp"
#include "llk/game/oracle.hpp"
#include "llk/game/properties.hpp"
#include "llk/link/oracle.hpp"
#include "runner.hpp"

namespace llk::game {
namespace {

using props::run_property;
using Why = std::optional<std::string>;

/// States the plain brute force may expand on one board of the laws: 2.4 % of the verify
/// differential's boards of 11 to 24 tiles need more (docs/game.md).
constexpr std::uint64_t kBruteStates = 20000;

std::unique_ptr<GamePlayer> loaded(const PlayerInfo& info, const GameCase& c) {
  auto e = info.make();
  e->load(c.board, c.config);
  return e;
}

Why agrees_with_oracle(const PlayerInfo& info, const GameCase& c) {
  auto e = loaded(info, c);
  const std::size_t want = oracle_pairs(c.board, c.config).size(), got = e->pair_count();
  if (got != want)
    return "pairs: the player counts " + std::to_string(got) + ", the oracle " +
           std::to_string(want);
  const ClearVerdict truth = oracle_clear(c.board, c.config);
  const auto clear = e->clear();
  if (clear.has_value() != truth.clears)
    return std::string("clear: the player says ") + (clear ? "YES" : "NO") + ", the oracle " +
           (truth.clears ? "YES" : "NO");
  if (clear)
    if (auto bad = check_removals(c.board, c.config, *clear)) return "clear: " + *bad;
  return std::nullopt;
}

Why hint_none_iff_no_pairs(const PlayerInfo& info, const GameCase& c) {
  auto e = loaded(info, c);
  const bool none = oracle_pairs(c.board, c.config).empty();
  const auto h = e->hint();
  if (h && none) return "hint offers " + to_text(*h) + " on a board without pairs";
  if (!h && !none) return "hint offers none on a board with pairs";
  return std::nullopt;
}

Why hint_links(const PlayerInfo& info, const GameCase& c) {
  auto e = loaded(info, c);
  const auto h = e->hint();
  if (h && !(same_tiles(c.board, *h) && oracle_links(c.board, c.config, *h)))
    return "hint offers " + to_text(*h) + ", which does not link";
  return std::nullopt;
}

Why remove_checked(const PlayerInfo& info, const GameCase& c) {
  const std::vector<Cell> ts = tile_cells(c.board);
  if (ts.size() < 2) return std::nullopt;
  const Cell a = *rc::gen::elementOf(ts);
  std::vector<Cell> same;
  for (const Cell& x : ts)
    if (c.board.at(x) == c.board.at(a) && !(x == a)) same.push_back(x);
  const Cell b = same.empty() ? *rc::gen::elementOf(ts) : *rc::gen::elementOf(same);
  const Pair p{a, b};
  auto e = loaded(info, c);
  const bool legal = oracle_links(c.board, c.config, p);
  const bool done = e->remove(p);
  if (done != legal)
    return "remove " + to_text(p) +
           (legal ? " refused, but the pair links" : " accepted, but the pair does not link");
  Board want = c.board;
  if (done) {
    want.set(a.row, a.col, 0);
    want.set(b.row, b.col, 0);
  }
  if (!(e->board() == want))
    return "remove " + to_text(p) +
           (done ? ": the board is not the old one with both cells emptied"
                 : ": refused but changed the board");
  return std::nullopt;
}

Why shuffle_keeps_tiles(const PlayerInfo& info, const GameCase& c) {
  auto e = loaded(info, c);
  e->shuffle(*rc::gen::arbitrary<std::uint64_t>());
  std::vector<std::int32_t> before = c.board.values(), after = e->board().values();
  if (before.size() != after.size()) return "shuffle changed the size of the board";
  for (std::size_t i = 0; i < before.size(); ++i)
    if ((before[i] == 0) != (after[i] == 0))
      return "shuffle moved an empty cell (cell " + std::to_string(i + 1) + " in row-major order)";
  std::sort(before.begin(), before.end());
  std::sort(after.begin(), after.end());
  if (before != after) return "shuffle changed the multiset of values";
  return std::nullopt;
}

Why deal_clears(const PlayerInfo& info, const GameCase& c) {
  auto e = loaded(info, c);
  const int rows = c.board.rows(), cols = c.board.cols();
  const int kinds = *rc::gen::inRange(1, 7);
  const std::uint64_t seed = *rc::gen::arbitrary<std::uint64_t>();
  const Board b = e->deal(rows, cols, kinds, seed);
  const std::string what = "deal(" + std::to_string(rows) + ", " + std::to_string(cols) + ", " +
                           std::to_string(kinds) + ", " + std::to_string(seed) + ")";
  if (b.rows() != rows || b.cols() != cols) return what + " dealt a board of another size";
  std::map<std::int32_t, int> count;
  for (std::int32_t v : b.values())
    if (v != 0) ++count[v];
  for (const auto& [v, n] : count) {
    if (v < 0 || v > kinds) return what + " dealt the kind " + std::to_string(v);
    if (n % 2 != 0)
      return what + " dealt kind " + std::to_string(v) + " " + std::to_string(n) + " times";
  }
  if (tile_count(b) != static_cast<std::size_t>(rows * cols / 2 * 2))
    return what + " left " + std::to_string(rows * cols - static_cast<int>(tile_count(b))) +
           " cells empty";
  if (!oracle_clear(b, c.config).clears) return what + " dealt a board that does not clear";
  return std::nullopt;
}

Why clear_replays(const PlayerInfo& info, const GameCase& c) {
  auto e = loaded(info, c);
  const auto clear = e->clear();
  if (!(e->board() == c.board)) return "clear changed the board in play";
  if (clear)
    if (auto bad = check_removals(c.board, c.config, *clear)) return "clear: " + *bad;
  return std::nullopt;
}

/// One of the 8 symmetries of the board (transposes only square ones) and a relabelling.
Board transformed(const Board& b, int sym, const std::vector<std::int32_t>& relabel) {
  const bool transpose = (sym & 4) != 0 && b.rows() == b.cols();
  Board out(transpose ? b.cols() : b.rows(), transpose ? b.rows() : b.cols());
  for (int r = 1; r <= b.rows(); ++r)
    for (int col = 1; col <= b.cols(); ++col) {
      int rr = (sym & 1) ? b.rows() + 1 - r : r, cc = (sym & 2) ? b.cols() + 1 - col : col;
      if (transpose) std::swap(rr, cc);
      const std::int32_t v = b.at(r, col);
      out.set(rr, cc, v == 0 ? 0 : relabel[static_cast<std::size_t>(v) % relabel.size()]);
    }
  return out;
}

Why symmetry_invariant(const PlayerInfo& info, const GameCase& c) {
  const int sym = *rc::gen::inRange(1, 8);
  std::vector<std::int32_t> relabel{11, 12, 13, 14, 15, 16, 17};
  std::shuffle(relabel.begin(), relabel.end(), std::mt19937(*rc::gen::arbitrary<unsigned>()));
  GameCase t{transformed(c.board, sym, relabel), c.config};
  // Values up to 6 map one to one; larger ones may merge, so keep them out.
  for (std::int32_t v : c.board.values())
    if (v > 6) return std::nullopt;
  auto e = loaded(info, c);
  auto f = loaded(info, t);
  const std::size_t n = e->pair_count(), m = f->pair_count();
  if (n != m)
    return "symmetry " + std::to_string(sym) + " with relabelling: " + std::to_string(n) +
           " pairs before, " + std::to_string(m) + " after";
  const bool x = e->clear().has_value(), y = f->clear().has_value();
  if (x != y)
    return "symmetry " + std::to_string(sym) + " with relabelling: clears " + (x ? "YES" : "NO") +
           " before, " + (y ? "YES" : "NO") + " after";
  return std::nullopt;
}

Why ring_never_fewer(const PlayerInfo& info, const GameCase& c) {
  GameCase hdu = c, classic = c;
  hdu.config.rules = Rules::hdu;
  classic.config.rules = Rules::classic;
  const std::size_t a = loaded(info, hdu)->pair_count(), b = loaded(info, classic)->pair_count();
  if (b < a)
    return "classic rules count " + std::to_string(b) + " pairs, fewer than hdu's " +
           std::to_string(a);
  return std::nullopt;
}

/// The oracle's check on tiny boards: its search against every removal order, its pairs against
/// the link brute force (at most 8 tiles; the law as it was before the plain brute force).
Why oracle_vs_every_order(const GameCase& c, const ClearOptions& options) {
  const int ring = c.config.rules == Rules::classic ? 2 : 0;
  if (tile_count(c.board) > 8 || (c.board.rows() + ring) * (c.board.cols() + ring) > 36)
    return std::nullopt;  // the link brute force enumerates at most 36 cells
  std::size_t brute_pairs = 0;
  const std::vector<Cell> ts = tile_cells(c.board);
  for (std::size_t i = 0; i < ts.size(); ++i)
    for (std::size_t j = i + 1; j < ts.size(); ++j)
      if (brute_force_link(c.board, c.config, {ts[i], ts[j]}).yes) ++brute_pairs;
  const std::size_t pairs = oracle_pairs(c.board, c.config).size();
  if (pairs != brute_pairs)
    return "the oracle counts " + std::to_string(pairs) + " pairs, brute force " +
           std::to_string(brute_pairs);
  const ClearVerdict v = oracle_clear(c.board, c.config, options);
  const bool brute = brute_force_clears(c.board, c.config);
  if (v.clears != brute)
    return std::string("the oracle's search says ") + (v.clears ? "YES" : "NO") +
           ", every removal order says " + (brute ? "YES" : "NO");
  if (v.clears)
    if (auto bad = check_removals(c.board, c.config, v.removals)) return "the oracle: " + *bad;
  return std::nullopt;
}

/// Why `said` (a clearing, or NO) is not `truth`, the plain brute force's decided answer.
Why against(const GameCase& c, const BruteVerdict& truth,
            const std::optional<std::vector<Pair>>& said, const std::string& who) {
  const bool clears = truth.answer == BruteAnswer::yes;
  if (said.has_value() != clears)
    return who + " says " + (said ? "YES" : "NO") + ", the plain brute force " +
           (clears ? "YES" : "NO") + " (" + std::to_string(truth.states) + " states)";
  if (said)
    if (auto bad = check_removals(c.board, c.config, *said)) return who + ": " + *bad;
  return std::nullopt;
}

/// The plain brute force on `c` within the laws' budget, counted decided or undecided.
BruteVerdict brute_truth(const GameCase& c, props::Tags& tags) {
  BruteVerdict truth = plain_brute_force(c.board, c.config, {kBruteStates});
  ++tags[truth.answer == BruteAnswer::undecided ? "undecided" : "decided"];
  return truth;
}

/// The oracle under `options`, and with every reduction as early as it comes (the order and
/// part tests at every state, runs of 2 states), against the plain brute force (or each other
/// where it is undecided); a board of at most 8 tiles against every removal order too.
Why oracle_vs_brute(const GameCase& c, const ClearOptions& options, props::Tags& tags) {
  if (tile_count(c.board) <= 8) {
    ++tags["tiny"];
    if (auto why = oracle_vs_every_order(c, options)) return why;
  }
  const BruteVerdict truth = brute_truth(c, tags);
  std::optional<bool> first;
  for (const bool eager : {false, true}) {
    const ClearVerdict v =
        oracle_clear(c.board, c.config, eager ? eager_clear_options(options.fault) : options);
    const std::string who = eager ? "the oracle, every test at every state," : "the oracle";
    std::optional<std::vector<Pair>> said;
    if (v.clears) said = v.removals;
    if (truth.answer != BruteAnswer::undecided) {
      if (auto why = against(c, truth, said, who)) return why;
    } else if (first && *first != v.clears) {
      return std::string("the oracle says ") + (*first ? "YES" : "NO") + ", " + who + " " +
             (v.clears ? "YES" : "NO");
    }
    first = v.clears;
  }
  return std::nullopt;
}

Why clears_as_brute(const PlayerInfo& info, const GameCase& c, props::Tags& tags) {
  const BruteVerdict truth = brute_truth(c, tags);
  if (truth.answer == BruteAnswer::undecided) return std::nullopt;
  return against(c, truth, loaded(info, c)->clear(), "the player");
}

/// The player a law checks; throws std::invalid_argument when there is none.
const PlayerInfo& law_player(const SolverRef& ref) {
  const PlayerInfo* info = find_player(ref);
  if (info == nullptr)
    throw std::invalid_argument(std::string("no game ") + (ref.mutant ? "mutant" : "player") +
                                " named '" + ref.name + "'");
  return *info;
}

Law per_player(std::string name, std::string description,
               Why (*check)(const PlayerInfo&, const GameCase&)) {
  Law law;
  law.name = name;
  law.description = std::move(description);
  law.check = [name, check](const SolverRef& ref, const LawRun& run) {
    const PlayerInfo& player = law_player(ref);
    LawOutcome o = run_property(name + "/" + player.name, run, props::max_cells(run),
                                [&player, check](const GameCase& c) { return check(player, c); });
    if (!o.passed && name == "agrees-with-oracle") o.kind = failure_kind::wrong_answer;
    return o;
  };
  return law;
}

}  // namespace

const PlayerInfo* find_player(const SolverRef& ref) {
  return find_solver_info<PlayerInfo>(ref, production_players(), mutant_players(),
                                      "a game player (llk::game::PlayerInfo)");
}

LawOutcome check_oracle_vs_brute_force(const ClearOptions& options, const LawRun& run,
                                       bool tiny_only) {
  if (tiny_only)
    return run_property(
        "oracle-vs-brute-force", run, std::min(props::max_cells(run), 12),
        [&options](const GameCase& c) { return oracle_vs_every_order(c, options); });
  const rc::Gen<GameCase> boards =
      rc::gen::weightedOneOf<GameCase>({{1, gen_game_case(std::min(props::max_cells(run), 12))},
                                        {3, gen_differential_case(11, 24)}});
  return props::run_tagged("oracle-vs-brute-force", run, boards,
                           [&options](const GameCase& c, props::Tags& tags) {
                             return oracle_vs_brute(c, options, tags);
                           });
}

const std::vector<Law>& game_laws() {
  static const std::vector<Law> laws = [] {
    std::vector<Law> v;
    v.push_back(per_player("agrees-with-oracle",
                           "the pair count is the oracle's; clear says YES exactly when the "
                           "oracle does, with removals that replay",
                           agrees_with_oracle));
    v.push_back(per_player("hint-none-iff-no-pairs",
                           "the hint offers none exactly when the board has no pair",
                           hint_none_iff_no_pairs));
    v.push_back(per_player("hint-links", "every hinted pair links", hint_links));
    v.push_back(per_player("remove-checked",
                           "a removal is refused unless the pair links; after one the board has "
                           "two tiles fewer and the rest unchanged",
                           remove_checked));
    v.push_back(per_player("shuffle-keeps-tiles",
                           "a shuffle keeps the multiset of values and the set of empty cells",
                           shuffle_keeps_tiles));
    v.push_back(per_player(
        "deal-clears", "a dealt board clears, every kind an even number of times", deal_clears));
    v.push_back(per_player("clear-replays",
                           "a clearing sequence replays legally and leaves the board in play "
                           "alone",
                           clear_replays));
    v.push_back(per_player("symmetry-invariant",
                           "mirroring, transposing and relabelling keep the pair count and "
                           "whether the board clears",
                           symmetry_invariant));
    v.push_back(per_player("ring-never-fewer-pairs", "the classic ring never lowers the pair count",
                           ring_never_fewer));
    Law stateful;
    stateful.name = "stateful";
    stateful.description =
        "rc::state sequences of count, hint, remove, illegal remove and shuffle agree with a "
        "model built on the oracle";
    stateful.check = [](const SolverRef& ref, const LawRun& run) {
      return check_stateful(law_player(ref), run);
    };
    v.push_back(std::move(stateful));
    Law brute;
    brute.name = "oracle-vs-brute-force";
    brute.description =
        "the oracle's clearing search, at its defaults and with every test at every state, agrees "
        "with "
        "the plain brute force on boards of up to 24 tiles it decides (and with every removal "
        "order, its pairs with the link brute force, on boards of up to 8)";
    brute.per_solver = false;
    brute.check = [](const SolverRef&, const LawRun& run) {
      return check_oracle_vs_brute_force({}, run);
    };
    v.push_back(std::move(brute));
    Law plain;
    plain.name = "clears-as-brute-force";
    plain.description =
        "clear says YES exactly when the plain brute force does, on boards of 11 to 24 tiles "
        "it decides (the oracle not asked)";
    plain.check = [](const SolverRef& ref, const LawRun& run) {
      const PlayerInfo& player = law_player(ref);
      LawOutcome o = props::run_tagged("clears-as-brute-force/" + player.name, run,
                                       gen_differential_case(11, 24),
                                       [&player](const GameCase& c, props::Tags& tags) {
                                         return clears_as_brute(player, c, tags);
                                       });
      if (!o.passed) o.kind = failure_kind::wrong_answer;
      return o;
    };
    v.push_back(std::move(plain));
    return v;
  }();
  return laws;
}

}  // namespace llk::game
