#pragma once
/// The library side of the escape commands; the CLI reads the file and calls these.

#include <iosfwd>
#include <string>

namespace llk::escape {

/// Solves every case of `input` (judge text) with the named solver (empty: the default) and
/// prints one YES/NO line per case. Answers before a bad case are still printed; the error goes
/// to `err` as "<name>: line L, column C: ...". Returns 0, or 2 on bad input or unknown solver.
int run_escape_solve(const std::string& input, const std::string& solver, bool relaxed,
                     std::ostream& out, std::ostream& err, const std::string& name = "<stdin>");

/// Strictly validates `input` (judge text); prints every violation to `err`. Returns 0 or 2.
int run_escape_validate(const std::string& input, bool relaxed, std::ostream& out,
                        std::ostream& err, const std::string& name = "<stdin>");

}  // namespace llk::escape
