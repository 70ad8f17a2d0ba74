#include <algorithm>
#include <memory>
#include <set>

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
  return make_law(
      "oracle-agreement", "every answer agrees with the Boost.Graph oracle",
      [](const SolverInfo& solver, const LawRun& run) {
        return run_solver_law(
            "oracle-agreement", solver, run,
            [&](const LinkInput& in, Rng&, Tally& tally) -> std::optional<std::string> {
              return against_oracle(
                  solver, in, tally,
                  [](const Answer& truth, const Answer& got) -> std::optional<std::string> {
                    if (got.yes == truth.yes) return std::nullopt;
                    return "solver says " + yes_no(got.yes) + ", oracle says " + yes_no(truth.yes);
                  });
            });
      });
}

Law symmetry_law() {
  return make_law("symmetry", "linking (a, b) and (b, a) give the same answer",
                  [](const SolverInfo& solver, const LawRun& run) {
                    return run_solver_law(
                        "symmetry", solver, run,
                        [&](const LinkInput& in, Rng&, Tally& tally) -> std::optional<std::string> {
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

Law monotonic_remove_law() {
  return make_law(
      "monotonic-remove", "a YES stays YES when a tile that is not an endpoint is removed",
      [](const SolverInfo& solver, const LawRun& run) {
        return run_solver_law(
            "monotonic-remove", solver, run,
            [&](const LinkInput& in, Rng& rng, Tally& tally) -> std::optional<std::string> {
              auto s = solver.make();
              auto probe = solver.make();
              return for_each_query(
                  *s, in, tally, [&](const Case& c, const Query& q) -> std::optional<std::string> {
                    const Answer a = s->solve(q);
                    count_answer(tally, c.board, a);
                    if (!a.yes) return std::nullopt;
                    for (const Cell& t : tiles_near(c.board, q, a, rng)) {
                      Board b = c.board;
                      b.set(t.row, t.col, 0);
                      probe->prepare(b, in.config);
                      ++tally["probes"];
                      if (!probe->solve(q).yes)
                        return "YES, but NO once the tile at (" + std::to_string(t.row) + "," +
                               std::to_string(t.col) + ") is removed";
                    }
                    return std::nullopt;
                  });
            });
      });
}

Law monotonic_add_law() {
  return make_law(
      "monotonic-add", "a NO stays NO when an empty cell (not an endpoint) gets a tile",
      [](const SolverInfo& solver, const LawRun& run) {
        return run_solver_law(
            "monotonic-add", solver, run,
            [&](const LinkInput& in, Rng& rng, Tally& tally) -> std::optional<std::string> {
              auto s = solver.make();
              auto probe = solver.make();
              for (std::size_t ci = 0; ci < in.cases.size(); ++ci) {
                const Case& c = in.cases[ci];
                count_case(tally, c.board, in.config);
                s->prepare(c.board, in.config);
                const std::int32_t top =
                    *std::max_element(c.board.values().begin(), c.board.values().end());
                const std::int32_t fresh = top < kMaxLabel ? top + 1 : 1;
                for (std::size_t qi = 0; qi < c.queries.size(); ++qi) {
                  const Query& q = c.queries[qi];
                  const Answer a = s->solve(q);
                  count_answer(tally, c.board, a);
                  if (a.yes) continue;
                  const std::int32_t own = c.board.at(q.a);
                  for (const Cell& e : empties_near(c.board, q, rng)) {
                    Board b = c.board;
                    const std::int32_t v = own != 0 && rng() % 2 == 0 ? own : fresh;
                    b.set(e.row, e.col, v);
                    probe->prepare(b, in.config);
                    ++tally["probes"];
                    if (probe->solve(q).yes)
                      return where(ci, qi, q) + ": NO, but YES once (" + std::to_string(e.row) +
                             "," + std::to_string(e.col) + ") holds a tile " +
                             std::to_string(b.at(e));
                  }
                }
              }
              return std::nullopt;
            });
      });
}

}  // namespace llk::link::props
