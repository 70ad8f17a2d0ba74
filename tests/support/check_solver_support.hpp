#pragma once
/// What the tests of check_solver share: options for a short, seeded, artifact-keeping run.

#include <gtest/gtest.h>

#include <csignal>
#include <cstdint>
#include <string>
#include <vector>

#include "llk/check_own_solver.hpp"
#include "llk/fuzz.hpp"
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

/// LLK_FUZZ_SOLVER's target finds the problem by the type of the info: `good` passes decoded
/// random bytes, `bad` aborts with one artifact under its own name (`name`).
template <class Info>
void expect_fuzz_target_catches(const Info& good, const Info& bad, const std::string& name) {
  TempDir dir("fuzz-solver-" + name);
  FuzzSolverOptions o;
  o.out_dir = dir.path().string();
  o.minimize_seconds = 2;
  const auto run = [](SolverFuzzTarget& target, int inputs) {
    SeededRng rng(1010);
    for (int i = 0; i < inputs; ++i) {
      std::vector<std::uint8_t> b(rng() % 130);
      for (auto& x : b) x = static_cast<std::uint8_t>(rng());
      target.test_one_input(b.data(), b.size());
    }
  };
  SolverFuzzTarget passes = fuzz_target(good, o);
  run(passes, 10);
  SolverFuzzTarget fails = fuzz_target(bad, o);
  EXPECT_EXIT(run(fails, 2000), ::testing::KilledBySignal(SIGABRT), "failure artifact");
  const auto found = artifacts_in(dir.path().string());
  ASSERT_EQ(found.size(), 1u);
  EXPECT_NE(found.front().find(name), std::string::npos) << found.front();
}

}  // namespace llk::test
