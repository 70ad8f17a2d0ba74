#pragma once
/// Test helpers over the whole tool: the `llk` command line in process and the problem registry.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "llk/engine/verify.hpp"
#include "llk/problem.hpp"
#include "support.hpp"

namespace llk::test {

/// Runs `llk ARGS...` in this process (CLI11 parsing included); returns its exit status.
int cli(std::vector<std::string> args);

/// One run of `llk` in process, with what it printed.
struct CliRun {
  int status;
  std::string out, err;
};
/// `llk ARGS...` with std::cout and std::cerr captured.
CliRun run_cli(const std::vector<std::string>& args);

/// `llk solve` through its engine: `path` answered by `problem`'s solver (empty: the default).
CliRun solve_file(const std::string& path, const std::string& solver, Params params,
                  const std::string& problem);

/// A registered problem by name.
const Problem& problem(const std::string& name);
/// The name of every registered problem: what "every problem" tests are instantiated over.
std::vector<std::string> problem_names();
/// The registry's first problem: the one llk's commands take without --problem.
const Problem& default_problem();

/// A test over every registered problem (instantiate it over problem_names()).
class ProblemTest : public ::testing::TestWithParam<std::string> {
 protected:
  const Problem& problem() const { return test::problem(GetParam()); }
};

/// A verify run bounded by rounds: `rounds` rounds from `seed` on two jobs, artifacts in `dir`,
/// under a budget that is only a safety net.
inline VerifyOptions bounded_verify(const TempDir& dir, int rounds, std::uint64_t seed,
                                    double budget_seconds = 600) {
  VerifyOptions opt;
  opt.budget_seconds = budget_seconds;
  opt.max_rounds = rounds;
  opt.seed = seed;
  opt.jobs = 2;
  opt.out_dir = dir.str();
  return opt;
}

}  // namespace llk::test
