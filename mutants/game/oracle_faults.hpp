#pragma once
/// The oracle's mutants: the game oracle with one reduction of its clearing search made unsound
/// (ClearFault), played as a player, so the zoo shows which checks see a wrong oracle.

#include "llk/game/player.hpp"

namespace llk::game {

/// Adds one mutant per ClearFault but forced_off_by_one (the zoo's rounds seldom see it; the
/// forced pair's mutant is forced_not_linked), named "oracle-" and the fault's name, to `zoo`.
void add_oracle_mutants(PlayerRegistry& zoo);

}  // namespace llk::game
