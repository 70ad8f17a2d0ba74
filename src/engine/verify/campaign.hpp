#pragma once
/// Private to `llk verify`: the in-process campaign (laws round-robin, then the differential
/// campaign on threads) and the forked mutant zoo, with what each found.

#include <map>
#include <string>
#include <vector>

#include "llk/core/progress.hpp"
#include "llk/core/shard.hpp"
#include "llk/engine/verify_work.hpp"

namespace llk::verify_work {

/// One (entry, check) cell of the summary.
struct CellResult {
  bool applicable = true;  ///< false: shown as n/a
  int cases = 0;
  int rounds = 0;
  std::uint64_t pairs = 0;
  bool failed = false;
  Outcome failure;
  std::uint64_t failing_item = 0;
  int failing_round = -1;
  std::string artifact;
  /// Triage of the differential campaign: the artifacts of the bugs after the first (each a
  /// distinct minimized input, kind and expected answers), and the failing inputs counted.
  std::vector<std::string> more_bugs;
  int failing_inputs = 0;
};

struct CampaignResult {
  std::map<std::pair<std::string, std::string>, CellResult> cells;  ///< (entry, check)
  std::uint64_t diff_pairs = 0;
  double diff_seconds = 0;
  int diff_threads = 0;
  std::uint64_t pairs_per_cpu = 0;  ///< pairs of the small-input items (timed on CPU)
  double cpu_seconds = 0;           ///< CPU time of the threads on those items
  Coverage coverage;                ///< what the differential inputs covered
};

/// How the in-process campaign runs, owned by verify's invocation.
struct CampaignOptions {
  std::uint64_t seed = 0;  ///< the run's seed (each item's is derived from it)
  double budget = 0;       ///< seconds; round 0 of every pair always completes
  int jobs = 1;            ///< threads of the differential campaign
  int max_rounds = 0;      ///< 0: rounds until the budget ends
  /// The differential campaign goes on with a failing entry until it has shown this many
  /// distinct bugs (0: until the budget); a law stops a solver at its first failure.
  int max_bugs = 0;
  std::string out_dir;  ///< artifacts
  std::string rerun;    ///< the command prefix that reruns one cell
  Tuning tuning;
  Shard shard;  ///< the part of the rounds this run takes
};

/// Runs laws, then the differential campaign on `opt.jobs` threads, within `opt.budget`.
CampaignResult run_campaign(const Problem& problem, const std::vector<Entry>& entries,
                            const std::vector<Check>& checks, const CampaignOptions& opt,
                            Progress& progress);

/// What the zoo found for one (mutant, check).
struct KillCell {
  std::string kind;  ///< empty: not killed; else wrong-answer, law, crash, timeout, ...
  int cases = 0;
  int rounds = 0;
  double seconds = -1;    ///< since the mutant started, when killed
  std::string size;       ///< counterexample size in words, if known
  std::size_t cells = 0;  ///< counterexample cells (0: unknown)
  std::string message;
  std::string reproduce;
  std::string artifact;
  std::uint64_t item = 0;
  int round = -1;
};

struct MutantResult {
  std::string name;
  std::vector<KillCell> cells;  ///< one per check
  int children = 0;             ///< processes forked (restarts after crash or timeout)
  double seconds = 0;
  bool killed() const;
  const KillCell* first_kill() const;  ///< the first kill in time, or null
};

/// How the zoo runs, owned by verify's invocation.
struct ZooOptions {
  std::uint64_t seed = 0;    ///< the run's seed (each item's is derived from it)
  double budget = 0;         ///< seconds for the whole zoo, sliced between the mutants
  int jobs = 1;              ///< children side by side
  int max_rounds = 0;        ///< 0: rounds until the slice ends
  double item_timeout = 10;  ///< a work item past this is a time-limit kill
  bool first_kill = false;   ///< a mutant stops at its first kill instead of filling its row
  std::string out_dir;       ///< artifacts and the children's logs
  std::string rerun;         ///< the command that reruns verify, for the artifacts
  Tuning tuning;
};

/// Runs every mutant in `mutants` in forked children (`opt.jobs` at a time), each for a slice of
/// the budget; crashes and timeouts count as kills.
std::vector<MutantResult> run_zoo(const Problem& problem, const std::vector<Entry>& mutants,
                                  const std::vector<Check>& checks, const ZooOptions& opt,
                                  Progress& progress);

}  // namespace llk::verify_work
