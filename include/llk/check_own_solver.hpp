#pragma once
/// Checking a solver of your own, in process, for any problem: llk's laws and its differential
/// campaign against the oracle, the first failure minimized into an artifact (`llk show` draws it,
/// `llk replay NAME.in --cmd PROG` runs a program of yours on it; LLK_SEED reruns the check).
/// Each problem's check_solver takes its own SolverInfo: llk/NAME/check_solver.hpp.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "llk/core/input.hpp"
#include "llk/enumeration.hpp"
#include "llk/problem.hpp"

namespace llk {

/// How check_solver runs; the defaults suit one test in a unit-test suite.
struct CheckSolverOptions {
  double budget_seconds = 10;         ///< wall time for laws and campaign (a round always ends)
  std::optional<std::uint64_t> seed;  ///< unset: $LLK_SEED, else drawn; the report gives it
  int rounds = 0;                     ///< stop after this many rounds; 0: when the budget ends
  bool laws = true;                   ///< the laws too, not only the differential campaign
  std::string out_dir = "llk-out";    ///< where the artifact of a failure goes
  /// Shrinking the differential counterexample; as in `llk verify`, it ends with the budget
  /// (and 2 s more) too.
  double minimize_seconds = 10;
  /// Prove mode: first every input up to this scope (llk prove's), every unit, in size order;
  /// the first failing one is the counterexample. $LLK_PROVE_CELLS sets it in LLK_TEST_SOLVER.
  std::optional<ProveScope> prove;
  Params prove_params;  ///< the parameters of the proof (rules, K); empty: the defaults
};

/// What check_solver found: a pass, or the first failure with its minimized artifact.
struct SolverReport {
  bool passed = true;
  std::string solver;            ///< SolverInfo::name
  std::uint64_t seed = 0;        ///< replays the run (CheckSolverOptions::seed, $LLK_SEED)
  int rounds = 0;                ///< rounds begun
  int law_cases = 0;             ///< cases the laws tried
  std::uint64_t inputs = 0;      ///< differential inputs checked against the oracle
  std::uint64_t queries = 0;     ///< their queries
  std::string check;             ///< the failing check: "differential" or a law's name
  std::string kind;              ///< wrong-answer, invalid-witness, law, exception, ...
  std::string message;           ///< what went wrong, in words
  std::optional<Input> input;    ///< the (minimized) failing input, of any problem
  std::string input_text;        ///< the same in the judge format ("" when none)
  std::vector<std::string> got;  ///< what the solver answered on it, if known
  std::string artifact;          ///< its NAME.in ("" when none could be written)
  std::string rc_params;         ///< a law's RapidCheck reproduce string, if any
  std::string proven;            ///< prove mode: the scope proven, in words
  /// The report in a few lines; `rerun` is the command that runs the check again (a test).
  std::string text(const std::string& rerun = "") const;
};

/// Runs the laws and the differential campaign of `problem` on `solver` (a user's own: `own` holds
/// the problem's SolverInfo) until the budget, the rounds or the first failure: round by round,
/// the same law and differential work items `llk verify` runs (llk/engine/verify_work.hpp).
SolverReport check_solver(const Problem& problem, const SolverRef& solver,
                          const CheckSolverOptions& options = {});

/// The same for a user's own solver of `problem`, `info` its SolverInfo (name, make, ...).
template <class Info>
SolverReport check_own_solver(const Problem& problem, const Info& info,
                              const CheckSolverOptions& options) {
  if (!info.make) throw std::invalid_argument("check_solver: the solver's make is empty");
  return check_solver(problem, SolverRef{info.name, false, info}, options);
}

}  // namespace llk
