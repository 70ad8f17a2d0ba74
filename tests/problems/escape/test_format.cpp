#include <gtest/gtest.h>

#include <sstream>

#include "llk/escape/format.hpp"
#include "llk/escape/generators.hpp"
#include "support.hpp"

namespace llk::escape {
namespace {

const char* const kSample = "4 4 5\nS.X.\n..X.\n..XD\n....\n3 4 5\nS.X.\n..X.\n...D\n0 0 0\n";

/// The first error of reading `text`, as "line L, column C: message".
std::string first_error(const std::string& text, MazeLimits limits = MazeLimits::judge()) {
  return test::first_error(parse_input(text, limits));
}

TEST(EscapeFormat, ReadsTheSample) {
  const ParsedInput p = parse_input(kSample);
  ASSERT_FALSE(p.error) << p.error->to_string();
  ASSERT_EQ(p.cases.size(), 2u);
  EXPECT_EQ(p.cases[0].maze.rows(), 4);
  EXPECT_EQ(p.cases[0].maze.cols(), 4);
  EXPECT_EQ(p.cases[0].time, 5);
  EXPECT_EQ(p.cases[0].maze.at({2, 3}), 'D');
  EXPECT_EQ(p.cases[1].maze, Maze::from_rows({"S.X.", "..X.", "...D"}));
}

TEST(EscapeFormat, WriterRoundTrips) {
  const ParsedInput p = parse_input(kSample);
  EXPECT_EQ(write_input(p.cases), kSample);
  for (const Case& c : sample_cases(7, 200)) {
    const std::string text = write_input({c});
    ASSERT_NO_FATAL_FAILURE(
        test::expect_reads_back(text, parse_input(text), c, validate_input(text)));
  }
}

TEST(EscapeFormat, AnyWhitespaceSeparatesTokensAndCleanEndEndsInput) {
  const ParsedInput p = parse_input("  2 2\t1\r\nSD\n\n..");
  ASSERT_FALSE(p.error) << p.error->to_string();
  EXPECT_EQ(p.cases.size(), 1u);
}

TEST(EscapeFormat, BadCellNamesLineAndColumn) {
  EXPECT_EQ(first_error("2 5 3\nS....\n....q\n0 0 0\n"),
            "line 3, column 5: expected one of '.', 'X', 'S', 'D', found 'q'");
  EXPECT_EQ(first_error("2 2 1\nSD\n.\x01\n0 0 0\n"),
            "line 3, column 2: expected one of '.', 'X', 'S', 'D', found '\\x01'");
}

TEST(EscapeFormat, StartAndDoorMustBeUnique) {
  EXPECT_EQ(first_error("2 3 1\nS.S\n..D\n0 0 0\n"),
            "line 2, column 3: found a second 'S' (the first is at line 2, column 1); a maze "
            "has exactly one 'S'");
  EXPECT_EQ(first_error("2 3 1\nD.S\n.D.\n0 0 0\n"),
            "line 3, column 2: found a second 'D' (the first is at line 2, column 1); a maze "
            "has exactly one 'D'");
  EXPECT_EQ(first_error("2 2 1\nSD\n..\n 2 2 1\n...\n..D\n0 0 0\n"),
            "line 5, column 1: expected row 1 of 2 cells, found '...' (3 cells)");
  EXPECT_EQ(first_error("2 2 1\nSD\n..\n 2 2 1\n..\n.D\n0 0 0\n"),
            "line 4, column 2: the maze of this case has no 'S'; it needs exactly one");
  EXPECT_EQ(first_error("2 2 1\nS.\n..\n0 0 0\n"),
            "line 1, column 1: the maze of this case has no 'D'; it needs exactly one");
}

TEST(EscapeFormat, SizesAndTimeAreRangeChecked) {
  EXPECT_EQ(first_error("7 2 1\n"),
            "line 1, column 1: expected the number of rows N (2..6), found '7'");
  EXPECT_EQ(first_error("1 2 1\nSD\n"),
            "line 1, column 1: expected the number of rows N (2..6), found '1'");
  EXPECT_EQ(first_error("2 7 1\n"),
            "line 1, column 3: expected the number of columns M (2..6), found '7'");
  EXPECT_EQ(first_error("2 2 0\nSD\n..\n"),
            "line 1, column 5: expected the time T (1..49), found '0'");
  EXPECT_EQ(first_error("2 2 50\nSD\n..\n"),
            "line 1, column 5: expected the time T (1..49), found '50'");
  EXPECT_EQ(first_error("2 2 -1\n"),
            "line 1, column 5: expected a non-negative integer, found '-1'");
  EXPECT_EQ(first_error("2 2 99999999999999999999999\n"),
            "line 1, column 5: expected the time T (1..49), found '99999999999999999999...'");
}

TEST(EscapeFormat, EndMarkerAndTruncation) {
  EXPECT_EQ(first_error(""), "line 1, column 1: expected the number of rows N, found end of input");
  EXPECT_EQ(first_error("0 0 1\n"),
            "line 1, column 5: expected 0 (the end marker is '0 0 0'), found '1'");
  EXPECT_EQ(first_error("2 2 3\nSD\n"),
            "line 3, column 1: expected row 2 of the maze (2 cells), found end of input");
  EXPECT_EQ(first_error("2 2"), "line 1, column 4: expected the time T, found end of input");
}

TEST(EscapeFormat, RelaxedLimitsAllowEightByEightAndT64) {
  const std::string text =
      "8 8 63\nS.......\n........\n........\n........\n........\n"
      "........\n........\n.......D\n0 0 0\n";
  EXPECT_NE(first_error(text), "no error");
  EXPECT_EQ(first_error(text, MazeLimits::relaxed()), "no error");
  EXPECT_EQ(first_error("9 2 1\n", MazeLimits::relaxed()),
            "line 1, column 1: expected the number of rows N (1..8), found '9'");
  EXPECT_EQ(first_error("2 2 65\n", MazeLimits::relaxed()),
            "line 1, column 5: expected the time T (1..64), found '65'");
  EXPECT_TRUE(validate_input(text, MazeLimits::relaxed()).empty());
}

TEST(EscapeFormat, ReaderStopsAfterAnErrorAndKeepsEarlierCases) {
  const ParsedInput p = parse_input("2 2 1\nSD\n..\n2 2 1\nSq\n..\n2 2 1\nSD\n..\n0 0 0\n");
  EXPECT_EQ(p.cases.size(), 1u);
  ASSERT_TRUE(p.error);
  EXPECT_EQ(p.error->pos, (Position{5, 2}));
}

}  // namespace
}  // namespace llk::escape
