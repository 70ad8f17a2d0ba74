#pragma once
/// The problem interface: a judge problem as a plug-in (problems/registry.cpp lists them).
/// It brings its format, oracle, solvers, mutants, laws, generators, shrink steps and drawing;
/// the engines (solve, check, verify, stress, minimize, replay, show) are written once over it.

#include <any>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "llk/core/artifact.hpp"
#include "llk/core/input.hpp"
#include "llk/core/position.hpp"
#include "llk/core/registry.hpp"
#include "llk/core/shrink.hpp"
#include "llk/enumeration.hpp"
#include "llk/subject.hpp"

namespace llk {

/// Parameters that are not part of the judge format (rules, K): given on the command line,
/// kept in NAME.txt. Only the ones given are present.
using Params = std::map<std::string, std::string>;

/// How an input is read: the judge's limits, or relaxed ones with a memory cap.
struct ReadOptions {
  bool relaxed = false;              ///< lift the judge limits (sizes, query count)
  std::size_t memory_cap_mb = 2048;  ///< under relaxed, the most one board may take
};

/// Every complete case of a text, and the error that stopped reading, if any.
struct ReadResult {
  Input input;
  std::optional<ParseError> error;
};

/// A judge's limits for a group of languages other than C and C++ (HDU: "Java/Others").
struct LanguageLimits {
  std::string language;  ///< its --lang name ("java": a JVM, and HDU's "Others")
  double cpu_seconds = 10;
  std::int64_t memory_bytes = 0;  ///< 0: none stated
};

/// The limits a judge states for a program of the problem: the defaults of a program's
/// --timeout (CPU time) and --memory-limit, for C and C++ and for the other languages.
struct JudgeLimits {
  double cpu_seconds = 10;
  std::int64_t memory_bytes = 0;  ///< 0: none stated
  std::vector<LanguageLimits> languages;
  /// The limits for `language` (empty, "c", "c++", "cpp": these; else one of `languages`);
  /// nullopt for a language the problem states no limits for.
  std::optional<JudgeLimits> for_language(const std::string& language) const {
    if (language.empty() || language == "c" || language == "c++" || language == "cpp") return *this;
    for (const LanguageLimits& l : languages)
      if (l.language == language || (language == "other" && l.language == "java"))
        return JudgeLimits{l.cpu_seconds, l.memory_bytes, {}};
    return std::nullopt;
  }
};

/// What `Problem::solve` answers with: a solver (or a mutant of the zoo) under parameters.
struct SolveRequest {
  std::string solver;   ///< empty: the fastest production solver that supports the parameters
  bool mutant = false;  ///< `solver` names a mutant (llk-mutant runs the zoo as programs)
  Params params;
  ReadOptions read;
};

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

struct Explanation;
class Coverage;
class FuzzMutation;

/// A named law every solver of the problem must obey.
struct Law {
  std::string name;
  std::string description;
  /// Checks the solver on the cases `run` draws; throws std::invalid_argument when `solver` names
  /// none of the problem's (or holds another problem's SolverInfo).
  std::function<LawOutcome(const SolverRef& solver, const LawRun& run)> check;
  bool per_solver = true;  ///< false: it checks the problem itself (run once, not per solver)
};

/// A judge problem as a plug-in. Inputs are opaque to the engines (llk::Input).
class Problem {
 public:
  virtual ~Problem() = default;

  /// Its name on the command line (`--problem NAME`), as the registry has it.
  virtual std::string name() const = 0;
  /// One line for `llk problems`.
  virtual std::string summary() const = 0;
  /// The judge format in a few lines, for `llk problems` and --help.
  virtual std::string format_help() const = 0;
  /// What one answer line answers: "query", "maze"; and its plural.
  virtual std::string unit_name() const = 0;
  virtual std::string units_name() const { return unit_name() + "s"; }
  /// The parameters it takes (rules, turns) with their defaults, for `llk problems`.
  virtual std::vector<std::pair<std::string, std::string>> param_defaults() const { return {}; }
  /// The judge's limits for a C/C++ program (shown by `llk problems`).
  virtual JudgeLimits judge_limits() const { return {}; }

