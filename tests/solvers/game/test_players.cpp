// The production game players: every registered player against the oracle and on the boards
// real games use (8 x 16, 64 pairs), for a count of boards.

#include <gtest/gtest.h>

#include "llk/game/generators.hpp"
#include "llk/game/oracle.hpp"
#include "llk/game/player.hpp"

#include "boards.hpp"

namespace llk::game {
namespace {

class Player : public ::testing::TestWithParam<std::string> {
 protected:
  std::unique_ptr<GamePlayer> make() const { return production_players().find(GetParam())->make(); }
};

INSTANTIATE_TEST_SUITE_P(Production, Player, ::testing::ValuesIn(production_players().names()));

TEST(PlayerRegistry, HasTwoPlayersAndRejectsDuplicates) {
  EXPECT_GE(production_players().all().size(), 2u);
  PlayerRegistry r;
  r.add(production_players().all().front());
  EXPECT_THROW(r.add(production_players().all().front()), std::logic_error);
}

TEST_P(Player, AgreesWithTheOracle) {
  auto e = make();
  for (std::uint64_t s = 0; s < 300; ++s) {
    const Board b = sample_board(s, 24);
    const Config c = sample_config(s);
    e->load(b, c);
    ASSERT_EQ(e->pair_count(), oracle_pairs(b, c).size()) << s;
    const auto clear = e->clear();
    ASSERT_EQ(clear.has_value(), oracle_clear(b, c).clears) << s;
    if (clear) {
      EXPECT_FALSE(check_removals(b, c, *clear)) << s;
    }
    EXPECT_EQ(e->board(), b);
  }
}

TEST_P(Player, ClearsAsEveryRemovalOrderDoesWhereFewPairsLink) {
  // Few turns bind tiles to their only partner and make pairs wait on each other: the player's
  // test for that must never give up on a board that clears.
  auto e = make();
  int yes = 0, no = 0;
  for (std::uint64_t s = 0; s < 3000; ++s) {
    const Board b = sample_board(s, 16);
    const Config c{s % 3 == 0 ? Rules::classic : Rules::hdu, static_cast<int>(s % 2)};
    if (tile_count(b) > 10) continue;
    e->load(b, c);
    const bool clears = e->clear().has_value();
    ASSERT_EQ(clears, brute_force_clears(b, c)) << s;
    (clears ? yes : no)++;
  }
  EXPECT_GT(yes, 100);
  EXPECT_GT(no, 100);
}

TEST_P(Player, ClearsTheBoardFuzzingFoundSweepSlowOn) {
  // K = 0: an L of 1s and a block of 3s, each of which goes among itself. It took sweep 8 s
  // (56 s under ASan) when only the last two tiles of a value went at once.
  const Board block = boards::values_go_whole();
  const Config c{Rules::hdu, 0};
  auto e = make();
  e->load(block, c);
  const auto clear = e->clear();
  ASSERT_TRUE(clear.has_value());
  EXPECT_FALSE(check_removals(block, c, *clear));
}

TEST_P(Player, SeesAGroupOfTilesOfOddSize) {
  // Classic rules, K = 0, found by fuzzing as a hang (8 s for each player at -O2, 60 s under
  // ASan). Under K = 0 a tile's partners share its row or column. Emptying (1,2)-(1,3) first
  // lets the 2 at (1,1) go with one at the top; taking it with the 2 at (3,1) leaves seven 2s
  // at the top and seven at the bottom left, which share no row or column.
  Board board = boards::odd_groups();
  board.set(1, 1, 2);
  board.set(6, 1, 2);
  const Config c{Rules::classic, 0};
  auto e = make();
  e->load(board, c);
  const auto clear = e->clear();
  ASSERT_TRUE(clear.has_value());
  EXPECT_FALSE(check_removals(board, c, *clear));
  // The same groups from the start: it cannot clear (7.8 s for sweep at -O2 without the test).
  board.set(1, 1, 0);
  board.set(6, 1, 0);
  e->load(board, c);
  EXPECT_FALSE(e->clear().has_value());
}

TEST_P(Player, PlaysADealtBoardOfARealGame) {
  auto e = make();
  for (const Config c : {Config{Rules::hdu, 2}, Config{Rules::classic, 2}}) {
    e->load(Board(8, 16), c);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const Board b = e->deal(8, 16, 16, seed);
      ASSERT_EQ(tile_count(b), 128u);
      EXPECT_EQ(b, e->deal(8, 16, 16, seed));  // seeded
      e->load(b, c);
      const auto clear = e->clear();
      ASSERT_TRUE(clear);
      EXPECT_FALSE(check_removals(b, c, *clear));
      // Play it through with hints, as a player would.
      int moves = 0;
      while (auto h = e->hint()) {
        ASSERT_TRUE(e->remove(*h));
        ++moves;
      }
      EXPECT_EQ(e->pair_count(), 0u);
      EXPECT_GT(moves, 0);
    }
  }
}

TEST_P(Player, ShuffleIsSeededAndEndsADeadlock) {
  auto e = make();
  const Board dead(2, 4, {1, 2, 1, 2, 2, 1, 2, 1});
  e->load(dead, {Rules::hdu, 2});
  EXPECT_EQ(e->pair_count(), 0u);
  e->shuffle(7);
  const Board once = e->board();
  EXPECT_GT(e->pair_count(), 0u);
  e->load(dead, {Rules::hdu, 2});
  e->shuffle(7);
  EXPECT_EQ(e->board(), once);
}

TEST_P(Player, RefusesWhatDoesNotLink) {
  auto e = make();
  const Board b(1, 4, {1, 2, 2, 1});
  e->load(b, {Rules::hdu, 2});
  EXPECT_FALSE(e->remove({{1, 1}, {1, 4}}));
  EXPECT_FALSE(e->remove({{1, 2}, {1, 2}}));
  EXPECT_FALSE(e->remove({{1, 1}, {1, 2}}));
  EXPECT_FALSE(e->remove({{0, 1}, {1, 2}}));
  EXPECT_EQ(e->board(), b);
  EXPECT_TRUE(e->remove({{1, 2}, {1, 3}}));
  EXPECT_TRUE(e->remove({{1, 1}, {1, 4}}));
  EXPECT_EQ(tile_count(e->board()), 0u);
}

}  // namespace
}  // namespace llk::game
