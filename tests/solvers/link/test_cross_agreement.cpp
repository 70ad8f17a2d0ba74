/// All production solvers agree with each other on random small boards, and handle judge-size
/// open and dense boards.

#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "llk/link/path_check.hpp"
#include "llk/link/solver.hpp"
#include "solver_test_util.hpp"

namespace llk::link {
namespace {

using test::describe;

struct Instance {
  const SolverInfo* info;
  std::unique_ptr<Solver> solver;  ///< reused across every board of the test
};

std::vector<Instance> all_instances() {
  std::vector<Instance> out;
  for (const auto& info : production_solvers().all()) out.push_back({&info, info.make()});
  return out;
}

/// The answers of `inst`, prepared for `b` under `c`, to `queries`; prints how long preparing and
/// answering took on the board `label` names.
std::vector<Answer> timed_answers(Instance& inst, const Board& b, const Config& c,
                                  const std::vector<Query>& queries, const std::string& label) {
  const auto t0 = std::chrono::steady_clock::now();
  inst.solver->prepare(b, c);
  std::vector<Answer> got;
  for (const auto& q : queries) got.push_back(inst.solver->solve(q));
  const auto ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  std::cout << label << " " << describe(c) << " " << inst.info->name << ": " << ms
            << " ms for prepare + " << got.size() << " queries\n";
  return got;
}

TEST(CrossAgreement, RandomSmallBoards) {
  std::mt19937 rng(20261129);
  auto instances = all_instances();
  ASSERT_GE(instances.size(), 2u);
  int compared = 0, yes_seen = 0, no_seen = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    const int zero_percent = std::vector<int>{10, 30, 50, 70, 90}[iter % 5];
    const Board b = test::random_board(rng, 8, 8, 1 + iter % 3, zero_percent);
    const auto queries = test::random_queries(rng, b, 8);
    for (Rules rules : {Rules::hdu, Rules::classic}) {
      for (int k = 0; k <= 4; ++k) {
        const Config c{rules, k};
        std::vector<std::vector<Answer>> answers(instances.size());
        for (std::size_t i = 0; i < instances.size(); ++i) {
          if (!instances[i].info->caps.supports(c)) continue;
          instances[i].solver->prepare(b, c);
          for (const auto& q : queries) answers[i].push_back(instances[i].solver->solve(q));
        }
        for (std::size_t qi = 0; qi < queries.size(); ++qi) {
          const Query& q = queries[qi];
          const Answer* first = nullptr;
          const Answer* first_min = nullptr;
          std::string first_name, first_min_name;
          for (std::size_t i = 0; i < instances.size(); ++i) {
            if (answers[i].empty()) continue;
            const Answer& a = answers[i][qi];
            const std::string& name = instances[i].info->name;
            const auto why = check_answer(b, c, q, a);
            ASSERT_FALSE(why.has_value())
                << name << ": " << *why << " on " << describe(q) << " " << describe(c) << "\n"
                << describe(b);
            if (first == nullptr) {
              first = &a;
              first_name = name;
            } else {
              ASSERT_EQ(a.yes, first->yes) << name << " vs " << first_name << " on " << describe(q)
                                           << " " << describe(c) << "\n"
                                           << describe(b);
              ++compared;
            }
            if (instances[i].info->caps.reports_min_turns) {
              if (first_min == nullptr) {
                first_min = &a;
                first_min_name = name;
              } else {
                ASSERT_EQ(a.turns, first_min->turns) << name << " vs " << first_min_name << " on "
                                                     << describe(q) << " " << describe(c) << "\n"
                                                     << describe(b);
              }
            }
          }
          if (first != nullptr) (first->yes ? yes_seen : no_seen)++;
        }
      }
    }
  }
  // The generator must produce both outcomes in quantity, or the agreement proves little.
  EXPECT_GT(yes_seen, 10000);
  EXPECT_GT(no_seen, 10000);
  EXPECT_GT(compared, 100000);
  std::cout << "compared " << compared << " answer pairs; " << yes_seen << " YES, " << no_seen
            << " NO\n";
}

TEST(CrossAgreement, ReusedInstanceMatchesAFreshOne) {
  std::mt19937 rng(7);
  auto reused = all_instances();
  for (int iter = 0; iter < 300; ++iter) {
    const Board b = test::random_board(rng, 8, 8, 2, 40);
    const auto queries = test::random_queries(rng, b, 6);
    const Config c{iter % 2 ? Rules::classic : Rules::hdu, iter % 3};
    for (auto& inst : reused) {
      SCOPED_TRACE(inst.info->name);
      auto fresh = inst.info->make();
      fresh->prepare(b, c);
      inst.solver->prepare(b, c);
      for (const auto& q : queries) {
        const Answer x = fresh->solve(q), y = inst.solver->solve(q);
        ASSERT_EQ(x.yes, y.yes) << describe(q) << "\n" << describe(b);
        ASSERT_EQ(x.turns, y.turns) << describe(q) << "\n" << describe(b);
        ASSERT_EQ(x.path, y.path) << describe(q) << "\n" << describe(b);
      }
    }
  }
}

/// A judge-size board: mostly empty, 49 tiles of kind 5 and one more walled in by kind 7 tiles,
/// plus a pair of kind 9 in opposite corners.
Board open_board_with_walled_target(std::vector<Query>& no_queries, Cell& target) {
  Board b(1000, 999);
  target = {500, 500};
  b.set(target.row, target.col, 5);
  for (int d = 0; d < 4; ++d)
    b.set(target.row + std::vector<int>{-1, 0, 1, 0}[d],
          target.col + std::vector<int>{0, 1, 0, -1}[d], 7);
  std::mt19937 rng(99);
  std::uniform_int_distribution<int> row(1, 1000), col(1, 999);
  while (no_queries.size() < 49) {
    const Cell a{row(rng), col(rng)};
    if (b.at(a) != 0 || (std::abs(a.row - 500) <= 2 && std::abs(a.col - 500) <= 2)) continue;
    b.set(a.row, a.col, 5);
    no_queries.push_back({a, target});
  }
  b.set(1, 1, 9);
  b.set(1000, 999, 9);
  return b;
}

TEST(LargeBoards, OpenBoardWalledInTargetEverySolver) {
  std::vector<Query> no_queries;
  Cell target;
  const Board b = open_board_with_walled_target(no_queries, target);
  // Known YES: the kind-9 corner pair, one turn away, asked both ways.
  const std::vector<Query> yes_queries = {{{1, 1}, {1000, 999}}, {{1000, 999}, {1, 1}}};
  std::vector<Query> queries = no_queries;
  queries.insert(queries.end(), yes_queries.begin(), yes_queries.end());
  auto instances = all_instances();
  for (Rules rules : {Rules::hdu, Rules::classic}) {
    for (int k : {2, 64}) {
      const Config c{rules, k};
      std::vector<Answer> reference;
      for (auto& inst : instances) {
        if (!inst.info->caps.supports(c)) continue;
        SCOPED_TRACE(inst.info->name + " " + describe(c));
        const std::vector<Answer> got = timed_answers(inst, b, c, queries, "open 1000x999");
        for (std::size_t i = 0; i < no_queries.size(); ++i) {
          EXPECT_FALSE(got[i].yes) << describe(no_queries[i]);
          EXPECT_TRUE(got[i].path.empty());
        }
        for (std::size_t i = 0; i < yes_queries.size(); ++i) {
          const Answer& a = got[no_queries.size() + i];
          EXPECT_TRUE(a.yes) << describe(yes_queries[i]);
          EXPECT_FALSE(check_answer(b, c, yes_queries[i], a).has_value());
          if (inst.info->caps.reports_min_turns) {
            EXPECT_EQ(a.turns, 1);
          }
        }
        if (reference.empty()) {
          reference = got;
        } else {
          for (std::size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i].yes, reference[i].yes);
        }
      }
    }
  }
}