  // The judge format.
  /// Reads every complete case of `text` under `params`; throws std::invalid_argument on a bad
  /// parameter (the message names it).
  virtual ReadResult read(std::string_view text, const Params& params,
                          const ReadOptions& options) const = 0;
  virtual std::string write(const Input& input) const = 0;
  /// Strict validation: every violation in input order, empty when the input is valid.
  virtual std::vector<ParseError> validate(std::string_view text,
                                           const ReadOptions& options) const = 0;
  /// The parameters an input holds, as NAME.txt keeps them.
  virtual Params params(const Input& input) const = 0;
  /// The same input under other parameters (only those given change); throws
  /// std::invalid_argument on a bad one. A program's parameters are fixed on its command line.
  virtual Input with_params(const Input& input, const Params& params) const { return input; }
  /// Units (answer lines) and cases of an input, and its cells (the size minimization lowers).
  virtual std::size_t units(const Input& input) const = 0;
  virtual std::size_t cases(const Input& input) const = 0;
  virtual std::size_t cells(const Input& input) const = 0;
  /// "3 x 4 board, 1 query" or "2 cases (3 x 4, 5 x 5), 7 queries".
  virtual std::string size_text(const Input& input) const = 0;
  /// Case (0-based) and unit within it of a unit numbered over the whole input.
  virtual std::pair<std::size_t, std::size_t> locate(const Input& input,
                                                     std::size_t unit) const = 0;
  /// Smaller inputs that may show the failure of `unit`, smallest first: the unit alone, its case
  /// alone, the cases up to it.
  virtual std::vector<Input> isolate(const Input& input, std::size_t unit) const = 0;

  // Answers.
  virtual Expected oracle(const Input& input) const = 0;
  /// True for a line a correct program could print for one unit ("YES", "NO").
  virtual bool well_formed_answer(std::string_view line) const {
    return line == "YES" || line == "NO";
  }
  /// Why `got` is a wrong answer for `unit` (0-based), or nothing when it is right.
  virtual std::optional<std::string> judge_answer(const Input& input, const Expected& expected,
                                                  std::size_t unit, std::string_view got) const;
  /// `llk solve`: answers every case of `text` as `request` says, one line per unit on `out`, as
  /// it reads; `consumed(offset)` says how much of the text it will not look at again. Returns
  /// the parse error that stopped it. Throws std::invalid_argument on an unknown solver or
  /// unsupported parameters.
  virtual std::optional<ParseError> solve(
      std::string_view text, const SolveRequest& request, std::ostream& out,
      const std::function<void(std::size_t)>& consumed) const = 0;

  // Subjects.
  virtual std::vector<SolverListing> solvers(bool mutants) const = 0;
  /// A solver as a subject, in process: a registered one (nullptr when there is none of that
  /// name) or the user's own; throws std::invalid_argument when `own` is not of this problem.
  virtual std::unique_ptr<Subject> solver(const SolverRef& solver) const = 0;
  /// A production solver (or a mutant) by name; nullptr when there is none of that name.
  std::unique_ptr<Subject> solver(const std::string& name, bool mutant) const {
    return solver(SolverRef{name, mutant, {}});
  }
  /// The header of this problem's own C plug-in ABI ("llk/link/plugin.h"), whose plug-ins
  /// llk-plugin-host loads for --plugin; empty when the problem has none.
  virtual std::string plugin_header() const { return {}; }
  /// The production solver `llk solve` would use on this input (the fastest that supports its
  /// parameters): the yardstick a program's timeout is reported against.
  virtual std::unique_ptr<Subject> default_solver(const Input& input) const = 0;

