/// The graph oracle and the brute force on the judge sample, hand-made edge cases and random
/// boards.

#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <stdexcept>
#include <vector>

#include "oracle_test_util.hpp"

namespace llk::link {
namespace {

using oracle_test::expect_agreement;
using oracle_test::witness_problem;

/// Answers from both oracles after checking that they agree and that the witnesses are valid.
Answer both(const Board& board, const Config& config, const Query& q) {
  GraphOracle oracle;
  oracle.prepare(board, config);
  const Answer graph = oracle.solve(q);
  expect_agreement(board, config, q, graph);
  return graph;
}

TEST(GraphOracle, JudgeSample) {
  const Config hdu{Rules::hdu, 2};
  GraphOracle oracle;
  const Board first(3, 4, {1, 2, 3, 4, 0, 0, 0, 0, 4, 3, 2, 1});
  oracle.prepare(first, hdu);
  const std::vector<Query> q1 = {
      {{1, 1}, {3, 4}}, {{1, 1}, {2, 4}}, {{1, 1}, {3, 3}}, {{2, 1}, {2, 4}}};
  const std::vector<bool> want1 = {true, false, false, false};
  for (std::size_t i = 0; i < q1.size(); ++i) {
    const Answer got = oracle.solve(q1[i]);
    EXPECT_EQ(got.yes, want1[i]) << "first case, query " << i + 1;
    EXPECT_EQ(witness_problem(first, hdu, q1[i], got), std::nullopt);
  }
  EXPECT_EQ(oracle.solve(q1[0]).turns, 2);

  const Board second(3, 4, {0, 1, 4, 3, 0, 2, 4, 1, 0, 0, 0, 0});
  oracle.prepare(second, hdu);
  const Answer no = oracle.solve({{1, 1}, {2, 4}});
  const Answer yes = oracle.solve({{1, 3}, {2, 3}});
  EXPECT_FALSE(no.yes);
  EXPECT_TRUE(yes.yes);
  EXPECT_EQ(yes.turns, 0);
  EXPECT_EQ(witness_problem(second, hdu, {{1, 3}, {2, 3}}, yes), std::nullopt);
}

TEST(GraphOracle, EndpointsThatCannotBeLinked) {
  const Board b(2, 3, {1, 0, 1, 2, 0, 0});
  for (const Rules rules : {Rules::hdu, Rules::classic}) {
    const Config cfg{rules, 2};
    EXPECT_FALSE(both(b, cfg, {{1, 1}, {1, 1}}).yes);  // same cell
    EXPECT_FALSE(both(b, cfg, {{1, 2}, {2, 2}}).yes);  // both empty
    EXPECT_FALSE(both(b, cfg, {{1, 2}, {1, 1}}).yes);  // one empty
    EXPECT_FALSE(both(b, cfg, {{1, 1}, {2, 1}}).yes);  // different values, adjacent
    EXPECT_TRUE(both(b, cfg, {{1, 1}, {1, 3}}).yes);   // the control
    GraphOracle oracle;
    oracle.prepare(b, cfg);
    EXPECT_FALSE(oracle.solve({{0, 1}, {1, 1}}).yes);  // a ring cell is never an endpoint
    EXPECT_FALSE(oracle.solve({{1, 1}, {1, 4}}).yes);  // outside the board
    EXPECT_FALSE(oracle.solve({{-5, 9}, {3, 3}}).yes);
  }
}

TEST(GraphOracle, AdjacentTilesLinkWithZeroTurns) {
  const Board b(2, 2, {1, 1, 2, 3});
  const Answer across = both(b, {Rules::hdu, 0}, {{1, 2}, {1, 1}});
  ASSERT_TRUE(across.yes);
  EXPECT_EQ(across.turns, 0);
  EXPECT_EQ(across.path, (std::vector<Cell>{{1, 2}, {1, 1}}));
  const Board column(2, 1, {4, 4});
  const Answer down = both(column, {Rules::classic, 0}, {{1, 1}, {2, 1}});
  ASSERT_TRUE(down.yes);
  EXPECT_EQ(down.path, (std::vector<Cell>{{1, 1}, {2, 1}}));
}

TEST(GraphOracle, SameKindInTheWayBlocks) {
  const Board row(1, 3, {1, 1, 1});
  EXPECT_FALSE(both(row, {Rules::hdu, 8}, {{1, 1}, {1, 3}}).yes);
  // Under classic rules only around the outside: up, across, down is two turns.
  const Answer around = both(row, {Rules::classic, 2}, {{1, 1}, {1, 3}});
  ASSERT_TRUE(around.yes);
  EXPECT_EQ(around.turns, 2);
  EXPECT_EQ(around.path.size(), 5u);
  EXPECT_FALSE(both(row, {Rules::classic, 1}, {{1, 1}, {1, 3}}).yes);
}

TEST(GraphOracle, RingOnlyUnderClassicRules) {
  // 1 2 / 2 1: the 1s are diagonal and boxed in; around the outside costs three turns.
  const Board b(2, 2, {1, 2, 2, 1});
  EXPECT_FALSE(both(b, {Rules::hdu, 8}, {{1, 1}, {2, 2}}).yes);
  EXPECT_FALSE(both(b, {Rules::classic, 2}, {{1, 1}, {2, 2}}).yes);
  const Answer three = both(b, {Rules::classic, 3}, {{1, 1}, {2, 2}});
  ASSERT_TRUE(three.yes);
  EXPECT_EQ(three.turns, 3);
  for (std::size_t i = 1; i + 1 < three.path.size(); ++i)
    EXPECT_FALSE(b.inside(three.path[i])) << "the only way is through the ring";
}

TEST(GraphOracle, TurnLimitZeroIsAStraightLine) {
  Board b(3, 3);
  b.set(1, 1, 5);
  b.set(1, 3, 5);
  b.set(3, 3, 6);
  b.set(3, 1, 6);
  const Answer straight = both(b, {Rules::hdu, 0}, {{1, 1}, {1, 3}});
  ASSERT_TRUE(straight.yes);
  EXPECT_EQ(straight.turns, 0);
  EXPECT_EQ(straight.path, (std::vector<Cell>{{1, 1}, {1, 2}, {1, 3}}));
  b.set(1, 3, 0);
  b.set(3, 3, 5);  // now diagonal: one turn needed
  EXPECT_FALSE(both(b, {Rules::hdu, 0}, {{1, 1}, {3, 3}}).yes);
  const Answer one = both(b, {Rules::hdu, 1}, {{1, 1}, {3, 3}});
  ASSERT_TRUE(one.yes);
  EXPECT_EQ(one.turns, 1);
}

TEST(GraphOracle, LargeTurnLimitFindsTheFewestTurns) {
  // A snake: under hdu rules the only way from (1,1) to (5,3) turns four times.
  const Board snake(5, 3,
                    {1, 0, 0,  //
                     2, 2, 0,  //
                     0, 0, 0,  //
                     0, 2, 2,  //
                     0, 0, 1});
  const Query q{{1, 1}, {5, 3}};
  for (int k = 0; k <= 3; ++k) EXPECT_FALSE(both(snake, {Rules::hdu, k}, q).yes) << "K=" << k;
  for (int k = 4; k <= 8; ++k) {
    const Answer got = both(snake, {Rules::hdu, k}, q);
    ASSERT_TRUE(got.yes) << "K=" << k;
    EXPECT_EQ(got.turns, 4) << "K=" << k;
  }
  const Answer big = both(snake, {Rules::hdu, 50}, q);
  EXPECT_EQ(big.turns, 4);
  // Classic rules open a two-turn way down the left side of the ring.
  const Answer ring = both(snake, {Rules::classic, 8}, q);
  ASSERT_TRUE(ring.yes);
  EXPECT_EQ(ring.turns, 2);
}

TEST(GraphOracle, FewestTurnsNotShortestPath) {
  // Every shortest way from (1,1) to (4,3) turns 3 times; right, down, left is longer but turns
  // twice.
  const Board b(4, 4,
                {1, 0, 0, 0,  //
                 0, 2, 0, 0,  //
                 0, 0, 2, 0,  //
                 2, 0, 1, 0});
  const Query q{{1, 1}, {4, 3}};
  const Answer got = both(b, {Rules::hdu, 8}, q);
  ASSERT_TRUE(got.yes);
  EXPECT_EQ(got.turns, 2);
  EXPECT_EQ(got.path.size(), 8u);
  EXPECT_TRUE(both(b, {Rules::hdu, 2}, q).yes);
  EXPECT_FALSE(both(b, {Rules::hdu, 1}, q).yes);
}

TEST(GraphOracle, QueriesDoNotLeakIntoEachOther) {
  const Board b(3, 4, {1, 2, 3, 1, 0, 0, 0, 0, 3, 2, 1, 0});
  for (const Rules rules : {Rules::hdu, Rules::classic}) {
    const Config cfg{rules, 2};
    GraphOracle oracle;
    oracle.prepare(b, cfg);
    const std::vector<Query> qs = {
        {{1, 1}, {1, 4}}, {{1, 2}, {3, 2}}, {{1, 3}, {3, 1}}, {{1, 1}, {3, 3}}, {{1, 4}, {3, 3}}};
    std::vector<Answer> first;
    for (const Query& q : qs) first.push_back(oracle.solve(q));
    for (int round = 0; round < 3; ++round)
      for (std::size_t i = qs.size(); i-- > 0;) {
        const Answer again = oracle.solve(qs[i]);
        EXPECT_EQ(again.yes, first[i].yes);
        EXPECT_EQ(again.turns, first[i].turns);
        expect_agreement(b, cfg, qs[i], again);
      }
  }
}

TEST(GraphOracle, SolveBeforePrepareIsAnError) {
  GraphOracle oracle;
  EXPECT_THROW(oracle.solve({{1, 1}, {1, 2}}), std::logic_error);
  GraphOracle moved = std::move(oracle);
  moved.prepare(Board(1, 2, {1, 1}), {});
  EXPECT_TRUE(moved.solve({{1, 1}, {1, 2}}).yes);
}

TEST(BruteForce, RefusesBoardsTooLargeToEnumerate) {
  EXPECT_NO_THROW(brute_force_link(Board(6, 6), {Rules::hdu, 2}, {{1, 1}, {1, 2}}));
  EXPECT_THROW(brute_force_link(Board(6, 7), {Rules::hdu, 2}, {{1, 1}, {1, 2}}),
               std::invalid_argument);
  EXPECT_NO_THROW(brute_force_link(Board(4, 4), {Rules::classic, 2}, {{1, 1}, {1, 2}}));
  EXPECT_THROW(brute_force_link(Board(5, 5), {Rules::classic, 2}, {{1, 1}, {1, 2}}),
               std::invalid_argument);
}

TEST(Agreement, RandomBoardsUpToFiveByFive) {
  const unsigned seed = 20240611u;
  std::printf("random agreement seed %u\n", seed);
  std::mt19937 rng(seed);
  auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int queries = 0, yes = 0, boards = 0;
  while (queries < 4000) {
    const Rules rules = uniform(0, 1) ? Rules::classic : Rules::hdu;
    int rows = uniform(1, 5), cols = uniform(1, 5);
    while (rules == Rules::classic && (rows + 2) * (cols + 2) > 36) {
      rows = uniform(1, 5);
      cols = uniform(1, 5);
    }
    const int kinds = uniform(1, 4);
    const int empty_percent = uniform(10, 80);
    std::vector<std::int32_t> values(static_cast<std::size_t>(rows * cols));
    for (auto& v : values) v = uniform(1, 100) <= empty_percent ? 0 : uniform(1, kinds);
    const Board board(rows, cols, values);
    const Config cfg{rules, uniform(0, 3) == 0 ? uniform(4, 8) : uniform(0, 3)};
    GraphOracle oracle;
    oracle.prepare(board, cfg);
    ++boards;

    for (int i = 0; i < 8; ++i) {
      const Query q = oracle_test::random_query(rng, board, 75);
      const Answer got = oracle.solve(q);
      ASSERT_TRUE(expect_agreement(board, cfg, q, got)) << "seed " << seed;
      ++queries;
      yes += got.yes ? 1 : 0;
    }
  }
  std::printf("random agreement: %d queries on %d boards, %d YES\n", queries, boards, yes);
  EXPECT_GT(yes, queries / 10) << "the generator should produce plenty of linkable queries";
}

}  // namespace
}  // namespace llk::link
