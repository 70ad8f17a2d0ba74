#pragma once
/// `llk triage`: a directory of artifacts (an overnight fuzzing run, several stress runs)
/// bucketed into distinct bugs, with one representative of each.

#include <iosfwd>
#include <string>
#include <vector>

#include "llk/problem.hpp"

namespace llk {

struct TriageOptions {
  std::vector<std::string> paths;  ///< artifacts NAME.in, or directories searched for them
  std::string out_dir;             ///< when set, the smallest artifact of each bug is copied here
};

/// Exit 0 with the table (and 1 bug or more), 2 when nothing could be read.
int run_triage(const ProblemRegistry& problems, const Problem& fallback,
               const TriageOptions& options, std::ostream& out, std::ostream& err);

}  // namespace llk
