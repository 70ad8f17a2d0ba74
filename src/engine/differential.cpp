/// Inputs through subjects against the oracle, and failures made small.

#include "llk/engine/differential.hpp"

namespace llk {

namespace {
bool needs_oracle(const std::string& kind) {
  // A crash or a timeout is judged before any answer: no oracle needed (big inputs are slow).
  return kind != failure_kind::crash && kind != failure_kind::timeout;
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
  const StillFails pred = still_fails(problem, subject, verdict.kind);
  Shrunk s;
  s.input = input;
  for (Input& small : problem.isolate(input, verdict.first_bad_unit)) {
    ++s.tests;
    if (pred(small)) {
      s.input = std::move(small);
      break;
    }
  }
  if (max_seconds > 0) {
    const bool keep = subject.fixed_params();
    ShrinkLimits limits;
    limits.max_seconds = max_seconds;
    ShrinkResult r = shrink(
        s.input, [&problem, keep](const Input& i) { return problem.shrink_passes(i, keep); }, pred,
        limits);
    s.input = std::move(r.input);
    s.tests += r.tests_run;
    s.one_minimal = r.one_minimal;
  }
  s.verdict = subject.run(s.input, problem.oracle(s.input));
  s.recurred = s.verdict.kind == verdict.kind;
  return s;
}

}  // namespace llk
