#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/detail/TestListenerAdapter.h>

#include <algorithm>
#include <cstdint>
#include <optional>

#include "llk/link/generators.hpp"

namespace llk::link {
namespace {

bool queries_valid(const LinkInput& in) {
  for (const Case& c : in.cases) {
    if (c.board.rows() < 1 || c.board.cols() < 1) return false;
    for (const Query& q : c.queries)
      if (!c.board.inside(q.a) || !c.board.inside(q.b)) return false;
  }
  return true;
}

/// Runs `fails` as a property over gen_input quietly; returns the last (minimal) failing input and
/// whether every input seen, shrink candidates included, was valid.
struct ShrinkRun {
  std::optional<LinkInput> minimal;
  bool all_valid = true;
};
template <class Fails>
ShrinkRun shrink_run(const GenOptions& opt, Fails fails, std::uint64_t seed) {
  ShrinkRun run;
  const auto gen = gen_input(opt);
  rc::detail::TestParams params;
  params.seed = seed;
  params.maxSuccess = 500;
  rc::detail::TestMetadata meta;
  rc::detail::TestListenerAdapter quiet;
  const auto result = rc::detail::checkTestable(
      [&] {
        const LinkInput in = *gen;
        if (!queries_valid(in)) run.all_valid = false;
        if (fails(in)) {
          run.minimal = in;
          RC_FAIL("fails");
        }
      },
      meta, params, quiet, std::unordered_map<std::string, rc::detail::Reproduce>{});
  EXPECT_TRUE(result.template is<rc::detail::FailureResult>());
  return run;
}

TEST(Generators, ShrinkBigValueToOneCellBoard) {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    const auto run = shrink_run(
        GenOptions{},
        [](const LinkInput& in) {
          for (const Case& c : in.cases)
            for (std::int32_t v : c.board.values())
              if (v >= 1000) return true;
          return false;
        },
        seed);
    ASSERT_TRUE(run.minimal.has_value());
    EXPECT_TRUE(run.all_valid);
    const LinkInput& m = *run.minimal;
    ASSERT_EQ(m.cases.size(), 1u);
    EXPECT_EQ(m.cases[0].board.rows(), 1);
    EXPECT_EQ(m.cases[0].board.cols(), 1);
    EXPECT_EQ(m.cases[0].board.at(1, 1), 1000);
    ASSERT_EQ(m.cases[0].queries.size(), 1u);
    EXPECT_EQ(m.cases[0].queries[0], (Query{{1, 1}, {1, 1}}));
    EXPECT_EQ(m.config.turns, 0);
    EXPECT_EQ(m.config.rules, Rules::hdu);
  }
}

TEST(Generators, ShrinkEqualPairToTwoAdjacentOnes) {
  const auto run = shrink_run(
      GenOptions{},
      [](const LinkInput& in) {
        for (const Case& c : in.cases)
          for (const Query& q : c.queries)
            if (!(q.a == q.b) && c.board.at(q.a) != 0 && c.board.at(q.a) == c.board.at(q.b))
              return true;
        return false;
      },
      7);
  ASSERT_TRUE(run.minimal.has_value());
  EXPECT_TRUE(run.all_valid);
  const Case& c = run.minimal->cases.at(0);
  EXPECT_EQ(c.board.rows() * c.board.cols(), 2);
  EXPECT_EQ(c.board.values(), (std::vector<std::int32_t>{1, 1}));
  ASSERT_EQ(c.queries.size(), 1u);
  EXPECT_TRUE(c.queries[0].a == (Cell{1, 1}) || c.queries[0].b == (Cell{1, 1}));
}

TEST(Generators, ShrinkKeepsRowsItNeeds) {
  // Fails when some column holds a tile in three different rows: needs a 3 x 1 board.
  const auto run = shrink_run(
      GenOptions{},
      [](const LinkInput& in) {
        for (const Case& c : in.cases)
          for (int col = 1; col <= c.board.cols(); ++col) {
            int tiles = 0;
            for (int r = 1; r <= c.board.rows(); ++r) tiles += c.board.at(r, col) != 0;
            if (tiles >= 3) return true;
          }
        return false;
      },
      11);
  ASSERT_TRUE(run.minimal.has_value());
  EXPECT_TRUE(run.all_valid);
  const Case& c = run.minimal->cases.at(0);
  EXPECT_EQ(c.board.rows(), 3);
  EXPECT_EQ(c.board.cols(), 1);
  EXPECT_EQ(c.board.values(), (std::vector<std::int32_t>{1, 1, 1}));
}

TEST(Generators, CoverTheInputSpace) {
  int one_row = 0, one_col = 0, big = 0, empty = 0, full = 0, v256 = 0, v65536 = 0, vmax = 0;
  int multi_case = 0, multi_query = 0, equal_pairs = 0, queries = 0, classic = 0, hdu = 0;
  int k_seen[5] = {0, 0, 0, 0, 0};
  int max_cells = 0;
  const int n = 2000;
  for (int i = 0; i < n; ++i) {
    const LinkInput in = sample(gen_input(), static_cast<std::uint64_t>(i) * 7919 + 1, i % 101);
    ASSERT_TRUE(queries_valid(in));
    ASSERT_GE(in.config.turns, 0);
    ASSERT_LE(in.config.turns, 4);
    ++k_seen[in.config.turns];
    (in.config.rules == Rules::classic ? classic : hdu)++;
    multi_case += in.cases.size() > 1;
    for (const Case& c : in.cases) {
      ASSERT_LE(c.board.rows(), 1000);
      ASSERT_LE(c.board.cols(), 999);
      ASSERT_GE(c.queries.size(), 1u);
      ASSERT_LE(c.queries.size(), 49u);
      const auto& v = c.board.values();
      one_row += c.board.rows() == 1 && c.board.cols() > 8;
      one_col += c.board.cols() == 1 && c.board.rows() > 8;
      big += v.size() >= 200;
      max_cells = std::max(max_cells, static_cast<int>(v.size()));
      const auto tiles = std::count_if(v.begin(), v.end(), [](auto x) { return x != 0; });
      empty += tiles == 0 && v.size() >= 4;
      full += tiles == static_cast<long>(v.size()) && v.size() >= 4;
      v256 += std::any_of(v.begin(), v.end(), [](auto x) { return x >= 256 && x < 65536; });
      v65536 += std::any_of(v.begin(), v.end(), [](auto x) { return x >= 65536; });
      vmax += std::any_of(v.begin(), v.end(), [](auto x) { return x == 2147483647; });
      multi_query += c.queries.size() > 1;
      for (const Query& q : c.queries) {
        ++queries;
        equal_pairs += !(q.a == q.b) && c.board.at(q.a) != 0 && c.board.at(q.a) == c.board.at(q.b);
      }
    }
  }
  EXPECT_GT(one_row, 10);
  EXPECT_GT(one_col, 10);
  EXPECT_GT(big, 50);
  EXPECT_GT(max_cells, 5000);
  EXPECT_GT(empty, 10);
  EXPECT_GT(full, 10);
  EXPECT_GT(v256, 50);
  EXPECT_GT(v65536, 50);
  EXPECT_GT(vmax, 10);
  EXPECT_GT(multi_case, n / 5);
  EXPECT_GT(multi_query, n / 2);
  EXPECT_GT(classic, n / 4);
  EXPECT_GT(hdu, n / 4);
  for (int k = 0; k <= 4; ++k) EXPECT_GT(k_seen[k], n / 50) << "K=" << k;
  EXPECT_GT(equal_pairs * 2, queries) << equal_pairs << " of " << queries;
}

TEST(Generators, RespectOptions) {
  GenOptions opt;
  opt.max_rows = 5;
  opt.max_cols = 7;
  opt.max_queries = 3;
  opt.max_cases = 2;
  opt.max_turns = 1;
  opt.hdu = false;
  for (int i = 0; i < 300; ++i) {
    const LinkInput in = sample(gen_input(opt), static_cast<std::uint64_t>(i), 100);
    EXPECT_EQ(in.config.rules, Rules::classic);
    EXPECT_LE(in.config.turns, 1);
    EXPECT_LE(in.cases.size(), 2u);
    for (const Case& c : in.cases) {
      EXPECT_LE(c.board.rows(), 5);
      EXPECT_LE(c.board.cols(), 7);
      EXPECT_LE(c.queries.size(), 3u);
    }
  }
}

TEST(Generators, ArbitraryWorksInProperties) {
  // Board, Case and Config generators run as RapidCheck arbitraries and keep queries on the board.
  rc::detail::TestParams params;
  params.maxSuccess = 200;
  rc::detail::TestListenerAdapter quiet;
  const auto result = rc::detail::checkTestable(
      [](const Case& c, const Config& config, const Board& b) {
        RC_ASSERT(b.rows() >= 1);
        RC_ASSERT(config.turns >= 0);
        for (const Query& q : c.queries) RC_ASSERT(c.board.inside(q.a) && c.board.inside(q.b));
      },
      rc::detail::TestMetadata{}, params, quiet,
      std::unordered_map<std::string, rc::detail::Reproduce>{});
  EXPECT_TRUE(result.is<rc::detail::SuccessResult>());
}

}  // namespace
}  // namespace llk::link
