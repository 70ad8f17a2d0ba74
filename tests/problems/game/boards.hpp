#pragma once
/// The hand-made boards the oracle's and the players' clearing tests share, one per reduction or
/// trap; each test keeps its own expectations (states, answers) beside its own search.

#include "llk/game/model.hpp"

namespace llk::game::boards {

/// Classic rules, K = 0, a fuzzing time limit: the 4 at (1,1) and the 3 at (6,1) must each go
/// before the other (each goes past the other's partners). It cannot clear.
inline Board must_each_go_first() {
  return Board(6, 6, {4, 3, 3, 3, 3, 3,  //
                      3, 3, 3, 3, 3, 3,  //
                      3, 3, 3, 3, 3, 3,  //
                      4, 4, 1, 0, 4, 1,  //
                      4, 4, 4, 4, 4, 4,  //
                      3, 0, 0, 0, 0, 0});
}

/// HDU rules, K = 0, one of the slowest inputs of a grown fuzz corpus: tiles left with one
/// partner go with it at once. It clears.
inline Board one_partner_left() {
  return Board(6, 5, {0, 2, 2, 2, 4,  //
                      1, 4, 4, 4, 1,  //
                      4, 2, 2, 2, 4,  //
                      2, 2, 2, 2, 4,  //
                      2, 2, 2, 2, 4,  //
                      2, 2, 0, 4, 4});
}

/// K = 1 (either rules), the slowest input of a grown fuzz corpus: the 3s, the 1s and the 2 the
/// 3s wall in on the left cannot empty whatever the other 2s do. It cannot clear.
inline Board part_cannot_empty() {
  return Board(6, 6, {0, 0, 2, 2, 0, 0,  //
                      3, 0, 2, 2, 2, 2,  //
                      2, 3, 2, 2, 2, 0,  //
                      3, 1, 2, 2, 2, 2,  //
                      1, 3, 0, 2, 0, 0,  //
                      2, 0, 0, 0, 0, 0});
}

/// Classic rules, K = 1, a libFuzzer timeout: it clears, but not once the 1s at (1,2) and (2,2)
/// go (the 1s and 3s at the top and the 4 they wall in at (1,5) then never empty).
inline Board lost_once_two_ones_go() {
  return Board(6, 6, {4, 1, 3, 1, 4, 0,  //
                      0, 1, 1, 3, 1, 1,  //
                      4, 4, 4, 4, 4, 4,  //
                      4, 4, 4, 4, 4, 4,  //
                      4, 4, 4, 4, 4, 4,  //
                      4, 4, 4, 4, 4, 4});
}

/// HDU rules, K = 0, the slowest input of a grown fuzz corpus: the 2 at (4,2) walls the 1 at
/// (4,1) off its only partner, so it goes before the 1s around it. It cannot clear.
inline Board walls_of_only_partner() {
  return Board(6, 6, {2, 2, 2, 2, 0, 0,  //
                      2, 1, 1, 1, 1, 1,  //
                      2, 1, 2, 1, 1, 1,  //
                      1, 2, 1, 2, 2, 2,  //
                      2, 1, 2, 0, 2, 2,  //
                      0, 2, 2, 2, 2, 2});
}

/// HDU rules, K = 0, a fuzzing time limit: the 1 at (5,5) with the 1 at (5,1) would leave three
/// 1s up column 5, a group of odd size. It cannot clear.
inline Board pair_leaves_odd_group() {
  return Board(6, 6, {2, 2, 2, 2, 1, 0,  //
                      2, 2, 2, 2, 1, 2,  //
                      2, 2, 2, 2, 1, 2,  //
                      2, 2, 2, 2, 2, 2,  //
                      1, 2, 2, 2, 1, 2,  //
                      1, 1, 2, 1, 2, 0});
}

/// HDU rules, K = 0, a fuzzing time limit: the 1 at (6,5) cannot go left past the partners of
/// the 2 at (6,6), which goes after it. It cannot clear.
inline Board partner_strands_a_tile() {
  return Board(6, 6, {1, 1, 1, 1, 2, 1,  //
                      1, 1, 1, 1, 1, 1,  //
                      0, 0, 1, 1, 1, 1,  //
                      0, 1, 2, 1, 2, 1,  //
                      1, 0, 1, 2, 2, 1,  //
                      1, 1, 2, 2, 1, 2});
}

/// Classic rules, K = 1, a board a 10-minute fuzz run (seed 13) kept mutating: it clears, but
/// not once the 2s at (1,5) and (2,4) go first, as the fewest-first order has them.
inline Board strays_early() {
  return Board(6, 6, {0, 4, 0, 0, 2, 1,  //
                      1, 4, 4, 2, 1, 4,  //
                      1, 1, 4, 4, 4, 1,  //
                      1, 2, 3, 2, 3, 2,  //
                      2, 1, 4, 1, 4, 0,  //
                      4, 1, 0, 0, 0, 0});
}

/// HDU rules, K = 2, one row of 36 as llk stress draws at judge size. It cannot clear.
inline Board row_of_36() {
  return Board(1, 36, {2, 2, 1, 2, 1, 1, 1, 1, 2, 2, 1, 2, 1, 1, 1, 1, 2, 2,
                       1, 2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1});
}

/// Classic rules, K = 0, a fuzzing time limit: it clears, but after (5,1)-(6,1) the 4 at (5,5) is
/// bound to the 4 at (5,2) past the 2s, and five 2s at the bottom left are left to pair.
inline Board odd_group_once_bound() {
  return Board(6, 6, {4, 4, 4, 4, 0, 0,  //
                      4, 4, 4, 4, 2, 2,  //
                      4, 4, 4, 4, 2, 2,  //
                      4, 4, 4, 4, 2, 2,  //
                      2, 4, 2, 2, 4, 2,  //
                      2, 2, 2, 2, 4, 4});
}

/// K = 0, a fuzzing time limit of the sweep player: an L of 1s and a block of 3s, each of which
/// goes among itself at once. It clears.
inline Board values_go_whole() {
  return Board(6, 6, {1, 1, 1, 1, 1, 1,  //
                      1, 3, 3, 3, 3, 3,  //
                      1, 3, 3, 3, 3, 3,  //
                      1, 3, 3, 3, 3, 3,  //
                      1, 3, 3, 3, 3, 3,  //
                      0, 0, 0, 0, 0, 0});
}

/// Classic rules, K = 0, a fuzzing hang: seven 2s at the top and seven at the bottom left share
/// no row or column, so each group has a tile too many. It cannot clear.
inline Board odd_groups() {
  return Board(6, 6, {0, 3, 3, 2, 2, 2,  //
                      0, 0, 2, 2, 2, 2,  //
                      2, 2, 3, 3, 3, 3,  //
                      2, 2, 3, 3, 0, 3,  //
                      2, 2, 3, 3, 3, 3,  //
                      0, 2, 3, 3, 3, 0});
}

}  // namespace llk::game::boards
