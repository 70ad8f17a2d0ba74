/// The implicit-graph oracle against the previous one (every edge stored) on random boards up to
/// 40 x 40 (and some up to 80 x 80, where regions cut queries): the same answers and fewest
/// turns, and every witness valid.

#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <vector>

#include "oracle_test_util.hpp"
#include "stored_graph_oracle.hpp"

namespace llk::link {
namespace {

TEST(Agreement, ImplicitAndStoredGraphOraclesOnRandomBoards) {
  const unsigned seed = 20261201u;
  std::printf("implicit vs stored oracle seed %u\n", seed);
  std::mt19937 rng(seed);
  auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int queries = 0, yes = 0;
#ifdef LLK_TEST_SANITIZED
  const int boards = 100;  // under ASan the stored graph's 80 x 80 boards take half a minute
#else
  const int boards = 300;
#endif
  for (int board_no = 0; board_no < boards; ++board_no) {
    const Rules rules = uniform(0, 1) ? Rules::classic : Rules::hdu;
    // One board in ten is large enough (over 4096 cells) for the oracle to label its regions.
    const bool large = board_no % 10 == 0;
    const int rows = large ? uniform(64, 80) : uniform(1, 40);
    const int cols = large ? uniform(64, 80) : uniform(1, 40);
    const int kinds = uniform(1, 4);
    const int full_percent = uniform(0, 3) == 0 ? uniform(0, 10) : uniform(10, 90);
    std::vector<std::int32_t> values(static_cast<std::size_t>(rows * cols));
    for (auto& v : values) v = uniform(1, 100) <= full_percent ? uniform(1, kinds) : 0;
    const Board board(rows, cols, values);
    const Config cfg{rules, uniform(0, 3) == 0 ? uniform(3, 8) : uniform(0, 2)};
    GraphOracle implicit;
    const auto stored = oracle_test::make_stored_graph_oracle();
    implicit.prepare(board, cfg);
    stored->prepare(board, cfg);
    for (int i = 0; i < 20; ++i) {
      const Query q = oracle_test::random_query(rng, board, 80);
      const Answer got = implicit.solve(q);
      const Answer want = stored->solve(q);
      ASSERT_EQ(got.yes, want.yes) << oracle_test::describe(board, cfg, q) << " seed " << seed;
      ASSERT_EQ(got.turns, want.turns) << oracle_test::describe(board, cfg, q);
      ASSERT_EQ(oracle_test::witness_problem(board, cfg, q, got), std::nullopt)
          << oracle_test::describe(board, cfg, q);
      ++queries;
      yes += got.yes ? 1 : 0;
    }
  }
  std::printf("%d queries, %d YES\n", queries, yes);
  EXPECT_GT(yes, queries / 10);
  EXPECT_GT(queries - yes, queries / 10);
}

/// linked_within (one search, no witness) against the stored oracle's yes, and solve() once
/// linked_at_all has labelled a small board's regions (solve then cuts NOs by them too).
TEST(Agreement, LinkedWithinAndSolveAfterLabellingOnRandomBoards) {
  const unsigned seed = 20261203u;
  std::mt19937 rng(seed);
  auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int within = 0, by_turns = 0;
  for (int board_no = 0; board_no < 200; ++board_no) {
    const int rows = uniform(1, 20), cols = uniform(1, 20), kinds = uniform(1, 3);
    const int full_percent = uniform(10, 90);
    std::vector<std::int32_t> values(static_cast<std::size_t>(rows * cols));
    for (auto& v : values) v = uniform(1, 100) <= full_percent ? uniform(1, kinds) : 0;
    const Board board(rows, cols, values);
    const Config cfg{uniform(0, 1) ? Rules::classic : Rules::hdu, uniform(0, 4)};
    GraphOracle implicit;
    const auto stored = oracle_test::make_stored_graph_oracle();
    implicit.prepare(board, cfg);
    stored->prepare(board, cfg);
    for (int i = 0; i < 20; ++i) {
      const Query q = oracle_test::random_query(rng, board, 90);
      const Answer want = stored->solve(q);
      const bool linked = implicit.linked_at_all(q);  // labels the regions
      ASSERT_EQ(implicit.linked_within(q), want.yes) << oracle_test::describe(board, cfg, q);
      const Answer got = implicit.solve(q);
      ASSERT_EQ(got.yes, want.yes) << oracle_test::describe(board, cfg, q);
      ASSERT_EQ(got.turns, want.turns) << oracle_test::describe(board, cfg, q);
      within += want.yes ? 1 : 0;
      by_turns += !want.yes && linked && board.at(q.a) != 0 && board.at(q.a) == board.at(q.b) &&
                          !(q.a == q.b)
                      ? 1
                      : 0;
    }
  }
  std::printf("%d YES, %d NO of linked equal tiles (turns over K)\n", within, by_turns);
  EXPECT_GT(within, 200);
  EXPECT_GT(by_turns, 50);
}

}  // namespace
}  // namespace llk::link
