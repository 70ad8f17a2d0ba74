#pragma once
/// The whole game (SPEC section 5) as a problem plug-in.

#include <memory>

#include "llk/game/oracle.hpp"
#include "llk/problem.hpp"

namespace llk::game {

/// The game: its judge format, oracle, players, mutants, laws (the stateful check among them),
/// schedule, shrink passes and drawing.
std::shared_ptr<const Problem> make_problem();

/// The oracle itself as a subject of `problem` (`--solver oracle`): its lines judged by the plain
/// brute force, not by itself; `options` (a ClearFault) makes the oracle's mutants for the tests.
std::unique_ptr<Subject> oracle_subject(const Problem& problem, const ClearOptions& options = {});

}  // namespace llk::game
