#pragma once
/// `llk solve` and `llk validate`: answering a judge input, and checking it strictly.

#include <iosfwd>
#include <string>

#include "llk/problem.hpp"

namespace llk {

struct SolveOptions {
  std::string input = "-";  ///< file, or "-" for stdin
  std::string solver;       ///< empty: the fastest production solver that supports the params
  std::string mutant;       ///< a mutant of the zoo instead (the zoo run as judge programs)
  Params params;
  ReadOptions read;
};
/// One answer line per unit on `out`; a bad input is reported on `err` with its position after
/// the answers of every complete case before it (exit 2).
int run_solve(const ProblemRegistry& problems, const Problem& problem, const SolveOptions& options,
              std::ostream& out, std::ostream& err);

struct ValidateOptions {
  std::string input = "-";
  ReadOptions read;
  std::size_t max_shown = 100;  ///< violations printed; the count is always printed
};
/// Every violation with its line and column; exit 0 when valid, 2 otherwise.
int run_validate(const Problem& problem, const ValidateOptions& options, std::ostream& out,
                 std::ostream& err);

}  // namespace llk
