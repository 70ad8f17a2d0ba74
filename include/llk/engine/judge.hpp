#pragma once
/// `llk judge`: programs on every test of test sets, as a judge's invocation runs them (every
/// program x every test, with verdicts, CPU time and peak memory); the test data checked too.

#include <iosfwd>
#include <string>
#include <vector>

#include "llk/core/report.hpp"
#include "llk/engine/subjects.hpp"
#include "llk/problem.hpp"

namespace llk {

struct JudgeOptions {
  std::vector<std::string> paths;        ///< test sets: directories of NAME.in (or files)
  std::vector<SubjectOptions> subjects;  ///< the programs judged, in the matrix's column order
  Params params;                         ///< rules and K of the tests (a program's are its own)
  std::string llk_command;               ///< runs llk's solvers and mutants; "": this llk
  ReportFiles reports;                   ///< JUnit, JSON, markdown summary
  std::string html;                      ///< the matrix as an HTML page, with pictures
  int jobs = 0;                          ///< runs at once; 0: one per hardware thread
  bool progress = true;                  ///< a progress line on stderr
};

/// Exit 1 when a program fails a test, 2 on bad test data or usage, else 0.
int run_judge(const ProblemRegistry& problems, const Problem& problem, const JudgeOptions& options,
              std::ostream& out, std::ostream& err);

}  // namespace llk
