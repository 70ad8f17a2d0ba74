/// Inputs through subjects against the oracle, and failures made small.

#include "llk/engine/differential.hpp"

#include <future>

namespace llk {

namespace {

/// How many of the last inputs shrinking kept are held to fall back on when the smallest one
/// does not fail again.
constexpr std::size_t kKeptForFallback = 8;

bool needs_oracle(const std::string& kind) {
  // A crash or a limit is judged before any answer: no oracle needed (big inputs are slow).
  return !failure_kind::ends_run(kind);
}
}  // namespace

Checked check_input(const Problem& problem, const Input& input,
                    const std::vector<Subject*>& subjects) {
  Checked c;
  c.expected = problem.oracle(input);
  for (Subject* s : subjects) {
    if (!s->supports(input)) {
      c.verdicts.emplace_back();
      continue;
    }
    c.verdicts.emplace_back(s->run(input, c.expected));
  }
  return c;
}

Verdict judge_with_oracle(const Problem& problem, Subject& subject, const Input& input,
                          Expected& expected) {
  if (subject.in_process()) {
    expected = problem.oracle(input);
    return subject.run(input, expected);
  }
  auto oracle = std::async(std::launch::async, [&] { return problem.oracle(input); });
  bool ready = false;
  Verdict v = subject.judge(input, [&]() -> const Expected& {
    if (!ready) expected = oracle.get();
    ready = true;
    return expected;
  });
  if (!ready) expected = oracle.get();
  return v;
}

std::size_t first_wrong_unit(const Problem& problem, const Input& input, const Expected& expected,
                             const std::vector<std::string>& got) {
  std::size_t u = 0;
  while (u < expected.lines.size() && u < got.size() &&
         !problem.judge_answer(input, expected, u, got[u]))
    ++u;
  return u;
}

StillFails still_fails(const Problem& problem, Subject& subject, const std::string& kind) {
  return [&problem, &subject, kind](const Input& candidate) {
    if (problem.cases(candidate) == 0 || !subject.supports(candidate)) return false;
    const Expected e = needs_oracle(kind) ? problem.oracle(candidate) : Expected{};
    return subject.run(candidate, e).kind == kind;
  };
}

Shrunk shrink_failure(const Problem& problem, Subject& subject, const Input& input,
                      const Verdict& verdict, double max_seconds) {
  return shrink_unit(problem, subject, input, verdict.first_bad_unit, verdict.kind, max_seconds);
}

namespace {

/// The unit alone, its case alone, the cases up to it: the first that fails (with `kind`, or
/// with any kind when none is given) is where shrinking starts; the kind it shows.
std::string isolate(const Problem& problem, Subject& subject, std::size_t unit,
                    const std::string& kind, const std::function<bool(const Input&)>& allowed,
                    Shrunk& s) {
  for (Input& small : problem.isolate(s.input, unit)) {
    ++s.tests;
    if (problem.cases(small) == 0 || !subject.supports(small) || (allowed && !allowed(small)))
      continue;
    const Verdict v = subject.run(small, problem.oracle(small));
    if (v.failed() && (kind.empty() || v.kind == kind)) {
      s.input = std::move(small);
      return v.kind;
    }
  }
  return kind.empty() ? subject.run(s.input, problem.oracle(s.input)).kind : kind;
}

/// A failure at the edge (a stack overflow right at the limit, a race) may pass the next run:
/// the artifact must replay, so fall back on the inputs `kept` before it, newest first, then the
/// one shrinking started from, then the whole input; false when none fails again.
bool fall_back(const Problem& problem, Subject& subject, const std::vector<Input>& kept,
               const Input& start, const Input& input,
               const std::function<bool(const Input&)>& again, Shrunk& s) {
  std::vector<const Input*> fallback;
  for (auto it = kept.rbegin(); it != kept.rend(); ++it) fallback.push_back(&*it);
  fallback.push_back(&start);
  fallback.push_back(&input);
  for (const Input* in : fallback) {
    if (problem.cases(*in) == 0 || !subject.supports(*in)) continue;
    ++s.tests;
    if (!again(*in)) continue;
    s.input = *in;
    s.recurred = true;
    s.one_minimal = false;
    return true;
  }
  return false;
}

}  // namespace

Shrunk shrink_unit(const Problem& problem, Subject& subject, const Input& input, std::size_t unit,
                   const std::string& kind, double max_seconds, int max_slow_tests,
                   const std::function<bool(const Input&)>& allowed) {
  Shrunk s;
  s.input = input;
  const std::string shown = isolate(problem, subject, unit, kind, allowed, s);
  const Input start = s.input;
  std::vector<Input> kept;  // the last inputs shrinking kept, each seen failing once
  if (max_seconds > 0 && !shown.empty()) {
    const StillFails fails = still_fails(problem, subject, shown);
    // A test that times out costs the whole limit: after a few of them, keep what we have.
    int slow = 0;
    const StillFails pred = [&](const Input& candidate) {
      const bool costly = shown == failure_kind::time_limit || shown == failure_kind::idle;
      if (costly && slow >= max_slow_tests) return false;
      if (allowed && !allowed(candidate)) return false;
      const bool failed = fails(candidate);
      if (failed && costly) ++slow;
      if (failed) {  // the last few kept, newest last, to fall back on (below)
        if (kept.size() == kKeptForFallback) kept.erase(kept.begin());
        kept.push_back(candidate);
      }
      return failed;
    };
    const bool keep = subject.fixed_params();
    ShrinkLimits limits;
    limits.max_seconds = max_seconds;
    ShrinkResult r = shrink(
        s.input, [&problem, keep](const Input& i) { return problem.shrink_passes(i, keep); }, pred,
        limits);
    s.input = std::move(r.input);
    s.tests += r.tests_run;
    s.one_minimal = r.one_minimal && slow < max_slow_tests;
  }
  const auto again = [&](const Input& in) {
    s.verdict = subject.run(in, problem.oracle(in));
    return !s.verdict.kind.empty() && (kind.empty() || s.verdict.kind == kind);
  };
  s.recurred = again(s.input);
  if (s.recurred || fall_back(problem, subject, kept, start, input, again, s)) return s;
  s.verdict = subject.run(s.input, problem.oracle(s.input));
  return s;
}

}  // namespace llk
