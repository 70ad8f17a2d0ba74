#pragma once
/// `llk check`: every production solver (or one named subject) and the oracle on every unit of
/// the given inputs; each disagreement printed with its picture.

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
};

/// Exit 1 on a disagreement, 2 on an input error, else 0.
int run_check(const Problem& problem, const CheckOptions& options, std::ostream& out,
              std::ostream& err);

}  // namespace llk
