#pragma once
/// `llk report`: the morning page over what a night left behind (artifacts of any engine and
/// problem, the JSON of stress, verify and judge, logs): first the runs and each program's bugs,
/// wrong answers first, then every bug with its picture and why, the coverage last.

#include <iosfwd>
#include <string>
#include <vector>

#include "llk/engine/page.hpp"
#include "llk/problem.hpp"

namespace llk {

struct ReportOptions {
  /// Directories (searched recursively) or files: artifacts NAME.in (with NAME.txt), reports
  /// NAME.json (`verify --json`, `judge --json`), logs NAME.log (a run's output).
  std::vector<std::string> paths;
  std::string html;          ///< the page written
  std::string json;          ///< the page's JSON (its runs and bugs); "": NAME.json beside it
  std::string since;         ///< an earlier page's JSON, or folder: bugs marked new or gone
  int pictures_per_bug = 1;  ///< pictures of a bug's artifacts, the smallest first
  int jobs = 0;              ///< bugs drawn at once; 0: one per hardware thread
  PageLimits page;           ///< the page's size caps
};

/// Exit 0 with the page written, 2 when nothing could be read or the page not written.
int run_report(const ProblemRegistry& problems, const Problem& fallback,
               const ReportOptions& options, std::ostream& out, std::ostream& err);

}  // namespace llk
