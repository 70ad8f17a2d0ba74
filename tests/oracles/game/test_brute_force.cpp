// The game's plain brute force: it agrees with every removal order on tiny boards, replays its
// YES, says undecided past its budget, and decides boards of 11 to 24 tiles.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "llk/game/brute_force.hpp"
#include "llk/game/generators.hpp"
#include "llk/game/oracle.hpp"
#include "llk/game/problem.hpp"

namespace llk::game {
namespace {

TEST(GameBruteForce, AgreesWithEveryRemovalOrderOnTinyBoards) {
  int yes = 0, no = 0;
  for (std::uint64_t s = 0; s < 600; ++s) {
    const Board b = sample_board(s, 12);
    const Config c = sample_config(s);
    if (tile_count(b) > 8) continue;
    const BruteVerdict v = plain_brute_force(b, c);
    ASSERT_NE(v.answer, BruteAnswer::undecided) << s;
    ASSERT_EQ(v.answer == BruteAnswer::yes, brute_force_clears(b, c)) << s;
    if (v.answer == BruteAnswer::yes) {
      EXPECT_FALSE(check_removals(b, c, v.removals)) << s;
    }
    (v.answer == BruteAnswer::yes ? yes : no)++;
  }
  EXPECT_GT(yes, 50);
  EXPECT_GT(no, 50);
}

TEST(GameBruteForce, SaysUndecidedPastItsBudget) {
  // Five pairs of neighbours and a lone 9: no order clears it, and the brute force, knowing no
  // count of kinds, tries the 32 sets of pairs gone before it says so.
  const Board row(1, 11, {1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 9});
  const BruteVerdict all = plain_brute_force(row, {Rules::hdu, 2});
  EXPECT_EQ(all.answer, BruteAnswer::no);
  EXPECT_EQ(all.states, 32u);
  BruteOptions tight;
  tight.max_states = 31;
  EXPECT_EQ(plain_brute_force(row, {Rules::hdu, 2}, tight).answer, BruteAnswer::undecided);
}

TEST(GameBruteForce, DecidesTheLawsBoardsOfElevenToTwentyFourTilesAsTheOracleDoes) {
  int decided = 0, total = 0;
  for (std::uint64_t s = 0; total < 60; ++s) {
    const Board b = sample_board(s, 11 + static_cast<int>(s % 26));
    if (tile_count(b) < 11 || tile_count(b) > 24) continue;
    ++total;
    const Config c = sample_config(s);
    const BruteVerdict v = plain_brute_force(b, c, {20000});
    if (v.answer == BruteAnswer::undecided) continue;
    ++decided;
    ASSERT_EQ(v.answer == BruteAnswer::yes, oracle_clear(b, c).clears) << s;
    if (v.answer == BruteAnswer::yes) {
      EXPECT_FALSE(check_removals(b, c, v.removals)) << s;
    }
  }
  EXPECT_GE(decided, 55);
}

/// Not a test: the figures of docs/game.md, printed: each board of 11 to 24 tiles of the verify
/// differential's inputs (seeds 1.., rounds 0-5, 8 inputs each) under a budget of
/// $LLK_BRUTE_BUDGET states (default 100,000): seed, tiles, answer (0 yes, 1 no, 2 undecided),
/// states, seconds.
TEST(GameBruteForce, DISABLED_MeasuresTheDifferentialBoards) {
  const char* env = std::getenv("LLK_BRUTE_BUDGET");
  const std::uint64_t budget = env != nullptr ? std::stoull(env) : 100000;
  const auto problem = make_problem();
  int decided = 0, total = 0;
  double sum = 0;
  for (std::uint64_t seed = 1; total < 2000; ++seed)
    for (int round = 0; round < 6; ++round)
      for (int index = 0; index < 8; ++index) {
        const auto x = input_as<GameInput>(problem->differential_input(seed, round, index));
        for (const Board& b : x.boards) {
          const std::size_t tiles = tile_count(b);
          if (tiles < 11 || tiles > 24) continue;
          ++total;
          const auto t0 = std::chrono::steady_clock::now();
          const BruteVerdict v = plain_brute_force(b, x.config, {budget});
          const double secs =
              std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
          if (v.answer != BruteAnswer::undecided) ++decided;
          sum += secs;
          std::printf("%llu %zu %d %llu %.4f\n", static_cast<unsigned long long>(seed), tiles,
                      static_cast<int>(v.answer), static_cast<unsigned long long>(v.states), secs);
        }
      }
  std::printf("boards %d decided %d in %.1f s\n", total, decided, sum);
}

}  // namespace
}  // namespace llk::game
