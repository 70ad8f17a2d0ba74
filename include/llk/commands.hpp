#pragma once
/// The library side of each `llk` command: a plain options struct with defaults, and a run
/// function that writes to the given streams and returns the exit status.

#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

#include "llk/board.hpp"

namespace llk {

/// Exit statuses shared by every command.
enum ExitStatus : int { kExitOk = 0, kExitFailureFound = 1, kExitUsage = 2 };

/// Input options shared by commands that read judge inputs.
struct InputOptions {
  bool relaxed = false;               ///< lift the judge limits (sizes, query count)
  std::size_t memory_cap_mb = 2048;   ///< under --relaxed, the most one board may take
};

struct SolveOptions {
  std::string input = "-";  ///< file, or "-" for stdin
  std::string solver;       ///< empty: the default (first registered) solver
  Config config;
  InputOptions in;
};
int run_solve(const SolveOptions& opt, std::ostream& out, std::ostream& err);

struct CheckOptions {
  std::vector<std::string> files;
  Config config;
  InputOptions in;
};
/// Every solver and the oracle on every query; prints each disagreement with its board.
int run_check(const CheckOptions& opt, std::ostream& out, std::ostream& err);

struct ValidateOptions {
  std::string input;
  InputOptions in;
};
int run_validate(const ValidateOptions& opt, std::ostream& out, std::ostream& err);

/// Names and capabilities of the production solvers.
int run_list_solvers(std::ostream& out);

}  // namespace llk
