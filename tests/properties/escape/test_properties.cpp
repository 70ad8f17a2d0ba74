#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "llk/escape/generators.hpp"
#include "llk/escape/oracle.hpp"
#include "llk/escape/properties.hpp"
#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {

/// Checks one law on one generated case for every production solver.
void every_solver_obeys(const std::string& name, const Case& c) {
  RC_TAG(GraphOracle().solve(c).yes ? "YES" : "NO");
  for (const auto& info : production_solvers().all()) {
    const auto broken = check_law(name, c, info.make);
    if (broken) RC_FAIL(info.name + " breaks " + name + ": " + *broken);
  }
}

RC_GTEST_PROP(EscapeLaws, AgreesWithOracle, (const Case& c)) {
  every_solver_obeys("agrees-with-oracle", c);
}
RC_GTEST_PROP(EscapeLaws, ValidWitness, (const Case& c)) {
  every_solver_obeys("valid-witness", c);
}
RC_GTEST_PROP(EscapeLaws, SwapStartDoor, (const Case& c)) {
  every_solver_obeys("swap-start-door", c);
}
RC_GTEST_PROP(EscapeLaws, Symmetry, (const Case& c)) {
  every_solver_obeys("symmetry", c);
}
RC_GTEST_PROP(EscapeLaws, WallMonotone, (const Case& c)) {
  every_solver_obeys("wall-monotone", c);
}
RC_GTEST_PROP(EscapeLaws, ParityLaw, (const Case& c)) {
  RC_CLASSIFY(parity_forbids(c), "parity forbids");
  every_solver_obeys("parity-law", c);
}
RC_GTEST_PROP(EscapeLaws, FreeCellLaw, (const Case& c)) {
  RC_CLASSIFY(free_cells_forbid(c), "free cells forbid");
  every_solver_obeys("free-cell-law", c);
}
RC_GTEST_PROP(EscapeLaws, NoStateLeak, (const Case& c)) {
  every_solver_obeys("no-state-leak", c);
}

RC_GTEST_PROP(EscapePrunes, EveryPruneCombinationIsSound, (const Case& c)) {
  RC_TAG(GraphOracle().solve(c).yes ? "YES" : "NO");
  const auto broken = check_prunes_sound(c);
  if (broken) RC_FAIL(*broken);
}

/// The laws the prunes rest on hold for the oracle itself, which uses no prune.
RC_GTEST_PROP(EscapePrunes, OracleObeysParityAndFreeCellLaws, (const Case& c)) {
  const bool yes = GraphOracle().solve(c).yes;
  RC_CLASSIFY(parity_forbids(c), "parity forbids");
  RC_CLASSIFY(free_cells_forbid(c), "free cells forbid");
  if (parity_forbids(c)) RC_ASSERT(!yes);
  if (free_cells_forbid(c)) RC_ASSERT(!yes);
}

TEST(EscapeGenerator, GivesEnoughYesAndNo) {
  const auto cases = sample_cases(2024, 500);
  GraphOracle oracle;
  int yes = 0, big = 0;
  for (const Case& c : cases) {
    ASSERT_TRUE(well_formed(c)) << to_text(c);
    ASSERT_GE(c.time, 1);
    ASSERT_LE(c.time, 49);
    yes += oracle.solve(c).yes;
    big += c.maze.rows() * c.maze.cols() >= 25;
  }
  EXPECT_GE(yes, 100) << "at least 20% YES";
  EXPECT_LE(yes, 400) << "at least 20% NO";
  EXPECT_GE(big, 50) << "5x5 and larger mazes are generated";
}

TEST(EscapeGenerator, ShrinksTowardsSmallerCases) {
  const Case c{Maze::from_rows({"S.X", "X.X", "..D"}), 6};
  const auto shrinks = shrink_case(c);
  ASSERT_FALSE(shrinks.empty());
  for (const Case& s : shrinks) {
    EXPECT_TRUE(well_formed(s)) << to_text(s);
    const bool smaller = s.maze.rows() * s.maze.cols() < 9 || s.time < c.time ||
                         s.maze.count(kWall) < c.maze.count(kWall);
    EXPECT_TRUE(smaller) << to_text(s);
  }
  // The first row and column hold S, the last ones D: only the middle row and the middle column
  // can go; T (to 3, 4 and 5) and each of the three walls still shrink.
  EXPECT_EQ(shrinks.size(), 2u + 3u + 3u);
}

}  // namespace
}  // namespace llk::escape
