#pragma once
/// `llk check`: every production solver (or one named subject) and the oracle on every unit of
/// the given inputs; every disagreement printed with the oracle's reason, the first of each
/// subject with its picture, and (--minimize) shrunk into an artifact.

#include <iosfwd>
#include <string>
#include <vector>

#include "llk/engine/subjects.hpp"
#include "llk/problem.hpp"

namespace llk {

struct CheckOptions {
  std::vector<std::string> files;
  Params params;
  ReadOptions read;
  SubjectOptions subject;  ///< none given: every production solver
  bool minimize = false;   ///< shrink each subject's first disagreement into an artifact
  double minimize_seconds = 60;
  std::string out_dir = "llk-out";  ///< where --minimize writes its artifacts
};

/// Exit 1 on a disagreement, 2 on an input error, else 0.
int run_check(const ProblemRegistry& problems, const Problem& problem, const CheckOptions& options,
              std::ostream& out, std::ostream& err);

}  // namespace llk
