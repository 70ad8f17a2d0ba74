#pragma once
/// The subjects facet of a problem: its production solvers and mutants as subjects, and `llk
/// solve` over them (by default: the whole text read, then answered by the subject).

#include <any>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "llk/core/input.hpp"
#include "llk/core/position.hpp"
#include "llk/problem_format.hpp"
#include "llk/subject.hpp"

namespace llk {

class Problem;

/// What `Problem::solve` answers with: a solver (or a mutant of the zoo) under parameters.
struct SolveRequest {
  std::string solver;   ///< empty: the fastest production solver that supports the parameters
  bool mutant = false;  ///< `solver` names a mutant (llk-mutant runs the zoo as programs)
  Params params;
  ReadOptions read;
};

/// A solver or mutant as listed by `llk solvers`.
struct SolverListing {
  std::string name;
  std::string description;
  std::string supports;  ///< what it answers: "hdu, classic; K <= 8; fewest turns", or ""
  /// False for a mutant whose bug a judge cannot see in its answers (only the laws can).
  bool judged = true;
  /// A mutant whose bug runs away (stack overflow, exponential search): it shows on judge-size
  /// inputs only and takes down the process it runs in, so it runs forked, as the zoo runs it.
  bool runaway = false;
};

/// A solver of the problem's kind: a registered one by name (a mutant when `mutant`), or one of
/// the user's own (`own` holds the problem's SolverInfo: check_solver, LLK_TEST_SOLVER).
struct SolverRef {
  std::string name;
  bool mutant = false;
  std::any own;  ///< empty: look `name` up in the problem's registries
};

/// The Info `ref` holds (a user's own) or, by its name, the one in `production` (or `mutants`);
/// nullptr when none has the name. Throws std::invalid_argument when `ref` holds another type.
template <class Info, class Registries>
const Info* find_solver_info(const SolverRef& ref, const Registries& production,
                             const Registries& mutants, const std::string& kind) {
  if (ref.own.has_value()) {
    if (const auto* own = std::any_cast<Info>(&ref.own)) return own;
    throw std::invalid_argument("solver '" + ref.name + "' is not " + kind);
  }
  return ref.mutant ? mutants.find(ref.name) : production.find(ref.name);
}

/// Its solvers and mutants. Required: solvers and solver(ref).
class ProblemSubjects {
 public:
  virtual ~ProblemSubjects() = default;

  virtual std::vector<SolverListing> solvers(bool mutants) const = 0;
  /// A solver as a subject, in process: a registered one (nullptr when there is none of that
  /// name) or the user's own; throws std::invalid_argument when `own` is not of this problem.
  virtual std::unique_ptr<Subject> solver(const SolverRef& solver) const = 0;
  /// A production solver (or a mutant) by name; nullptr when there is none of that name.
  std::unique_ptr<Subject> solver(const std::string& name, bool mutant) const {
    return solver(SolverRef{name, mutant, {}});
  }
  /// The production solver `llk solve` would use on this input (the fastest that supports its
  /// parameters): the yardstick a program's timeout is reported against. By default the first
  /// production solver that supports it.
  virtual std::unique_ptr<Subject> default_solver(const Input& input) const;
  /// `llk solve`: answers every case of `text` as `request` says, one line per unit on `out`, as
  /// it reads; `consumed(offset)` says how much of the text it will not look at again. Returns
  /// the parse error that stopped it. Throws std::invalid_argument on an unknown solver or
  /// unsupported parameters. By default the text is read whole, then answered by the subject.
  virtual std::optional<ParseError> solve(std::string_view text, const SolveRequest& request,
                                          std::ostream& out,
                                          const std::function<void(std::size_t)>& consumed) const;
  /// The header of this problem's own C plug-in ABI ("llk/link/plugin.h"), whose plug-ins
  /// llk-plugin-host loads for --plugin; empty when the problem has none.
  virtual std::string plugin_header() const { return {}; }
  /// Why mutant `name`'s bug cannot show in any answer under `params` ("it is wrong under the
  /// classic rules only"), or nothing: `llk testset` then asks no test to kill it.
  virtual std::optional<std::string> mutant_hidden(const std::string& name,
                                                   const Params& params) const {
    return std::nullopt;
  }

 protected:
  /// The problem this is a facet of, for the defaults that need its other facets.
  virtual const Problem& whole() const = 0;
};

}  // namespace llk
