#include "llk/link/validate.hpp"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "support.hpp"

namespace llk::link {
namespace {

const std::string kSample = test::judge_sample();

/// The sample with some lines (1-based) replaced by other text (without their '\n').
std::string with_lines(const std::map<int, std::string>& replaced) {
  std::string out;
  std::size_t start = 0;
  for (int l = 1; start < kSample.size(); ++l) {
    const std::size_t nl = kSample.find('\n', start);
    const auto it = replaced.find(l);
    out += (it != replaced.end()) ? it->second : kSample.substr(start, nl - start);
    out += '\n';
    start = nl + 1;
  }
  return out;
}

std::string with_line(int line, const std::string& text) {
  return with_lines({{line, text}});
}

std::string dump(const std::vector<ParseError>& issues) {
  std::string s;
  for (const ParseError& e : issues) s += "\n  " + e.to_string();
  return s;
}

/// Expects exactly one issue, at `pos`, whose message contains `message`.
void expect_one(const std::vector<ParseError>& issues, Position pos, const std::string& message) {
  ASSERT_EQ(issues.size(), 1u) << dump(issues);
  EXPECT_EQ(issues[0].pos, pos) << dump(issues);
  EXPECT_NE(issues[0].message.find(message), std::string::npos) << dump(issues);
}

TEST(Validate, AcceptsTheJudgeSample) {
  EXPECT_TRUE(validate_judge(kSample).empty()) << dump(validate_judge(kSample));
  EXPECT_TRUE(validate_judge("0 0\n").empty());
}

struct Violation {
  const char* name;
  std::string input;
  Position pos;
  std::string message;
};

TEST(Validate, ReportsEachLayoutViolationWithItsPosition) {
  const std::vector<Violation> cases = {
      {"double space",
       with_line(2, "1 2  3 4"),
       {2, 4},
       "expected a single space between tokens, found '  '"},
      {"tab separator",
       with_line(2, "1 2\t3 4"),
       {2, 4},
       "expected a single space between tokens, found '\\t'"},
      {"trailing space",
       with_line(6, "1 1 3 4 "),
       {6, 8},
       "expected no whitespace at the end of the line, found ' '"},
      {"leading space",
       with_line(5, " 4"),
       {5, 1},
       "expected no whitespace at the start of the line, found ' '"},
      {"lone CR line ending",
       with_line(3, "0 0 0 0\r"),
       {3, 8},
       "expected '\\n' at the end of the line, found '\\r' (a CRLF line ending)"},
      {"leading zero in a value",
       with_line(4, "4 3 02 1"),
       {4, 5},
       "expected an integer without leading zeros, found '02'"},
      {"leading zero in n",
       with_line(10, "03 4"),
       {10, 1},
       "expected an integer without leading zeros, found '03'"},
      {"leading zero in a query",
       with_line(7, "1 1 2 04"),
       {7, 7},
       "expected an integer without leading zeros, found '04'"},
      {"missing final newline",
       kSample.substr(0, kSample.size() - 1),
       {17, 4},
       "expected '\\n' at the end of the line, found end of input"},
      {"extra token on the size line",
       with_line(1, "3 4 5"),
       {1, 5},
       "expected end of line after 'n m', found '5'"},
      {"extra value on a row",
       with_line(2, "1 2 3 4 9"),
       {2, 9},
       "expected end of line after the 4 values of row 1, found '9'"},
      {"extra token on q", with_line(5, "4 4"), {5, 3}, "expected end of line after q, found '4'"},
      {"extra number on a query",
       with_line(8, "1 1 3 3 3"),
       {8, 9},
       "expected end of line after the four numbers of query 3 of 4, found '3'"},
      {"too few values on a row",
       with_line(3, "0 0 0"),
       {3, 6},
       "expected a board value (row 2, column 4), found end of line"},
      {"too few numbers on a query",
       with_line(15, "1 1 2"),
       {15, 6},
       "expected the query column y2 (query 1 of 2), found end of line"},
      {"text after 0 0", kSample + "3\n", {18, 1}, "expected end of input after '0 0', found '3'"},
      {"blank line after 0 0",
       kSample + "\n",
       {18, 1},
       "expected end of input after '0 0', found '\\n'"},
      {"empty line between cases",
       with_line(9, "2 1 2 4\n"),
       {10, 1},
       "expected the line 'n m' of the next case, or '0 0', found an empty line"},
      {"missing 0 0",
       kSample.substr(0, kSample.size() - 4),
       {17, 1},
       "expected '0 0' to end the input, found end of input"},
      {"empty input", "", {1, 1}, "expected the number of rows n, found end of input"},
      {"truncated board",
       "3 4\n1 2 3 4\n",
       {3, 1},
       "expected a board value (row 2, column 1), found end of input"},
      {"negative value",
       with_line(2, "1 -2 3 4"),
       {2, 3},
       "expected a non-negative integer, found '-2'"},
      {"value over int32",
       with_line(2, "1 2 3 2147483648"),
       {2, 7},
       "value '2147483648' does not fit a signed 32-bit integer"},
      {"n over the judge limit",
       "1001 1\n",
       {1, 1},
       "expected the number of rows n (1..1000), found '1001'"},
      {"q = 50",
       with_line(14, "50"),
       {14, 1},
       "expected the number of queries q (1..49), found '50'"},
      {"query outside the board",
       with_line(16, "1 3 4 3"),
       {16, 5},
       "query row x2 = 4 is outside the board (1..3)"},
      {"0 5", "0 5\n", {1, 3}, "expected the number of columns m to be 0 after n = 0, found '5'"},
  };
  for (const Violation& v : cases) {
    SCOPED_TRACE(v.name);
    const std::vector<ParseError> issues = validate_judge(v.input);
    if (std::string(v.name) == "n over the judge limit") {
      // The rows are missing too; the size issue must come first.
      ASSERT_FALSE(issues.empty());
      EXPECT_EQ(issues[0].pos, v.pos) << dump(issues);
      EXPECT_NE(issues[0].message.find(v.message), std::string::npos) << dump(issues);
      continue;
    }
    expect_one(issues, v.pos, v.message);
  }
}

TEST(Validate, ReportsEveryLineOfACrlfInput) {
  std::string crlf;
  for (char ch : kSample) crlf += (ch == '\n') ? std::string("\r\n") : std::string(1, ch);
  const std::vector<ParseError> issues = validate_judge(crlf);
  ASSERT_EQ(issues.size(), 17u) << dump(issues);
  EXPECT_EQ(issues[0].to_string(),
            "line 1, column 4: expected '\\n' at the end of the line, found '\\r' (a CRLF line "
            "ending)");
  EXPECT_EQ(issues[16].pos, (Position{17, 4}));
}

TEST(Validate, ReportsEveryViolationInInputOrderAndRecovers) {
  // Row 1 is short, row 3 has a leading zero, a query has a double space, and "0 0" is followed
  // by text: all four must be reported, and nothing else.
  std::string input = with_lines({{2, "1 2 3"}, {4, "4 3 2 01"}, {7, "1  1 2 4"}});
  input += "junk\n";
  const std::vector<ParseError> issues = validate_judge(input);
  ASSERT_EQ(issues.size(), 4u) << dump(issues);
  EXPECT_EQ(issues[0].pos, (Position{2, 6}));
  EXPECT_NE(issues[0].message.find("(row 1, column 4), found end of line"), std::string::npos);
  EXPECT_EQ(issues[1].pos, (Position{4, 7}));
  EXPECT_NE(issues[1].message.find("leading zeros, found '01'"), std::string::npos);
  EXPECT_EQ(issues[2].pos, (Position{7, 2}));
  EXPECT_NE(issues[2].message.find("single space"), std::string::npos);
  EXPECT_EQ(issues[3].to_string(),
            "line 18, column 1: expected end of input after '0 0', found 'junk'");
}

TEST(Validate, RelaxedLimitsAcceptZeroQueries) {
  const std::string input = "1 1\n1\n0\n2 1\n0\n5\n1\n1 1 2 1\n0 0\n";
  EXPECT_FALSE(validate_judge(input).empty());
  EXPECT_TRUE(validate_judge(input, Limits::relaxed()).empty())
      << dump(validate_judge(input, Limits::relaxed()));
}

TEST(Validate, ReportsTheMemoryCapWithoutAllocating) {
  const auto issues = validate_judge("100000 100000\n", Limits::relaxed());
  ASSERT_FALSE(issues.empty());
  EXPECT_EQ(issues[0].to_string(),
            "line 1, column 1: board of 100000 x 100000 needs 38147 MiB, over the memory cap of "
            "1024 MiB (--memory-cap)");
}

TEST(Validate, CapsTheReportOnGarbage) {
  std::string input = "3 4\n";
  for (int i = 0; i < 1000; ++i) input += "x  y \r\n";
  const auto issues = validate_judge(input);
  EXPECT_EQ(issues.size(), 100u);
}

TEST(Validate, SurvivesRandomBytes) {
  test::SeededRng rng(777);
  const std::string alphabet = "0123456789 \n\t\r-x\xff";
  for (int round = 0; round < 2000; ++round) {
    const std::size_t len = rng() % 300;
    const std::string input = "x" + test::random_bytes(rng, round, len, alphabet);  // never valid
    const auto issues =
        validate_judge(input, (round % 3 == 0) ? Limits::relaxed() : Limits::judge());
    ASSERT_FALSE(issues.empty());
    ASSERT_LE(issues.size(), 100u);
    for (std::size_t i = 1; i < issues.size(); ++i) {
      const Position a = issues[i - 1].pos, b = issues[i].pos;
      ASSERT_TRUE(a.line < b.line || (a.line == b.line && a.column <= b.column))
          << "issues out of order" << dump(issues);
    }
  }
}

}  // namespace
}  // namespace llk::link
