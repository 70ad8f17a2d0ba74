/// `llk judge --minimize`: failing runs made small and kept as artifacts.

#include "judge_minimize.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <ostream>

#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/safe_text.hpp"
#include "llk/engine/bugs.hpp"
#include "llk/engine/differential.hpp"
#include "parallel.hpp"

namespace llk::engine_detail {
namespace {

/// One failing run to minimize.
struct Job {
  std::size_t test = 0, program = 0;
};

/// What makes two failing runs of one program the same failure before minimizing (stress's
/// signature, bug_signature()): a limit's kind, else kind, class and answer.
std::string signature(const JudgeMatrix& m, const JudgedTest& t, std::size_t p) {
  const Verdict& v = t.cells[p].verdict;
  const std::size_t unit = v.first_bad_unit;
  const bool known = t.input && t.expected && unit < t.expected->lines.size();
  const std::string cls = known ? m.problem->classify(*t.input, unit, *t.expected) : "";
  const std::string answer = known ? t.expected->lines[unit] : "";
  return fmt::format("{}|{}", p, bug_signature(v.kind, cls, answer));
}

/// Minimizes one run with `subject` and writes its artifact.
JudgeMinimized minimize_one(const JudgeMatrix& m, const Job& job, Subject& subject,
                            const JudgeOptions& opt) {
  const Problem& problem = *m.problem;
  const JudgedTest& t = m.tests[job.test];
  const Verdict& v = t.cells[job.program].verdict;
  const bool limit = is_limit(v.kind);
  // A limit at judge size is its own witness more often than not, and each try costs a limit.
  const double seconds = limit ? opt.minimize_seconds / 8 : opt.minimize_seconds;
  const std::size_t unit = std::min(v.first_bad_unit, problem.units(*t.input) - 1);
  Shrunk small = shrink_unit(problem, subject, *t.input, unit, v.kind, seconds, limit ? 1 : 3);
  Failure a;
  const std::string stem = std::filesystem::path(t.name).stem().string();
  a.name = {"judge", problem.name(), v.kind, stem, std::to_string(job.program + 1)};
  a.input = small.input;
  a.kind = small.recurred ? small.verdict.kind : v.kind;
  a.found_by = "judge";
  record_subject(a, subject);
  a.detail =
      small.recurred ? small.verdict.detail : v.detail + " (did not recur on the minimized input)";
  a.got = small.verdict.got;
  a.rerun.llk_command = "check";
  a.rerun.operands = shell_quote(t.name);
  a.rerun.args = m.params_flags;
  a.extra.set("test", t.name);
  const std::size_t small_unit = small.recurred ? small.verdict.first_bad_unit : 0;
  const Expected e = problem.oracle(small.input);
  if (const std::string cls = problem.classify(small.input, small_unit, e); !cls.empty())
    a.extra.set("class", cls);
  JudgeMinimized out;
  out.artifact = write_failure(opt.out_dir, problem, a);
  out.unit = std::min(small_unit, problem.units(small.input) - 1);
  out.got = out.unit < small.verdict.got.size() ? text::printable(small.verdict.got[out.unit]) : "";
  out.kind = a.kind;
  out.note = !small.recurred     ? "did not recur; the artifact keeps the input it failed on"
             : small.one_minimal ? fmt::format("1-minimal in {} tests", small.tests)
                                 : fmt::format("limit reached after {} tests", small.tests);
  out.input = std::move(small.input);
  return out;
}

}  // namespace

std::size_t minimize_runs(JudgeMatrix& m,
                          std::vector<std::vector<std::unique_ptr<Subject>>>& subjects,
                          const JudgeOptions& opt, std::ostream& err) {
  std::vector<Job> jobs;
  std::map<std::string, std::string> first;  // signature -> the anchor of the run minimized
  for (std::size_t t = 0; t < m.tests.size(); ++t)
    for (std::size_t p = 0; p < m.programs.size(); ++p) {
      JudgeCell& c = m.tests[t].cells[p];
      if (!c.judged || !c.verdict.failed() || !m.tests[t].input) continue;
      const auto [it, fresh] = first.emplace(signature(m, m.tests[t], p), run_anchor(t, p));
      if (fresh)
        jobs.push_back({t, p});
      else
        c.minimized_as = it->second;
    }
  if (jobs.empty()) return 0;
  if (opt.progress)
    err << fmt::format("llk judge: minimizing {} failing run{}\n", jobs.size(),
                       jobs.size() == 1 ? "" : "s");
  std::vector<std::string> errors(jobs.size());
  parallel(
      jobs.size(), static_cast<int>(subjects.size()),
      [&](std::size_t worker, std::size_t i) {
        const Job& job = jobs[i];
        try {
          m.tests[job.test].cells[job.program].minimized =
              minimize_one(m, job, *subjects[worker][job.program], opt);
        } catch (const std::exception& e) {
          errors[i] = e.what();
        }
      },
      [] {});
  std::size_t written = 0;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    if (errors[i].empty())
      ++written;
    else
      err << "llk judge: minimizing " << m.tests[jobs[i].test].name << ": " << errors[i] << '\n';
  }
  return written;
}

}  // namespace llk::engine_detail
