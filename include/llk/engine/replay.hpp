#pragma once
/// `llk replay`: artifacts run back through every production solver of their problem (or a
/// named subject); a mismatch with NAME.out is a failure.

#include <iosfwd>
#include <string>

#include "llk/engine/subjects.hpp"
#include "llk/problem.hpp"

namespace llk {

struct ReplayOptions {
  std::string path;        ///< an artifact NAME.in or a directory of them
  SubjectOptions subject;  ///< none given: every production solver that supports the artifact
};

/// Exit 1 on any mismatch, 0 when all agree, 2 on unreadable files (or none at all).
int run_replay(const ProblemRegistry& problems, const Problem& fallback,
               const ReplayOptions& options, std::ostream& out, std::ostream& err);

}  // namespace llk
