// The game judge format: reader errors with their positions, the writer round trip, the strict
// validator, and the clear line's parser.

#include <gtest/gtest.h>

#include "llk/game/format.hpp"
#include "llk/game/generators.hpp"
#include "support.hpp"

namespace llk::game {
namespace {

const char* const kSample = "2 2\n1 2\n2 1\n2 4\n1 1 2 2\n3 3 4 4\n0 0\n";

std::string first_error(const std::string& text, GameLimits limits = GameLimits::judge()) {
  return test::first_error(parse_game(text, limits));
}

TEST(GameFormat, ReadsTheSample) {
  const ParsedGame p = parse_game(kSample);
  ASSERT_FALSE(p.error) << p.error->to_string();
  ASSERT_EQ(p.cases.size(), 2u);
  EXPECT_EQ(p.cases[0], Board(2, 2, {1, 2, 2, 1}));
  EXPECT_EQ(p.cases[1].at(2, 4), 4);
}

TEST(GameFormat, WriterRoundTripsAndValidates) {
  EXPECT_EQ(write_game(parse_game(kSample).cases), kSample);
  for (std::uint64_t s = 0; s < 300; ++s) {
    const Board b = sample_board(s, 36);
    const std::string text = write_game({b});
    ASSERT_NO_FATAL_FAILURE(
        test::expect_reads_back(text, parse_game(text), b, validate_game(text)));
  }
}

TEST(GameFormat, BadInputIsAnErrorWithItsPosition) {
  EXPECT_EQ(first_error("2 2\n1 2\n2 -1\n0 0\n"),
            "line 3, column 3: expected the value of row 2, column 2 (a non-negative integer), "
            "found '-1'");
  EXPECT_EQ(first_error("6 7\n"),
            "line 1, column 1: a board of 6 x 7 has 42 cells, over the limit n * m <= 36 "
            "(--relaxed lifts it)");
  EXPECT_EQ(first_error("2 2\n1 2\n2"),
            "line 3, column 2: expected the value of row 2, column 2, found end of input");
  EXPECT_EQ(first_error("1 2\n1 99999999999\n0 0\n"),
            "line 2, column 3: expected the value of row 1, column 2 (0..2147483647), found "
            "99999999999");
  EXPECT_EQ(first_error("0 1\n"),
            "line 1, column 3: expected 0 (the end marker is '0 0') (0..0), found 1");
  EXPECT_EQ(first_error(""), "line 1, column 1: expected the number of rows n, found end of input");
  // Every complete case before the error is kept.
  const ParsedGame p = parse_game("1 2\n1 1\n1 2\n1 x\n");
  EXPECT_EQ(p.cases.size(), 1u);
  ASSERT_TRUE(p.error);
  EXPECT_EQ(p.error->pos.line, 4);
}

TEST(GameFormat, RelaxedTakesTheBoardsRealGamesUse) {
  std::string text = "8 16\n";
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 16; ++c) text += c == 15 ? "1\n" : "1 ";
  text += "0 0\n";
  EXPECT_NE(first_error(text), "no error");
  EXPECT_EQ(first_error(text, GameLimits::relaxed(1 << 20)), "no error");
  EXPECT_NE(first_error("1000 1000\n", GameLimits::relaxed(1 << 20)).find("memory cap"),
            std::string::npos);
}

TEST(GameFormat, ValidatorListsEveryViolationInOrder) {
  const auto v = validate_game("2  2\n01 2\n2 1 3\n0 0\n9\n");
  ASSERT_EQ(v.size(), 4u);
  EXPECT_EQ(v[0].to_string(), "line 1, column 3: extra space");
  EXPECT_EQ(v[1].to_string(), "line 2, column 1: leading zero in '01'");
  EXPECT_EQ(v[2].to_string(), "line 3, column 1: expected row 2 of 2 values, found 3");
  EXPECT_EQ(v[3].to_string(), "line 5, column 1: text after the end marker '0 0'");
  EXPECT_EQ(validate_game("1 2\n1 1\n").back().message,
            "expected the end marker '0 0', found end of input");
  EXPECT_TRUE(validate_game(kSample).empty());
}

TEST(GameFormat, ClearLines) {
  std::string why;
  auto no = parse_clear_line("NO", &why);
  ASSERT_TRUE(no);
  EXPECT_FALSE(no->yes);
  auto yes = parse_clear_line("YES 2 1 1 1 2 2 1 2 2", &why);
  ASSERT_TRUE(yes);
  ASSERT_EQ(yes->removals.size(), 2u);
  EXPECT_EQ(yes->removals[1], (Pair{{2, 1}, {2, 2}}));
  EXPECT_TRUE(parse_clear_line("YES 0", &why));
  EXPECT_FALSE(parse_clear_line("YES 2 1 1 1 2", &why));
  EXPECT_EQ(why, "YES 2 needs 8 numbers after it, found 4");
  EXPECT_FALSE(parse_clear_line("yes", &why));
  EXPECT_FALSE(parse_clear_line("YES 1 1 1 x 2", &why));
  EXPECT_EQ(clear_line(nullptr), "NO");
  const std::vector<Pair> r{{{1, 1}, {1, 2}}};
  EXPECT_EQ(clear_line(&r), "YES 1 1 1 1 2");
}

}  // namespace
}  // namespace llk::game
