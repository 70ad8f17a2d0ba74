#include "llk/link/path_check.hpp"

#include <gtest/gtest.h>

namespace llk::link {
namespace {

// 1 0 1
// 2 0 2
Board sample() {
  return Board(2, 3, {1, 0, 1, 2, 0, 2});
}

TEST(PathCheck, AcceptsAStraightLink) {
  EXPECT_EQ(check_path(sample(), {}, {{1, 1}, {1, 3}}, {{1, 1}, {1, 2}, {1, 3}}), std::nullopt);
}

TEST(PathCheck, RejectsWrongEndpointsAndTiles) {
  const Board b = sample();
  EXPECT_TRUE(check_path(b, {}, {{1, 1}, {2, 1}}, {{1, 1}, {2, 1}}).has_value());  // 1 vs 2
  EXPECT_TRUE(check_path(b, {}, {{1, 1}, {1, 1}}, {{1, 1}}).has_value());          // same cell
  EXPECT_TRUE(
      check_path(b, {}, {{1, 1}, {1, 3}}, {{1, 1}, {1, 3}}).has_value());  // not a unit step
  // Through a tile: (2,1) holds 2.
  Board c(3, 1, {1, 2, 1});
  EXPECT_TRUE(check_path(c, {}, {{1, 1}, {3, 1}}, {{1, 1}, {2, 1}, {3, 1}}).has_value());
}

TEST(PathCheck, RingOnlyUnderClassicRules) {
  Board b(1, 3, {1, 2, 1});
  const std::vector<Cell> around = {{1, 1}, {0, 1}, {0, 2}, {0, 3}, {1, 3}};
  EXPECT_TRUE(check_path(b, {Rules::hdu, 2}, {{1, 1}, {1, 3}}, around).has_value());
  EXPECT_EQ(check_path(b, {Rules::classic, 2}, {{1, 1}, {1, 3}}, around), std::nullopt);
  EXPECT_TRUE(check_path(b, {Rules::classic, 1}, {{1, 1}, {1, 3}}, around).has_value());  // 2 turns
}

TEST(PathCheck, AnswerConsistency) {
  const Board b = sample();
  Answer no;
  EXPECT_EQ(check_answer(b, {}, {{1, 1}, {1, 3}}, no), std::nullopt);
  Answer yes{true, {{1, 1}, {1, 2}, {1, 3}}, 1};
  EXPECT_TRUE(check_answer(b, {}, {{1, 1}, {1, 3}}, yes).has_value());  // wrong turn count
  yes.turns = 0;
  EXPECT_EQ(check_answer(b, {}, {{1, 1}, {1, 3}}, yes), std::nullopt);
}

}  // namespace
}  // namespace llk::link
