// The game laws and the stateful check: every law passes on every production player, a
// failure replays from its seed, and the stateful check shrinks to the shortest sequence.

#include <gtest/gtest.h>

#include <cstdio>

#include "llk/game/player.hpp"
#include "llk/game/properties.hpp"

namespace llk::game {
namespace {

/// A run of `cases` boards of up to 36 cells from `seed`.
LawRun run_of(std::uint64_t seed, int cases) {
  LawRun run;
  run.seed = seed;
  run.cases = cases;
  run.max_size = 100;
  return run;
}

SolverRef ref(const PlayerInfo& player) {
  return SolverRef{player.name, false, player};
}

TEST(GameLaws, EveryLawPassesOnEveryProductionPlayer) {
  const LawRun p = run_of(11, 60);
  for (const Law& l : game_laws()) {
    if (!l.per_solver) {
      const LawOutcome r = l.check({}, p);
      EXPECT_TRUE(r.passed) << l.name << ": " << r.message;
      EXPECT_EQ(r.cases, p.cases) << l.name;
      continue;
    }
    for (const PlayerInfo& e : production_players().all()) {
      const LawOutcome r = l.check(ref(e), p);
      EXPECT_TRUE(r.passed) << l.name << " on " << e.name << ": " << r.message;
      EXPECT_EQ(r.cases, p.cases) << l.name;
    }
  }
}

TEST(GameLaws, TheOracleLawCountsTheBoardsTheBruteForceDecidedAndLeft) {
  const LawRun p = run_of(13, 200);
  const LawOutcome r = check_oracle_vs_brute_force({}, p);
  ASSERT_TRUE(r.passed) << r.message;
  const int decided = r.tags.count("decided") ? r.tags.at("decided") : 0;
  const int undecided = r.tags.count("undecided") ? r.tags.at("undecided") : 0;
  const int tiny = r.tags.count("tiny") ? r.tags.at("tiny") : 0;
  std::printf("oracle-vs-brute-force: %d boards decided, %d undecided, %d tiny\n", decided,
              undecided, tiny);
  EXPECT_GT(tiny, 0);
  EXPECT_GE(decided, 100);
  EXPECT_GE(decided, 19 * undecided);  // 95 % at least
}

TEST(GameLaws, TheStatefulCheckShrinksToTheShortestSequence) {
  // A removal followed by a count is the shortest way to see a stale pair cache.
  const LawOutcome r = check_stateful(*mutant_players().find("stale-pair-cache"), run_of(3, 200));
  ASSERT_FALSE(r.passed);
  EXPECT_NE(r.message.find("commands: "), std::string::npos) << r.message;
  const std::string commands = r.message.substr(r.message.find("commands: "));
  EXPECT_NE(commands.find("remove"), std::string::npos) << commands;
  EXPECT_LE(std::count(commands.begin(), commands.end(), ' '), 6) << commands;
}

TEST(GameLaws, AFailureReplaysFromItsSeed) {
  const LawRun p = run_of(8, 200);
  const PlayerInfo& greedy = *mutant_players().find("greedy-clear");
  const Law& agrees = game_laws().front();
  const LawOutcome a = agrees.check(ref(greedy), p), b = agrees.check(ref(greedy), p);
  ASSERT_FALSE(a.passed);
  EXPECT_EQ(a.message, b.message);
  ASSERT_TRUE(a.counterexample && b.counterexample);
  EXPECT_EQ(input_as<GameInput>(*a.counterexample).boards,
            input_as<GameInput>(*b.counterexample).boards);
}

}  // namespace
}  // namespace llk::game
