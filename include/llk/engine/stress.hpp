#pragma once
/// `llk stress`: a subject (a program, a solver, a mutant) against the oracle on the problem's
/// stress schedule; every failure isolated, minimized and written as an artifact.

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <set>
#include <string>

#include "llk/core/report.hpp"
#include "llk/core/shard.hpp"
#include "llk/engine/subjects.hpp"
#include "llk/problem.hpp"

namespace llk {

struct StressOptions {
  SubjectOptions subject;
  Params params;                      ///< rules and K the oracle uses (a program must agree)
  double budget_seconds = 60;         ///< stop generating after this long
  std::optional<std::uint64_t> seed;  ///< random (and printed) when unset
  int jobs = 0;                       ///< inputs checked at once; 0: one per hardware thread
  std::string out_dir = "llk-out";    ///< where failure artifacts go
  std::uint64_t first_input = 0;      ///< start the schedule at this input number
  std::uint64_t max_inputs = 0;       ///< stop after this many inputs; 0: only the budget stops it
  Shard shard;       ///< --shard K/N: only this part's input numbers (of the same range and seed)
  int max_bugs = 0;  ///< stop after this many distinct bugs; 0: the budget only
  std::set<std::string> skip;  ///< unit classes left out of every input (--skip)
  /// --max-cells: inputs of more cells (the size `llk problems` counts) are skipped; 0: no cap.
  std::uint64_t max_cells = 0;
  int minimized_per_signature = 2;  ///< failing units of one (kind, class, answer) minimized
  bool minimize = true;             ///< shrink each failure before writing it
  double minimize_seconds = 120;    ///< time one minimization may take
  bool progress = true;             ///< a progress line on stderr while it runs
  ReportFiles reports;  ///< JUnit XML (--report) and JSON (--json) of the bugs; empty: none
};

/// Exit 1 when a failure was found (artifacts written to out_dir), 0 when none, 2 on usage errors.
int run_stress(const Problem& problem, const StressOptions& options, std::ostream& out,
               std::ostream& err);

}  // namespace llk
