#pragma once
/// `llk testset`: a fixed, deterministic, compact set of judge tests that kills every known bug
/// (every judged mutant of the zoo, every program named wrong) and that the programs named right
/// pass within the judge's limits, with a manifest of what each test holds and kills.

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "llk/engine/subjects.hpp"
#include "llk/enumeration.hpp"
#include "llk/problem.hpp"

namespace llk {

struct TestsetOptions {
  /// Where 01.in, 01.out, ... and manifest.json go; a set already there is rebuilt in place.
  std::string out_dir;
  std::optional<std::uint64_t> seed;  ///< the set's in --out, else random (and printed)
  Params params;                      ///< rules and K of the judge (its tests hold no others)
  /// Failure artifacts (NAME.in, or folders of them) pinned into the set as required tests.
  std::vector<std::string> add;
  /// Forget the set already in out_dir (its names, pins, kill tests, seed): write it anew.
  bool fresh = false;
  std::vector<SubjectOptions> kill;  ///< programs known to be wrong: each must fail a test
  std::vector<SubjectOptions> keep;  ///< programs known to be right: each must pass every test
  LimitOptions limits;               ///< over the judge's limits, for every program run
  /// Every input up to this scope (as `llk prove` enumerates it) as required tests, packed
  /// within the judge's limits: the set then kills every bug that shows within it. Unset: none.
  std::optional<ProveScope> exhaustive;
  int max_files = 20;
  std::int64_t max_bytes = std::int64_t{64} << 20;
  /// A time-limit (or idle, or memory-limit) kill counts only on a test where llk's reference
  /// solver needs at most this share of the limit: a slow mutant must be truly slow.
  double reference_share = 0.2;
  double kill_seconds = 120;  ///< how long a --kill program no candidate fails is stressed
  std::string llk_command;    ///< runs llk's solvers and mutants as programs; "": this llk
  int jobs = 0;               ///< programs run at once; 0: one per hardware thread
  bool progress = true;
};

/// Exit 0 when every judged mutant and --kill program fails a test and every --keep program
/// passes every test; 1 when one does not (the set is still written); 2 on usage errors.
/// `problems` names the problem of a file pinned with --add that is not of `problem`.
int run_testset(const ProblemRegistry& problems, const Problem& problem,
                const TestsetOptions& options, std::ostream& out, std::ostream& err);

}  // namespace llk
