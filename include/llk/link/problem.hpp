#pragma once
/// The link check (HDU 1175, SPEC section 1) as a problem plug-in.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "llk/link/solver.hpp"
#include "llk/problem.hpp"

namespace llk::link {

/// The link check: judge format, Boost.Graph oracle, production solvers, mutants, laws,
/// stress schedule, shrink passes and drawing.
std::shared_ptr<const Problem> make_problem();
/// Rules and K from parameters (defaults hdu and 2); throws std::invalid_argument naming the bad
/// one. Problems built on the link check take the same parameters.
Config config_of(const Params& params);
/// Rules and K as parameters, as NAME.txt keeps them.
Params params_of(const Config& config);

/// A link solver kind as a subject, judged answer by answer, witness by witness and (when it
/// reports them) on its fewest turns; `label` says "solver NAME" or "mutant NAME". `problem`
/// (the link check's) judges each answer line and must outlive the subject.
std::unique_ptr<Subject> solver_subject(const Problem& problem, const SolverInfo& info,
                                        bool mutant);

/// The oracle's fewest turns and the class of each query, kept in Expected::detail.
struct OracleTurns {
  std::vector<int> turns;
  std::vector<std::uint8_t> classes;  ///< indices into query_classes(): no string per query
};

/// How far a NO of two equal tiles is from a YES: no path at all, or a path whose fewest turns
/// are K + 1, or more.
enum class Beyond : std::uint8_t { no_path, by_one, more };

/// Triage: the class of a query by what it asks and how the oracle answers it (`beyond`: for a
/// NO of equal tiles), as an index into query_classes() ("same-cell", "turns-over-by-1", ...).
std::uint8_t query_class(const Board& board, const Query& query, const Answer& oracle,
                         Beyond beyond = Beyond::no_path);
const std::vector<std::pair<std::string, std::string>>& query_classes();
/// Why class `cls` cannot occur under `config` ("rules=hdu keep every path on the board").
std::optional<std::string> class_impossible(std::string_view cls, const Config& config);
/// Counts what `input` covers (board sides, rules, values, answers, query classes).
void cover(const LinkInput& input, const Expected& expected, Coverage& coverage);
/// The same text for inputs equal up to the 8 symmetries of each board, a relabelling of its
/// values below 256 (larger ones are kept: narrow value types fail on them) and the order of
/// each query's endpoints.
std::string canonical_text(const LinkInput& input);

}  // namespace llk::link
