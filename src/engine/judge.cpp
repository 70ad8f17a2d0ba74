/// `llk judge`: every program on every test of the test sets, under the judge's limits; the
/// matrix of verdicts, CPU times and peak memory, the bad test data, and the reports.

#include "llk/engine/judge.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <optional>
#include <ostream>
#include <thread>

#include "judge_minimize.hpp"
#include "llk/core/artifact.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/files.hpp"
#include "llk/core/progress.hpp"
#include "llk/core/size.hpp"
#include "llk/core/table.hpp"
#include "llk/core/text.hpp"
#include "llk/core/workers.hpp"
#include "llk/engine/judge_matrix.hpp"
#include "parallel.hpp"

namespace llk {
namespace {

using Clock = std::chrono::steady_clock;

/// A test read, validated and answered by the oracle; `bad` says why its data is bad.
struct LoadedTest {
  std::string path;
  Input input;
  Expected expected;
  std::string bad;
  bool runnable = false;  ///< the .in is valid: programs run on it
};

/// Why the lines of NAME.out are not the oracle's answers, or "" when they are.
std::string wrong_out(const Problem& problem, const LoadedTest& t,
                      const std::vector<std::string>& lines) {
  const std::size_t units = t.expected.lines.size();
  for (std::size_t u = 0; u < std::min(units, lines.size()); ++u)
    if (auto why = problem.judge_answer(t.input, t.expected, u, lines[u]))
      return fmt::format("{} line {}: {}",
                         std::filesystem::path(t.path).replace_extension(".out").string(), u + 1,
                         *why);
  if (lines.size() != units)
    return fmt::format("{} has {} lines for {} {}",
                       std::filesystem::path(t.path).replace_extension(".out").string(),
                       lines.size(), units,
                       units == 1 ? problem.unit_name() : problem.units_name());
  return "";
}

LoadedTest load(const Problem& problem, const std::string& path, const Params& params) {
  LoadedTest t;
  t.path = path;
  std::string text;
  try {
    text = read_file(path);
  } catch (const std::exception& e) {
    t.bad = e.what();
    return t;
  }
  const std::vector<ParseError> violations = problem.validate(text, ReadOptions{});
  if (!violations.empty()) {
    t.bad = fmt::format(
        "{}: {}{}", path, violations.front().to_string(),
        violations.size() > 1
            ? fmt::format(" (and {} more violations: `llk validate`)", violations.size() - 1)
            : "");
    return t;
  }
  try {
    ReadResult r = problem.read(text, params, ReadOptions{});
    if (r.error) {
      t.bad = path + ": " + r.error->to_string();
      return t;
    }
    t.input = std::move(r.input);
  } catch (const std::exception& e) {
    t.bad = path + ": " + e.what();
    return t;
  }
  t.expected = problem.oracle(t.input);
  t.runnable = true;
  const std::string out_path = std::filesystem::path(path).replace_extension(".out").string();
  if (std::filesystem::exists(out_path)) {
    std::vector<std::string> lines;
    try {
      lines = read_artifact_files(path).files.answers;
    } catch (const std::exception& e) {
      t.bad = e.what();
      return t;
    }
    t.bad = wrong_out(problem, t, lines);
  }
  return t;
}

/// Every NAME.in under the paths given, or why there is none (the usage error).
std::optional<std::string> find_tests(const JudgeOptions& opt, std::vector<std::string>& files) {
  for (const std::string& p : opt.paths) {
    std::vector<std::string> found;
    try {
      found = find_artifacts(p);
    } catch (const std::exception& e) {
      return e.what();
    }
    if (found.empty())
      return p + ": no NAME.in there (a test set is a directory of NAME.in, with NAME.out " +
             "beside each where the answers are known)";
    files.insert(files.end(), found.begin(), found.end());
  }
  return std::nullopt;
}

/// The matrix's rows: each test loaded, its bad data noted, runnable or not.
void set_rows(JudgeMatrix& m, std::vector<LoadedTest>& tests) {
  m.tests.resize(tests.size());
  for (std::size_t t = 0; t < tests.size(); ++t) {
    m.tests[t].name = tests[t].path;
    m.tests[t].problem_with_data = tests[t].bad;
    m.tests[t].cells.resize(m.programs.size());
    if (tests[t].runnable) m.tests[t].input = &tests[t].input;
    m.tests[t].expected = &tests[t].expected;
  }
}

/// Every program on every runnable test, `jobs` at a time (worker w runs subjects[w]).
void run_cells(JudgeMatrix& m, const std::vector<LoadedTest>& tests,
               const std::vector<std::vector<std::unique_ptr<Subject>>>& subjects, int jobs,
               const JudgeOptions& opt, std::ostream& err) {
  std::vector<std::pair<std::size_t, std::size_t>> runs;  // (test, program)
  for (std::size_t t = 0; t < tests.size(); ++t)
    if (tests[t].runnable)
      for (std::size_t p = 0; p < m.programs.size(); ++p) runs.push_back({t, p});
  std::atomic<std::size_t> done{0}, failed{0};
  const bool live = opt.progress && ::isatty(2);  // a log gets a line every 5 s, no last one
  Progress progress(err, live, 5, "llk judge", 0, false);
  auto fields = [&] {
    return fmt::format("{} of {} runs | {} failed", done.load(), runs.size(), failed.load());
  };
  engine_detail::parallel(
      runs.size(), jobs,
      [&](std::size_t worker, std::size_t i) {
        const auto [t, p] = runs[i];
        JudgeCell cell;
        cell.verdict = subjects[worker][p]->run(tests[t].input, tests[t].expected);
        cell.judged = !cell.verdict.cut;  // llk interrupted: that run says nothing
        if (cell.verdict.failed()) ++failed;
        m.tests[t].cells[p] = std::move(cell);
        ++done;
      },
      [&] {
        if (opt.progress) progress.tick(fields());
      });
  if (live) progress.finish(fields());
}

/// The matrix, bad data, failures and reports written; judge's exit status.
int print_judged(const JudgeMatrix& m, const JudgeOptions& opt, double seconds, std::ostream& out,
                 std::ostream& err) {
  out << matrix_text(m) << programs_text(m);
  std::size_t bad_data = 0, failures = 0;
  for (const JudgedTest& t : m.tests) {
    if (!t.problem_with_data.empty()) {
      ++bad_data;
      out << "BAD TEST DATA " << t.problem_with_data << '\n';
    }
  }
  out << failures_text(m, 3);
  for (const JudgedTest& t : m.tests)
    for (const JudgeCell& c : t.cells) failures += c.judged && c.verdict.failed();
  out << fmt::format(
      "judged {} program{} on {} test{}: {} failed run{}, {} bad test{} ({:.1f} s)\n",
      m.programs.size(), m.programs.size() == 1 ? "" : "s", m.tests.size(),
      m.tests.size() == 1 ? "" : "s", failures, failures == 1 ? "" : "s", bad_data,
      bad_data == 1 ? "" : "s", seconds);
  RunReport report = judge_report(m);
  report.seconds = seconds;
  bool written = write_reports(report, opt.reports, err);
  if (!opt.html.empty()) {
    try {
      const std::string page = matrix_html(m, opt.page);
      write_file(opt.html, page);
      out << fmt::format("page: {} ({})\n", opt.html,
                         format_size(static_cast<std::int64_t>(page.size())));
    } catch (const std::exception& e) {
      err << "llk judge: " << e.what() << '\n';
      written = false;
    }
  }
  if (bad_data > 0 || !written) return kExitUsage;
  return failures > 0 ? kExitFailureFound : kExitOk;
}

}  // namespace

int run_judge(const ProblemRegistry&, const Problem& problem, const JudgeOptions& opt,
              std::ostream& out, std::ostream& err) {
  const auto start = Clock::now();
  if (opt.subjects.empty()) {
    err << "llk judge: name the programs to judge (--cmd, --serve, --solver, --mutant, --plugin; "
           "each may be repeated)\n";
    return kExitUsage;
  }
  if (auto why = cannot_write(opt.reports)) {
    err << "llk judge: " << *why << '\n';
    return kExitUsage;
  }
  std::vector<std::string> files;
  if (auto why = find_tests(opt, files)) {
    err << "llk judge: " << *why << '\n';
    return kExitUsage;
  }
  const std::string llk = opt.llk_command.empty() ? own_command() : opt.llk_command;
  const int jobs = worker_count(opt.jobs);
  // One set of subjects per worker: a kept (--serve) program answers one input at a time.
  std::vector<std::vector<std::unique_ptr<Subject>>> subjects(static_cast<std::size_t>(jobs));
  try {
    for (auto& set : subjects)
      for (const SubjectOptions& s : opt.subjects)
        set.push_back(make_judged_subject(problem, s, llk, opt.params));
  } catch (const std::invalid_argument& e) {
    err << "llk judge: " << e.what() << '\n';
    return kExitUsage;
  }
  JudgeMatrix m;
  m.problem = &problem;
  for (const auto& [k, v] : opt.params) m.params_flags += fmt::format(" --{} {}", k, v);
  for (const auto& s : subjects.front()) m.programs.push_back({s->label(), recorded_flags(*s)});
  std::vector<LoadedTest> tests(files.size());
  engine_detail::parallel(
      files.size(), jobs,
      [&](std::size_t, std::size_t i) { tests[i] = load(problem, files[i], opt.params); }, [] {});
  set_rows(m, tests);
  run_cells(m, tests, subjects, jobs, opt, err);
  if (opt.minimize.value_or(!opt.html.empty())) engine_detail::minimize_runs(m, subjects, opt, err);
  return print_judged(m, opt, std::chrono::duration<double>(Clock::now() - start).count(), out,
                      err);
}

}  // namespace llk
