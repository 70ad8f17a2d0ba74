#include <gtest/gtest.h>

#include <random>
#include <string>

#include "llk/escape/generators.hpp"
#include "llk/escape/oracle.hpp"
#include "llk/escape/properties.hpp"
#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {

/// Calls `f` on every maze of the given shape over {'.', 'X'} with every S/D placement, and on
/// every T from 1 to free cells + 2.
template <class F>
long for_every_case(int rows, int cols, F&& f) {
  const int n = rows * cols;
  long count = 0;
  for (int s = 0; s < n; ++s) {
    for (int d = 0; d < n; ++d) {
      if (d == s) continue;
      for (unsigned walls = 0; walls < (1u << n); ++walls) {
        if ((walls >> s & 1) || (walls >> d & 1)) continue;
        std::string cells(static_cast<std::size_t>(n), kOpen);
        for (int i = 0; i < n; ++i)
          if (walls >> i & 1) cells[i] = kWall;
        cells[s] = kStart;
        cells[d] = kDoor;
        Case c{Maze(rows, cols, cells), 1};
        for (c.time = 1; c.time <= c.maze.free_cells() + 2; ++c.time) {
          f(c);
          ++count;
        }
      }
    }
  }
  return count;
}

TEST(EscapeOracle, GraphAndExhaustiveAgreeOnEverySmallMaze) {
  GraphOracle oracle;
  long yes = 0;
  long total = 0;
  for (const auto& [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}}) {
    total += for_every_case(rows, cols, [&](const Case& c) {
      const Answer g = oracle.solve(c);
      ASSERT_TRUE(oracle.used_graph());
      const Answer e = exhaustive_escape(c);
      ASSERT_EQ(g.yes, e.yes) << to_text(c);
      if (g.yes) {
        ++yes;
        ASSERT_FALSE(check_walk(c, g.walk)) << *check_walk(c, g.walk) << "\n" << to_text(c);
        ASSERT_FALSE(check_walk(c, e.walk)) << *check_walk(c, e.walk) << "\n" << to_text(c);
      }
    });
  }
  // 2x2: 12 placements x 4 wall sets; 3x3: 72 placements x 128 wall sets, several T each.
  EXPECT_GT(total, 60000);
  EXPECT_GT(yes, 5000);
}

TEST(EscapeOracle, PrunesAreSoundOnEverySmallMaze) {
  // The classic prunes proven on every 3x3 (and smaller) case, not assumed.
  for (const auto& [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 3}}) {
    for_every_case(rows, cols, [&](const Case& c) {
      const bool truth = exhaustive_escape(c).yes;
      const bool too_short = c.time < manhattan(*c.maze.find(kStart), *c.maze.find(kDoor));
      ASSERT_FALSE(truth && (parity_forbids(c) || free_cells_forbid(c) || too_short)) << to_text(c);
      const auto bad = check_prunes_sound(c);
      ASSERT_FALSE(bad) << *bad << "\n" << to_text(c);
    });
  }
}

TEST(EscapeOracle, FreeCellBoundIsTight) {
  // T = free - 1 can be YES (a walk over every cell), so the bound T >= free is exact.
  const Case c{Maze::from_rows({"S.", "D."}), 3};
  EXPECT_TRUE(exhaustive_escape(c).yes);
  EXPECT_FALSE(exhaustive_escape(Case{c.maze, 4}).yes);
}

TEST(EscapeOracle, GraphAndExhaustiveAgreeOnRandomLargerMazes) {
  GraphOracle oracle;
  int graphs = 0;
  for (const Case& c : sample_cases(3, 600)) {
    if (c.maze.rows() < 4 && c.maze.cols() < 4) continue;
    const Answer g = oracle.solve(c);
    graphs += oracle.used_graph();
    ASSERT_EQ(g.yes, exhaustive_escape(c).yes) << to_text(c);
    if (g.yes) {
      ASSERT_FALSE(check_walk(c, g.walk)) << to_text(c);
    }
  }
  EXPECT_GT(graphs, 100);
}

TEST(EscapeOracle, FallsBackToExhaustiveWhenTheGraphIsTooLarge) {
  const Case c{Maze::from_rows({"S....", ".....", ".....", "....D"}), 13};
  GraphOracle big;
  const bool expected = big.solve(c).yes;
  EXPECT_TRUE(big.used_graph());
  EXPECT_GT(big.states(), 100u);
  GraphOracle tiny(100);
  EXPECT_EQ(tiny.solve(c).yes, expected);
  EXPECT_FALSE(tiny.used_graph());
}

TEST(EscapeOracle, WalkTreeSizeCountsUpToTheBudget) {
  const Case c{Maze::from_rows({"SD", ".."}), 3};
  // Root, then S->D, S->(1,0); D->(1,1); (1,0)->(1,1); (1,1)->(1,0) and (1,1)->D: 7 nodes.
  EXPECT_EQ(walk_tree_size(c, 1000), 7u);
  EXPECT_EQ(walk_tree_size(c, 3), 4u);
}

TEST(EscapeOracle, RelaxedMazesOfUpTo64CellsAgreeWithTheExhaustiveWalk) {
  // Cells 40 and up: the state key must hold a whole 64-bit visited set beside the cell.
  std::mt19937_64 rng(20261201);
  int yes = 0;
  for (int i = 0; i < 200; ++i) {
    const int side = 7 + i % 2;
    std::string cells(static_cast<std::size_t>(side * side), kOpen);
    for (char& ch : cells)
      if (rng() % 5 == 0) ch = kWall;
    const int s = static_cast<int>(rng() % cells.size());
    int d = static_cast<int>(rng() % (cells.size() - 1));
    if (d >= s) ++d;
    cells[static_cast<std::size_t>(s)] = kStart;
    cells[static_cast<std::size_t>(d)] = kDoor;
    const Case c{Maze(side, side, cells), 1 + static_cast<int>(rng() % 14)};
    GraphOracle oracle;
    const Answer g = oracle.solve(c);
    ASSERT_EQ(g.yes, exhaustive_escape(c).yes) << to_text(c);
    if (g.yes) {
      ASSERT_FALSE(check_walk(c, g.walk)) << to_text(c);
      ++yes;
    }
  }
  EXPECT_GT(yes, 10);
}

}  // namespace
}  // namespace llk::escape
