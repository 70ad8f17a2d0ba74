// The game mutant zoo: each mutant is killed by the law the kill matrix names for it (or the
// stateful check), for a count of cases. tests/properties/game has the players passing them.

#include <gtest/gtest.h>

#include "llk/game/player.hpp"
#include "llk/game/properties.hpp"

namespace llk::game {
namespace {

const Law& law(const std::string& name) {
  for (const Law& l : game_laws())
    if (l.name == name) return l;
  throw std::out_of_range(name);
}

struct Kill {
  const char* mutant;
  const char* law;
};

constexpr Kill kKills[] = {
    {"count-both-orders", "agrees-with-oracle"},
    {"count-both-orders", "stateful"},
    {"hint-skips-last-row", "hint-none-iff-no-pairs"},
    {"hint-skips-last-row", "stateful"},
    {"remove-leaves-tile", "remove-checked"},
    {"remove-leaves-tile", "stateful"},
    {"remove-unchecked", "remove-checked"},
    {"remove-unchecked", "stateful"},
    {"shuffle-loses-tile", "shuffle-keeps-tiles"},
    {"shuffle-loses-tile", "stateful"},
    {"shuffle-moves-empty", "shuffle-keeps-tiles"},
    {"greedy-clear", "agrees-with-oracle"},
    {"random-dealer", "deal-clears"},
    {"stale-pair-cache", "stateful"},
    {"hint-unlinked", "hint-links"},
    {"clear-drops-last", "clear-replays"},
    {"classic-turn-short", "ring-never-fewer-pairs"},
    {"oracle-value-goes-partly", "clears-as-brute-force"},
    {"oracle-forced-not-linked", "clears-as-brute-force"},
    {"oracle-dead-own-value-only", "clears-as-brute-force"},
    {"oracle-odd-group-one-partner", "clears-as-brute-force"},
    {"oracle-bound-chain-dead", "clears-as-brute-force"},
    {"oracle-order-any-option", "clears-as-brute-force"},
    {"oracle-part-own-tiles-only", "clears-as-brute-force"},
    {"oracle-restart-keeps-unfinished", "clears-as-brute-force"},
};

TEST(GameMutants, EachIsKilledByItsLaw) {
  LawRun p;
  p.seed = 5;
  p.cases = 200;
  p.max_size = 100;  // boards of up to 36 cells
  for (const Kill& k : kKills) {
    SCOPED_TRACE(std::string(k.mutant) + " by " + k.law);
    const PlayerInfo* m = mutant_players().find(k.mutant);
    ASSERT_NE(m, nullptr);
    const LawOutcome r = law(k.law).check(SolverRef{m->name, true, {}}, p);
    EXPECT_FALSE(r.passed);
    EXPECT_TRUE(r.counterexample);
    EXPECT_NE(r.reproduce.find("reproduce="), std::string::npos);
  }
}

TEST(GameMutants, EveryMutantIsInTheKillTable) {
  for (const PlayerInfo& m : mutant_players().all()) {
    bool listed = false;
    for (const Kill& k : kKills) listed = listed || m.name == k.mutant;
    EXPECT_TRUE(listed) << m.name;
  }
}

}  // namespace
}  // namespace llk::game
