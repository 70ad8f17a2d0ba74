/// Every production solver on the judge sample and the edge cases, for every config it supports.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "llk/link/path_check.hpp"
#include "llk/link/solver.hpp"
#include "solver_test_util.hpp"

namespace llk::link {
namespace {

using test::board_from;
using test::describe;
using test::supported_configs;

class EverySolver : public ::testing::TestWithParam<std::string> {
 protected:
  const SolverInfo& info() const { return *production_solvers().find(GetParam()); }

  /// Answers the query on a freshly prepared board and checks the answer with check_answer.
  Answer ask(Solver& s, const Board& b, const Config& c, const Query& q) {
    s.prepare(b, c);
    Answer a = s.solve(q);
    const auto why = check_answer(b, c, q, a);
    EXPECT_FALSE(why.has_value()) << *why << " on " << describe(q) << " " << describe(c);
    if (!a.yes) {
      EXPECT_EQ(a.turns, -1);
    }
    return a;
  }

  /// Expects `want` on every supported config with the given rules and K in k_lo..k_hi.
  void expect_all(const Board& b, Rules rules, int k_lo, int k_hi, const Query& q, bool want,
                  int want_turns = -1) {
    auto solver = info().make();
    for (int k = k_lo; k <= k_hi; ++k) {
      const Config c{rules, k};
      if (!info().caps.supports(c)) continue;
      SCOPED_TRACE(describe(c) + " " + describe(q));
      const Answer a = ask(*solver, b, c, q);
      EXPECT_EQ(a.yes, want);
      if (want && want_turns >= 0 && info().caps.reports_min_turns) {
        EXPECT_EQ(a.turns, want_turns);
      }
    }
  }

