#pragma once
/// `llk report`: the morning page over what a night left behind (artifacts of any engine and
/// problem, the JSON of verify and judge, stress's logs): every distinct bug with its picture,
/// its why and its replay command, each judged program in a line, the coverage as charts.

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
  int pictures_per_bug = 1;  ///< pictures of a bug's artifacts, the smallest first
  int jobs = 0;              ///< bugs drawn at once; 0: one per hardware thread
  PageLimits page;           ///< the page's size caps
};

/// Exit 0 with the page written, 2 when nothing could be read or the page not written.
int run_report(const ProblemRegistry& problems, const Problem& fallback,
               const ReportOptions& options, std::ostream& out, std::ostream& err);

}  // namespace llk
