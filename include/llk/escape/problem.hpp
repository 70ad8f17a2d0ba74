#pragma once
/// The timed escape (HDU 1010, SPEC section 2) as a problem plug-in.

#include <memory>
#include <vector>

#include "llk/escape/model.hpp"
#include "llk/problem.hpp"

namespace llk::escape {

/// An escape input as the engines hold it: its mazes, one answer each.
using Input = std::vector<Case>;

/// The timed escape: format, oracle, solvers, mutants, laws (prunes-sound among them), stress
/// schedule, shrink passes and drawing.
std::shared_ptr<const Problem> make_problem();

}  // namespace llk::escape
