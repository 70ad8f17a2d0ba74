#include <gtest/gtest.h>

#include "llk/escape/generators.hpp"
#include "llk/escape/oracle.hpp"
#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {

Case make(std::vector<std::string> rows, int t) {
  return Case{Maze::from_rows(rows), t};
}

/// Hand-made cases with known answers, each aimed at one rule or prune.
struct Known {
  Case c;
  bool yes;
  const char* why;
};
std::vector<Known> known_cases() {
  return {
      {make({"S.X.", "..X.", "..XD", "...."}, 5), false, "HDU sample 1"},
      {make({"S.X.", "..X.", "...D"}, 5), true, "HDU sample 2"},
      {make({"SD", ".."}, 1), true, "adjacent, T = 1"},
      {make({"SD", ".."}, 3), true, "around the square: a walk using every cell"},
      {make({"SD", ".."}, 2), false, "parity"},
      {make({"S.D", "XXX"}, 2), true, "straight line, T = distance"},
      {make({"S.D", "XXX"}, 4), false, "S cannot be re-entered"},
      {make({"SD..", "XXXX"}, 3), false, "D reached early cannot be waited on"},
      {make({"S.D", ".X."}, 4), false, "the only long walk re-enters S"},
      {make({"S.", "XD"}, 2), true, "around a wall"},
      {make({"SX", "XD"}, 2), false, "walled in"},
      {make({"S...", "....", "....", "D..."}, 15), true, "Hamiltonian walk, T = free - 1"},
      {make({"S...", "....", "....", "D..."}, 16), false, "T = free cells"},
      {make({"S..", "...", "..D"}, 6), true, "3x3, T = 6"},
      {make({"S..", "...", "..D"}, 8), true, "3x3 Hamiltonian"},
  };
}

TEST(EscapeSolvers, RegistryHasTheDefaultFirst) {
  const auto& all = production_solvers().all();
  ASSERT_GE(all.size(), 3u);
  EXPECT_EQ(all.front().name, "backtrack");
  EXPECT_NE(production_solvers().find("backtrack-noprune"), nullptr);
  EXPECT_NE(production_solvers().find("memo"), nullptr);
  EXPECT_EQ(production_solvers().find("parity-offset"), nullptr);
  EXPECT_GE(mutant_solvers().all().size(), 6u);
}

TEST(EscapeSolvers, KnownCasesEverySolverAndTheOracle) {
  for (const Known& k : known_cases()) {
    EXPECT_EQ(exhaustive_escape(k.c).yes, k.yes) << "exhaustive: " << k.why;
    GraphOracle oracle;
    EXPECT_EQ(oracle.solve(k.c).yes, k.yes) << "oracle: " << k.why;
    for (unsigned bits = 0; bits < 8; ++bits)
      EXPECT_EQ(make_backtrack(Prunes::from_bits(bits))->solve(k.c).yes, k.yes)
          << "backtrack prunes " << bits << ": " << k.why;
    for (const auto& info : production_solvers().all()) {
      const Answer a = info.make()->solve(k.c);
      EXPECT_EQ(a.yes, k.yes) << info.name << ": " << k.why;
      if (a.yes) {
        const auto bad = check_walk(k.c, a.walk);
        EXPECT_FALSE(bad) << info.name << ": " << k.why << ": " << *bad;
      }
    }
  }
}

TEST(EscapeSolvers, OneInstanceAcrossManyCasesMatchesTheOracle) {
  GraphOracle oracle;
  const std::vector<Case> cases = sample_cases(11, 400);
  for (const auto& info : production_solvers().all()) {
    auto solver = info.make();
    int yes = 0;
    for (const Case& c : cases) {
      const Answer a = solver->solve(c);
      ASSERT_EQ(a.yes, oracle.solve(c).yes) << info.name << "\n" << to_text(c);
      if (a.yes) {
        ++yes;
        const auto bad = check_walk(c, a.walk);
        ASSERT_FALSE(bad) << info.name << ": " << *bad << "\n" << to_text(c);
      }
    }
    EXPECT_GT(yes, 40) << info.name;
  }
}

TEST(EscapeSolvers, RelaxedEightByEightStaysFast) {
  // Open 8x8 with T = 63: the free-cell prune does not fire, a Hamiltonian walk exists.
  std::vector<std::string> rows(8, "........");
  rows[0][0] = 'S';
  rows[7][0] = 'D';
  const Case c = make(rows, 63);
  const Answer a = make_backtrack(Prunes{})->solve(c);
  ASSERT_TRUE(a.yes);
  EXPECT_FALSE(check_walk(c, a.walk));
  // T = 64 is cut by the free-cell prune at once.
  EXPECT_FALSE(make_backtrack(Prunes{})->solve(make(rows, 64)).yes);
}

TEST(EscapeModel, CheckWalkRejectsBadWalks) {
  const Case c = make({"S.", ".D"}, 2);
  EXPECT_FALSE(check_walk(c, {{0, 0}, {0, 1}, {1, 1}}));
  EXPECT_TRUE(check_walk(c, {{0, 0}, {1, 1}}));
  EXPECT_TRUE(check_walk(c, {{0, 0}, {1, 1}, {1, 1}}));
  EXPECT_TRUE(check_walk(c, {{0, 0}, {0, 1}, {0, 0}}));
  const Case w = make({"SX", ".D"}, 2);
  EXPECT_TRUE(check_walk(w, {{0, 0}, {0, 1}, {1, 1}}));
}

TEST(EscapeModel, TransformsAreTheEightSymmetries) {
  const Case c = make({"S.X", "..D"}, 3);
  std::vector<std::string> seen;
  for (int s = 0; s < 8; ++s) seen.push_back(to_text(transform(c, s)));
  std::sort(seen.begin(), seen.end());
  EXPECT_EQ(std::unique(seen.begin(), seen.end()), seen.end());
  EXPECT_EQ(transform(c, 0), c);
  EXPECT_EQ(transform(c, 4).maze, Maze::from_rows({"S.", "..", "XD"}));
  EXPECT_EQ(swap_start_door(c).maze, Maze::from_rows({"D.X", "..S"}));
}

}  // namespace
}  // namespace llk::escape