  // Generation and shrinking.
  /// Input `index` of the stress schedule for `seed` (a pure function of both and `params`);
  /// sizes grow from tiny to judge size.
  virtual Input schedule(std::uint64_t seed, std::uint64_t index, const Params& params) const = 0;
  /// Inputs of one differential work item of `llk verify` in `round`, and input `index` of it
  /// (a pure function of seed, round and index; parameters are drawn too).
  virtual int differential_inputs(int round) const = 0;
  virtual Input differential_input(std::uint64_t seed, int round, int index) const = 0;
  /// True for rounds of judge-size inputs, left out of the small-input throughput figure.
  virtual bool differential_big_round(int round) const { return false; }
  /// The inputs `llk testset` chooses its tests from, under `params` (a pure function of both):
  /// the problem's judge-size worst cases and breadth; by default the schedule's first inputs.
  virtual std::vector<TestCandidate> test_candidates(std::uint64_t seed,
                                                     const Params& params) const;
  /// The shrink passes for an input as it stands; `keep_params`: rules and K stay as they are.
  virtual std::vector<ShrinkPass> shrink_passes(const Input& input, bool keep_params) const = 0;
  /// A canonical form: inputs that show the same bug the same way compare equal.
  virtual std::string canonical(const Input& input) const { return write(input); }
  /// The class of unit `unit` (0-based) for triage and --skip, from the input and the oracle's
  /// answers: "same-cell", "ring", ...; "" when the problem has no classes.
  virtual std::string classify(const Input& input, std::size_t unit,
                               const Expected& expected) const {
    return "";
  }
  /// Every class classify() gives, with what it means.
  virtual std::vector<std::pair<std::string, std::string>> unit_classes() const { return {}; }
  /// Why no unit of class `cls` can occur under `params` ("rules=hdu keep every path on the
  /// board"), or nothing: manifests and coverage tables tell these apart from classes not hit.
  virtual std::optional<std::string> class_impossible(const std::string& cls,
                                                      const Params& params) const {
    return std::nullopt;
  }
  /// The input without the units `drop` names (cases left empty go too), for --skip.
  virtual Input without_units(const Input& input,
                              const std::function<bool(std::size_t unit)>& drop) const {
    return input;
  }

  /// Every input up to `scope` under `params`, in size order, with every unit (`llk prove`):
  /// no symmetry of the subject assumed. nullptr: the problem has none. Throws
  /// std::invalid_argument on a bad parameter or a scope past the judge's limits.
  virtual std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope,
                                                       const Params& params) const {
    return nullptr;
  }

  /// Why mutant `name`'s bug cannot show in any answer under `params` ("it is wrong under the
  /// classic rules only"), or nothing: `llk testset` then asks no test to kill it.
  virtual std::optional<std::string> mutant_hidden(const std::string& name,
                                                   const Params& params) const {
    return std::nullopt;
  }

  // Laws.
  virtual const std::vector<Law>& laws() const = 0;
  /// Its weight in the budget of a `llk verify` over several problems.
  virtual double verify_share() const { return 1; }

  // Drawing.
  /// The case holding `unit` (0-based), the unit marked and the oracle's witness drawn, in text.
  /// `got` is what a subject answered ("" when unknown): a wrong answer is drawn beside the
  /// oracle's, with why the oracle answers as it does.
  virtual std::string draw(const Input& input, std::size_t unit, std::string_view got) const = 0;
  /// The same as an SVG picture.
  virtual std::string draw_svg(const Input& input, std::size_t unit,
                               std::string_view got) const = 0;
  /// Counts what `input` covers (sizes, answers, classes, ...) into `coverage`, and marks it
  /// "judge-size" when it is one: the table at the end of every stress and verify run.
  virtual void cover(const Input& input, const Expected& expected, Coverage& coverage) const = 0;
  /// The unit named, the oracle's answer and why, in words (`llk explain`, `show --why`).
  virtual Explanation explain(const Input& input, std::size_t unit) const = 0;

  // Fuzzing (llk/fuzz.hpp, fuzz_NAME_differential).
  /// A valid input decoded from any bytes (bytes past the end read as 0); a one-byte change
  /// changes one cell, one unit or one parameter. nullopt: the problem has no decoding.
  virtual std::optional<Input> decode(std::span<const std::uint8_t> bytes) const {
    return std::nullopt;
  }
  /// Structure-aware mutation of decoded inputs (llk/fuzz_mutation.hpp: encode, steps, splice)
  /// for the custom mutator of every fuzz target; nullptr: libFuzzer's byte mutations alone.
  virtual std::shared_ptr<const FuzzMutation> fuzz_mutation() const { return nullptr; }
};

/// One unit explained: which it is ("case 1 (3 x 4), query 2: (1,1) - (2,3), rules=hdu K=2"),
/// and the oracle's answer with its reason ("NO: the tiles differ (1 and 2)").
struct Explanation {
  std::string unit;
  std::string why;
};

/// A problem as registered: the engines get the registry passed in (they never name a problem).
struct ProblemInfo {
  std::string name;
  std::shared_ptr<const Problem> problem;
};
using ProblemRegistry = Registry<ProblemInfo>;

}  // namespace llk
