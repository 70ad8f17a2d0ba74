#pragma once
/// The work items of `llk verify` (one law round or one differential batch on one subject), their
/// seeds and outcomes: verify's campaign and check_solver's loop over a user's solver both run
/// them.

#include <any>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>

#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include "llk/core/coverage.hpp"

#include "llk/problem.hpp"

namespace llk::verify_work {

using Clock = std::chrono::steady_clock;

/// Name of the differential campaign where a law name is expected (filters, tables, artifacts).
inline constexpr std::string_view kDifferential = "differential";

/// One column of the tables: a law of the problem, or the differential campaign (law null).
struct Check {
  std::string name;
  const Law* law = nullptr;
};

/// One row: a production solver, a mutant or a program; `solver` is the name the laws take
/// (empty for a program: laws do not apply to it).
struct Entry {
  std::string name;
  std::string solver;
  bool mutant = false;
  std::function<std::unique_ptr<Subject>()> make;
  std::optional<Params> fixed_params;  ///< a program: every input is answered under these
  std::any own;  ///< a user's own solver (SolverRef::own), as check_solver gives it to the laws
};

/// How work items are sized; fixed so that a run replays from its seed.
struct Tuning {
  int cases_per_item = 20;  ///< cases one law item tries
  int first_max_size = 20;  ///< generator size of round 0; grows by the same step per round
  int size_cap = 100;       ///< the size never exceeds this
};

/// Seed of one work item, from the run seed and names (not indices), so filters keep seeds.
std::uint64_t item_seed(std::uint64_t run_seed, std::string_view problem, std::string_view entry,
                        std::string_view check, int round);

/// What one work item found for one entry.
struct Outcome {
  bool passed = true;
  bool applicable = true;   ///< false: the law does not apply to the entry
  int cases = 0;            ///< law cases, or differential inputs
  std::uint64_t pairs = 0;  ///< differential: units checked against the oracle
  std::string kind;         ///< wrong-answer, invalid-witness, law, exception, ...
  std::string message;
  std::string reproduce;  ///< RapidCheck reproduce string (laws)
  std::optional<Input> counterexample;
  std::vector<std::string> got;  ///< what the entry answered on the counterexample
  bool minimized = false;
};

/// Runs one law item on `entry`; exceptions become failures.
Outcome run_law_item(const Problem& problem, const Law& law, const Entry& entry, std::uint64_t seed,
                     int round, const Tuning& t);

/// Runs one differential item through every entry in `entries` and the oracle (once per input);
/// one Outcome per entry. `before_input(i)` runs before input i (the zoo tracks crashes with
/// it). A failure is minimized for up to `minimize_seconds`. Inputs after the first are skipped
/// once `stop_at` has passed. What the inputs cover is counted into `coverage`, if given.
std::vector<Outcome> run_differential_item(const Problem& problem,
                                           const std::vector<const Entry*>& entries,
                                           std::uint64_t seed, int round, double minimize_seconds,
                                           const std::function<void(int)>& before_input = {},
                                           std::atomic<std::uint64_t>* pairs_done = nullptr,
                                           Clock::time_point stop_at = Clock::time_point::max(),
                                           Coverage* coverage = nullptr);

/// Writes the artifact of a failed item of (check, entry); returns the path of NAME.in, or a
/// note in parentheses when there is no counterexample or it could not be written.
std::string write_outcome(const std::string& dir, const Problem& problem, const std::string& check,
                          const Entry& entry, std::uint64_t run_seed, std::uint64_t item,
                          const Outcome& o, const std::string& rerun);

/// CPU seconds used by the calling thread so far.
double thread_cpu_seconds();

}  // namespace llk::verify_work
