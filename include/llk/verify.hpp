#pragma once
/// `llk verify`, the main job: every law against every solver plus a differential campaign for a
/// time budget, or (`mutants`) the same checks against the mutant zoo in forked children.

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace llk {

/// How one `llk verify` run is driven; the defaults are what `llk verify` does with no flags.
struct VerifyOptions {
  double budget_seconds = 60;           ///< wall time for the whole run (soft: see README)
  std::optional<std::uint64_t> seed;    ///< run seed; unset: drawn from std::random_device
  int jobs = 0;                         ///< worker threads (children under `mutants`); 0: hardware
  std::string out_dir = "llk-out";      ///< failure artifacts go here (mutants: OUT/mutants)
  bool mutants = false;                 ///< check the suite itself against the mutant zoo
  std::vector<std::string> solvers;     ///< only these solvers (or mutants); empty: all
  std::vector<std::string> properties;  ///< only these laws ("differential" included); empty: all
  int max_rounds = 0;                   ///< stop each (solver, law) after this many rounds; 0: none
  double item_timeout_seconds = 10;     ///< mutants: one work item running longer is a timeout kill
  bool live_progress = false;           ///< rewrite the progress line with '\r' (stderr is a tty)
  double progress_interval_seconds = 5;  ///< seconds between progress lines when not live
  std::string problem = "all";  ///< link, escape or all (the escape part gets a quarter of the budget)
};

/// Runs the verification; writes the report to `out` and progress to `err`. Returns 0 when
/// everything passed (mutants: every mutant killed and no real solver failed), 1 on a failure,
/// 2 on bad options.
int run_verify(const VerifyOptions& opt, std::ostream& out, std::ostream& err);

/// Parses a duration: "90" and "90s" (seconds), "10m", "2h", "1.5m"; nullopt when malformed or
/// not positive.
std::optional<double> parse_duration(std::string_view text);

}  // namespace llk
