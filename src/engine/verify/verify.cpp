/// `llk verify`: for each problem, its laws and the differential campaign on the real solvers,
/// then (--mutants) the zoo in forked children, with the tables at the end.

#include "llk/engine/verify.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <ostream>
#include <sstream>
#include <thread>

#include "campaign.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/files.hpp"
#include "llk/core/report.hpp"
#include "llk/core/seed.hpp"
#include "llk/core/table.hpp"
#include "llk/engine/plugin.hpp"
#include "llk/engine/program.hpp"

namespace llk {
namespace {

using namespace verify_detail;

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

/// The names in the filters this problem knows (solvers, mutants, laws, "differential").
bool knows(const Problem& p, const std::string& n) {
  if (n == kDifferential) return true;
  for (const Law& l : p.laws())
    if (l.name == n) return true;
  for (const bool m : {false, true})
    for (const SolverListing& s : p.solvers(m))
      if (s.name == n) return true;
  return false;
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
    const RunLimits limits = opt.limits.resolve(p.judge_limits());
    const bool serve = !opt.serve.empty();
    const std::string cmd = serve ? opt.serve : opt.command;
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
    out << "  this case alone (RapidCheck): RC_PARAMS=\"" << o.reproduce << "\" " << rerun_cell
        << '\n';
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
    out << "differential: " << r.diff_pairs << " " << p.units_name()
        << " checked against the oracle and every subject in " << fixed(r.diff_seconds, 1)
        << " s on " << r.diff_threads << " thread" << (r.diff_threads == 1 ? "" : "s") << ": "
        << fixed(rate, 0) << " pairs/s\n";
  }
  if (r.cpu_seconds > 0)
    out << "differential on small inputs: " << r.pairs_per_cpu << " pairs in "
        << fixed(r.cpu_seconds, 2)
        << " CPU s = " << fixed(static_cast<double>(r.pairs_per_cpu) / r.cpu_seconds, 0)
        << " pairs/s per core (oracle and every subject on each pair)\n";
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
      row.push_back(fixed(k->seconds, 2) + " s by " + checks[ci].name +
                    (k->size.empty() ? "" : ", " + k->size));
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

}  // namespace

int run_verify(const std::vector<const Problem*>& problems, const VerifyOptions& opt,
               std::ostream& out, std::ostream& err) {
  if (!(opt.budget_seconds > 0) || !std::isfinite(opt.budget_seconds)) {
    err << "llk verify: the budget must be a positive duration\n";
    return kExitUsage;
  }
  const int programs = !opt.command.empty() + !opt.serve.empty() + !opt.plugin.empty();
  if (programs > 0 && problems.size() != 1) {
    err << "llk verify: --cmd, --serve and --plugin check a subject of one problem: give "
           "--problem\n";
    return kExitUsage;
  }
  if (programs > 1) {
    err << "llk verify: give one of --cmd, --serve and --plugin\n";
    return kExitUsage;
  }
  if (!opt.plugin.empty())
    if (auto why = plugin_cannot_load(*problems.front(), opt.plugin)) {
      err << "llk verify: " << *why << '\n';
      return kExitUsage;
    }
  try {
    for (const Problem* p : problems)
      if (!opt.params.empty()) (void)p->with_params(p->differential_input(0, 0, 0), opt.params);
  } catch (const std::invalid_argument& e) {
    err << "llk verify: " << e.what() << '\n';
    return kExitUsage;
  }
  if (!opt.command.empty())
    if (auto why = probe_program(*problems.front(), opt.command,
                                 opt.limits.resolve(problems.front()->judge_limits()))
                       .error) {
      err << "llk verify: " << *why << '\n';
      return kExitUsage;
    }
  if (!opt.serve.empty()) {
    try {
      (void)serve_subject(*problems.front(), opt.serve,
                          opt.limits.resolve(problems.front()->judge_limits()));
    } catch (const std::invalid_argument& e) {
      err << "llk verify: " << e.what() << '\n';
      return kExitUsage;
    }
  }
  if (auto why = cannot_write(opt.reports)) {  // found out now, not after the whole run
    err << "llk verify: " << *why << '\n';
    return kExitUsage;
  }
  if (opt.jobs < 0 || opt.max_rounds < 0 || !(opt.item_timeout_seconds > 0)) {
    err << "llk verify: --jobs, --rounds and --item-timeout must not be negative\n";
    return kExitUsage;
  }
  // Every filter name must be known to one of the problems; each problem takes its own.
  for (const auto* names : {&opt.solvers, &opt.properties})
    for (const std::string& n : *names)
      if (std::none_of(problems.begin(), problems.end(),
                       [&](const Problem* p) { return knows(*p, n); })) {
        err << "llk verify: no solver, mutant or property named '" << n << "'; known:";
        for (const Problem* p : problems) {
          err << "\n  " << p->name() << ":";
          for (const SolverListing& s : p->solvers(false)) err << ' ' << s.name;
          for (const Law& l : p->laws()) err << ' ' << l.name;
          err << ' ' << kDifferential << " (mutants: llk solvers --mutants)";
        }
        err << '\n';
        return kExitUsage;
      }
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
  if (plans.empty()) {
    err << "llk verify: nothing to run under these filters\n";
    return kExitUsage;
  }
  if (!opt.shard.whole() && !opt.seed) {
    err << "llk verify: --shard " << opt.shard.text()
        << " needs --seed, the same for every part (the parts split one seed's campaign)\n";
    return kExitUsage;
  }
  // A part runs its mutants only; its rounds are chosen in the campaign.
  for (Plan& plan : plans)
    std::erase_if(plan.mutants, [&](const Entry& m) {
      return !opt.shard.has(hash_name(plan.problem->name() + "/" + m.name));
    });
  const std::uint64_t seed = seed_or_random(opt.seed);
  const int jobs =
      opt.jobs > 0 ? opt.jobs : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  err << "llk verify: seed " << seed << " (replay with --seed " << seed << ")";
  if (!opt.shard.whole()) err << ", part " << opt.shard.text() << " of the campaign";
  err << '\n';
  double shares = 0;
  for (const Plan& p : plans) shares += p.problem->verify_share();
  const Tuning tuning;
  int failures = 0, survivors = 0;
  const auto start = std::chrono::steady_clock::now();
  RunReport report;
  report.command = opt.mutants ? "llk verify --mutants" : "llk verify";
  if (!opt.shard.whole()) report.command += " --shard " + opt.shard.text();
  report.seed = seed;
  for (const Plan& plan : plans) {
    const Problem& p = *plan.problem;
    // Each problem gets its share of what is left, so an overrun of one does not add up.
    const double spent =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double budget = std::max(std::min(1.0, opt.budget_seconds / 10),
                                   (opt.budget_seconds - spent) * p.verify_share() / shares);
    shares -= p.verify_share();
    const auto problem_start = std::chrono::steady_clock::now();
    auto count = [](std::size_t n, const char* what) {
      return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
    };
    err << "llk verify --problem " << p.name() << ": " << count(plan.entries.size(), "subject")
        << ", " << count(plan.checks.size(), "check") << ", budget " << fixed(budget, 1) << " s, "
        << count(static_cast<std::size_t>(jobs), "job");
    if (opt.mutants) err << ", " << count(plan.mutants.size(), "mutant");
    err << '\n' << std::flush;
    std::ostream discard(nullptr);  // --quiet: the progress lines go nowhere
    std::ostream& progress_err = opt.progress ? err : discard;
    std::string rerun = "llk verify --problem " + p.name() + " --seed " + std::to_string(seed);
    if (!opt.command.empty()) rerun += " --cmd " + shell_quote(opt.command);
    if (!opt.serve.empty()) rerun += " --serve " + shell_quote(opt.serve);
    if (!opt.plugin.empty()) rerun += " --plugin " + shell_quote(opt.plugin);
    if (!opt.command.empty() || !opt.serve.empty())
      rerun += limit_flags(opt.limits.resolve(p.judge_limits()));
    for (const auto& [k, v] : opt.params) rerun += " --" + k + " " + v;
    // Under --mutants the real solvers get a quarter of the budget and the zoo the rest.
    const double real_budget = plan.entries.empty()                   ? 0
                               : opt.mutants && !plan.mutants.empty() ? budget / 4
                                                                      : budget;
    if (!plan.entries.empty()) {
      Progress progress(progress_err, opt.live_progress, opt.progress_interval_seconds,
                        "llk verify " + p.name(), real_budget);
      CampaignResult r =
          run_campaign(p, plan.entries, plan.checks, seed, real_budget, jobs, opt.max_rounds,
                       opt.max_bugs, opt.out_dir, rerun, progress, tuning, opt.shard);
      progress.finish();
      failures += print_campaign(plan, r, seed, rerun, out, report);
    }
    if (opt.mutants && !plan.mutants.empty()) {
      std::vector<Check> zoo_checks;
      for (const Check& c : plan.checks)
        if (!c.law || c.law->per_solver) zoo_checks.push_back(c);
      const double left =
          budget -
          std::chrono::duration<double>(std::chrono::steady_clock::now() - problem_start).count();
      const double zoo_budget = std::max(std::min(1.0, budget / 10), left);
      Progress progress(progress_err, opt.live_progress, opt.progress_interval_seconds,
                        "llk verify --mutants " + p.name(), zoo_budget);
      ZooOptions zoo_opt;
      zoo_opt.seed = seed;
      zoo_opt.budget = zoo_budget;
      zoo_opt.jobs = jobs;
      zoo_opt.max_rounds = opt.max_rounds;
      zoo_opt.item_timeout = opt.item_timeout_seconds;
      zoo_opt.first_kill = opt.first_kill;
      zoo_opt.out_dir = (std::filesystem::path(opt.out_dir) / "mutants").string();
      zoo_opt.rerun = rerun + " --mutants";
      zoo_opt.tuning = tuning;
      auto zoo = run_zoo(p, plan.mutants, zoo_checks, zoo_opt, progress);
      survivors += print_zoo(plan, zoo, zoo_checks, out, report);
    }
  }
  out << (failures == 0 ? "\nall real solvers passed\n"
                        : "\nreal solvers failed: " + std::to_string(failures) + "\n");
  out << "seed " << seed << " (replay with --seed " << seed << ")\n" << std::flush;
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const bool written = write_reports(report, opt.reports, err);
  if (failures != 0 || survivors != 0) return kExitFailureFound;  // a lost report hides no failure
  return written ? kExitOk : kExitUsage;
}

}  // namespace llk
