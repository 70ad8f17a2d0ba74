// A user's own game player through llk/game/check_solver.hpp, LLK_TEST_SOLVER and
// LLK_FUZZ_SOLVER: a right one passes, a wrong one fails under its own name.

#include <gtest/gtest.h>

#include <stdlib.h>

#include <csignal>

#include "check_solver_support.hpp"
#include "llk/check_own_solver.hpp"
#include "llk/engine/differential.hpp"
#include "llk/fuzz.hpp"
#include "llk/game/check_solver.hpp"
#include "llk/gtest.hpp"
#include "support.hpp"

namespace llk {
namespace {

CheckSolverOptions quick(const test::TempDir& dir, int rounds) {
  return test::quick_check(dir, rounds, 20261202);
}

/// A user's own game player: a production player under the user's name, or a mutant's (bad).
game::PlayerInfo own_player(bool bad) {
  game::PlayerInfo info = bad ? *game::mutant_players().find("count-both-orders")
                              : game::production_players().all().front();
  info.name = bad ? "my-player-counts-twice" : "my-player";
  return info;
}

/// A right player whose clear line differs from the oracle's: each removal names its two cells in
/// the other order (the same pairs, so the board still clears).
class SwappedCells final : public game::GamePlayer {
 public:
  void load(const game::Board& board, const game::Config& config) override {
    inner_->load(board, config);
  }
  const game::Board& board() const override { return inner_->board(); }
  const game::Config& config() const override { return inner_->config(); }
  std::vector<game::Pair> pairs() override { return inner_->pairs(); }
  std::size_t pair_count() override { return inner_->pair_count(); }
  std::optional<game::Pair> hint() override { return inner_->hint(); }
  bool remove(const game::Pair& pair) override { return inner_->remove(pair); }
  void shuffle(std::uint64_t seed) override { inner_->shuffle(seed); }
  std::optional<std::vector<game::Pair>> clear() override {
    auto removals = inner_->clear();
    if (removals)
      for (game::Pair& p : *removals) std::swap(p.a, p.b);
    return removals;
  }
  game::Board deal(int rows, int cols, int kinds, std::uint64_t seed) override {
    return inner_->deal(rows, cols, kinds, seed);
  }

 private:
  std::unique_ptr<game::GamePlayer> inner_ = game::production_players().all().front().make();
};

game::PlayerInfo swapped_player() {
  return {"my-player-swapped", "removals with their cells swapped",
          [] { return std::make_unique<SwappedCells>(); }};
}

/// A schedule input of two boards or more whose first board clears: its oracle lines and the
/// swapped player's.
struct Cleared {
  Input input;
  Expected expected;
  std::vector<std::string> got;
};
Cleared first_cleared(const Problem& problem) {
  for (std::uint64_t i = 0; i < 200; ++i) {
    Cleared c{problem.schedule(7, i, {}), {}, {}};
    c.expected = problem.oracle(c.input);
    if (c.expected.lines.size() < 4 || c.expected.lines[1].rfind("YES ", 0) != 0) continue;
    c.got = problem.solver(SolverRef{"my-player-swapped", false, swapped_player()})
                ->run(c.input, c.expected)
                .got;
    return c;
  }
  ADD_FAILURE() << "no schedule input of two boards whose first clears";
  return {};
}

// The verdict rule is the problem's judge_answer everywhere: a clear line in another valid order
// is right in process and in verify's differential campaign (string equality would fail it), and
// the campaign's triage finds the first wrong line by the same rule.
TEST(GameCheckSolver, AClearingInAnotherValidOrderPasses) {
  const auto problem = game::make_problem();
  const Cleared c = first_cleared(*problem);
  ASSERT_GE(c.got.size(), 4u);
  EXPECT_NE(c.got[1], c.expected.lines[1]) << "the swapped player answers other text";
  EXPECT_FALSE(problem->judge_answer(c.input, c.expected, 1, c.got[1]));
  std::vector<std::string> wrong = c.got;
  wrong[2] = "12345";  // the second board's pair count, wrong
  EXPECT_EQ(first_wrong_unit(*problem, c.input, c.expected, wrong), 2u);

  test::TempDir dir("check-solver-game-swapped");
  const SolverReport r = game::check_solver(swapped_player(), quick(dir, 2));
  EXPECT_TRUE(r.passed) << r.text();
}

TEST(GameCheckSolver, AUsersOwnPlayerIsChecked) {
  test::TempDir dir("check-solver-game");
  EXPECT_TRUE(game::check_solver(own_player(false), quick(dir, 2)).passed);
  const SolverReport r = game::check_solver(own_player(true), quick(dir, 4));
  ASSERT_FALSE(r.passed) << r.text();
  EXPECT_EQ(r.solver, "my-player-counts-twice");
}

// LLK_FUZZ_SOLVER's target finds the game problem by the type of the info: the right one passes
// decoded bytes, the wrong one aborts with an artifact under its own name.
TEST(GameCheckSolver, AFuzzTargetTakesIt) {
  test::expect_fuzz_target_catches(own_player(false), own_player(true), "my-player-counts-twice");
}

// The LLK_TEST_SOLVER check below runs two rounds (a count), not its default budget of seconds.
const bool kTwoRounds = ::setenv("LLK_ROUNDS", "2", 0) == 0;

LLK_TEST_SOLVER(GameCheckSolver, LlkTestSolverTakesAGamePlayer, own_player(false))

}  // namespace
}  // namespace llk
