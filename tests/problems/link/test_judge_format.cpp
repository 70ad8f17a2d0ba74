#include "llk/link/judge_format.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "support.hpp"

namespace llk::link {
namespace {

const std::string kSample = test::judge_sample();

/// The sample without its final "0 0" line.
std::string sample_without_terminator() {
  std::string s = kSample;
  return s.substr(0, s.size() - 4);
}

Query q(int x1, int y1, int x2, int y2) {
  return Query{Cell{x1, y1}, Cell{x2, y2}};
}

TEST(JudgeReader, ParsesTheJudgeSample) {
  const ParsedInput in = parse_judge(kSample);
  ASSERT_FALSE(in.error.has_value()) << in.error->to_string();
  ASSERT_EQ(in.cases.size(), 2u);

  const Case& a = in.cases[0];
  EXPECT_EQ(a.board, Board(3, 4, {1, 2, 3, 4, 0, 0, 0, 0, 4, 3, 2, 1}));
  EXPECT_EQ(a.queries,
            (std::vector<Query>{q(1, 1, 3, 4), q(1, 1, 2, 4), q(1, 1, 3, 3), q(2, 1, 2, 4)}));

  const Case& b = in.cases[1];
  EXPECT_EQ(b.board, Board(3, 4, {0, 1, 4, 3, 0, 2, 4, 1, 0, 0, 0, 0}));
  EXPECT_EQ(b.queries, (std::vector<Query>{q(1, 1, 2, 4), q(1, 3, 2, 3)}));
}

TEST(JudgeReader, ReportsCasePositionsAndStaysAtEnd) {
  JudgeReader reader(kSample);
  Case c;
  ASSERT_EQ(reader.next(c), JudgeReader::Status::case_read);
  EXPECT_EQ(reader.case_position(), (Position{1, 1}));
  ASSERT_EQ(reader.next(c), JudgeReader::Status::case_read);
  EXPECT_EQ(reader.case_position(), (Position{10, 1}));
  EXPECT_EQ(reader.next(c), JudgeReader::Status::end);
  EXPECT_EQ(reader.next(c), JudgeReader::Status::end);
}

TEST(JudgeReader, AnyWhitespaceSeparatesTokens) {
  const ParsedInput in = parse_judge("  2\t2\r\n1\n\n2 3   4\r\n1\t1 1 1 2 0\t0");
  ASSERT_FALSE(in.error.has_value()) << in.error->to_string();
  ASSERT_EQ(in.cases.size(), 1u);
  EXPECT_EQ(in.cases[0].board, Board(2, 2, {1, 2, 3, 4}));
  EXPECT_EQ(in.cases[0].queries, (std::vector<Query>{q(1, 1, 1, 2)}));
}

TEST(JudgeReader, AcceptsLeadingZerosAndIgnoresTextAfterTheEnd) {
  const ParsedInput in = parse_judge("01 002\n007 0\n1\n1 1 1 02\n0 0\nanything at all -5\n");
  ASSERT_FALSE(in.error.has_value()) << in.error->to_string();
  ASSERT_EQ(in.cases.size(), 1u);
  EXPECT_EQ(in.cases[0].board, Board(1, 2, {7, 0}));
  EXPECT_EQ(in.cases[0].queries, (std::vector<Query>{q(1, 1, 1, 2)}));
}

TEST(JudgeReader, AcceptsAMissingTerminatorAfterACompleteCase) {
  const ParsedInput in = parse_judge(sample_without_terminator());
  EXPECT_FALSE(in.error.has_value());
  EXPECT_EQ(in.cases.size(), 2u);
}

TEST(JudgeReader, OnlyTheTerminatorIsAnInputWithNoCases) {
  const ParsedInput in = parse_judge("0 0\n");
  EXPECT_FALSE(in.error.has_value());
  EXPECT_TRUE(in.cases.empty());
}

TEST(JudgeReader, ErrorIsStickyAndNamesThePosition) {
  JudgeReader reader("3 2\n1 2\n3 4 5\n");
  Case c;
  ASSERT_EQ(reader.next(c), JudgeReader::Status::error);
  EXPECT_EQ(reader.error().to_string(),
            "line 4, column 1: expected a board value (row 3, column 2), found end of input");
  EXPECT_EQ(reader.next(c), JudgeReader::Status::error);
  EXPECT_EQ(reader.error().pos, (Position{4, 1}));
}

TEST(JudgeReader, KeepsTheCompleteCasesBeforeAnError) {
  const std::string input = kSample.substr(0, kSample.size() - 4) + "2 2\n1 x\n1\n1 1 1 2\n0 0\n";
  const ParsedInput in = parse_judge(input);
  ASSERT_TRUE(in.error.has_value());
  EXPECT_EQ(in.error->to_string(), "line 18, column 3: expected a non-negative integer, found 'x'");
  ASSERT_EQ(in.cases.size(), 2u);
  EXPECT_EQ(in.cases[1].board, Board(3, 4, {0, 1, 4, 3, 0, 2, 4, 1, 0, 0, 0, 0}));
}

struct BadInput {
  const char* name;
  std::string input;
  Limits limits;
  std::string message;  ///< a substring of the error message
  Position pos;
};

std::string huge_digits(std::size_t count) {
  return std::string(count, '9');
}

std::vector<BadInput> bad_inputs() {
  const Limits judge = Limits::judge();
  const Limits relaxed = Limits::relaxed();
  return {
      {"empty input", "", judge, "expected the number of rows n, found end of input", {1, 1}},
      {"only whitespace",
       " \n\t\n",
       judge,
       "expected the number of rows n, found end of input",
       {3, 1}},
      {"truncated board",
       "3 4\n1 2 3 4\n0 0 0 0\n4 3",
       judge,
       "expected a board value (row 3, column 3), found end of input",
       {4, 4}},
      {"truncated before m",
       "3",
       judge,
       "expected the number of columns m, found end of input",
       {1, 2}},
      {"truncated before q",
       "1 1\n5\n",
       judge,
       "expected the number of queries q, found end of input",
       {3, 1}},
      {"truncated query",
       "1 2\n5 5\n1\n1 1",
       judge,
       "expected the query row x2 (query 1 of 1), found end of input",
       {4, 4}},
      {"negative value",
       "2 2\n1 -3\n",
       judge,
       "expected a non-negative integer, found '-3'",
       {2, 3}},
      {"plus sign", "2 2\n+1 3\n", judge, "expected a non-negative integer, found '+1'", {2, 1}},
      {"letters",
       "2 2\n1 2\nabc 4\n",
       judge,
       "expected a non-negative integer, found 'abc'",
       {3, 1}},
      {"letters in n", "x 2\n", judge, "expected a non-negative integer, found 'x'", {1, 1}},
      {"tabs count one column each",
       "1 1\n\t\t x\n",
       judge,
       "expected a non-negative integer, found 'x'",
       {2, 4}},
      {"value over int32",
       "1 2\n2147483647 2147483648\n",
       judge,
       "value '2147483648' does not fit a signed 32-bit integer",
       {2, 12}},
      {"zero columns after zero rows",
       "0 5\n",
       judge,
       "expected the number of columns m to be 0 after n = 0, found '5'",
       {1, 3}},
      {"zero columns",
       "3 0\n",
       judge,
       "expected the number of columns m (1..999), found '0'",
       {1, 3}},
      {"m = 1000",
       "1 1000\n",
       judge,
       "expected the number of columns m (1..999), found '1000'",
       {1, 3}},
      {"q = 0 under judge limits",
       "1 1\n1\n0\n0 0\n",
       judge,
       "expected the number of queries q (1..49), found '0'",
       {3, 1}},
      {"q = 50 under judge limits",
       "1 1\n1\n50\n",
       judge,
       "expected the number of queries q (1..49), found '50'",
       {3, 1}},
      {"query row outside",
       "3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n1\n4 1 1 1\n",
       judge,
       "query row x1 = 4 is outside the board (1..3)",
       {6, 1}},
      {"query column outside",
       "3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n1\n1 1 1 5\n",
       judge,
       "query column y2 = 5 is outside the board (1..4)",
       {6, 7}},
      {"query row zero",
       "1 1\n1\n1\n1 1 0 1\n",
       judge,
       "query row x2 = 0 is outside the board (1..1)",
       {4, 5}},
      {"query with huge digits",
       "1 1\n1\n1\n" + huge_digits(60) + " 1 1 1\n",
       judge,
       "query row x1 = '99999999999999999999...' is outside the board (1..1)",
       {4, 1}},
      {"n = 100000 under judge limits",
       "100000 1\n",
       judge,
       "expected the number of rows n (1..1000), found '100000'",
       {1, 1}},
      {"board over the memory cap",
       "100000 100000\n",
       relaxed,
       "board of 100000 x 100000 needs 38147 MiB, over the memory cap of 1024 MiB (--memory-cap)",
       {1, 1}},
      {"fuzzer sizes under relaxed limits",
       "  999999999 999999999\n1 2 3\n",
       relaxed,
       "over the memory cap of 1024 MiB",
       {1, 3}},
      {"fuzzer sizes under judge limits",
       "999999999 999999999\n",
       judge,
       "expected the number of rows n (1..1000), found '999999999'",
       {1, 1}},
      {"huge number of digits as n",
       huge_digits(100000) + " 1\n",
       relaxed,
       "expected the number of rows n (1..1073741824), found '99999999999999999999...'",
       {1, 1}},
      {"huge number of digits as a value",
       "1 1\n" + huge_digits(100000) + "\n",
       judge,
       "value '99999999999999999999...' does not fit a signed 32-bit integer",
       {2, 1}},
      {"binary garbage",
       std::string("\x00\xff\x01 2\n", 6),
       judge,
       "expected a non-negative integer, found '\\x00\\xff\\x01'",
       {1, 1}},
      {"q over the relaxed bound",
       "1 1\n1\n10000001\n",
       relaxed,
       "expected the number of queries q (0..10000000), found '10000001'",
       {3, 1}},
      {"q larger than the input",
       "1 1\n1\n10000000\n1 1 1 1\n",
       relaxed,
       "expected the query row x1 (query 2 of 10000000), found end of input",
       {5, 1}},
  };
}

TEST(JudgeReader, RejectsBadInputsWithPositionAndMessage) {
  for (const BadInput& bad : bad_inputs()) {
    SCOPED_TRACE(bad.name);
    const ParsedInput in = parse_judge(bad.input, bad.limits);
    ASSERT_TRUE(in.error.has_value());
    EXPECT_NE(in.error->message.find(bad.message), std::string::npos) << in.error->message;
    EXPECT_EQ(in.error->pos, bad.pos) << in.error->to_string();
    EXPECT_LT(in.error->message.size(), 160u) << "a message must stay short";
    EXPECT_TRUE(in.cases.empty());
  }
}

TEST(JudgeReader, RelaxedLimitsAcceptWhatJudgeLimitsReject) {
  EXPECT_TRUE(parse_judge("1 1\n1\n0\n0 0\n").error.has_value());

  const ParsedInput zero_q = parse_judge("1 1\n1\n0\n0 0\n", Limits::relaxed());
  ASSERT_FALSE(zero_q.error.has_value()) << zero_q.error->to_string();
  ASSERT_EQ(zero_q.cases.size(), 1u);
  EXPECT_TRUE(zero_q.cases[0].queries.empty());

  std::string fifty = "1 2\n3 3\n50\n";
  for (int i = 0; i < 50; ++i) fifty += "1 1 1 2\n";
  EXPECT_TRUE(parse_judge(fifty).error.has_value());
  const ParsedInput relaxed = parse_judge(fifty, Limits::relaxed());
  ASSERT_FALSE(relaxed.error.has_value()) << relaxed.error->to_string();
  EXPECT_EQ(relaxed.cases.at(0).queries.size(), 50u);
}

TEST(JudgeReader, RelaxedLimitsAcceptATallBoardUnderTheCap) {
  std::string input = "100000 1\n";
  for (int i = 0; i < 100000; ++i) input += (i % 7 == 0) ? "5\n" : "0\n";
  input += "1\n100000 1 1 1\n0 0\n";
  EXPECT_TRUE(parse_judge(input).error.has_value());
  const ParsedInput in = parse_judge(input, Limits::relaxed());
  ASSERT_FALSE(in.error.has_value()) << in.error->to_string();
  ASSERT_EQ(in.cases.size(), 1u);
  EXPECT_EQ(in.cases[0].board.rows(), 100000);
  EXPECT_EQ(in.cases[0].board.at(99996, 1), 5);  // row 99996 has index 99995, a multiple of 7
  EXPECT_EQ(in.cases[0].board.at(99997, 1), 0);
  EXPECT_EQ(in.cases[0].queries, (std::vector<Query>{q(100000, 1, 1, 1)}));

  // The same board no longer fits a cap of 100000 * 4 - 1 bytes.
  const ParsedInput capped = parse_judge(input, Limits::relaxed(100000 * 4 - 1));
  ASSERT_TRUE(capped.error.has_value());
  EXPECT_NE(capped.error->message.find("board of 100000 x 1 needs 1 MiB"), std::string::npos)
      << capped.error->message;
}

/// Expects `cases` to come back unchanged from write_judge and parse_judge under `limits`.
void expect_round_trip(const std::vector<Case>& cases, Limits limits = Limits::judge()) {
  const ParsedInput in = parse_judge(write_judge(cases), limits);
  ASSERT_FALSE(in.error.has_value()) << in.error->to_string();
  ASSERT_EQ(in.cases, cases);
}

TEST(JudgeReader, ParsesAFullSizeJudgeInput) {
  // Three cases of 1000 x 999, the largest the judge sends.
  std::vector<Case> cases;
  std::mt19937 rng(7);
  for (int k = 0; k < 3; ++k) {
    std::vector<std::int32_t> values(1000 * 999);
    for (auto& v : values) v = (rng() % 4 == 0) ? static_cast<std::int32_t>(rng() % 1000) : 0;
    Case c{Board(1000, 999, std::move(values)), {}};
    for (int i = 0; i < 49; ++i) c.queries.push_back(q(1 + i, 999 - i, 1000 - i, 1 + i));
    cases.push_back(std::move(c));
  }
  expect_round_trip(cases);
}

TEST(JudgeReader, SurvivesRandomBytes) {
  test::SeededRng rng(12345);
  const std::string alphabet = "0123456789 \n\t\r-+x\xff";
  for (int round = 0; round < 2000; ++round) {
    const std::string input = test::random_bytes(rng, round, rng() % 200, alphabet);
    const ParsedInput in =
        parse_judge(input, (round % 3 == 0) ? Limits::relaxed() : Limits::judge());
    if (in.error) {
      EXPECT_GE(in.error->pos.line, 1);
      EXPECT_GE(in.error->pos.column, 1);
      EXPECT_LE(static_cast<std::size_t>(in.error->pos.line), input.size() + 1);
      EXPECT_LE(static_cast<std::size_t>(in.error->pos.column), input.size() + 1);
      EXPECT_EQ(
          in.error->message.rfind("expected", 0) == 0 || in.error->message.rfind("value", 0) == 0 ||
              in.error->message.rfind("query", 0) == 0 || in.error->message.rfind("board", 0) == 0,
          true)
          << in.error->message;
    }
  }
}

/// A board written with a random layout, and where each of its tokens starts.
struct Layout {
  std::string text;
  std::vector<std::int32_t> values;
  std::vector<Position> token_pos;  ///< every token of the text, in order
  std::vector<std::size_t> token_offset;
};

/// One case (n x m board, one query) with random blanks between tokens, leading zeros, and
/// values of every digit count; long stretches of single-digit values take the reader's block
/// path, the rest its byte loop.
Layout random_layout(std::mt19937& rng, int n, int m) {
  Layout out;
  const auto blank = [&]() -> std::string {
    switch (rng() % 16) {
      case 0:
        return "\t";
      case 1:
        return "\n";
      case 2:
        return "  ";
      case 3:
        return "\r\n";
      case 4:
        return " \n\t ";
      default:
        return " ";
    }
  };
  const bool single_digits = rng() % 2 == 0;
  std::vector<std::string> tokens = {std::to_string(n), std::to_string(m)};
  for (int i = 0; i < n * m; ++i) {
    std::int32_t v = 0;
    const unsigned kind = static_cast<unsigned>(rng() % 100);
    if (single_digits ? kind < 90 : kind < 40)
      v = static_cast<std::int32_t>(rng() % 10);
    else if (kind < 95)
      v = static_cast<std::int32_t>(rng() % 100);
    else
      v = static_cast<std::int32_t>(rng() % (1u << (rng() % 32)));
    out.values.push_back(v);
    std::string tok = std::to_string(v);
    if (rng() % 40 == 0) tok.insert(0, 1 + rng() % 10, '0');  // up to 20 characters
    tokens.push_back(tok);
  }
  for (const char* t : {"1", "1", "1", "1", "1"}) tokens.push_back(t);  // q = 1: (1,1)-(1,1)
  for (const std::string& tok : tokens) {
    out.text += out.text.empty() ? "" : (rng() % 3 == 0 ? blank() : " ");
    out.token_offset.push_back(out.text.size());
    out.text += tok;
  }
  out.text += "\n0 0\n";
  // Positions counted here, independently of the reader: line = 1 + newlines before.
  int line = 1;
  std::size_t line_start = 0, next = 0;
  for (std::size_t i = 0; i <= out.text.size() && next < out.token_offset.size(); ++i) {
    if (i == out.token_offset[next]) {
      out.token_pos.push_back({line, static_cast<int>(i - line_start) + 1});
      ++next;
    }
    if (i < out.text.size() && out.text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  return out;
}

TEST(JudgeReader, ReadsEveryLayoutOfABoard) {
  test::SeededRng rng(4242);
  for (int round = 0; round < 400; ++round) {
    const int n = 1 + static_cast<int>(rng() % 30), m = 1 + static_cast<int>(rng() % 70);
    const Layout l = random_layout(rng, n, m);
    const ParsedInput in = parse_judge(l.text, Limits::relaxed());
    ASSERT_FALSE(in.error.has_value()) << "round " << round << ": " << in.error->to_string();
    ASSERT_EQ(in.cases.size(), 1u);
    ASSERT_EQ(in.cases[0].board.values(), l.values) << "round " << round << "\n" << l.text;
  }
}

TEST(JudgeReader, ReportsABadTokenAnywhereInABoardAtItsPosition) {
  test::SeededRng rng(777);
  for (int round = 0; round < 600; ++round) {
    const int n = 1 + static_cast<int>(rng() % 20), m = 1 + static_cast<int>(rng() % 60);
    Layout l = random_layout(rng, n, m);
    // Spoil one board token (tokens 2 .. 2 + n*m - 1), or the query's first field.
    const bool in_query = rng() % 5 == 0;
    const std::size_t t = in_query ? 3 + static_cast<std::size_t>(n) * m
                                   : 2 + rng() % (static_cast<std::size_t>(n) * m);
    std::string want;
    if (in_query) {
      l.text.replace(l.token_offset[t], 1, std::to_string(n + 1));
      want = "query row x1 = " + std::to_string(n + 1) + " is outside the board";
    } else if (rng() % 3 == 0) {
      l.text.insert(l.token_offset[t], "9999999999");
      want = "does not fit a signed 32-bit integer";
    } else {
      const char bad[] = {'x', '-', '+', '.', '\0', '\xff'};
      l.text.insert(l.token_offset[t] + (rng() % 2), 1, bad[rng() % 6]);
      want = "expected a non-negative integer, found";
    }
    const ParsedInput in = parse_judge(l.text, Limits::relaxed());
    ASSERT_TRUE(in.error.has_value()) << "round " << round << "\n" << l.text;
    EXPECT_EQ(in.error->pos.line, l.token_pos[t].line) << "round " << round << "\n" << l.text;
    EXPECT_EQ(in.error->pos.column, l.token_pos[t].column) << "round " << round << "\n" << l.text;
    EXPECT_NE(in.error->message.find(want), std::string::npos)
        << in.error->message << " (round " << round << ")";
    if (::testing::Test::HasFailure()) return;
  }
}

TEST(JudgeWriter, WritesTheJudgeLayout) {
  const std::vector<Case> cases = {{Board(2, 3, {1, 0, 2, 0, 2147483647, 1}), {q(1, 1, 2, 3)}}};
  EXPECT_EQ(write_judge(cases), "2 3\n1 0 2\n0 2147483647 1\n1\n1 1 2 3\n0 0\n");
  std::string out = "x";
  write_case(out, cases[0]);
  EXPECT_EQ(out, "x2 3\n1 0 2\n0 2147483647 1\n1\n1 1 2 3\n");
  EXPECT_EQ(write_answers({true, false, false}), "YES\nNO\nNO\n");
  EXPECT_EQ(write_answers({}), "");
}

TEST(JudgeWriter, RoundTripsHandMadeCases) {
  std::vector<Case> cases;
  cases.push_back({Board(1, 1, {INT32_MAX}), {q(1, 1, 1, 1)}});
  cases.push_back({Board(2, 2, {0, 0, 0, 0}), {q(1, 1, 2, 2), q(2, 2, 1, 1)}});
  cases.push_back({Board(3, 1, {INT32_MAX, 0, INT32_MAX}), {q(1, 1, 3, 1)}});
  expect_round_trip(cases);
}

TEST(JudgeWriter, RoundTripsRelaxedSizeBoards) {
  std::vector<Case> cases;
  std::vector<std::int32_t> wide(5000);
  for (std::size_t i = 0; i < wide.size(); ++i) wide[i] = static_cast<std::int32_t>(i % 3);
  cases.push_back({Board(1, 5000, wide), {}});
  cases.push_back({Board(1200, 3, std::vector<std::int32_t>(3600, INT32_MAX)), {}});
  for (int i = 0; i < 60; ++i) cases.back().queries.push_back(q(1200, 3, 1 + i, 1));
  EXPECT_TRUE(parse_judge(write_judge(cases)).error.has_value());
  expect_round_trip(cases, Limits::relaxed());
}

TEST(JudgeWriter, RoundTripsRandomCases) {
  test::SeededRng rng(20240601);
  for (int round = 0; round < 50; ++round) {
    std::vector<Case> cases(1 + rng() % 4);
    for (Case& c : cases) {
      const int n = 1 + static_cast<int>(rng() % 40), m = 1 + static_cast<int>(rng() % 40);
      std::vector<std::int32_t> values(static_cast<std::size_t>(n) * m);
      for (auto& v : values) {
        // Magnitudes from 0 up to INT32_MAX, so every digit count appears.
        const unsigned bits = rng() % 32;
        v = static_cast<std::int32_t>(bits == 0 ? 0 : (rng() & ((1u << bits) - 1)));
        if (rng() % 50 == 0) v = INT32_MAX;
      }
      c.board = Board(n, m, std::move(values));
      const int qn = 1 + static_cast<int>(rng() % 49);
      for (int i = 0; i < qn; ++i)
        c.queries.push_back(q(1 + static_cast<int>(rng() % n), 1 + static_cast<int>(rng() % m),
                              1 + static_cast<int>(rng() % n), 1 + static_cast<int>(rng() % m)));
    }
    SCOPED_TRACE("round " + std::to_string(round));
    ASSERT_NO_FATAL_FAILURE(expect_round_trip(cases));
  }
}

TEST(ReadFile, ReadsAWholeFileAndReportsFailures) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("llk_test_judge_format_" + std::to_string(::getpid()) + ".txt");
  std::string content(200000, 'a');
  content += std::string("\0\n3 4", 5);
  {
    std::ofstream f(path, std::ios::binary);
    f << content;
  }
  EXPECT_EQ(read_file(path.string()), content);
  std::filesystem::remove(path);

  try {
    read_file(path.string());
    FAIL() << "a missing file must throw";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()).rfind("cannot open '" + path.string() + "': ", 0), 0u)
        << e.what();
  }
  EXPECT_THROW(read_file(std::filesystem::temp_directory_path().string()), std::runtime_error);
}

}  // namespace
}  // namespace llk::link
