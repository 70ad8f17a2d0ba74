/// Inputs through subjects against the oracle, and failures made small.

#include "llk/engine/differential.hpp"

namespace llk {

namespace {
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

Shrunk shrink_unit(const Problem& problem, Subject& subject, const Input& input, std::size_t unit,
                   const std::string& kind, double max_seconds, int max_slow_tests,
                   const std::function<bool(const Input&)>& allowed) {
  Shrunk s;
  s.input = input;
  std::string shown = kind;
  // The unit alone, its case alone, the cases up to it: the first that fails (with `kind`, or
  // with any kind when none is given) is where shrinking starts.
  for (Input& small : problem.isolate(input, unit)) {
    ++s.tests;
    if (problem.cases(small) == 0 || !subject.supports(small) || (allowed && !allowed(small)))
      continue;
    const Verdict v = subject.run(small, problem.oracle(small));
    if (v.failed() && (kind.empty() || v.kind == kind)) {
      s.input = std::move(small);
      shown = v.kind;
      break;
    }
  }
  if (shown.empty()) shown = subject.run(s.input, problem.oracle(s.input)).kind;
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
  s.verdict = subject.run(s.input, problem.oracle(s.input));
  s.recurred = !s.verdict.kind.empty() && (kind.empty() || s.verdict.kind == kind);
  return s;
}

}  // namespace llk
