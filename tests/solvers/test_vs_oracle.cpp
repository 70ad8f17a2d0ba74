/// Every production solver agrees with the GraphOracle on random boards up to 12 x 12, for
/// every config it supports (both rules, K 0..4), including the fewest turns where claimed.

#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "llk/oracle.hpp"
#include "llk/path_check.hpp"
#include "llk/solver.hpp"
#include "solver_test_util.hpp"

namespace llk {
namespace {

using test::describe;

/// True while oracles/graph_oracle.cpp is still the placeholder that throws on every query.
bool oracle_is_placeholder() {
  GraphOracle oracle;
  const Board b(1, 2, {1, 1});
  oracle.prepare(b, Config{});
  try {
    oracle.solve({{1, 1}, {1, 2}});
  } catch (const std::logic_error& e) {
    return std::string(e.what()) == "oracle not written yet";
  }
  return false;
}

std::vector<std::string> solver_names() {
  std::vector<std::string> names;
  for (const auto& info : production_solvers().all()) names.push_back(info.name);
  return names;
}

class VsOracle : public ::testing::TestWithParam<std::string> {};

TEST_P(VsOracle, RandomBoardsUpTo12x12) {
  if (oracle_is_placeholder()) GTEST_SKIP() << "GraphOracle is still the placeholder";
  const SolverInfo& info = *production_solvers().find(GetParam());
  auto solver = info.make();
  GraphOracle oracle;
  std::mt19937 rng(1175);
  const auto configs = test::supported_configs(info.caps, 4);
  ASSERT_FALSE(configs.empty());
  int yes = 0, no = 0;
  for (int iter = 0; iter < 600; ++iter) {
    const int zero_percent = std::vector<int>{15, 35, 55, 75, 92}[iter % 5];
    const Board b = test::random_board(rng, 12, 12, 1 + iter % 4, zero_percent);
    const auto queries = test::random_queries(rng, b, 10);
    for (const Config& c : configs) {
      solver->prepare(b, c);
      oracle.prepare(b, c);
      for (const auto& q : queries) {
        const Answer want = oracle.solve(q);
        const Answer got = solver->solve(q);
        const std::string where = describe(q) + " " + describe(c) + "\n" + describe(b);
        const auto why = check_answer(b, c, q, got);
        ASSERT_FALSE(why.has_value()) << *why << " on " << where;
        ASSERT_EQ(got.yes, want.yes)
            << "oracle says " << (want.yes ? "YES" : "NO") << " on " << where;
        if (info.caps.reports_min_turns && want.yes) {
          ASSERT_EQ(got.turns, want.turns) << "fewest turns on " << where;
        }
        (want.yes ? yes : no)++;
      }
    }
  }
  EXPECT_GT(yes, 1000);
  EXPECT_GT(no, 1000);
}

INSTANTIATE_TEST_SUITE_P(Production, VsOracle, ::testing::ValuesIn(solver_names()),
                         [](const auto& p) { return p.param; });

}  // namespace
}  // namespace llk
