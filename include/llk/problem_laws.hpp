#pragma once
/// The laws facet of a problem: the named laws every solver of it must obey (`llk verify` runs
/// them beside the differential campaign); by default it has none.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "llk/core/input.hpp"
#include "llk/problem_subjects.hpp"

namespace llk {

/// How one work item of a law is driven; the same values replay the same cases.
struct LawRun {
  std::uint64_t seed = 0;
  int round = 0;      ///< rounds grow the size of the cases
  int cases = 20;     ///< cases the law tries
  int max_size = 20;  ///< generator size of this round
};

/// What one work item of a law found for one solver.
struct LawOutcome {
  bool passed = true;
  bool applicable = true;  ///< false: the law does not apply to this solver
  int cases = 0;
  std::string kind = "law";  ///< the failure kind for the artifact
  std::string message;
  std::string reproduce;  ///< how to rerun just this (RC_PARAMS="reproduce=..." for RapidCheck)
  std::optional<Input> counterexample;
  bool minimized = false;
  /// What the passing cases exercised: tag -> count (link's coverage of its laws); may be empty.
  std::map<std::string, int> tags;
};

/// A named law every solver of the problem must obey.
struct Law {
  std::string name;
  std::string description;
  /// Checks the solver on the cases `run` draws; throws std::invalid_argument when `solver` names
  /// none of the problem's (or holds another problem's SolverInfo).
  std::function<LawOutcome(const SolverRef& solver, const LawRun& run)> check;
  bool per_solver = true;  ///< false: it checks the problem itself (run once, not per solver)
};

/// Its laws and its share of a verify budget. Nothing required.
class ProblemLaws {
 public:
  virtual ~ProblemLaws() = default;

  /// Its laws; by default none (the differential campaign alone checks its solvers).
  virtual const std::vector<Law>& laws() const;
  /// Its weight in the budget of a `llk verify` over several problems.
  virtual double verify_share() const { return 1; }
};

}  // namespace llk
