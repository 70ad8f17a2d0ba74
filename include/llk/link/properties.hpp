#pragma once
/// The laws every solver must obey, run programmatically through RapidCheck so that `llk verify`
/// and the tests can drive them with a seed and a budget and keep the minimized counterexample.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "llk/core/registry.hpp"
#include "llk/link/generators.hpp"
#include "llk/link/judge_format.hpp"
#include "llk/link/solver.hpp"

namespace llk {

/// How one property run is driven.
struct PropertyRunParams {
  std::uint64_t seed = 0;
  int max_success = 100;  ///< test cases that must pass
  int max_size = 100;     ///< RapidCheck's largest size parameter
};

/// What one property run over one solver found.
struct PropertyResult {
  bool passed = true;
  bool applicable = true;  ///< false: the law does not apply to this solver (0 cases, passed)
  int cases_run = 0;
  std::string message;                      ///< why it failed, in words
  std::string reproduce;                    ///< RC_PARAMS reproduce string of the failure
  std::optional<LinkInput> counterexample;  ///< the minimized input that fails
  std::map<std::string, int> tags;          ///< what it exercised: tag -> cases
};

/// A named law; `run` checks it for one solver under every configuration the solver supports.
/// RapidCheck keeps global state: run properties in parallel only in separate processes. When
/// RC_PARAMS holds reproduce=..., only the run it names (id "law/solver") executes; the others
/// pass with 0 cases. Tags: queries, yes, no, yes-N-turns, ring, cases, open, dense, rules-*.
struct Property {
  std::string name;
  std::string description;
  std::function<PropertyResult(const SolverInfo& solver, const PropertyRunParams& params)> run;
};

/// Every law, filled in one place (properties/registry.cpp).
const Registry<Property>& link_properties();

namespace props {
/// The round-trip law against `write`: the registry holds it with write_judge; the tests point
/// it at writer mutants to show that it fails.
Property round_trip_law(JudgeWriterFn write);
}  // namespace props

}  // namespace llk
