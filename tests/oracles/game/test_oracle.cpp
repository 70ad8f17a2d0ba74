// The game oracle: hand-made boards (tests/problems/game/boards.hpp, shared with the players'
// tests), the clearing search against every removal order on tiny boards, and the checker of a
// YES.

#include <cmath>

#include <gtest/gtest.h>

#include "llk/game/generators.hpp"
#include "llk/game/oracle.hpp"
#include "llk/link/oracle.hpp"

#include "boards.hpp"

namespace llk::game {
namespace {

Config hdu(int k = 2) {
  return {Rules::hdu, k};
}

/// The oracle under `options` against every removal order on the boards of at most 10 tiles of
/// seeds 0-2999 (rules from the seed, K below `turns`), a YES replayed; both answers common.
void expect_every_removal_order_agrees(int turns, const ClearOptions& options) {
  int yes = 0, no = 0;
  for (std::uint64_t s = 0; s < 3000; ++s) {
    const Board b = sample_board(s, 16);
    const Config c{s % 3 == 0 ? Rules::classic : Rules::hdu, static_cast<int>(s) % turns};
    if (tile_count(b) > 10) continue;
    const ClearVerdict v = oracle_clear(b, c, options);
    ASSERT_EQ(v.clears, brute_force_clears(b, c)) << s;
    if (v.clears) {
      EXPECT_FALSE(check_removals(b, c, v.removals)) << s;
    }
    (v.clears ? yes : no)++;
  }
  EXPECT_GT(yes, 100);
  EXPECT_GT(no, 100);
}

TEST(GameOracle, CountsEveryPairOnce) {
  // 1 1 / 1 1: the rows and the columns link; a diagonal has a tile on each way round, and
  // around the ring it takes 3 turns.
  EXPECT_EQ(oracle_pairs(Board(2, 2, {1, 1, 1, 1}), hdu()).size(), 4u);
  EXPECT_EQ(oracle_pairs(Board(2, 2, {1, 1, 1, 1}), {Rules::classic, 2}).size(), 4u);
  EXPECT_EQ(oracle_pairs(Board(2, 2, {1, 1, 1, 1}), {Rules::classic, 3}).size(), 6u);
  // 1 2 1: over the ring under classic rules (2 turns), never under hdu.
  EXPECT_EQ(oracle_pairs(Board(1, 3, {1, 2, 1}), hdu()).size(), 0u);
  EXPECT_EQ(oracle_pairs(Board(1, 3, {1, 2, 1}), {Rules::classic, 2}).size(), 1u);
  EXPECT_EQ(oracle_pairs(Board(2, 2, {1, 2, 2, 1}), hdu()).size(), 0u);  // a deadlock
  EXPECT_EQ(oracle_pairs(Board(1, 3, {1, 0, 1}), hdu(0)).size(), 1u);
}

TEST(GameOracle, FindsThePairsTheLinkOracleLinks) {
  // The pairs line comes from the game oracle's own search; the link oracle, asked about every
  // pair of tiles, must list the same pairs in the same order, at every size and turn limit.
  link::GraphOracle link;
  for (std::uint64_t s = 0; s < 1500; ++s) {
    const Board b = sample_board(s, 36);
    const Config c{s % 2 == 0 ? Rules::classic : Rules::hdu, static_cast<int>(s % 5)};
    link.prepare(b, c);
    std::vector<Pair> want;
    const std::vector<Cell> tiles = tile_cells(b);
    for (std::size_t i = 0; i < tiles.size(); ++i)
      for (std::size_t j = i + 1; j < tiles.size(); ++j)
        if (link.solve({tiles[i], tiles[j]}).yes) want.push_back({tiles[i], tiles[j]});
    ASSERT_EQ(oracle_pairs(b, c), want) << s;
    for (const Pair& p : want) ASSERT_TRUE(oracle_links(b, c, p)) << s;
  }
}

TEST(GameOracle, ClearsWhereOrderMattersAndNotWhereNoneWorks) {
  // K = 0: taking (1,3)-(1,5) first strands (2,4); (2,4)-(2,5) then (1,3)-(1,5) clears.
  const Board trap(4, 5, {0, 0, 1, 0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0});
  const ClearVerdict v = oracle_clear(trap, hdu(0));
  ASSERT_TRUE(v.clears);
  EXPECT_FALSE(check_removals(trap, hdu(0), v.removals));
  EXPECT_FALSE(oracle_clear(Board(2, 2, {1, 2, 2, 1}), hdu()).clears);
  EXPECT_FALSE(oracle_clear(Board(1, 3, {1, 1, 1}), hdu()).clears);  // an odd kind
  EXPECT_TRUE(oracle_clear(Board(1, 1, {0}), hdu()).clears);
  EXPECT_FALSE(oracle_clear(Board(2, 2, {1, 2, 2, 1}), {Rules::classic, 2}).clears);
  EXPECT_TRUE(oracle_clear(Board(2, 2, {1, 2, 2, 1}), {Rules::classic, 3}).clears);
  EXPECT_THROW(oracle_clear(Board(9, 9), hdu()), std::invalid_argument);
}

TEST(GameOracle, AgreesWithEveryRemovalOrderOnTinyBoards) {
  int yes = 0, no = 0;
  for (std::uint64_t s = 0; s < 400; ++s) {
    const Board b = sample_board(s, 9);
    const Config c = sample_config(s);
    if (tile_count(b) > 8) continue;
    const ClearVerdict v = oracle_clear(b, c);
    ASSERT_EQ(v.clears, brute_force_clears(b, c)) << s;
    (v.clears ? yes : no)++;
    if (v.clears) {
      EXPECT_FALSE(check_removals(b, c, v.removals)) << s;
    }
  }
  EXPECT_GT(yes, 50);
  EXPECT_GT(no, 50);
}

TEST(GameOracle, SeesPairsThatWaitOnEachOtherAtOnce) {
  // K = 0: the 2s need (3,2) gone, and (3,6)'s only partner is (3,2), behind the 2 at (3,3).
  const Board mutual(6, 6, {1, 1, 0, 0, 0, 0,  //
                            1, 1, 0, 0, 0, 0,  //
                            2, 1, 2, 0, 0, 1,  //
                            1, 1, 1, 1, 0, 0,  //
                            1, 1, 1, 1, 0, 0,  //
                            1, 1, 1, 1, 0, 0});
  const ClearVerdict v = oracle_clear(mutual, hdu(0));
  EXPECT_FALSE(v.clears);
  EXPECT_EQ(v.states, 1u);  // was 31,899 states of removal orders of the 1s
  // The same board with the 1 at (3,6) gone clears: only the cycle made it hopeless.
  Board open = mutual;
  open.set(3, 6, 0);
  open.set(6, 4, 0);
  EXPECT_TRUE(oracle_clear(open, hdu(0)).clears);
}

TEST(GameOracle, TakesAValueAtOnceWhenItsTilesCanAllGo) {
  // K = 0, found by fuzzing as a time limit of the sweep player: the 1s (an L) and the 3s (a
  // block) each go among themselves, so neither needs a removal order of its own.
  const Board block = boards::values_go_whole();
  const ClearVerdict v = oracle_clear(block, hdu(0));
  EXPECT_TRUE(v.clears);
  EXPECT_FALSE(check_removals(block, hdu(0), v.removals));
  EXPECT_LE(v.states, 4u);  // 16 when only the last two of a value go at once
}

TEST(GameOracle, AgreesWithEveryRemovalOrderWhereFewPairsLink) {
  // Few turns bind pairs and make them wait: the bound-pair test must never call a board
  // that clears hopeless.
  expect_every_removal_order_agrees(2, {});
}

TEST(GameOracle, OrdersTilesWithoutLosingABoardThatClears) {
  // The order test asked at every state (patience 0), and the parts of every state on the path
  // tested at every state (recheck 1), where the search normally waits: they must never call a
  // board that clears hopeless, at any turn limit.
  ClearOptions eager;
  eager.patience = 0;
  eager.recheck = 1;
  expect_every_removal_order_agrees(4, eager);
}

TEST(GameOracle, SeesTilesThatMustEachGoBeforeTheOther) {
  // Classic rules, K = 0, found by fuzzing as a time limit. The 4 at (1,1) goes with a 4 below
  // the 3s at (2,1) and (3,1); the 3 at (6,1) goes with one of those 3s, above the 4s at (4,1)
  // and (5,1). Each must go before the other.
  const Board board = boards::must_each_go_first();
  const Config classic{Rules::classic, 0};
  const ClearVerdict v = oracle_clear(board, classic);
  EXPECT_FALSE(v.clears);
  EXPECT_LT(v.states, 1000u);  // 447,544 without the order test
  ClearOptions eager;
  eager.patience = 0;
  EXPECT_EQ(oracle_clear(board, classic, eager).states, 1u);
}

TEST(GameOracle, SeesAGroupOfTilesOfOddSize) {
  // Classic rules, K = 0, from a board fuzzing found. Under K = 0 a tile's partners share its row
  // or column: the seven 2s at the top and the seven at the bottom left share none, so each
  // group has a tile too many whatever order the 3s go in.
  const Board board = boards::odd_groups();
  const ClearVerdict v = oracle_clear(board, Config{Rules::classic, 0});
  EXPECT_FALSE(v.clears);
  EXPECT_EQ(v.states, 1u);  // 1,353 without the test
}

TEST(GameOracle, TakesAPairAtOnceWhenATileHasNoOtherPartnerLeft) {
  // HDU rules, K = 0, from a corpus the fuzz target grew (one of its slowest inputs): a tile
  // whose one partner left links with it goes with it at once, and the search does not branch.
  const Board board = boards::one_partner_left();
  const Config config{Rules::hdu, 0};
  const ClearVerdict v = oracle_clear(board, config);
  ASSERT_TRUE(v.clears);
  EXPECT_FALSE(check_removals(board, config, v.removals));
  EXPECT_LT(v.states, 6000u);  // 11,453 without the reduction
}

TEST(GameOracle, SeesAPartThatCannotEmptyWhateverElseGoes) {
  // Classic rules, K = 1, from a corpus the fuzz target grew (its slowest input). The 3s, the 1s
  // and the 2 between the 3s on the left deadlock: whichever pair goes first, two 3s and the two
  // 1s are left, each pair walled by the other. The search tried the orders of the 2s first.
  const Board board = boards::part_cannot_empty();
  for (const Rules rules : {Rules::classic, Rules::hdu}) {
    const ClearVerdict v = oracle_clear(board, Config{rules, 1});
    EXPECT_FALSE(v.clears);
    EXPECT_LT(v.states, 300u);  // 124,304 without the test; it runs past the patience (32)
  }
}

TEST(GameOracle, CutsBackToAStateWithAPartThatCannotEmpty) {
  // Classic rules, K = 1, a libFuzzer timeout (60 s under ASan). It clears, but once the 1s at
  // (1,2) and (2,2) go, the 1s and 3s at the top and the 4 at (1,5) they wall in deadlock: the
  // 4 leaves only past (2,5) or (2,6), which then can only go together. The search tried the
  // orders of the 4s below first.
  const Board board = boards::lost_once_two_ones_go();
  const Config config{Rules::classic, 1};
  const ClearVerdict v = oracle_clear(board, config);
  ASSERT_TRUE(v.clears);
  EXPECT_FALSE(check_removals(board, config, v.removals));
  EXPECT_LT(v.states, 2000u);  // 18,949,999 without the test
}

TEST(GameOracle, OrdersAPairAfterTheWallsOfItsOnlyPartner) {
  // HDU rules, K = 0, from a corpus the fuzz target grew (its slowest input). The 1 at (4,1)
  // has one partner, (4,3), past the 2 at (4,2), so that 2 goes before both; the 1 at (5,2)
  // goes after it too. So the 2 cannot go past (5,2) or (4,3): it goes with (1,2) after the 1s
  // at (2,2) and (3,2), the only partners of (5,2).
  const Board board = boards::walls_of_only_partner();
  const ClearVerdict v = oracle_clear(board, hdu(0));
  EXPECT_FALSE(v.clears);
  // 291,433 states without a partner past a tile that goes after; 123,326 without one partner
  // left sharing its tile's order. The order test waits for the patience (32).
  EXPECT_LT(v.states, 500u);
}

TEST(GameOracle, DropsAPairThatLeavesAGroupOfOddSize) {
  // HDU rules, K = 0, a time limit a fuzz run hit (17 s under ASan). The 1 at (5,5) cannot go
  // with the 1 at (5,1): the three 1s at the top of column 5 would be left a group of three. So
  // it goes up column 5, after the 2 at (4,5), which then cannot be the 2 at (6,5)'s partner;
  // its other, (6,3), must go before the 1 at (6,4) between them.
  const Board board = boards::pair_leaves_odd_group();
  const ClearVerdict v = oracle_clear(board, hdu(0));
  EXPECT_FALSE(v.clears);
  // 2,576,332 states without the pair that leaves an odd group; 2,571,212 without a partner
  // whose blocker goes after it. The order test waits for the patience (32).
  EXPECT_LT(v.states, 1000u);
}

TEST(GameOracle, DropsAPartnerThatStrandsATileGoingAfterThePair) {
  // HDU rules, K = 0, a time limit a fuzz run hit (5.2 s for the oracle under ASan). The 2 at
  // (6,6) goes after the 1 at (6,5), with the 2 at (6,4) or (6,3): so that 1 cannot go left
  // past both, and goes up column 5 after the 2s at (5,5) and (4,5), the only partners of the
  // 2 at (1,5), which goes after the 1s between: column 5 is then empty above it.
  const Board board = boards::partner_strands_a_tile();
  const ClearVerdict v = oracle_clear(board, hdu(0));
  EXPECT_FALSE(v.clears);
  EXPECT_LT(v.states, 1000u);  // 514,021 without the stranded tile
}

TEST(GameOracle, StartsAgainWithoutLosingABoardThatClears) {
  // Attempts of one state times Luby's sequence: the search starts again many times on most
  // boards, keeping only the states it knew dead; a state an attempt left unfinished is not one
  // of them.
  ClearOptions short_attempts;
  short_attempts.restart = 1;
  expect_every_removal_order_agrees(4, short_attempts);
}

TEST(GameOracle, StartsAgainInAnotherOrderWhenAnAttemptStrays) {
  // Classic rules, K = 1, a board a 10-minute fuzz run (seed 13) kept mutating: it clears, but
  // not once the 2s at (1,5) and (2,4) go first, as the fewest-first order has them; a single
  // attempt takes 30,510 states to see that. Half the orders of its ties clear it in a dozen.
  const Board board = boards::strays_early();
  const Config classic{Rules::classic, 1};
  const ClearVerdict v = oracle_clear(board, classic);
  ASSERT_TRUE(v.clears);
  EXPECT_FALSE(check_removals(board, classic, v.removals));
  EXPECT_LT(v.states, 500u);
  ClearOptions one_attempt;
  one_attempt.restart = 0;
  EXPECT_GT(oracle_clear(board, classic, one_attempt).states, 10'000u);
}

TEST(GameOracle, TakesAnyPairThatLinksOnABoardOfOneRowOrColumn) {
  // Every board of one row or column with up to 8 cells of values 0-2, under every rules and
  // K = 0 to 3, against every removal order.
  int yes = 0, no = 0;
  for (int cells = 1; cells <= 8; ++cells)
    for (int code = 0, codes = static_cast<int>(std::pow(3, cells)); code < codes; ++code) {
      std::vector<std::int32_t> values;
      for (int c = 0, x = code; c < cells; ++c, x /= 3) values.push_back(x % 3);
      for (const Board& b : {Board(1, cells, values), Board(cells, 1, values)})
        for (const Rules rules : {Rules::classic, Rules::hdu})
          for (int k = 0; k <= 3; ++k) {
            const Config c{rules, k};
            const ClearVerdict v = oracle_clear(b, c);
            ASSERT_EQ(v.clears, brute_force_clears(b, c))
                << b.rows() << " x " << b.cols() << ", code " << code << ", K " << k;
            (v.clears ? yes : no)++;
          }
    }
  EXPECT_GT(yes, 100);
  EXPECT_GT(no, 100);
  // HDU rules, one row of 36 (llk stress draws such boards at judge size): 1,548,629 states
  // before the rule.
  const Board row = boards::row_of_36();
  const ClearVerdict v = oracle_clear(row, hdu(2));
  EXPECT_FALSE(v.clears);
  EXPECT_LT(v.states, 5u);
}

TEST(GameOracle, SeesAnOddGroupLeftOnceForcedPairsGo) {
  // Classic rules, K = 0, a time limit (20 s under ASan) a fuzz run hit. It clears, but taking
  // (5,1)-(6,1) first is hopeless: the 4 at (5,5) is then bound to the 4 at (5,2), past the 2s
  // at (5,3) and (5,4), so no 2 of the five at the bottom left can go right past (5,5) to
  // (5,6); five 2s cannot pair among themselves. 756,926 states went into that choice.
  const Board board = boards::odd_group_once_bound();
  const Config classic{Rules::classic, 0};
  const ClearVerdict v = oracle_clear(board, classic);
  ASSERT_TRUE(v.clears);
  EXPECT_FALSE(check_removals(board, classic, v.removals));
  EXPECT_LT(v.states, 100u);  // 756,959 without the test
}

TEST(GameOracle, TriesTheTilesWithFewestPairsFirst) {
  // K = 0, found by fuzzing as a hang: the 4 in the corner links with one tile once the 1s are
  // gone. Tried in row order, the search wandered through the block of 4s (100 s, 1.5 GB).
  const Board corner(6, 6, {4, 1, 1, 1, 1, 1,  //
                            1, 1, 1, 4, 4, 4,  //
                            4, 4, 4, 4, 4, 4,  //
                            4, 4, 4, 4, 4, 4,  //
                            4, 4, 4, 4, 4, 4,  //
                            4, 4, 4, 4, 4, 4});
  const ClearVerdict v = oracle_clear(corner, hdu(0));
  EXPECT_TRUE(v.clears);
  EXPECT_FALSE(check_removals(corner, hdu(0), v.removals));
  EXPECT_LT(v.states, 100u);
}

TEST(GameOracle, TheCheckerRefusesWhatIsNotAClearing) {
  const Board b(1, 4, {1, 2, 2, 1});
  EXPECT_FALSE(check_removals(b, hdu(), {{{1, 2}, {1, 3}}, {{1, 1}, {1, 4}}}));
  EXPECT_EQ(*check_removals(b, hdu(), {{{1, 1}, {1, 4}}, {{1, 2}, {1, 3}}}),
            "removal 1 (1,1)-(1,4) does not link on the board as it stands");
  EXPECT_EQ(*check_removals(b, hdu(), {{{1, 2}, {1, 3}}}), "2 tiles left after 1 removals");
  EXPECT_EQ(*check_removals(b, hdu(), {{{1, 2}, {1, 3}}, {{1, 2}, {1, 3}}}),
            "removal 2 (1,2)-(1,3) names an empty cell");
  EXPECT_EQ(*check_removals(b, hdu(), {{{0, 2}, {1, 3}}}),
            "removal 1 (0,2)-(1,3) names a cell outside the board");
}

}  // namespace
}  // namespace llk::game
