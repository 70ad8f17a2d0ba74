#pragma once
/// The one RapidCheck runner of every problem's laws: a law's cases drawn by seed, count and size
/// (LawRun), a failure shrunk, and the problem-independent LawOutcome with its reproduce string.

#include <rapidcheck.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "llk/core/input.hpp"
#include "llk/problem.hpp"

namespace llk::rc_support {

/// What the passing cases of a law exercised: tag -> count (a problem's coverage of its laws).
using Tags = std::map<std::string, int>;

/// Why a case breaks the law, or nothing. It may draw more (`*gen`) and RC_ASSERT (rc::state).
using CaseCheck = std::function<std::optional<std::string>(Tags& tags)>;

/// The non-template core: runs `draw_and_check` as the RapidCheck property `id` for run.cases
/// cases of sizes up to run.max_size, seeded by run.seed; `keep_failing` runs after each failing
/// case (the last one is the minimized counterexample). With RC_PARAMS="reproduce=..." only the
/// property it names runs; the others pass with 0 cases. Never runs two at once (RapidCheck keeps
/// global state).
LawOutcome run_property(const std::string& id, const LawRun& run, const CaseCheck& draw_and_check,
                        const std::function<void()>& keep_failing);

/// run_property over cases of type T drawn from `gen`: `check(value, tags)` says why a case
/// breaks the law; the minimized failing case becomes the outcome's counterexample via `as_input`.
template <class T>
LawOutcome run_law(const std::string& id, const LawRun& run, const rc::Gen<T>& gen,
                   const std::function<std::optional<std::string>(const T&, Tags&)>& check,
                   const std::function<Input(const T&)>& as_input) {
  std::optional<T> current, failing;
  LawOutcome out = run_property(
      id, run,
      [&](Tags& tags) {
        current.reset();
        current.emplace(*gen);
        return check(*current, tags);
      },
      [&] { failing = current; });
  if (!out.passed && failing) {
    out.counterexample = as_input(*failing);
    out.minimized = true;
  }
  return out;
}

}  // namespace llk::rc_support
