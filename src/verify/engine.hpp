#pragma once
/// Private to `llk verify`: work items (one law or one differential batch on one solver), their
/// seeds, the in-process campaign over threads and the forked mutant zoo.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llk/generators.hpp"
#include "llk/properties.hpp"
#include "llk/solver.hpp"
#include "llk/verify.hpp"

namespace llk::verify_detail {

using Clock = std::chrono::steady_clock;

/// Name of the differential campaign where a law name is expected (filters, tables, artifacts).
inline constexpr std::string_view kDifferential = "differential";

/// One column of the tables: a law from link_properties(), or the differential campaign (law null).
struct Check {
  std::string name;
  const Property* law = nullptr;
};

/// How work items are sized; fixed so that a run replays from its seed.
struct Tuning {
  int cases_per_item = 20;        ///< RapidCheck max_success of one law item
  int first_max_size = 20;        ///< max_size of round 0; grows by the same step per round
  int size_cap = 100;             ///< max_size never exceeds this
  int inputs_per_diff_item = 48;  ///< generated inputs in one differential item
  int big_every = 16;           ///< differential rounds 1, 1 + big_every, ... draw big open boards
  int inputs_per_big_item = 1;  ///< generated inputs in such a round
  int big_cells = 100000;       ///< each of them has at least this many cells (when drawn)
  int small_side = 12;          ///< otherwise boards are at most small_side x small_side
};

/// SplitMix64 step: the one mixing function behind every derived seed.
std::uint64_t mix(std::uint64_t x);
/// Seed of one work item, from the run seed and names (not indices), so filters keep seeds.
std::uint64_t item_seed(std::uint64_t run_seed, std::string_view solver, std::string_view check,
                        int round);
/// RapidCheck parameters of round `round` of a law item.
PropertyRunParams law_params(std::uint64_t seed, int round, const Tuning& t);

/// What one work item found for one solver.
struct Outcome {
  bool passed = true;
  bool applicable = true;   ///< false: the law does not apply to the solver
  int cases = 0;            ///< law cases, or differential inputs
  std::uint64_t pairs = 0;  ///< differential: (board, query) pairs checked
  std::string kind;         ///< wrong-answer, invalid-witness, wrong-turns, law, exception, ...
  std::string message;
  std::string reproduce;  ///< RapidCheck reproduce string (laws)
  std::optional<LinkInput> counterexample;
  bool minimized = false;  ///< counterexample shrunk (RapidCheck or minimize())
};

/// Runs one law item; exceptions become failures.
Outcome run_law_item(const Property& law, const SolverInfo& solver, std::uint64_t seed, int round,
                     const Tuning& t);

/// Inputs in differential round `round`.
int differential_inputs(int round, const Tuning& t);
/// The `index`-th input of a differential item: a pure function of (seed, round, index).
LinkInput differential_input(std::uint64_t seed, int round, int index, const Tuning& t);

/// The first disagreement of `solver` with the oracle on `input` (answer, witness, fewest turns),
/// or nullopt. `kind` and `message` describe it. Counts checked pairs into `pairs` if given.
struct Disagreement {
  std::string kind;
  std::string message;
};
std::optional<Disagreement> first_disagreement(const SolverInfo& solver, const LinkInput& input,
                                               std::uint64_t* pairs = nullptr);

/// Runs one differential item through every solver in `solvers` and the oracle (once per board);
/// one Outcome per solver. `before_input(i)` runs before input i (the zoo tracks crashes with it).
/// A failing solver's input is minimized with minimize() when `minimize_seconds` > 0. Inputs
/// after the first are skipped once `stop_at` has passed (so a big item cannot overrun the budget).
std::vector<Outcome> run_differential_item(const std::vector<const SolverInfo*>& solvers,
                                           std::uint64_t seed, int round, const Tuning& t,
                                           double minimize_seconds,
                                           const std::function<void(int)>& before_input = {},
                                           std::atomic<std::uint64_t>* pairs_done = nullptr,
                                           Clock::time_point stop_at = Clock::time_point::max());

/// The solver's YES/NO answers on an input, for the artifact's "got" line (empty on exception).
std::vector<std::string> answers_of(const SolverInfo& solver, const LinkInput& input);

/// Writes the failure artifact of (check, solver) into `dir`; returns the path of NAME.in.
std::string write_failure(const std::string& dir, const std::string& check,
                          const SolverInfo& solver, std::uint64_t run_seed, std::uint64_t item,
                          const Outcome& o, const std::string& replay_hint);

/// CPU seconds used by the calling thread so far.
double thread_cpu_seconds();
/// True when differential round `round` draws boards of any size (not only small ones).
bool big_round(int round, const Tuning& t);

/// "3x4" (one case) or "2 cases, 17 cells".
std::string size_text(const LinkInput& input);
std::size_t cell_count(const LinkInput& input);

/// One (solver, check) cell of the summary.
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
};

/// The in-process campaign over real solvers.
struct CampaignResult {
  std::map<std::pair<std::string, std::string>, CellResult> cells;  ///< (solver, check)
  std::uint64_t diff_pairs = 0;
  double diff_seconds = 0;
  int diff_threads = 0;
  std::uint64_t small_pairs = 0;  ///< pairs on boards up to Tuning::small_side
  double small_cpu_seconds = 0;   ///< CPU time of the threads on those items
  double seconds = 0;
};

/// The progress line: counters the workers bump and a printer the main thread calls.
class Progress {
 public:
  Progress(std::ostream& err, bool live, double interval, std::string label, double budget);
  std::atomic<std::uint64_t> cases{0};
  std::atomic<std::uint64_t> pairs{0};
  std::atomic<int> failures{0};
  /// Prints a line when due (live: every 0.25 s; otherwise every `interval` seconds).
  void tick(const std::string& extra = {});
  /// Prints the final line (and ends the live line).
  void finish(const std::string& extra = {});

 private:
  std::string line(const std::string& extra) const;
  std::ostream& err_;
  bool live_;
  double interval_;
  std::string label_;
  double budget_;
  Clock::time_point start_ = Clock::now();
  Clock::time_point last_ = Clock::now();
  std::size_t last_width_ = 0;
};

/// Runs laws (round-robin rounds with growing size) then the differential campaign on `solvers`,
/// on `jobs` threads, within `budget` seconds (round 0 of every pair always completes).
CampaignResult run_campaign(const std::vector<const SolverInfo*>& solvers,
                            const std::vector<Check>& checks, std::uint64_t run_seed, double budget,
                            int jobs, int max_rounds, const std::string& out_dir,
                            Progress& progress, const Tuning& t);

/// What the zoo found for one (mutant, check).
struct KillCell {
  std::string kind;  ///< empty: not killed; else wrong-answer, law, crash, timeout, ...
  int cases = 0;
  int rounds = 0;
  double seconds = -1;    ///< since the mutant started, when killed
  std::string size;       ///< counterexample size text, if known
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
  /// The first kill in time, or null.
  const KillCell* first_kill() const;
};

/// Runs every mutant in `mutants` in forked children (`jobs` at a time), each for a slice of
/// `budget` seconds; crashes and timeouts count as kills.
std::vector<MutantResult> run_zoo(const std::vector<const SolverInfo*>& mutants,
                                  const std::vector<Check>& checks, std::uint64_t run_seed,
                                  double budget, int jobs, int max_rounds, double item_timeout,
                                  const std::string& out_dir, Progress& progress, const Tuning& t);

}  // namespace llk::verify_detail
