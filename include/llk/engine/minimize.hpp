#pragma once
/// `llk minimize`: a failing input (or artifact) shrunk while its subject fails the same way.

#include <iosfwd>
#include <string>

#include "llk/engine/subjects.hpp"
#include "llk/problem.hpp"

namespace llk {

struct MinimizeOptions {
  std::string input;  ///< judge input or artifact NAME.in
  SubjectOptions subject;
  Params params;  ///< given on the command line: override the artifact's
  std::string out_dir = "llk-out";
  std::string name;  ///< artifact name; default "min-" + input stem
  double max_seconds = 300;
};

/// Exit 1 when it fails and was minimized and written, 0 when it does not fail at all, 2 on
/// usage errors.
int run_minimize(const ProblemRegistry& problems, const Problem& problem,
                 const MinimizeOptions& options, std::ostream& out, std::ostream& err);

}  // namespace llk
