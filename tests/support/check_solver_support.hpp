#pragma once
/// What the tests of check_solver share: options for a short, seeded, artifact-keeping run.

#include <cstdint>

#include "llk/check_solver.hpp"
#include "support.hpp"

namespace llk::test {

/// `rounds` rounds from `seed`, artifacts in `dir`; the budget is only a safety net.
inline CheckSolverOptions quick_check(const TempDir& dir, int rounds, std::uint64_t seed) {
  CheckSolverOptions o;
  o.seed = seed;
  o.rounds = rounds;
  o.budget_seconds = 120;
  o.minimize_seconds = 5;
  o.out_dir = dir.str();
  return o;
}

}  // namespace llk::test
