#pragma once
/// `llk replay`: artifacts run back through the subject that failed on them (as recorded in
/// NAME.txt), a named subject, or every production solver; says whether each failure reproduces.

#include <iosfwd>
#include <string>

#include "llk/engine/subjects.hpp"
#include "llk/problem.hpp"

namespace llk {

struct ReplayOptions {
  std::string path;        ///< an artifact NAME.in or a directory of them
  SubjectOptions subject;  ///< given: this subject, on the artifacts of its problem and rules
  bool solvers = false;    ///< every production solver that supports each artifact
  /// --rules/--turns: with a NAME.txt they select the artifacts replayed; without one, they say
  /// how to read it.
  Params params;
  bool problem_given = false;  ///< --problem was given: NAME.in may come without NAME.txt
};

/// Exit 1 when a failure reproduces (or a subject disagrees with NAME.out), 0 when none does,
/// 2 on unreadable artifacts or when nothing could be replayed.
int run_replay(const ProblemRegistry& problems, const Problem& chosen, const ReplayOptions& options,
               std::ostream& out, std::ostream& err);

}  // namespace llk
