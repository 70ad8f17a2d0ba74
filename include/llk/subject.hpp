#pragma once
/// What llk checks: anything that answers a problem's input. A production solver, a mutant and
/// an external program are all subjects, so every engine works on each of them.

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "llk/core/input.hpp"

namespace llk {

/// The failure kinds every subject can show, as written in artifacts ("" is a pass). Problems
/// add their own (invalid-witness, wrong-turns, ...).
namespace failure_kind {
inline constexpr const char* wrong_answer = "wrong-answer";
inline constexpr const char* crash = "crash";
inline constexpr const char* timeout = "timeout";
inline constexpr const char* bad_output = "bad-output";
inline constexpr const char* exception = "exception";
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
  bool failed() const { return !kind.empty(); }
};

/// Something that answers a problem's inputs; one instance answers many inputs in turn.
class Subject {
 public:
  virtual ~Subject() = default;
  /// "solver linescan", "mutant corner-unchecked", "program './judge'".
  virtual std::string label() const = 0;
  /// The flags that name it on the command line: "--solver linescan", "--cmd './judge'".
  virtual std::string flags() const = 0;
  /// A short name for artifact file names: "linescan", "cmd".
  virtual std::string short_name() const = 0;
  /// False when it cannot answer under this input's parameters (K above its limit, say).
  virtual bool supports(const Input& input) const { return true; }
  /// True when its parameters are fixed outside the input (a program's own command line): the
  /// minimizer must then keep rules and K as they are.
  virtual bool fixed_params() const { return false; }
  /// True when it runs in this process (a crash would take llk down with it).
  virtual bool in_process() const { return true; }
  /// Answers `input` and judges the answers against the oracle's, which `expected` gives when
  /// first called (a program runs while the oracle works).
  virtual Verdict judge(const Input& input, const std::function<const Expected&()>& expected) = 0;
  /// The same with the answers at hand.
  Verdict run(const Input& input, const Expected& expected) {
    return judge(input, [&expected]() -> const Expected& { return expected; });
  }
};

}  // namespace llk
