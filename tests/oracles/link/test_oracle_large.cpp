/// The graph oracle on a judge-sized open board: no crash, the right answer, a valid witness.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>

#include "llk/link/oracle.hpp"
#include "llk/link/path_check.hpp"

namespace llk::link {
namespace {

TEST(GraphOracle, OpenBoardOfJudgeSizeUnderClassicRules) {
  Board board(1000, 999);
  board.set(2, 2, 7);
  board.set(500, 500, 7);  // walled in by four tiles of other kinds
  board.set(499, 500, 3);
  board.set(501, 500, 4);
  board.set(500, 499, 5);
  board.set(500, 501, 6);
  board.set(1, 1, 9);
  board.set(1000, 999, 9);
  const Config cfg{Rules::classic, 2};

  const auto start = std::chrono::steady_clock::now();
  GraphOracle oracle;
  oracle.prepare(board, cfg);
  const auto prepared = std::chrono::steady_clock::now();
  const Answer walled = oracle.solve({{2, 2}, {500, 500}});
  const Answer corners = oracle.solve({{1, 1}, {1000, 999}});
  const auto done = std::chrono::steady_clock::now();
  std::printf("1000x999 classic K=2: prepare %.2f s, two queries %.2f s\n",
              std::chrono::duration<double>(prepared - start).count(),
              std::chrono::duration<double>(done - prepared).count());

  EXPECT_FALSE(walled.yes);
  ASSERT_TRUE(corners.yes);
  EXPECT_EQ(corners.turns, 1);  // along an edge of the board, then down the other
  EXPECT_EQ(check_answer(board, cfg, {{1, 1}, {1000, 999}}, corners), std::nullopt);
}

}  // namespace
}  // namespace llk::link
