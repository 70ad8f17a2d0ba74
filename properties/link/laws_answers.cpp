#include <algorithm>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "law_support.hpp"
#include "laws.hpp"
#include "llk/link/oracle.hpp"
#include "llk/link/path_check.hpp"

namespace llk::link::props {
namespace {

constexpr std::int32_t kMaxLabel = 2147483647;
constexpr int kMaxProbes = 6;  ///< board edits tried per query by the monotonicity laws

/// Non-endpoint tiles next to (or on) the witness path: the ones whose removal matters most.
std::vector<Cell> tiles_near(const Board& b, const Query& q, const Answer& a, Rng& rng) {
  std::vector<Cell> out;
  std::set<std::pair<int, int>> seen;
  auto consider = [&](Cell c) {
    if (!b.inside(c) || c == q.a || c == q.b || b.at(c) == 0) return;
    if (seen.insert({c.row, c.col}).second) out.push_back(c);
  };
  for (const Cell& p : a.path)
    for (auto [dr, dc] : {std::pair{0, 1}, {1, 0}, {0, -1}, {-1, 0}})
      consider({p.row + dr, p.col + dc});
  std::shuffle(out.begin(), out.end(), rng);
  if (out.size() > kMaxProbes - 2) out.resize(kMaxProbes - 2);
  for (int i = 0; i < 8 && static_cast<int>(out.size()) < kMaxProbes; ++i)
    consider({static_cast<int>(rng() % b.rows()) + 1, static_cast<int>(rng() % b.cols()) + 1});
  return out;
}

/// Empty non-endpoint cells next to the endpoints and a few anywhere.
std::vector<Cell> empties_near(const Board& b, const Query& q, Rng& rng) {
  std::vector<Cell> out;
  std::set<std::pair<int, int>> seen;
  auto consider = [&](Cell c) {
    if (!b.inside(c) || c == q.a || c == q.b || b.at(c) != 0) return;
    if (seen.insert({c.row, c.col}).second) out.push_back(c);
  };
  for (const Cell& p : {q.a, q.b})
    for (auto [dr, dc] : {std::pair{0, 1}, {1, 0}, {0, -1}, {-1, 0}})
      consider({p.row + dr, p.col + dc});
  std::shuffle(out.begin(), out.end(), rng);
  if (out.size() > kMaxProbes - 2) out.resize(kMaxProbes - 2);
  for (int i = 0; i < 8 && static_cast<int>(out.size()) < kMaxProbes; ++i)
    consider({static_cast<int>(rng() % b.rows()) + 1, static_cast<int>(rng() % b.cols()) + 1});
  return out;
}

}  // namespace

Law oracle_agreement_law() {
  return solver_law("oracle-agreement", "every answer agrees with the Boost.Graph oracle",
                    [](const SolverInfo& solver, const LinkInput& in, Rng&,
                       Tally& tally) -> std::optional<std::string> {
                      return against_oracle(
                          solver, in, tally,
                          [](const Answer& truth, const Answer& got) -> std::optional<std::string> {
                            if (got.yes == truth.yes) return std::nullopt;
                            return "solver says " + yes_no(got.yes) + ", oracle says " +
                                   yes_no(truth.yes);
                          });
                    });
}

Law symmetry_law() {
  return solver_law("symmetry", "linking (a, b) and (b, a) give the same answer",
                    [](const SolverInfo& solver, const LinkInput& in, Rng&,
                       Tally& tally) -> std::optional<std::string> {
                      auto s = solver.make();
                      return for_each_query(
                          *s, in, tally,
                          [&](const Case& c, const Query& q) -> std::optional<std::string> {
                            const Answer ab = s->solve(q);
                            const Answer ba = s->solve({q.b, q.a});
                            count_answer(tally, c.board, ab);
                            if (ab.yes == ba.yes) return std::nullopt;
                            return yes_no(ab.yes) + " but reversed " + yes_no(ba.yes);
                          });
                    });
}

Law witness_law() {
  return make_law(
      "witness", "a YES carries a valid witness path with its turn count, a NO carries none",
      [](const SolverInfo& solver, const LawRun& run) {
        if (!solver.caps.witness) return not_applicable("solver gives no witness path");
        return run_solver_law(
            "witness", solver, run,
            [&](const LinkInput& in, Rng&, Tally& tally) -> std::optional<std::string> {
              auto s = solver.make();
              return for_each_query(
                  *s, in, tally, [&](const Case& c, const Query& q) -> std::optional<std::string> {
                    const Answer a = s->solve(q);
                    count_answer(tally, c.board, a);
                    if (auto why = check_answer(c.board, in.config, q, a))
                      return "bad witness for " + yes_no(a.yes) + ": " + *why;
                    return std::nullopt;
                  });
            });
      });
}

Law yes_no_law() {
  return solver_law(
      "yes-no", "the answer alone (links) equals the full answer's YES or NO (solve)",
      [](const SolverInfo& solver, const LinkInput& in, Rng&,
         Tally& tally) -> std::optional<std::string> {
        auto s = solver.make();
        return for_each_query(
            *s, in, tally, [&](const Case& c, const Query& q) -> std::optional<std::string> {
              const bool alone = s->links(q);
              const Answer full = s->solve(q);
              count_answer(tally, c.board, full);
              if (alone == full.yes) return std::nullopt;
              return "links says " + yes_no(alone) + ", solve says " + yes_no(full.yes);
            });
      });
}

Law min_turns_law() {
  return make_law(
      "min-turns", "a solver that reports the fewest turns agrees with the oracle's figure",
      [](const SolverInfo& solver, const LawRun& run) {
        if (!solver.caps.reports_min_turns)
          return not_applicable("solver does not report the fewest turns");
        return run_solver_law(
            "min-turns", solver, run,
            [&](const LinkInput& in, Rng&, Tally& tally) -> std::optional<std::string> {
              return against_oracle(
                  solver, in, tally,
                  [](const Answer& truth, const Answer& got) -> std::optional<std::string> {
                    if (!got.yes || !truth.yes || got.turns == truth.turns) return std::nullopt;
                    return "solver reports " + std::to_string(got.turns) +
                           " turns, the fewest is " + std::to_string(truth.turns);
                  });
            });
      });
}

Law turns_monotone_law() {
  return make_law("turns-monotone", "a YES at turn limit K stays YES at K+1",
                  [](const SolverInfo& solver, const LawRun& run) {
                    GenOptions opt = law_options(solver.caps);
                    opt.max_turns = std::min(4, solver.caps.max_turns) - 1;
                    if (opt.max_turns < 0) return not_applicable("solver supports only K = 0");
                    return run_law(
                        law_id("turns-monotone", solver), opt, run,
                        [&](const LinkInput& in, Rng&, Tally& tally) -> std::optional<std::string> {
                          auto at_k = solver.make();
                          auto at_k1 = solver.make();
                          Config more = in.config;
                          ++more.turns;
                          return for_each_query(
                              in, tally,
                              [&](const Case& c) {
                                at_k->prepare(c.board, in.config);
                                at_k1->prepare(c.board, more);
                              },
                              [&](const Case& c, const Query& q) -> std::optional<std::string> {
                                const Answer a = at_k->solve(q);
                                count_answer(tally, c.board, a);
                                if (!a.yes || at_k1->solve(q).yes) return std::nullopt;
                                return "YES at K=" + std::to_string(in.config.turns) +
                                       " but NO at K=" + std::to_string(more.turns);
                              });
                        });
                  });
}

namespace {

/// Boards one edit away from a case's, each with the edit in words.
using Edits = std::vector<std::pair<Board, std::string>>;

/// The monotonicity laws' walk: every query answered `kept` on its board must keep that answer
/// on each board `edit(c, q, answer)` gives.
std::optional<std::string> answer_stays(
    const SolverInfo& solver, const LinkInput& in, Tally& tally, bool kept,
    const std::function<Edits(const Case& c, const Query& q, const Answer& a)>& edit) {
  auto s = solver.make();
  auto probe = solver.make();
  return for_each_query(*s, in, tally,
                        [&](const Case& c, const Query& q) -> std::optional<std::string> {
                          const Answer a = s->solve(q);
                          count_answer(tally, c.board, a);
                          if (a.yes != kept) return std::nullopt;
                          for (const auto& [b, what] : edit(c, q, a)) {
                            probe->prepare(b, in.config);
                            ++tally["probes"];
                            if (probe->solve(q).yes != kept)
                              return yes_no(kept) + ", but " + yes_no(!kept) + " once " + what;
                          }
                          return std::nullopt;
                        });
}

std::string cell_text(const Cell& cell) {
  return "(" + std::to_string(cell.row) + "," + std::to_string(cell.col) + ")";
}

}  // namespace

Law monotonic_remove_law() {
  return solver_law(
      "monotonic-remove", "a YES stays YES when a tile that is not an endpoint is removed",
      [](const SolverInfo& solver, const LinkInput& in, Rng& rng,
         Tally& tally) -> std::optional<std::string> {
        return answer_stays(
            solver, in, tally, true, [&](const Case& c, const Query& q, const Answer& a) {
              Edits out;
              for (const Cell& t : tiles_near(c.board, q, a, rng)) {
                Board b = c.board;
                b.set(t.row, t.col, 0);
                out.emplace_back(std::move(b), "the tile at " + cell_text(t) + " is removed");
              }
              return out;
            });
      });
}

Law monotonic_add_law() {
  return solver_law(
      "monotonic-add", "a NO stays NO when an empty cell (not an endpoint) gets a tile",
      [](const SolverInfo& solver, const LinkInput& in, Rng& rng,
         Tally& tally) -> std::optional<std::string> {
        return answer_stays(
            solver, in, tally, false, [&](const Case& c, const Query& q, const Answer&) {
              const std::int32_t top =
                  *std::max_element(c.board.values().begin(), c.board.values().end());
              const std::int32_t fresh = top < kMaxLabel ? top + 1 : 1;
              const std::int32_t own = c.board.at(q.a);
              Edits out;
              for (const Cell& e : empties_near(c.board, q, rng)) {
                Board b = c.board;
                b.set(e.row, e.col, own != 0 && rng() % 2 == 0 ? own : fresh);
                const std::string what = cell_text(e) + " holds a tile " + std::to_string(b.at(e));
                out.emplace_back(std::move(b), what);
              }
              return out;
            });
      });
}

}  // namespace llk::link::props