  /// Expects `fewest` to be the fewest turns linking q's cells: NO for every K below it, YES
  /// (with that many turns) for K from `fewest` to `k_hi`.
  void expect_fewest(const Board& b, Rules rules, const Query& q, int fewest, int k_hi) {
    expect_all(b, rules, 0, fewest - 1, q, false);
    expect_all(b, rules, fewest, k_hi, q, true, fewest);
  }
};

TEST_P(EverySolver, JudgeSample) {
  const Config hdu2{Rules::hdu, 2};
  ASSERT_TRUE(info().caps.supports(hdu2));
  auto s = info().make();
  std::vector<bool> got;
  const Board b1 = board_from(3, 4, "1 2 3 4  0 0 0 0  4 3 2 1");
  const Board b2 = board_from(3, 4, "0 1 4 3  0 2 4 1  0 0 0 0");
  const std::vector<Query> q1 = {
      {{1, 1}, {3, 4}}, {{1, 1}, {2, 4}}, {{1, 1}, {3, 3}}, {{2, 1}, {2, 4}}};
  const std::vector<Query> q2 = {{{1, 1}, {2, 4}}, {{1, 3}, {2, 3}}};
  // One instance across both cases, as the judge runs it.
  s->prepare(b1, hdu2);
  for (const auto& q : q1) {
    const Answer a = s->solve(q);
    EXPECT_FALSE(check_answer(b1, hdu2, q, a).has_value()) << describe(q);
    got.push_back(a.yes);
  }
  s->prepare(b2, hdu2);
  for (const auto& q : q2) {
    const Answer a = s->solve(q);
    EXPECT_FALSE(check_answer(b2, hdu2, q, a).has_value()) << describe(q);
    got.push_back(a.yes);
  }
  EXPECT_EQ(got, (std::vector<bool>{true, false, false, false, false, true}));
}

TEST_P(EverySolver, UnlinkableEndpointsAreNo) {
  const Board b = board_from(2, 3, "1 0 1  2 1 0");
  const std::vector<Query> qs = {
      {{1, 1}, {1, 1}},   // same cell
      {{1, 2}, {2, 3}},   // both empty
      {{1, 1}, {1, 2}},   // a tile and an empty cell
      {{1, 1}, {2, 1}},   // different values, adjacent
      {{0, 1}, {1, 1}},   // outside (ring row)
      {{1, 1}, {1, 4}},   // outside (ring column)
      {{3, 2}, {2, 2}},   // outside below
      {{-5, 7}, {1, 3}},  // far outside
  };
  for (Rules rules : {Rules::hdu, Rules::classic})
    for (const auto& q : qs) expect_all(b, rules, 0, 6, q, false);
}

TEST_P(EverySolver, AdjacentTilesLinkWithZeroTurns) {
  const Board b = board_from(2, 2, "3 3  3 5");
  for (Rules rules : {Rules::hdu, Rules::classic}) {
    expect_all(b, rules, 0, 4, {{1, 1}, {1, 2}}, true, 0);
    expect_all(b, rules, 0, 4, {{2, 1}, {1, 1}}, true, 0);
  }
}

TEST_P(EverySolver, StraightLineAndOneTurn) {
  const Board straight = board_from(1, 4, "1 0 0 1");
  for (Rules rules : {Rules::hdu, Rules::classic})
    expect_all(straight, rules, 0, 4, {{1, 1}, {1, 4}}, true, 0);
  const Board corner = board_from(2, 2, "1 0  0 1");
  for (Rules rules : {Rules::hdu, Rules::classic}) {
    expect_fewest(corner, rules, {{1, 1}, {2, 2}}, 1, 4);
  }
  // Only the lower-left corner is free.
  const Board one_corner = board_from(2, 2, "1 2  0 1");
  for (Rules rules : {Rules::hdu, Rules::classic})
    expect_all(one_corner, rules, 1, 4, {{1, 1}, {2, 2}}, true, 1);
}

TEST_P(EverySolver, SameKindTileInTheWayBlocks) {
  // The middle 1 is a tile: a path never passes through it, whatever its kind.
  const Board b = board_from(1, 3, "1 1 1");
  expect_all(b, Rules::hdu, 0, 6, {{1, 1}, {1, 3}}, false);
  // Under classic rules the ring goes around it with two turns.
  expect_fewest(b, Rules::classic, {{1, 1}, {1, 3}}, 2, 6);
  const Board col = board_from(3, 2, "4 0  4 0  4 0");
  expect_fewest(col, Rules::hdu, {{1, 1}, {3, 1}}, 2, 6);
}

TEST_P(EverySolver, TwoTurnsNeededAroundAWall) {
  const Board b = board_from(3, 3, "1 0 0  2 2 0  1 0 0");
  for (Rules rules : {Rules::hdu, Rules::classic}) {
    expect_fewest(b, rules, {{1, 1}, {3, 1}}, 2, 6);
  }
}

TEST_P(EverySolver, RingOnlyUnderClassicRules) {
  // Both endpoints are boxed in on the board; the ring needs three turns.
  const Board b = board_from(2, 2, "1 2  2 1");
  expect_all(b, Rules::hdu, 0, 8, {{1, 1}, {2, 2}}, false);
  expect_fewest(b, Rules::classic, {{1, 1}, {2, 2}}, 3, 8);
  // Two tiles on the top edge separated by a tile: the ring row 0 links them with 2 turns.
  const Board top = board_from(2, 3, "7 8 7  0 8 0");
  expect_all(top, Rules::classic, 2, 4, {{1, 1}, {1, 3}}, true, 2);
  // The same on the left edge through ring column 0, and corners of the ring.
  const Board left = board_from(3, 2, "7 0  8 0  7 0");
  expect_all(left, Rules::hdu, 2, 2, {{1, 1}, {3, 1}}, true, 2);
  const Board left_closed = board_from(3, 2, "7 8  8 8  7 8");
  expect_all(left_closed, Rules::hdu, 0, 8, {{1, 1}, {3, 1}}, false);
  expect_all(left_closed, Rules::classic, 2, 8, {{1, 1}, {3, 1}}, true, 2);
  // Opposite corners of a full board: around two sides of the ring.
  const Board full = board_from(2, 2, "5 6  6 5");
  expect_all(full, Rules::classic, 3, 8, {{1, 1}, {2, 2}}, true, 3);
  const Board bottom_right = board_from(2, 3, "6 6 6  5 6 5");
  expect_all(bottom_right, Rules::classic, 2, 8, {{2, 1}, {2, 3}}, true, 2);
  expect_all(bottom_right, Rules::hdu, 0, 8, {{2, 1}, {2, 3}}, false);
}

TEST_P(EverySolver, SingleCellAndSingleRowBoards) {
  const Board one = board_from(1, 1, "1");
  for (Rules rules : {Rules::hdu, Rules::classic})
    expect_all(one, rules, 0, 4, {{1, 1}, {1, 1}}, false);
  const Board row = board_from(1, 5, "2 0 3 0 2");
  expect_all(row, Rules::hdu, 0, 8, {{1, 1}, {1, 5}}, false);
  expect_all(row, Rules::classic, 2, 8, {{1, 1}, {1, 5}}, true, 2);
}

TEST_P(EverySolver, MinimalTurnsWhenAFewerTurnPathExistsFarAway) {
  // A 1-turn path exists; the 2-turn scans must not be preferred by min-turn solvers.
  const Board b = board_from(3, 3, "1 0 0  0 0 0  0 0 1");
  for (Rules rules : {Rules::hdu, Rules::classic})
    expect_all(b, rules, 1, 6, {{1, 1}, {3, 3}}, true, 1);
}

TEST_P(EverySolver, NoStateLeaksAcrossBoardsOrQueries) {
  auto s = info().make();
  const Config c{Rules::classic, 2};
  const Board big = board_from(3, 3, "1 0 1  0 0 0  1 0 1");
  const Board small = board_from(1, 2, "1 1");
  const Board boxed = board_from(2, 2, "1 2  2 1");
  for (int round = 0; round < 3; ++round) {
    s->prepare(big, c);
    EXPECT_TRUE(s->solve({{1, 1}, {3, 3}}).yes);
    EXPECT_TRUE(s->solve({{1, 1}, {1, 3}}).yes);
    s->prepare(small, c);
    EXPECT_TRUE(s->solve({{1, 1}, {1, 2}}).yes);
    EXPECT_FALSE(s->solve({{1, 1}, {3, 3}}).yes);  // was a cell of the previous board
    s->prepare(boxed, c);
    const Answer a = s->solve({{1, 1}, {2, 2}});
    EXPECT_FALSE(a.yes);
    EXPECT_TRUE(a.path.empty());
    s->prepare(boxed, Config{Rules::hdu, 2});
    EXPECT_FALSE(s->solve({{1, 2}, {2, 1}}).yes);
  }
}

INSTANTIATE_TEST_SUITE_P(Production, EverySolver, ::testing::ValuesIn(production_solvers().names()),
                         [](const auto& p) { return p.param; });

TEST(Registry, NamesUniqueFirstIsLinescanAndFactoriesWork) {
  const auto& all = production_solvers().all();
  ASSERT_GE(all.size(), 3u);
  EXPECT_EQ(all.front().name, "linescan");
  for (std::size_t i = 0; i < all.size(); ++i) {
    SCOPED_TRACE(all[i].name);
    for (std::size_t j = i + 1; j < all.size(); ++j) EXPECT_NE(all[i].name, all[j].name);
    EXPECT_EQ(production_solvers().find(all[i].name), &all[i]);
    auto s = all[i].make();
    ASSERT_NE(s, nullptr);
    EXPECT_TRUE(all[i].caps.supports(Config{Rules::hdu, 2}));
    EXPECT_TRUE(all[i].caps.supports(Config{Rules::classic, 2}));
  }
  for (const char* name : {"linescan", "bfs01", "dfs"})
    EXPECT_NE(production_solvers().find(name), nullptr) << name;
}

TEST(Registry, DuplicateNameThrows) {
  SolverRegistry r;
  for (const auto& info : production_solvers().all()) r.add(info);
  EXPECT_EQ(r.all().size(), production_solvers().all().size());
  EXPECT_THROW(r.add(production_solvers().all().front()), std::logic_error);
  EXPECT_EQ(r.all().size(), production_solvers().all().size());
}

}  // namespace
}  // namespace llk::link