TEST(LargeBoards, OpenBoardLinkableQueriesAgree) {
  // Pairs of tiles on an otherwise empty board: most are YES with 1 or 2 turns.
  Board b(1000, 999);
  std::mt19937 rng(5);
  std::uniform_int_distribution<int> row(1, 1000), col(1, 999);
  std::vector<Query> queries;
  for (int v = 1; v <= 49; ++v) {
    Cell a{row(rng), col(rng)}, c{row(rng), col(rng)};
    if (b.at(a) != 0 || b.at(c) != 0 || a == c) continue;
    b.set(a.row, a.col, v);
    b.set(c.row, c.col, v);
    queries.push_back({a, c});
  }
  auto instances = all_instances();
  for (Rules rules : {Rules::hdu, Rules::classic}) {
    for (int k : {0, 1, 2, 64}) {
      const Config c{rules, k};
      std::vector<Answer> reference;
      int yes = 0;
      for (auto& inst : instances) {
        if (!inst.info->caps.supports(c)) continue;
        SCOPED_TRACE(inst.info->name + " " + describe(c));
        inst.solver->prepare(b, c);
        std::vector<Answer> got;
        for (const auto& q : queries) {
          got.push_back(inst.solver->solve(q));
          ASSERT_FALSE(check_answer(b, c, q, got.back()).has_value()) << describe(q);
        }
        if (reference.empty()) {
          reference = got;
          for (const auto& a : got) yes += a.yes;
        } else {
          for (std::size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i].yes, reference[i].yes);
        }
      }
      if (k >= 2) {
        EXPECT_GT(yes, 40) << describe(c);
      }
    }
  }
}

