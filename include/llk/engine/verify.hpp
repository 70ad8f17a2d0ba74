#pragma once
/// `llk verify`, the main job: every law of each problem against every solver, plus the
/// differential campaign against the oracle, for a time budget; or (`mutants`) the same checks
/// against each problem's mutant zoo, every mutant in forked children, with a kill matrix.

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "llk/core/report.hpp"
#include "llk/core/shard.hpp"
#include "llk/engine/subjects.hpp"
#include "llk/problem.hpp"

namespace llk {

/// How one `llk verify` run is driven; the defaults are what `llk verify` does with no flags.
struct VerifyOptions {
  double budget_seconds = 60;           ///< wall time for the whole run (soft: see README)
  std::optional<std::uint64_t> seed;    ///< run seed; unset: drawn from std::random_device
  int jobs = 0;                         ///< worker threads (children under `mutants`); 0: hardware
  std::string out_dir = "llk-out";      ///< failure artifacts go here (mutants: OUT/mutants)
  bool mutants = false;                 ///< check the suite itself against the mutant zoo
  bool first_kill = false;              ///< mutants: stop each at its first kill (a quick gate)
  std::vector<std::string> solvers;     ///< only these solvers (or mutants); empty: all
  std::vector<std::string> properties;  ///< only these laws ("differential" included); empty: all
  std::string command;                  ///< a program to check instead (differential only)
  std::string serve;                    ///< the same, kept running across inputs
  std::string plugin;                   ///< a C plug-in to check instead (differential only)
  Params params;                        ///< that program's parameters (rules, K): fixed
  LimitOptions limits;                  ///< that program's limits; unset: the problem's
  int max_bugs = 0;                     ///< differential: stop an entry at this many bugs; 0: none
  int max_rounds = 0;                   ///< stop each (solver, law) after this many rounds; 0: none
  double item_timeout_seconds = 10;     ///< mutants: one work item running longer is a timeout kill
  bool progress = true;                 ///< progress lines on stderr (--quiet: none)
  bool live_progress = false;           ///< rewrite the progress line with '\r' (stderr is a tty)
  double progress_interval_seconds = 5;  ///< seconds between progress lines when not live
  Shard shard;                           ///< --shard K/N: this part's rounds (and mutants) only
  ReportFiles reports;  ///< JUnit XML, JSON and step summary of the run; empty paths: none
};

/// Runs the verification of `problems` (the budget split by Problem::verify_share); writes the
/// report to `out` and progress to `err`. Returns 0 when everything passed (mutants: every
/// mutant killed and no real solver failed), 1 on a failure, 2 on bad options.
int run_verify(const std::vector<const Problem*>& problems, const VerifyOptions& options,
               std::ostream& out, std::ostream& err);

}  // namespace llk
