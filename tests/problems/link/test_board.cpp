#include "llk/link/board.hpp"

#include <gtest/gtest.h>

namespace llk::link {
namespace {

TEST(Board, StartsEmptyAndStoresValues) {
  Board b(2, 3);
  EXPECT_EQ(b.rows(), 2);
  EXPECT_EQ(b.cols(), 3);
  b.set(2, 3, 7);
  EXPECT_EQ(b.at(2, 3), 7);
  EXPECT_EQ(b.at(1, 1), 0);
  EXPECT_TRUE(b.inside({2, 3}));
  EXPECT_FALSE(b.inside({0, 1}));
  EXPECT_FALSE(b.inside({3, 1}));
}

TEST(Board, RejectsMismatchedValues) {
  EXPECT_THROW(Board(2, 2, {1, 2, 3}), std::invalid_argument);
}

TEST(Board, CountsTurns) {
  EXPECT_EQ(count_turns({{1, 1}, {1, 2}}), 0);
  EXPECT_EQ(count_turns({{1, 1}, {1, 2}, {1, 3}}), 0);
  EXPECT_EQ(count_turns({{1, 1}, {1, 2}, {2, 2}}), 1);
  EXPECT_EQ(count_turns({{1, 1}, {2, 1}, {2, 2}, {1, 2}}), 2);
}

TEST(Rules, ParseAndPrint) {
  EXPECT_EQ(parse_rules("hdu"), Rules::hdu);
  EXPECT_EQ(parse_rules("classic"), Rules::classic);
  EXPECT_FALSE(parse_rules("HDU").has_value());
  EXPECT_EQ(to_string(Rules::classic), "classic");
}

}  // namespace
}  // namespace llk::link
