/// What a stress run says: its first lines, its closing lines, its JUnit and JSON reports.

#include "stress_results.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>

#include "llk/core/artifact.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/files.hpp"
#include "llk/core/interrupt.hpp"

namespace llk {

/// The run's first lines: problem, seed, budget, jobs, parameters, and the subject.
void print_stress_header(std::ostream& out, const Problem& problem, const StressOptions& opt,
                         std::uint64_t seed, int jobs, const Params& params,
                         const Subject& subject) {
  std::string param_text;
  for (const auto& [k, v] : params) param_text += fmt::format(", {}={}", k, v);
  std::string skip_text;
  for (const std::string& cls : opt.skip) skip_text += " " + cls;
  out << fmt::format(
      "llk stress --problem {}: seed {}, budget {:g} s, {} job{}{}{}{}\n"
      "  subject: {}{}\n",
      problem.name(), seed, opt.budget_seconds, jobs, jobs == 1 ? "" : "s", param_text,
      opt.max_bugs > 0
          ? fmt::format(", at most {} bug{}", opt.max_bugs, opt.max_bugs == 1 ? "" : "s")
          : "",
      skip_text.empty() ? "" : ", skipping" + skip_text, subject.label(),
      subject.in_process() ? "" : ", limits:" + subject.limit_flags());
  if (!opt.shard.whole()) out << "  part " << opt.shard.text() << " of the inputs\n";
  out.flush();
}

int print_stress_results(const Problem& problem, const StressOptions& opt, const StressTally& t,
                         std::ostream& out, std::ostream& err) {
  const double secs = t.seconds;
  out << fmt::format(
      "ran {} inputs (from number {}), {} cases, {} {} in {:.1f} s: {:.1f} inputs/s, "
      "{:.0f} {}/s\n",
      t.inputs, opt.first_input, t.cases, t.units, problem.units_name(), secs,
      t.inputs / std::max(secs, 1e-9), t.units / std::max(secs, 1e-9), problem.units_name());
  out << t.coverage;
  if (t.rationed > 0)
    out << fmt::format(
        "{} heavy input{} (at least {} cells) skipped after a time limit: one in {} still ran, "
        "the rest of the budget went to inputs that can show another bug\n",
        t.rationed, t.rationed == 1 ? "" : "s", t.heavy_cells, t.ration);
  if (t.over_size > 0)
    out << fmt::format("{} input{} of more than {} cells skipped (--max-cells)\n", t.over_size,
                       t.over_size == 1 ? "" : "s", opt.max_cells);
  if (!t.error.empty()) {
    err << "llk stress: stopped on an error: " << t.error << '\n';
    if (!t.bugs.empty()) out << bug_table(t.bugs);
    return kExitUsage;
  }
  if (interrupted())
    out << fmt::format("interrupted after {:.1f} s: the inputs above were checked\n", secs);
  if (t.bugs.empty()) {
    out << "no failure found\n";
    return interrupted() ? kExitInterrupted : kExitOk;
  }
  out << fmt::format("{} distinct bug{} in {} failing {} of {} failing input{}:\n", t.bugs.size(),
                     t.bugs.size() == 1 ? "" : "s", t.failing_units,
                     t.failing_units == 1 ? problem.unit_name() : problem.units_name(),
                     t.failing_inputs, t.failing_inputs == 1 ? "" : "s");
  out << bug_table(t.bugs);
  return interrupted() ? kExitInterrupted : kExitFailureFound;
}

namespace {

/// Bug `number` (from 1) as a failed testcase.
ReportCase bug_case(const std::string& suite, const Bug& b, std::size_t number) {
  ReportCase c;
  c.suite = suite;
  c.name = fmt::format("bug {}: {}{}", number, b.kind,
                       b.unit_class.empty() ? "" : " (" + b.unit_class + ")");
  c.status = ReportCase::Status::failed;
  c.message = b.kind + ": " + b.detail;
  c.text = fmt::format("found on {}, {} hit{}; minimized: {}\n", b.first_seen, b.hits,
                       b.hits == 1 ? "" : "s", b.size);
  if (!b.resources.empty()) c.text += "resources: " + b.resources + "\n";
  if (!b.artifact.empty())
    c.text += "artifact: " + b.artifact + "\nreplay: llk replay " + shell_quote(b.artifact);
  c.cases = static_cast<int>(std::min<std::size_t>(b.hits, 1 << 30));
  c.fields = {{"kind", b.kind}, {"class", b.unit_class}, {"artifact", b.artifact}};
  c.numbers = {{"bug", static_cast<double>(number)},
               {"failing_units", static_cast<double>(b.hits)}};
  return c;
}

}  // namespace

void record_bugs(const Problem& problem, const StressTally& t, std::ostream& err) {
  const std::vector<std::size_t> ranked = bug_ranking(t.bugs);
  for (std::size_t n = 0; n < ranked.size(); ++n) {
    const Bug& b = t.bugs[ranked[n]];
    if (b.artifact.empty()) continue;
    Fields f;
    f.set("bug", std::to_string(n + 1));
    f.set("failing-units",
          fmt::format("{} {}", b.hits, b.hits == 1 ? problem.unit_name() : problem.units_name()));
    try {
      update_report(b.artifact, f);
    } catch (const std::exception& e) {
      err << "llk stress: " << e.what() << '\n';
    }
  }
}

RunReport stress_report(const Problem& problem, const StressTally& t, double budget_seconds) {
  RunReport r;
  r.command = "llk stress";
  r.seed = t.seed;
  r.seconds = t.seconds;
  const std::string suite = "stress." + problem.name();
  const std::vector<std::size_t> ranked = bug_ranking(t.bugs);
  for (std::size_t n = 0; n < ranked.size(); ++n)
    r.cases.push_back(bug_case(suite, t.bugs[ranked[n]], n + 1));
  if (!t.error.empty() || t.bugs.empty()) {
    ReportCase c;
    c.suite = suite;
    c.name = t.error.empty() ? t.subject + ": no failure" : t.subject + ": stopped on an error";
    c.status = t.error.empty() ? ReportCase::Status::passed : ReportCase::Status::failed;
    c.message = t.error.empty()
                    ? fmt::format("{} inputs, {} cases, {} {}{}", t.inputs, t.cases, t.units,
                                  problem.units_name(), interrupted() ? " (interrupted)" : "")
                    : t.error;
    c.cases = static_cast<int>(std::min<std::uint64_t>(t.inputs, 1 << 30));
    r.cases.push_back(std::move(c));
  }
  r.figures.push_back({"coverage", t.coverage});
  r.run_fields = {{"engine", "stress"},
                  {"problem", problem.name()},
                  {"subject", t.subject},
                  {"started", t.started},
                  {"wd", t.working_dir}};
  if (!t.error.empty()) r.run_fields.push_back({"error", t.error});
  r.run_numbers = {{"seed", static_cast<double>(t.seed)},
                   {"budget_s", budget_seconds},
                   {"seconds", t.seconds},
                   {"inputs", static_cast<double>(t.inputs)},
                   {"units", static_cast<double>(t.units)},
                   {"failing_units", static_cast<double>(t.failing_units)},
                   {"bugs", static_cast<double>(t.bugs.size())}};
  return r;
}

}  // namespace llk
