#pragma once
/// What llk checks: anything that answers a problem's input. A production solver, a mutant and
/// an external program are all subjects, so every engine works on each of them.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "llk/core/input.hpp"

namespace llk {

/// The failure kinds every subject can show, named as judges name their verdicts and written
/// so in artifacts ("" is a pass). Problems add their own (invalid-witness, illegal-removal, ...).
namespace failure_kind {
inline constexpr const char* wrong_answer = "wrong-answer";
inline constexpr const char* runtime_error = "runtime-error";  ///< a signal or a non-zero exit
inline constexpr const char* time_limit = "time-limit";        ///< CPU time past the limit
inline constexpr const char* idle = "idle";                    ///< the wall-clock cap, not busy
inline constexpr const char* memory_limit = "memory-limit";    ///< peak memory past the limit
inline constexpr const char* bad_output = "bad-output";        ///< presentation: no answer
inline constexpr const char* output_limit = "output-limit";    ///< stdout past the output limit
inline constexpr const char* exception = "exception";
/// Right alone in a fresh process, wrong after earlier inputs in a kept one (--serve).
inline constexpr const char* state_leak = "state-leak";
/// True for the kinds of a run that did not end by itself (a limit, a crash): the answers it
/// gave before are not judged one by one.
bool ends_run(const std::string& kind);
}  // namespace failure_kind

/// The oracle's answers to an input: one line per unit, and whatever else the problem's own
/// subjects check (fewest turns, say) in `detail`.
struct Expected {
  std::vector<std::string> lines;
  Input detail;
};

/// The judgement of one run of a subject against the expected answers.
struct Verdict {
  std::string kind;                ///< "" when every answer is right, else a failure kind
  std::string detail;              ///< what went wrong, in words
  std::vector<std::string> got;    ///< the answer lines it gave (at most one per unit)
  std::size_t first_bad_unit = 0;  ///< 0-based unit (over the whole input) first wrong or missing
  /// Every unit judged wrong, first_bad_unit first (just that one for a crash or a timeout):
  /// triage classifies and minimizes each.
  std::vector<std::size_t> bad_units;
  std::vector<std::string> bad_kinds;  ///< the failure kind of each of bad_units
  double seconds = 0;                  ///< wall time of the run
  double cpu_seconds = 0;              ///< a program's CPU time (0 in process)
  std::int64_t memory_bytes = 0;       ///< a program's peak resident memory (0 in process)
  /// llk cut the run off (an interrupt, the engine's deadline): neither right nor wrong.
  bool cut = false;
  bool failed() const { return !kind.empty(); }

  /// Records unit `unit` as wrong: the verdict's kind and detail are its first bad unit's.
  void mark_bad(std::size_t unit, std::string unit_kind, std::string why) {
    bad_units.push_back(unit);
    bad_kinds.push_back(unit_kind);
    if (failed()) return;
    kind = std::move(unit_kind);
    detail = std::move(why);
    first_bad_unit = unit;
  }
  /// The run stopped at `unit` (a throw, a crash): that is the verdict, ahead of any bad unit.
  void stop_at(std::size_t unit, std::string stop_kind, std::string why) {
    bad_units.insert(bad_units.begin(), unit);
    bad_kinds.insert(bad_kinds.begin(), stop_kind);
    kind = std::move(stop_kind);
    detail = std::move(why);
    first_bad_unit = unit;
  }
};

/// Something that answers a problem's inputs; one instance answers many inputs in turn.
class Subject {
 public:
  virtual ~Subject() = default;
  /// "solver linescan", "mutant corner-unchecked", "program './judge'".
  virtual std::string label() const = 0;
  /// The flags that name it on the command line: "--solver linescan", "--cmd './judge'".
  virtual std::string flags() const = 0;
  /// The limits it runs under, as flags (" --timeout 10s --memory-limit 32MiB"); "" in process.
  /// Artifacts record them after flags(), so a replay runs it under the same limits.
  virtual std::string limit_flags() const { return ""; }
  /// The CPU time one run of it may take, in seconds (0 in process): how long past a budget's
  /// end a run still going may last.
  virtual double time_limit() const { return 0; }
  /// A short name for artifact file names: "linescan", "cmd".
  virtual std::string short_name() const = 0;
  /// False when it cannot answer under this input's parameters (K above its limit, say).
  virtual bool supports(const Input& input) const { return true; }
  /// True when its parameters are fixed outside the input (a program's own command line): the
  /// minimizer must then keep rules and K as they are.
  virtual bool fixed_params() const { return false; }
  /// True when it runs in this process (a crash would take llk down with it).
  virtual bool in_process() const { return true; }
  /// Does ahead of the first input what that input would otherwise wait for (a kept program's
  /// start-up), so several jobs start at once; a failure here shows at the first input.
  virtual void start() {}
  /// Answers `input` and judges the answers against the oracle's, which `expected` gives when
  /// first called (a program runs while the oracle works).
  virtual Verdict judge(const Input& input, const std::function<const Expected&()>& expected) = 0;
  /// The same with the answers at hand.
  Verdict run(const Input& input, const Expected& expected) {
    return judge(input, [&expected]() -> const Expected& { return expected; });
  }
};

}  // namespace llk
