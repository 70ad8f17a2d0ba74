#pragma once
/// What a stress run says: its first lines, and what it did and found in its closing lines and
/// its reports for CI.

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "llk/core/report.hpp"
#include "llk/engine/bugs.hpp"
#include "llk/engine/stress.hpp"

namespace llk {

/// A stress run's figures, gathered when its workers end.
struct StressTally {
  std::string subject;      ///< the subject's label
  std::string started;      ///< when the run began, UTC ("2026-12-06T08:59:01Z")
  std::string working_dir;  ///< where it ran
  std::uint64_t seed = 0;
  double seconds = 0;
  std::uint64_t inputs = 0, cases = 0, units = 0;
  std::uint64_t failing_inputs = 0, failing_units = 0;
  std::uint64_t rationed = 0;     ///< heavy inputs skipped after a time limit
  std::uint64_t heavy_cells = 0;  ///< the cells from which an input counted as heavy
  std::uint64_t ration = 1;       ///< one heavy input in this many still ran
  std::uint64_t over_size = 0;    ///< inputs skipped as larger than --max-cells
  std::string coverage;           ///< the coverage table
  std::vector<Bug> bugs;
  std::string error;  ///< what stopped the run, when an error did
};

/// The run's first lines: problem, seed, budget, jobs, parameters, and the subject.
void print_stress_header(std::ostream& out, const Problem& problem, const StressOptions& opt,
                         std::uint64_t seed, int jobs, const Params& params,
                         const Subject& subject);

/// The run's closing lines (figures, coverage, bugs); stress's exit status.
int print_stress_results(const Problem& problem, const StressOptions& opt, const StressTally& t,
                         std::ostream& out, std::ostream& err);

/// The run for CI: one failed testcase per bug (its kind, artifact and replay command), a
/// passing one when there is none, a failed one for an error; the coverage table as a figure;
/// what was run (subject, start, budget, inputs) for `llk report`.
RunReport stress_report(const Problem& problem, const StressTally& t, double budget_seconds);

/// Writes into each bug's artifact what is known only when the run ends: its number in
/// bug_ranking() order (`bug:`) and its failing units (`failing-units:`); a file that cannot be
/// written is said on `err`.
void record_bugs(const Problem& problem, const StressTally& t, std::ostream& err);

}  // namespace llk
