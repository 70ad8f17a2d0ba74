#pragma once
/// The generation facet of a problem: the stress schedule, the inputs of verify's differential
/// campaign, the candidates of a judge test set and the enumeration `llk prove` walks.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "llk/core/input.hpp"
#include "llk/enumeration.hpp"
#include "llk/problem_format.hpp"

namespace llk {

/// An input a judge test set may hold (`llk testset`), and why it is there.
struct TestCandidate {
  std::string name;     ///< a file-name-safe word: "walled-1000x999", "same-cell"
  std::string purpose;  ///< what it holds and is for, one line (the manifest says it)
  Input input;
  /// A judge-size worst case: alone in its file, since judges apply the time limit per file.
  bool heavy = false;
  /// Always kept: a worst case or a breadth of cases every test set must hold, beyond the kills.
  bool required = false;
};

/// Where its inputs come from. Required: schedule; the rest is drawn from it by default.
class ProblemGeneration {
 public:
  virtual ~ProblemGeneration() = default;

  /// Input `index` of the stress schedule for `seed` (a pure function of both and `params`);
  /// sizes grow from tiny to judge size.
  virtual Input schedule(std::uint64_t seed, std::uint64_t index, const Params& params) const = 0;
  /// Inputs of one differential work item of `llk verify` in `round`, and input `index` of it
  /// (a pure function of seed, round and index; parameters are drawn too). By default 8 inputs
  /// of the schedule, further along it each round.
  virtual int differential_inputs(int round) const { return 8; }
  virtual Input differential_input(std::uint64_t seed, int round, int index) const;
  /// True for rounds of judge-size inputs, left out of the small-input throughput figure.
  virtual bool differential_big_round(int round) const { return false; }
  /// The inputs `llk testset` chooses its tests from, under `params` (a pure function of both):
  /// the problem's judge-size worst cases and breadth; by default the schedule's first inputs.
  virtual std::vector<TestCandidate> test_candidates(std::uint64_t seed,
                                                     const Params& params) const;
  /// Every input up to `scope` under `params`, in size order, with every unit (`llk prove`):
  /// no symmetry of the subject assumed. nullptr (the default): the problem has none. Throws
  /// std::invalid_argument on a bad parameter or a scope past the judge's limits.
  virtual std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope,
                                                       const Params& params) const {
    return nullptr;
  }
};

}  // namespace llk
