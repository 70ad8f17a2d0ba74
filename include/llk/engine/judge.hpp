#pragma once
/// `llk judge`: programs on every test of test sets, as a judge's invocation runs them (every
/// program x every test, with verdicts, CPU time and peak memory); the test data checked too.

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "llk/core/report.hpp"
#include "llk/engine/page.hpp"
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
  /// Each failing run minimized into an artifact in `out_dir`; nullopt: when `html` is given.
  std::optional<bool> minimize;
  double minimize_seconds = 120;  ///< one minimization's time (a limit's: an eighth of it)
  std::string out_dir = "llk-out";
  PageLimits page;       ///< the --html page's size caps
  int jobs = 0;          ///< runs at once; 0: one per hardware thread
  bool progress = true;  ///< a progress line on stderr
};

/// Exit 1 when a program fails a test, 2 on bad test data or usage, else 0.
int run_judge(const ProblemRegistry& problems, const Problem& problem, const JudgeOptions& options,
              std::ostream& out, std::ostream& err);

}  // namespace llk