TEST(LargeBoards, DenseBoardAllSolversAgree) {
  std::mt19937 rng(11);
  Board b(1000, 999);
  std::uniform_int_distribution<int> pct(0, 99), val(1, 4);
  for (int r = 1; r <= 1000; ++r)
    for (int c = 1; c <= 999; ++c) b.set(r, c, pct(rng) < 35 ? 0 : val(rng));
  // Queries between nearby equal tiles, so that some are YES.
  std::vector<Query> queries;
  std::uniform_int_distribution<int> row(1, 1000), col(1, 999), off(-6, 6);
  while (queries.size() < 49) {
    const Cell a{row(rng), col(rng)};
    const Cell o{a.row + off(rng), a.col + off(rng)};
    if (!b.inside(o) || a == o || b.at(a) == 0 || b.at(a) != b.at(o)) continue;
    queries.push_back({a, o});
  }
  auto instances = all_instances();
  for (Rules rules : {Rules::hdu, Rules::classic}) {
    for (int k : {2, 64}) {
      const Config c{rules, k};
      std::vector<Answer> reference, reference_min;
      for (auto& inst : instances) {
        if (!inst.info->caps.supports(c)) continue;
        SCOPED_TRACE(inst.info->name + " " + describe(c));
        const std::vector<Answer> got = timed_answers(inst, b, c, queries, "dense 1000x999");
        for (std::size_t i = 0; i < got.size(); ++i)
          ASSERT_FALSE(check_answer(b, c, queries[i], got[i]).has_value()) << describe(queries[i]);
        if (reference.empty()) reference = got;
        for (std::size_t i = 0; i < got.size(); ++i)
          EXPECT_EQ(got[i].yes, reference[i].yes) << describe(queries[i]);
        if (inst.info->caps.reports_min_turns) {
          if (reference_min.empty()) reference_min = got;
          for (std::size_t i = 0; i < got.size(); ++i)
            EXPECT_EQ(got[i].turns, reference_min[i].turns) << describe(queries[i]);
        }
      }
    }
  }
}

}  // namespace
}  // namespace llk::link
