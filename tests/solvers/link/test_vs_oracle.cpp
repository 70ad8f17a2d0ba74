/// Every production solver agrees with the GraphOracle on random boards up to 12 x 12 and on
/// boards of 60 to 140 a side, for every config it supports (both rules, K 0..4), including the
/// fewest turns where claimed.

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "llk/link/oracle.hpp"
#include "llk/link/path_check.hpp"
#include "llk/link/solver.hpp"
#include "solver_test_util.hpp"

namespace llk::link {
namespace {

using test::describe;

class VsOracle : public ::testing::TestWithParam<std::string> {};

struct Tally {
  int yes = 0;
  int no = 0;
};

/// Checks the named solver against the oracle on `boards` boards from `make_board`, 10 queries
/// each, under every config it supports (K up to 4).
Tally check_boards(const std::string& name, std::mt19937& rng, int boards,
                   const std::function<Board(int iter)>& make_board) {
  const SolverInfo& info = *production_solvers().find(name);
  auto solver = info.make();
  GraphOracle oracle;
  const auto configs = test::supported_configs(info.caps, 4);
  EXPECT_FALSE(configs.empty());
  Tally tally;
  for (int iter = 0; iter < boards; ++iter) {
    const Board b = make_board(iter);
    const auto queries = test::random_queries(rng, b, 10);
    for (const Config& c : configs) {
      solver->prepare(b, c);
      oracle.prepare(b, c);
      for (const auto& q : queries) {
        const Answer want = oracle.solve(q);
        const Answer got = solver->solve(q);
        const auto where = [&] { return describe(q) + " " + describe(c) + "\n" + describe(b); };
        const auto why = check_answer(b, c, q, got);
        if (why.has_value()) {
          ADD_FAILURE() << *why << " on " << where();
          return tally;
        }
        if (got.yes != want.yes) {
          ADD_FAILURE() << "oracle says " << (want.yes ? "YES" : "NO") << " on " << where();
          return tally;
        }
        if (info.caps.reports_min_turns && want.yes && got.turns != want.turns) {
          ADD_FAILURE() << "fewest turns " << want.turns << ", solver " << got.turns << " on "
                        << where();
          return tally;
        }
        (want.yes ? tally.yes : tally.no)++;
      }
    }
  }
  return tally;
}

TEST_P(VsOracle, RandomBoardsUpTo12x12) {
  std::mt19937 rng(1175);
  const Tally t = check_boards(GetParam(), rng, 600, [&](int iter) {
    const int zero_percent = std::vector<int>{15, 35, 55, 75, 92}[iter % 5];
    return test::random_board(rng, 12, 12, 1 + iter % 4, zero_percent);
  });
  EXPECT_GT(t.yes, 1000);
  EXPECT_GT(t.no, 1000);
}

/// Boards of 60 to 140 rows and columns: bitsets of one to three 64-bit words per line, whole
/// and partial 64 x 64 blocks, where word-level code (linescan's) has its edges.
TEST_P(VsOracle, RandomBoardsAcrossWordBoundaries) {
  std::mt19937 rng(64);
  const Tally t = check_boards(GetParam(), rng, 24, [&](int iter) {
    static constexpr int kSides[6] = {60, 63, 64, 66, 127, 140};
    const int n = kSides[iter % 6], m = kSides[(iter / 6 + iter) % 6];
    const int zero_percent = std::vector<int>{70, 85, 95}[iter % 3];
    Board b(n, m);
    std::uniform_int_distribution<int> pct(0, 99), val(1, 2);
    for (int r = 1; r <= n; ++r)
      for (int c = 1; c <= m; ++c) b.set(r, c, pct(rng) < zero_percent ? 0 : val(rng));
    return b;
  });
  EXPECT_GT(t.yes, 50);
  EXPECT_GT(t.no, 50);
}

INSTANTIATE_TEST_SUITE_P(Production, VsOracle, ::testing::ValuesIn(production_solvers().names()),
                         [](const auto& p) { return p.param; });

}  // namespace
}  // namespace llk::link
