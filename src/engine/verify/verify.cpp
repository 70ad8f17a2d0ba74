/// `llk verify`: for each problem, its laws and the differential campaign on the real solvers,
/// then (--mutants) the zoo in forked children, with the tables at the end.

#include "llk/engine/verify.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <optional>
#include <ostream>
#include <sstream>
#include <thread>

#include "campaign.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/report.hpp"
#include "llk/core/seed.hpp"
#include "llk/core/table.hpp"
#include "llk/core/workers.hpp"
#include "llk/engine/plugin.hpp"
#include "llk/engine/program.hpp"
#include "llk/engine/subjects.hpp"
#include "usage.hpp"

namespace llk {
namespace {

using namespace verify_work;

bool contains(const std::vector<std::string>& names, const std::string& n) {
  return std::find(names.begin(), names.end(), n) != names.end();
}

/// What one problem runs: its checks, real entries and mutants, after the filters.
struct Plan {
  const Problem* problem = nullptr;
  std::vector<Check> checks;
  std::vector<Entry> entries;
  std::vector<Entry> mutants;
};

Entry solver_entry(const Problem& p, const std::string& name, bool mutant) {
  return {name, name, mutant, [&p, name, mutant] { return p.solver(name, mutant); }, {}, {}};
}

Plan plan_for(const Problem& p, const VerifyOptions& opt) {
  Plan plan;
  plan.problem = &p;
  for (const Law& l : p.laws())
    if (opt.command.empty() && opt.serve.empty() && opt.plugin.empty() &&
        (opt.properties.empty() || contains(opt.properties, l.name)))
      plan.checks.push_back({l.name, &l});
  if (opt.properties.empty() || contains(opt.properties, std::string(kDifferential)))
    plan.checks.push_back({std::string(kDifferential), nullptr});
  if (!opt.command.empty() || !opt.serve.empty()) {
    const bool serve = !opt.serve.empty();
    const std::string cmd = serve ? opt.serve : opt.command;
    const RunLimits limits = program_limits(p, cmd, opt.limits);
    // The program answers under its own command line's parameters: the defaults and those given.
    Params fixed;
    for (const auto& [k, v] : p.param_defaults()) fixed[k] = v;
    for (const auto& [k, v] : opt.params) fixed[k] = v;
    plan.entries.push_back({serve ? "serve" : "cmd",
                            "",
                            false,
                            [&p, cmd, limits, serve] {
                              // Probed once before the campaign, not in every round.
                              return serve ? serve_subject(p, cmd, limits, false)
                                           : program_subject(p, cmd, limits);
                            },
                            fixed,
                            {}});
    return plan;
  }
  if (!opt.plugin.empty()) {  // answers under each input's own parameters, as a solver does
    const std::string path = opt.plugin;
    RunLimits limits = opt.limits.resolve(p.judge_limits());
    limits.memory_bytes = opt.limits.memory_bytes.value_or(0);  // the host is llk's own
    plan.entries.push_back({"plugin",
                            "",
                            false,
                            [&p, path, limits] { return plugin_subject(p, path, limits); },
                            std::nullopt,
                            {}});
    return plan;
  }
  for (const SolverListing& s : p.solvers(false))
    if (opt.solvers.empty() || contains(opt.solvers, s.name))
      plan.entries.push_back(solver_entry(p, s.name, false));
  for (const SolverListing& s : p.solvers(true)) {
    if (opt.mutants && (opt.solvers.empty() || contains(opt.solvers, s.name)))
      plan.mutants.push_back(solver_entry(p, s.name, true));
    else if (!opt.mutants && contains(opt.solvers, s.name))
      plan.entries.push_back(solver_entry(p, s.name, true));  // a mutant as the subject
  }
  return plan;
}

/// What verify prints for one failed cell: the message, the counterexample, the artifact and
/// the commands that replay and rerun it (the JUnit failure text too).
std::string failure_text(const Problem& p, const Check& c, const Entry& e, const CellResult& cell,
                         std::uint64_t seed, const std::string& rerun) {
  const Outcome& o = cell.failure;
  std::ostringstream out;
  out << "FAIL " << c.name << " on " << p.name() << " " << e.name << " (" << o.kind << ")\n"
      << "  " << o.message << '\n';
  if (o.counterexample)
    out << "  counterexample: " << p.size_text(*o.counterexample)
        << (o.minimized ? " (minimized)" : " (not minimized)") << '\n';
  if (!cell.artifact.empty()) out << "  artifact: " << cell.artifact << '\n';
  const std::string rerun_cell =
      rerun + (e.solver.empty() ? "" : " --solver " + e.name) + " --property " + c.name;
  if (!o.reproduce.empty())
    out << "  this case alone (RapidCheck): " << rerun_command(rerun_cell, o.reproduce, {}) << '\n';
  out << "  seed: " << seed << " (work item " << cell.failing_item << ", round "
      << cell.failing_round << ")\n";
  if (!cell.artifact.empty() && cell.artifact[0] != '(')
    out << "  replay: llk replay " << shell_quote(cell.artifact) << '\n';
  out << "  rerun: " << rerun_cell << '\n';
  if (cell.failing_inputs > 0)
    out << "  " << cell.more_bugs.size() + 1 << " distinct bug"
        << (cell.more_bugs.empty() ? "" : "s") << " in " << cell.failing_inputs << " failing input"
        << (cell.failing_inputs == 1 ? "" : "s") << '\n';
  for (const std::string& more : cell.more_bugs) out << "  another bug: " << more << '\n';
  return out.str();
}

/// The testcases of one cell: the cell itself, and one per further distinct bug it found.
void report_cell(const Problem& p, const Check& c, const Entry& e, const CellResult& cell,
                 const std::string& text, RunReport& report) {
  ReportCase rc;
  rc.suite = "verify." + p.name();
  rc.name = c.name + " on " + e.name;
  rc.cases = cell.cases;
  if (cell.failed) {
    rc.status = ReportCase::Status::failed;
    rc.message = cell.failure.kind + ": " + cell.failure.message;
    rc.text = text;
  } else if (!cell.applicable || cell.rounds == 0) {
    rc.status = ReportCase::Status::skipped;
    rc.message = !cell.applicable ? "not applicable" : "not run within the budget";
  }
  report.cases.push_back(rc);
  for (std::size_t i = 0; i < cell.more_bugs.size(); ++i) {
    ReportCase bug;
    bug.suite = rc.suite + ".bugs";
    bug.name = rc.name + ": bug " + std::to_string(i + 2);
    bug.status = ReportCase::Status::failed;
    bug.message = bug.text = cell.more_bugs[i];
    report.cases.push_back(std::move(bug));
  }
}

/// Prints the entry x check table and every failure, and adds a testcase per cell to `report`;
/// returns the number of failures.
int print_campaign(const Plan& plan, const CampaignResult& r, std::uint64_t seed,
                   const std::string& rerun, std::ostream& out, RunReport& report) {
  const Problem& p = *plan.problem;
  Table table(10);
  std::vector<std::string> head{"property"};
  for (const Entry& e : plan.entries) head.push_back(e.name);
  table.row(head);
  int failures = 0;
  for (const Check& c : plan.checks) {
    std::vector<std::string> row{c.name};
    for (const Entry& e : plan.entries) {
      const CellResult& cell = r.cells.at({e.name, c.name});
      std::string text = cell.failed        ? "FAIL"
                         : !cell.applicable ? "n/a"
                         : cell.rounds == 0 ? "not run"
                                            : "PASS";
      if (cell.applicable) text += " " + std::to_string(cell.cases);
      row.push_back(pad(text, 18));
      if (cell.failed) ++failures;
    }
    table.row(row);
  }
  out << "\n" << p.name() << ": " << p.summary() << "\n" << table.str();
  out << "(cells: result and cases run; differential cases are generated inputs, each with "
         "several "
      << p.units_name() << ")\n";
  if (r.diff_threads > 0 && r.diff_seconds > 0) {
    const double rate = static_cast<double>(r.diff_pairs) / r.diff_seconds;
    out << fmt::format(
        "differential: {} {} checked against the oracle and every subject in {:.1f} s on {} "
        "thread{}: {:.0f} pairs/s\n",
        r.diff_pairs, p.units_name(), r.diff_seconds, r.diff_threads,
        r.diff_threads == 1 ? "" : "s", rate);
  }
  if (r.cpu_seconds > 0)
    out << fmt::format(
        "differential on small inputs: {} pairs in {:.2f} CPU s = {:.0f} pairs/s per core "
        "(oracle and every subject on each pair)\n",
        r.pairs_per_cpu, r.cpu_seconds, static_cast<double>(r.pairs_per_cpu) / r.cpu_seconds);
  if (!r.coverage.empty()) {
    out << "differential inputs' " << r.coverage.table();
    report.figures.emplace_back(p.name() + " differential inputs' coverage", r.coverage.table());
  }
  for (const Check& c : plan.checks)
    for (const Entry& e : plan.entries) {
      const CellResult& cell = r.cells.at({e.name, c.name});
      const std::string text = cell.failed ? failure_text(p, c, e, cell, seed, rerun) : "";
      if (cell.failed) out << '\n' << text;
      report_cell(p, c, e, cell, text, report);
    }
  return failures;
}

/// Prints the kill matrix; returns the number of mutants not killed.
int print_zoo(const Plan& plan, const std::vector<MutantResult>& zoo,
              const std::vector<Check>& checks, std::ostream& out, RunReport& report) {
  constexpr std::size_t w = 9;
  Table table(8);
  std::vector<std::string> head{"mutant"};
  for (std::size_t i = 0; i < checks.size(); ++i)
    head.push_back(pad("#" + std::to_string(i + 1), w));
  head.push_back("first kill");
  table.row(head);
  int survivors = 0;
  for (const auto& m : zoo) {
    std::vector<std::string> row{m.name};
    for (const KillCell& k : m.cells) {
      std::string t;
      if (k.kind.empty())
        t = k.rounds == 0 ? "n/r" : "-";
      else if (failure_kind::ends_run(k.kind))
        t = k.kind;
      else
        t = k.cells > 0 ? std::to_string(k.cells) + "c" : "x";
      row.push_back(pad(t.size() >= w ? t.substr(0, w - 2) + "~" : t, w));
    }
    ReportCase rc;
    rc.suite = "verify." + plan.problem->name() + ".mutants";
    rc.name = "mutant " + m.name + " is killed";
    if (const KillCell* k = m.first_kill()) {
      const auto ci = static_cast<std::size_t>(k - m.cells.data());
      row.push_back(fmt::format("{:.2f} s by {}{}", k->seconds, checks[ci].name,
                                k->size.empty() ? "" : ", " + k->size));
    } else {
      row.push_back("SURVIVED");
      ++survivors;
      rc.status = ReportCase::Status::failed;
      rc.message = "mutant " + m.name + " survived every check: the suite cannot see its bug";
      rc.text = rc.message;
    }
    report.cases.push_back(std::move(rc));
    table.row(row);
  }
  out << "\n"
      << plan.problem->name()
      << " kill matrix (cell: cells of the counterexample; runtime-error; time-limit; - survived; "
         "n/r not "
         "run)\n"
      << table.str() << "columns:";
  for (std::size_t i = 0; i < checks.size(); ++i)
    out << (i % 4 == 0 ? "\n  " : "   ") << "#" << i + 1 << " " << checks[i].name;
  out << '\n';
  for (const auto& m : zoo) {
    const KillCell* k = m.first_kill();
    if (!k) continue;
    const auto ci = static_cast<std::size_t>(k - m.cells.data());
    out << "  " << m.name << ": " << checks[ci].name << ", " << k->kind << ": " << k->message
        << '\n';
    if (!k->artifact.empty()) out << "    artifact: " << k->artifact << '\n';
    if (!k->reproduce.empty()) out << "    reproduce: " << k->reproduce << '\n';
  }
  out << "\n"
      << zoo.size() - static_cast<std::size_t>(survivors) << " of " << zoo.size() << " "
      << plan.problem->name() << " mutants killed\n";
  return survivors;
}

/// What each problem runs under the filters; a problem every filter names another's is left out.
std::vector<Plan> make_plans(const std::vector<const Problem*>& problems,
                             const VerifyOptions& opt) {
  const bool filtered = !opt.solvers.empty() || !opt.properties.empty();
  std::vector<Plan> plans;
  for (const Problem* p : problems) {
    if (filtered) {
      bool any = false, only_differential = opt.solvers.empty();
      for (const auto* names : {&opt.solvers, &opt.properties})
        for (const std::string& n : *names) {
          if (n != kDifferential && knows(*p, n)) any = true;
          if (n != kDifferential) only_differential = false;
        }
      if (!any && !only_differential) continue;  // every filter went to another problem
    }
    Plan plan = plan_for(*p, opt);
    if (!opt.solvers.empty() && plan.entries.empty() && plan.mutants.empty()) continue;
    if (plan.checks.empty()) continue;
    plans.push_back(std::move(plan));
  }
  // A part runs its mutants only; its rounds are chosen in the campaign.
  for (Plan& plan : plans)
    std::erase_if(plan.mutants, [&](const Entry& m) {
      return !opt.shard.has(hash_name(plan.problem->name() + "/" + m.name));
    });
  return plans;
}

/// The command that reruns verify on problem `p` with this seed and subject.
std::string rerun_command(const Problem& p, const VerifyOptions& opt, std::uint64_t seed) {
  std::string rerun = "llk verify --problem " + p.name() + " --seed " + std::to_string(seed);
  if (!opt.command.empty()) rerun += " --cmd " + shell_quote(opt.command);
  if (!opt.serve.empty()) rerun += " --serve " + shell_quote(opt.serve);
  if (!opt.plugin.empty()) rerun += " --plugin " + shell_quote(opt.plugin);
  if (!opt.command.empty() || !opt.serve.empty())
    rerun +=
        limit_flags(program_limits(p, opt.serve.empty() ? opt.command : opt.serve, opt.limits));
  for (const auto& [k, v] : opt.params) rerun += " --" + k + " " + v;
  return rerun;
}

std::string count_of(std::size_t n, const char* what) {
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

/// One verify run over its plans: the seed, jobs and report they share, and what they found.
class VerifyRun {
 public:
  VerifyRun(const VerifyOptions& opt, std::uint64_t seed, int jobs, std::ostream& out,
            std::ostream& err)
      : opt_(opt), seed_(seed), jobs_(jobs), out_(out), err_(err) {
    report_.command = opt.mutants ? "llk verify --mutants" : "llk verify";
    if (!opt.shard.whole()) report_.command += " --shard " + opt.shard.text();
    report_.seed = seed;
  }

  /// Runs every plan, each problem with its share of what is left of the budget.
  void run(const std::vector<Plan>& plans) {
    double shares = 0;
    for (const Plan& p : plans) shares += p.problem->verify_share();
    for (const Plan& plan : plans) {
      const Problem& p = *plan.problem;
      // Each problem gets its share of what is left, so an overrun of one does not add up.
      const double budget = std::max(std::min(1.0, opt_.budget_seconds / 10),
                                     (opt_.budget_seconds - seconds()) * p.verify_share() / shares);
      shares -= p.verify_share();
      run_plan(plan, budget);
    }
  }

  /// Prints the verdict line and writes the reports; verify's exit status.
  int finish() {
    out_ << (failures_ == 0 ? "\nall real solvers passed\n"
                            : "\nreal solvers failed: " + std::to_string(failures_) + "\n");
    out_ << "seed " << seed_ << " (replay with --seed " << seed_ << ")\n" << std::flush;
    report_.seconds = seconds();
    const bool written = write_reports(report_, opt_.reports, err_);
    if (failures_ != 0 || survivors_ != 0) return kExitFailureFound;  // a lost report hides none
    return written ? kExitOk : kExitUsage;
  }

 private:
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

  /// One problem: the real subjects' campaign, then (--mutants) the zoo, within `budget`.
  void run_plan(const Plan& plan, double budget) {
    const Problem& p = *plan.problem;
    const auto problem_start = std::chrono::steady_clock::now();
    err_ << "llk verify --problem " << p.name() << ": " << count_of(plan.entries.size(), "subject")
         << ", " << count_of(plan.checks.size(), "check")
         << fmt::format(", budget {:.1f} s, ", budget)
         << count_of(static_cast<std::size_t>(jobs_), "job");
    if (opt_.mutants) err_ << ", " << count_of(plan.mutants.size(), "mutant");
    err_ << '\n' << std::flush;
    const std::string rerun = rerun_command(p, opt_, seed_);
    // Under --mutants the real solvers get a quarter of the budget and the zoo the rest.
    const double real_budget = plan.entries.empty()                    ? 0
                               : opt_.mutants && !plan.mutants.empty() ? budget / 4
                                                                       : budget;
    if (!plan.entries.empty()) run_real(plan, real_budget, rerun);
    if (opt_.mutants && !plan.mutants.empty()) {
      const double left =
          budget -
          std::chrono::duration<double>(std::chrono::steady_clock::now() - problem_start).count();
      run_mutants(plan, std::max(std::min(1.0, budget / 10), left), rerun);
    }
  }

  /// The campaign over the real subjects, its table and failures printed.
  void run_real(const Plan& plan, double budget, const std::string& rerun) {
    const Problem& p = *plan.problem;
    Progress progress(progress_err(), opt_.live_progress, opt_.progress_interval_seconds,
                      "llk verify " + p.name(), budget);
    CampaignOptions campaign;
    campaign.seed = seed_;
    campaign.budget = budget;
    campaign.jobs = jobs_;
    campaign.max_rounds = opt_.max_rounds;
    campaign.max_bugs = opt_.max_bugs;
    campaign.out_dir = opt_.out_dir;
    campaign.rerun = rerun;
    campaign.tuning = tuning_;
    campaign.shard = opt_.shard;
    CampaignResult r = run_campaign(p, plan.entries, plan.checks, campaign, progress);
    progress.finish();
    failures_ += print_campaign(plan, r, seed_, rerun, out_, report_);
  }

  /// The zoo over the mutants (laws that check the problem itself left out), its matrix printed.
  void run_mutants(const Plan& plan, double budget, const std::string& rerun) {
    const Problem& p = *plan.problem;
    std::vector<Check> zoo_checks;
    for (const Check& c : plan.checks)
      if (!c.law || c.law->per_solver) zoo_checks.push_back(c);
    Progress progress(progress_err(), opt_.live_progress, opt_.progress_interval_seconds,
                      "llk verify --mutants " + p.name(), budget);
    ZooOptions zoo_opt;
    zoo_opt.seed = seed_;
    zoo_opt.budget = budget;
    zoo_opt.jobs = jobs_;
    zoo_opt.max_rounds = opt_.max_rounds;
    zoo_opt.item_timeout = opt_.item_timeout_seconds;
    zoo_opt.first_kill = opt_.first_kill;
    zoo_opt.out_dir = (std::filesystem::path(opt_.out_dir) / "mutants").string();
    zoo_opt.rerun = rerun + " --mutants";
    zoo_opt.tuning = tuning_;
    auto zoo = run_zoo(p, plan.mutants, zoo_checks, zoo_opt, progress);
    survivors_ += print_zoo(plan, zoo, zoo_checks, out_, report_);
  }

  /// Where progress lines go: stderr, or nowhere under --quiet.
  std::ostream& progress_err() { return opt_.progress ? err_ : discard_; }

  const VerifyOptions& opt_;
  const std::uint64_t seed_;
  const int jobs_;
  std::ostream& out_;
  std::ostream& err_;
  std::ostream discard_{nullptr};
  const Tuning tuning_;
  const std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  RunReport report_;
  int failures_ = 0, survivors_ = 0;
};

}  // namespace

int run_verify(const std::vector<const Problem*>& problems, const VerifyOptions& opt,
               std::ostream& out, std::ostream& err) {
  if (auto why = usage_error(problems, opt)) {
    err << "llk verify: " << *why << '\n';
    return kExitUsage;
  }
  const std::vector<Plan> plans = make_plans(problems, opt);
  if (plans.empty()) {
    err << "llk verify: nothing to run under these filters\n";
    return kExitUsage;
  }
  if (!opt.shard.whole() && !opt.seed) {
    err << "llk verify: --shard " << opt.shard.text()
        << " needs --seed, the same for every part (the parts split one seed's campaign)\n";
    return kExitUsage;
  }
  const std::uint64_t seed = seed_or_random(opt.seed);
  const int jobs = worker_count(opt.jobs);
  err << "llk verify: seed " << seed << " (replay with --seed " << seed << ")";
  if (!opt.shard.whole()) err << ", part " << opt.shard.text() << " of the campaign";
  err << '\n';
  VerifyRun run(opt, seed, jobs, out, err);
  run.run(plans);
  return run.finish();
}

}  // namespace llk
