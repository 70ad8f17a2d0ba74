#pragma once
/// The one differential loop step of `llk stress` and `llk verify`: an input through subjects
/// and the oracle (once), and a failure shrunk while it keeps its kind.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "llk/problem.hpp"

namespace llk {

/// The oracle's answers to one input and each subject's verdict (nullopt: it does not support
/// the input's parameters, so it was not run).
struct Checked {
  Expected expected;
  std::vector<std::optional<Verdict>> verdicts;
};
Checked check_input(const Problem& problem, const Input& input,
                    const std::vector<Subject*>& subjects);

/// `subject`'s verdict on `input`, the oracle's answers put into `expected`; for a subject in
/// another process the oracle works while the program runs.
Verdict judge_with_oracle(const Problem& problem, Subject& subject, const Input& input,
                          Expected& expected);

/// The first unit (0-based) whose answer in `got` the problem judges wrong (judge_answer: a problem with more than one right answer
/// clear line in another valid order is right), or the first unanswered; expected's size when none.
std::size_t first_wrong_unit(const Problem& problem, const Input& input, const Expected& expected,
                             const std::vector<std::string>& got);

/// True while `subject` still fails on a candidate with failure kind `kind`.
StillFails still_fails(const Problem& problem, Subject& subject, const std::string& kind);

/// A failure made small: isolated (the unit alone, its case, the cases up to it), then shrunk.
struct Shrunk {
  Input input;
  Verdict verdict;  ///< the subject's verdict on the small input
  int tests = 0;
  bool one_minimal = false;
  bool recurred = true;  ///< false: the small input no longer fails (flaky subject)
};
/// `max_seconds` <= 0: isolate only.
Shrunk shrink_failure(const Problem& problem, Subject& subject, const Input& input,
                      const Verdict& verdict, double max_seconds);
/// The same for failing unit `unit`, keeping failure kind `kind` (empty: the kind its isolated
/// input shows). A timeout stops shrinking after `max_slow_tests` tests that took the whole
/// limit, and keeps the smallest input found so far. Only candidates `allowed` accepts (when
/// given) are kept: stress's --skip keeps skipped classes out of the minimized input too.
Shrunk shrink_unit(const Problem& problem, Subject& subject, const Input& input, std::size_t unit,
                   const std::string& kind, double max_seconds, int max_slow_tests = 3,
                   const std::function<bool(const Input&)>& allowed = {});

}  // namespace llk
