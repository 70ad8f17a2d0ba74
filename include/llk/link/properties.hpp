#pragma once
/// The laws every solver must obey, run programmatically through RapidCheck so that `llk verify`
/// and the tests can drive them with a seed and a count of cases and keep the minimized
/// counterexample.

#include "llk/core/registry.hpp"
#include "llk/link/generators.hpp"
#include "llk/link/judge_format.hpp"
#include "llk/link/solver.hpp"
#include "llk/problem.hpp"

namespace llk::link {

/// Every law, as the one law type (llk::Law), filled in one place (properties/link/registry.cpp).
/// Each runs through RapidCheck (rc_support::run_law): RapidCheck keeps global state, so run laws
/// in parallel only in separate processes. When RC_PARAMS holds reproduce=..., only the run it
/// names (id "law/solver") executes; the others pass with 0 cases. LawOutcome::tags counts what
/// the passing cases exercised: queries, yes, no, yes-N-turns, ring, cases, open, dense, rules-*.
const Registry<Law>& link_properties();

/// The link solver a law checks: `ref.own`'s SolverInfo, or the registered solver (or mutant) it
/// names; throws std::invalid_argument when there is none or `own` holds another problem's.
const SolverInfo& law_solver(const SolverRef& ref);

namespace props {
/// The round-trip law against `write`: the registry holds it with write_judge; the tests point
/// it at writer mutants to show that it fails.
Law round_trip_law(JudgeWriterFn write);
}  // namespace props

}  // namespace llk::link
