// `llk verify --mutants` keeps its budget: it ends within the budget plus one work item's
// timeout (the one bound a hung mutant may take), whatever the zoo holds. A bound with a margin
// for process start-up, not a measurement: labelled slow, left out of the sanitized tree.

#include <gtest/gtest.h>

#include <chrono>
#include <sstream>

#include "cli_support.hpp"
#include "llk/engine/verify.hpp"
#include "llk/problems.hpp"

namespace llk {
namespace {

TEST(VerifyBudget, TheMutantZooEndsWithinItsBudgetPlusOneItemTimeout) {
  test::TempDir dir("verify-budget");
  VerifyOptions opt;
  opt.mutants = true;
  opt.budget_seconds = 6;
  opt.item_timeout_seconds = 3;
  opt.out_dir = dir.str();
  opt.seed = 1;
  std::vector<const Problem*> all;
  for (const ProblemInfo& p : problems().all()) all.push_back(p.problem.get());
  std::ostringstream out, err;
  const auto start = std::chrono::steady_clock::now();
  const int status = run_verify(all, opt, out, err);
  const double took =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LE(status, 1) << err.str();
  EXPECT_LT(took, opt.budget_seconds + opt.item_timeout_seconds + 5) << err.str();
  // The progress line kept going: it reached a problem's zoo.
  bool zoo_line = false;
  for (const ProblemInfo& p : problems().all())
    zoo_line |= err.str().find("llk verify --mutants " + p.name + ":") != std::string::npos;
  EXPECT_TRUE(zoo_line) << err.str();
}

}  // namespace
}  // namespace llk
