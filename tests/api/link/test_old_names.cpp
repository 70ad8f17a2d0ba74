// The link check's old names, kept for one release: the root headers (llk/board.hpp,
// llk/check_solver.hpp, ...) forward to llk/link/ and name its types in namespace llk, so a user's
// code written against them still compiles and its solver is still checked.

#include <llk/board.hpp>
#include <llk/check_solver.hpp>
#include <llk/generators.hpp>
#include <llk/gtest.hpp>
#include <llk/judge_format.hpp>
#include <llk/mutants.hpp>
#include <llk/oracle.hpp>
#include <llk/path_check.hpp>
#include <llk/properties.hpp>
#include <llk/solver.hpp>
#include <llk/validate.hpp>

#include <gtest/gtest.h>

#include <memory>
#include <type_traits>
#include <vector>

#include "support.hpp"

namespace {

static_assert(std::is_same_v<llk::Board, llk::link::Board>);
static_assert(std::is_same_v<llk::SolverInfo, llk::link::SolverInfo>);
static_assert(std::is_same_v<llk::LinkInput, llk::link::LinkInput>);
static_assert(std::is_same_v<llk::Limits, llk::link::Limits>);
static_assert(std::is_same_v<llk::GenOptions, llk::link::GenOptions>);
static_assert(std::is_same_v<llk::LinkAnswerFn, llk::link::LinkAnswerFn>);

/// A user's solver as the README wrote it before the move: the old names throughout.
bool old_style(const llk::Board& board, const llk::Config& config, const llk::Query& q) {
  llk::GraphOracle oracle;
  oracle.prepare(board, config);
  return oracle.solve(q).yes;
}

TEST(OldNames, StillNameTheLinkCheck) {
  const llk::ParsedInput parsed = llk::parse_judge("2 2\n1 1\n0 0\n1\n1 1 1 2\n0 0\n");
  ASSERT_EQ(parsed.cases.size(), 1u);
  EXPECT_TRUE(llk::validate_judge(llk::write_judge(parsed.cases)).empty());
  const llk::Case& c = parsed.cases.front();
  const llk::Config config{llk::Rules::hdu, 2};
  EXPECT_TRUE(old_style(c.board, config, c.queries.front()));
  const llk::Answer a = llk::brute_force_link(c.board, config, c.queries.front());
  EXPECT_FALSE(llk::check_answer(c.board, config, c.queries.front(), a).has_value());
  EXPECT_NE(llk::production_solvers().find("bfs01"), nullptr);
  EXPECT_FALSE(llk::mutant_solvers().all().empty());
  EXPECT_FALSE(llk::link_properties().all().empty());
  EXPECT_EQ(llk::to_string(llk::Rules::classic), "classic");
}

/// What LLK_TEST_SOLVER(Suite, Name, llk::solver_from(...)) runs, for one seeded round.
TEST(OldNames, CheckSolverTakesAnOldStyleCallable) {
  llk::test::TempDir dir("old-names");
  llk::CheckSolverOptions o;
  o.seed = 20261201;
  o.rounds = 1;
  o.budget_seconds = 120;
  o.out_dir = dir.str();
  const llk::SolverInfo info = llk::solver_from("old-style", old_style);
  const llk::SolverReport r = llk::check_solver(info, o);
  EXPECT_TRUE(r.passed) << r.text();
  EXPECT_TRUE(llk::testing::solver_passes(info, o));
}

}  // namespace
