#include <gtest/gtest.h>

#include <map>

#include "llk/escape/generators.hpp"
#include "llk/escape/oracle.hpp"
#include "llk/escape/properties.hpp"
#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {

Case make(std::vector<std::string> rows, int t) {
  return Case{Maze::from_rows(rows), t};
}

/// A hand-written maze on which a mutant answers wrong; `before` is solved first by the same
/// instance (for slips that only show across cases).
struct Witness {
  std::string mutant;
  std::vector<Case> before;
  Case c;
  bool truth;
};

std::vector<Witness> witnesses() {
  return {
      // Any YES case: the offset parity test prunes exactly the feasible parity.
      {"parity-offset", {}, make({"S.X.", "..X.", "...D"}, 5), true},
      // T equals the distance: the off-by-one distance prune cuts the straight walk.
      {"distance-off-by-one", {}, make({"S.D", "XXX"}, 2), true},
      // The only 4-move walk goes S -> below -> S -> right -> D.
      {"start-unvisited", {}, make({"S.D", ".X."}, 4), false},
      // D is reached at second 1 and cannot be waited on until second 3.
      {"door-early", {}, make({"SD..", "XXXX"}, 3), false},
      // After a YES the walk's cells stay marked, so the same maze then answers NO.
      {"state-leak", {make({"S.X.", "..X.", "...D"}, 5)}, make({"S.X.", "..X.", "...D"}, 5), true},
      // T = free - 1: the walk over every cell of the square.
      {"free-cells-off-by-one", {}, make({"S.", "D."}, 3), true},
      // (2,2) fails at second 2 after S, (1,2); reached after S, (2,1) it is wrongly skipped.
      {"memo-time-key", {}, make({"S.D", "..X"}, 4), true},
  };
}

TEST(EscapeMutants, EachHasAHandWrittenWitness) {
  std::map<std::string, int> covered;
  for (const Witness& w : witnesses()) {
    ASSERT_EQ(exhaustive_escape(w.c).yes, w.truth) << w.mutant;
    for (const auto& info : production_solvers().all())
      ASSERT_EQ(info.make()->solve(w.c).yes, w.truth) << info.name << " on " << w.mutant;
    const SolverInfo* info = mutant_solvers().find(w.mutant);
    ASSERT_NE(info, nullptr) << w.mutant;
    auto solver = info->make();
    for (const Case& b : w.before) solver->solve(b);
    EXPECT_NE(solver->solve(w.c).yes, w.truth) << w.mutant << " survives its witness";
    ++covered[w.mutant];
  }
  for (const auto& info : mutant_solvers().all())
    EXPECT_EQ(covered.count(info.name), 1u) << info.name << " has no witness";
}

TEST(EscapeMutants, EachIsKilledByAProperty) {
  // Each law through the law runner, as `llk verify` runs it: a fixed seed, a count of cases.
  LawRun run;
  run.seed = 99;
  run.cases = 300;
  run.max_size = 100;
  for (const auto& info : mutant_solvers().all()) {
    std::string killers;
    for (const llk::Law& l : laws()) {
      if (!l.per_solver) continue;
      const LawOutcome o = l.check(SolverRef{info.name, true, {}}, run);
      if (!o.passed) {
        EXPECT_TRUE(o.counterexample.has_value()) << info.name << " by " << l.name;
        EXPECT_EQ(o.reproduce.rfind("reproduce=", 0), 0u) << info.name << " by " << l.name;
        killers += (killers.empty() ? "" : ", ") + l.name;
      }
    }
    EXPECT_FALSE(killers.empty()) << info.name << " survives every law";
    std::cout << info.name << " killed by: " << killers << '\n';
  }
}

TEST(EscapeMutants, RapidCheckFindsACounterexample) {
  // rc::check run programmatically (random seed, RC_PARAMS honoured): every law at once must
  // fail for each mutant and shrink to a small counterexample.
  for (const auto& info : mutant_solvers().all()) {
    const auto make = info.make;
    const bool passed = rc::check(info.name + " obeys every law", [make](const Case& c) {
      for (const llk::Law& l : laws()) {
        if (!l.per_solver) continue;
        const auto broken = check_law(l.name, c, make);
        if (broken) RC_FAIL(l.name + ": " + *broken);
      }
    });
    EXPECT_FALSE(passed) << info.name << " was not caught";
  }
}

}  // namespace
}  // namespace llk::escape
