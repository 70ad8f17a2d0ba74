#pragma once
/// Private to the properties library: how one law is driven through RapidCheck for one solver,
/// and the helpers the laws share.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "llk/link/board.hpp"
#include "llk/link/generators.hpp"
#include "llk/link/properties.hpp"
#include "llk/link/solver.hpp"

namespace llk::link::props {

/// What one input exercised: tag -> count (queries, yes, yes-2-turns, ring, ...).
using Tally = std::map<std::string, int>;

/// Randomness a law needs beyond the input (a permutation, a relabelling), drawn reproducibly.
using Rng = std::mt19937_64;

/// One law's check of one input: nullopt when it holds, else why not, in words.
using Check =
    std::function<std::optional<std::string>(const LinkInput& input, Rng& rng, Tally& tally)>;

/// Generator options for a law on a solver: boards mostly up to 12 x 12 (open ones up to 20 x 20),
/// up to 3 cases of up to 16 queries, only rules and K the solver supports.
GenOptions law_options(const Capabilities& caps);

/// Runs `check` through the one law runner with `run`, quietly; keeps the minimized
/// counterexample, the reproduce string and the tags of the passing cases. `id` names the run for
/// RC_PARAMS.
LawOutcome run_law(const std::string& id, const GenOptions& opt, const LawRun& run,
                   const Check& check);

/// The name of one law's run on one solver, for RC_PARAMS: "symmetry/bfs01".
std::string law_id(const std::string& law, const SolverInfo& solver);

/// run_law of the law `law` on `solver`, its inputs drawn within the solver's capabilities.
LawOutcome run_solver_law(const std::string& law, const SolverInfo& solver, const LawRun& run,
                          const Check& check);

/// An outcome for a law that does not apply to a solver (nothing to check, passes).
LawOutcome not_applicable(const std::string& why);

/// A check of one input on the solver a law runs for.
using SolverCheck = std::function<std::optional<std::string>(
    const SolverInfo& solver, const LinkInput& input, Rng& rng, Tally& tally)>;
/// A law checked input by input (run_solver_law) on each solver it runs for.
Law solver_law(std::string name, std::string description, SolverCheck check);

/// A law whose check takes the link solver law_solver() finds for its SolverRef.
Law make_law(std::string name, std::string description,
             std::function<LawOutcome(const SolverInfo& solver, const LawRun& run)> check);

/// The solver's answers to every query of every case, one instance, cases in order.
std::vector<std::vector<Answer>> answer_all(Solver& solver, const LinkInput& input);

/// True when the witness path leaves the board (uses the ring).
bool uses_ring(const Board& board, const Answer& answer);

/// Counts one reference answer: queries, yes/no, yes-N-turns, ring.
void count_answer(Tally& tally, const Board& board, const Answer& truth);
/// Counts one case: open (< 25% tiles) or dense, and the rules.
void count_case(Tally& tally, const Board& board, const Config& config);

/// A check of one query of a prepared case: why the law fails there, or nothing.
using QueryCheck = std::function<std::optional<std::string>(const Case& c, const Query& q)>;
/// The laws' common walk: for each case, counts it, calls `prepare(c)` (the solvers and oracles
/// take the board), then `check` on each query; the first failure, prefixed with where it is.
std::optional<std::string> for_each_query(const LinkInput& input, Tally& tally,
                                          const std::function<void(const Case&)>& prepare,
                                          const QueryCheck& check);

/// for_each_query with `solver` prepared on each case.
std::optional<std::string> for_each_query(Solver& solver, const LinkInput& input, Tally& tally,
                                          const QueryCheck& check);

/// for_each_query with a fresh solver and the oracle prepared on each case: `compare(truth, got)`
/// says why the solver's answer breaks the law. The reference answer is the one tallied.
std::optional<std::string> against_oracle(
    const SolverInfo& solver, const LinkInput& input, Tally& tally,
    const std::function<std::optional<std::string>(const Answer& truth, const Answer& got)>&
        compare);

/// "case 2, query 3 (1,2)-(3,4)" for messages.
std::string where(std::size_t case_index, std::size_t query_index, const Query& q);
std::string yes_no(bool yes);

}  // namespace llk::link::props
