#pragma once
/// The whole game (SPEC section 5) as a problem plug-in.

#include <memory>

#include "llk/problem.hpp"

namespace llk::game {

/// The game: its judge format, oracle, players, mutants, laws (the stateful check among them),
/// schedule, shrink passes and drawing.
std::shared_ptr<const Problem> make_problem();

}  // namespace llk::game
