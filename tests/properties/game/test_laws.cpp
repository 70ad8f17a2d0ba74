// The game laws and the stateful check: every law passes on every production player, a
// failure replays from its seed, and the stateful check shrinks to the shortest sequence.

#include <gtest/gtest.h>

#include "llk/game/player.hpp"
#include "llk/game/properties.hpp"

namespace llk::game {
namespace {

TEST(GameLaws, EveryLawPassesOnEveryProductionPlayer) {
  LawParams p;
  p.seed = 11;
  p.cases = 60;
  for (const GameLaw& l : game_laws()) {
    if (!l.per_player) {
      const LawResult r = l.check(nullptr, p);
      EXPECT_TRUE(r.passed) << l.name << ": " << r.message;
      EXPECT_EQ(r.cases, p.cases) << l.name;
      continue;
    }
    for (const PlayerInfo& e : production_players().all()) {
      const LawResult r = l.check(&e, p);
      EXPECT_TRUE(r.passed) << l.name << " on " << e.name << ": " << r.message;
      EXPECT_EQ(r.cases, p.cases) << l.name;
    }
  }
}

TEST(GameLaws, TheStatefulCheckShrinksToTheShortestSequence) {
  // A removal followed by a count is the shortest way to see a stale pair cache.
  LawParams p;
  p.seed = 3;
  p.cases = 200;
  const LawResult r = check_stateful(*mutant_players().find("stale-pair-cache"), p);
  ASSERT_FALSE(r.passed);
  EXPECT_NE(r.message.find("commands: "), std::string::npos) << r.message;
  const std::string commands = r.message.substr(r.message.find("commands: "));
  EXPECT_NE(commands.find("remove"), std::string::npos) << commands;
  EXPECT_LE(std::count(commands.begin(), commands.end(), ' '), 6) << commands;
}

TEST(GameLaws, AFailureReplaysFromItsSeed) {
  LawParams p;
  p.seed = 8;
  p.cases = 200;
  const PlayerInfo& greedy = *mutant_players().find("greedy-clear");
  const GameLaw& agrees = game_laws().front();
  const LawResult a = agrees.check(&greedy, p), b = agrees.check(&greedy, p);
  ASSERT_FALSE(a.passed);
  EXPECT_EQ(a.message, b.message);
  ASSERT_TRUE(a.counterexample && b.counterexample);
  EXPECT_EQ(a.counterexample->board, b.counterexample->board);
}

}  // namespace
}  // namespace llk::game
