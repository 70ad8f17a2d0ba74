#pragma once
/// The oracle's mutants: the game oracle with one reduction of its clearing search made unsound
/// (ClearFault), played as a player, so the zoo shows which checks see a wrong oracle.

#include "llk/game/player.hpp"

namespace llk::game {

/// Adds one mutant per ClearFault but forced_off_by_one (which the zoo's rounds seldom see: the
/// law oracle-vs-brute-force's test shows it), named "oracle-" and the fault's name, to `zoo`.
void add_oracle_mutants(PlayerRegistry& zoo);

}  // namespace llk::game
