#pragma once
// Private to tests/engine: running stress, replay and subjects the way the stress tests do.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>

#include "cli_support.hpp"
#include "llk/core/failure.hpp"
#include "llk/engine/check.hpp"
#include "llk/engine/minimize.hpp"
#include "llk/engine/replay.hpp"
#include "llk/engine/stress.hpp"
#include "llk/problems.hpp"

namespace llk {

inline const std::string kLlk = LLK_EXE;
inline const std::string kMutant = LLK_MUTANT_EXE;

struct StressRun {
  int status = -1;
  std::string out;
  std::vector<StoredInput> artifacts;
  std::vector<std::string> paths;  ///< their NAME.in
};

inline StressRun stress(const Problem& p, SubjectOptions subject, const test::TempDir& dir,
                        std::uint64_t max_inputs, Params params = {}, double minimize_seconds = 60,
                        int max_bugs = 1) {
  StressOptions opt;
  opt.subject = std::move(subject);
  opt.params = std::move(params);
  opt.budget_seconds = 300;  // a safety net: the input count bounds the run
  opt.max_inputs = max_inputs;
  opt.max_bugs = max_bugs;
  opt.seed = 12345;
  opt.jobs = 1;
  opt.out_dir = dir.str();
  opt.progress = false;
  opt.minimize_seconds = minimize_seconds;
  std::ostringstream out, err;
  StressRun r;
  r.status = run_stress(p, opt, out, err);
  r.out = out.str() + err.str();
  for (const auto& f : test::artifacts_in(dir.str())) {
    r.artifacts.push_back(read_input(f, &problems(), p, {}));
    r.paths.push_back(f);
  }
  return r;
}

/// Expects a failed run whose one artifact is a time limit: over `limit` ("1 s") of CPU time.
inline void expect_cpu_time_limit(const StressRun& r, const std::string& limit) {
  EXPECT_EQ(r.status, 1) << r.out;
  ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
  EXPECT_EQ(r.artifacts[0].report.get("kind"), "time-limit");
  const std::string detail = r.artifacts[0].report.get("detail");
  EXPECT_NE(detail.find("CPU time over the limit of " + limit), std::string::npos) << detail;
}

/// A program under `timeout` seconds of CPU time and no memory limit (a sanitized build of a
/// test program takes more than a judge allows; the memory tests give theirs).
inline SubjectOptions program(const std::string& cmd, double timeout = 5) {
  SubjectOptions s;
  s.command = cmd;
  s.limits.cpu_seconds = timeout;
  s.limits.memory_bytes = 0;
  return s;
}

/// The same program kept running across inputs.
inline SubjectOptions served(const std::string& cmd, double timeout = 5) {
  SubjectOptions s = program("", timeout);
  s.command.clear();
  s.serve = cmd;
  return s;
}

inline SubjectOptions mutant(const std::string& name) {
  SubjectOptions s;
  s.mutant = name;
  return s;
}

/// (kind, class) of every artifact, sorted: what a run found, whatever found it.
inline std::vector<std::string> found(const StressRun& r) {
  std::vector<std::string> out;
  for (const StoredInput& a : r.artifacts)
    out.push_back(a.report.get("kind") + " " + a.report.get("class"));
  std::sort(out.begin(), out.end());
  return out;
}

/// Replays through `subject`; none given: through every production solver, or with `own`,
/// through the subject each artifact records.
inline int replay(const std::string& path, SubjectOptions subject, std::string* out_text = nullptr,
                  bool own = false) {
  ReplayOptions o;
  o.path = path;
  o.subject = std::move(subject);
  o.solvers = !o.subject.given() && !own;
  std::ostringstream out, err;
  const int rc = run_replay(problems(), test::default_problem(), o, out, err);
  if (out_text) *out_text = out.str() + err.str();
  return rc;
}

class EveryProblem : public test::ProblemTest {
 protected:
  std::string mutant_cmd(const std::string& name) const {
    return kMutant + " --problem " + GetParam() + " " + name;
  }
};

/// The parameters a mutant's bug shows under: classic rules for one the default (hdu) hides.
inline Params params_for(const std::string& problem, const std::string& mutant) {
  if (test::problem(problem).mutant_hidden(mutant, {})) return {{"rules", "classic"}};
  return {};
}

}  // namespace llk
