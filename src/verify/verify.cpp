/// `llk verify`: options, the seed banner, the two campaigns and the tables at the end.

#include "llk/verify.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <ostream>
#include <random>
#include <set>
#include <sstream>
#include <thread>

#include "engine.hpp"
#include "escape_verify.hpp"
#include "llk/commands.hpp"
#include "llk/mutants.hpp"

namespace llk {

std::optional<double> parse_duration(std::string_view text) {
  if (text.empty()) return std::nullopt;
  double unit = 1;
  switch (text.back()) {
    case 's':
      unit = 1;
      text.remove_suffix(1);
      break;
    case 'm':
      unit = 60;
      text.remove_suffix(1);
      break;
    case 'h':
      unit = 3600;
      text.remove_suffix(1);
      break;
    default:
      break;
  }
  if (text.empty()) return std::nullopt;
  const std::string s(text);
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size() || !std::isfinite(v) || v <= 0 || s[0] == '+' || s[0] == '-')
    return std::nullopt;
  return v * unit;
}

namespace {

using namespace verify_detail;

std::string fixed(double v, int digits) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(digits) << v;
  return s.str();
}

std::string pad(std::string s, std::size_t w) {
  if (s.size() < w) s.append(w - s.size(), ' ');
  return s;
}

/// The checks selected by --property: every law, then the differential campaign.
std::vector<Check> select_checks(const VerifyOptions& opt, std::ostream& err, bool& ok) {
  std::vector<Check> checks;
  for (const Property& p : link_properties().all()) checks.push_back({p.name, &p});
  checks.push_back({std::string(kDifferential), nullptr});
  if (opt.properties.empty()) return checks;
  std::vector<Check> chosen;
  for (const std::string& name : opt.properties) {
    auto it =
        std::find_if(checks.begin(), checks.end(), [&](const Check& c) { return c.name == name; });
    if (it == checks.end()) {
      err << "llk verify: unknown property '" << name << "'; known:";
      for (const Check& c : checks) err << ' ' << c.name;
      err << '\n';
      ok = false;
      return {};
    }
    if (std::none_of(chosen.begin(), chosen.end(), [&](const Check& c) { return c.name == name; }))
      chosen.push_back(*it);
  }
  return chosen;
}

std::vector<const SolverInfo*> select_solvers(const SolverRegistry& reg,
                                              const std::vector<std::string>& names,
                                              const char* what, std::ostream& err, bool& ok) {
  std::vector<const SolverInfo*> out;
  if (names.empty()) {
    for (const SolverInfo& s : reg.all()) out.push_back(&s);
    return out;
  }
  for (const std::string& n : names) {
    // A mutant's name runs that mutant in-process as the subject (to see how a failure looks).
    const SolverInfo* s = reg.find(n);
    if (!s) s = mutant_solvers().find(n);
    if (!s) {
      err << "llk verify: no " << what << " or mutant named '" << n << "'; solvers:";
      for (const SolverInfo& k : reg.all()) err << ' ' << k.name;
      err << " (mutants: llk verify --mutants lists them in its kill matrix)\n";
      ok = false;
      return {};
    }
    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
  }
  return out;
}

/// Prints the solver x property table and every failure; returns the number of failures.
int print_campaign(const CampaignResult& r, const std::vector<const SolverInfo*>& solvers,
                   const std::vector<Check>& checks, std::uint64_t seed, std::ostream& out) {
  std::size_t w0 = 10;
  for (const Check& c : checks) w0 = std::max(w0, c.name.size() + 2);
  out << "\n" << pad("property", w0);
  for (const SolverInfo* s : solvers) out << pad(s->name, 20);
  out << '\n';
  int failures = 0;
  for (const Check& c : checks) {
    out << pad(c.name, w0);
    for (const SolverInfo* s : solvers) {
      const CellResult& cell = r.cells.at({s->name, c.name});
      std::string text = cell.failed        ? "FAIL"
                         : !cell.applicable ? "n/a"
                         : cell.rounds == 0 ? "not run"
                                            : "PASS";
      if (cell.applicable) text += " " + std::to_string(cell.cases);
      out << pad(text, 20);
      if (cell.failed) ++failures;
    }
    out << '\n';
  }
  out << "(cells: result and cases run; differential cases are generated inputs, each with "
         "several boards and queries)\n";
  if (r.diff_threads > 0 && r.diff_seconds > 0) {
    const double rate = static_cast<double>(r.diff_pairs) / r.diff_seconds;
    out << "differential: " << r.diff_pairs << " (board, query) pairs checked against the oracle "
        << "and every solver in " << fixed(r.diff_seconds, 1) << " s on " << r.diff_threads
        << " thread(s): " << fixed(rate, 0) << " pairs/s, " << fixed(rate / r.diff_threads, 0)
        << " per thread\n";
  }
  if (r.small_cpu_seconds > 0)
    out << "differential on boards up to " << Tuning{}.small_side << "x" << Tuning{}.small_side
        << ": " << r.small_pairs << " pairs in " << fixed(r.small_cpu_seconds, 2)
        << " CPU s = " << fixed(static_cast<double>(r.small_pairs) / r.small_cpu_seconds, 0)
        << " pairs/s per core (oracle and every solver on each pair)\n";
  for (const Check& c : checks)
    for (const SolverInfo* s : solvers) {
      const CellResult& cell = r.cells.at({s->name, c.name});
      if (!cell.failed) continue;
      const Outcome& o = cell.failure;
      out << "\nFAIL " << c.name << " on solver " << s->name << " (" << o.kind << ")\n"
          << "  " << o.message << '\n';
      if (o.counterexample)
        out << "  counterexample: " << size_text(*o.counterexample)
            << (o.minimized ? " (minimized)" : " (not minimized)") << '\n';
      if (!cell.artifact.empty()) out << "  artifact: " << cell.artifact << '\n';
      if (!o.reproduce.empty()) out << "  RapidCheck reproduce: " << o.reproduce << '\n';
      out << "  seed: " << seed << " (work item " << cell.failing_item << ", round "
          << cell.failing_round << ")\n";
      if (!cell.artifact.empty() && cell.artifact[0] != '(')
        out << "  replay: llk replay " << cell.artifact << '\n';
      out << "  rerun: llk verify --seed " << seed << " --solver " << s->name << " --property "
          << c.name << '\n';
    }
  return failures;
}

/// Prints the kill matrix; returns the number of mutants not killed.
int print_zoo(const std::vector<MutantResult>& zoo, const std::vector<Check>& checks,
              std::ostream& out) {
  std::size_t w0 = 8;
  for (const auto& m : zoo) w0 = std::max(w0, m.name.size() + 2);
  constexpr std::size_t w = 9;
  out << "\nkill matrix (cell: counterexample size RxC, or Nc:cells for N cases; crash; timeout; "
         "- survived; n/r not run)\n"
      << pad("mutant", w0);
  for (std::size_t i = 0; i < checks.size(); ++i) out << pad("#" + std::to_string(i + 1), w);
  out << "first kill\n";
  int survivors = 0;
  for (const auto& m : zoo) {
    out << pad(m.name, w0);
    for (const KillCell& k : m.cells) {
      std::string t;
      if (k.kind.empty())
        t = k.rounds == 0 ? "n/r" : "-";
      else if (k.kind == "crash" || k.kind == "timeout")
        t = k.kind;
      else if (k.size.find("cases") != std::string::npos)
        t = k.size.substr(0, k.size.find(' ')) + "c:" + std::to_string(k.cells);
      else
        t = k.size.empty() ? "x" : k.size;
      out << pad(t.size() >= w ? t.substr(0, w - 2) + "~" : t, w);
    }
    if (const KillCell* k = m.first_kill()) {
      const auto ci = static_cast<std::size_t>(k - m.cells.data());
      out << fixed(k->seconds, 2) << " s by " << checks[ci].name;
      if (k->cells > 0) out << ", " << k->cells << " cells";
    } else {
      out << "SURVIVED";
      ++survivors;
    }
    out << '\n';
  }
  out << "columns:";
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
  return survivors;
}

}  // namespace

int run_verify(const VerifyOptions& opt, std::ostream& out, std::ostream& err) {
  if (!(opt.budget_seconds > 0) || !std::isfinite(opt.budget_seconds)) {
    err << "llk verify: the budget must be a positive duration\n";
    return kExitUsage;
  }
  if (opt.jobs < 0 || opt.max_rounds < 0 || !(opt.item_timeout_seconds > 0)) {
    err << "llk verify: --jobs, --rounds and --item-timeout must not be negative\n";
    return kExitUsage;
  }
  if (opt.problem != "link")  // escape or all: src/verify/escape_verify.cpp
    return verify_detail::verify_escape_problem(
        opt, out, err, [](const VerifyOptions& o, std::ostream& os, std::ostream& es) {
          return run_verify(o, os, es);
        });
  bool ok = true;
  const std::vector<Check> checks = select_checks(opt, err, ok);
  if (!ok) return kExitUsage;
  // Filters name solvers or mutants; under --mutants a name may pick either.
  std::vector<const SolverInfo*> solvers, mutants;
  if (opt.mutants && !opt.solvers.empty()) {
    for (const auto& n : opt.solvers) {
      if (const SolverInfo* s = production_solvers().find(n))
        solvers.push_back(s);
      else if (const SolverInfo* s = mutant_solvers().find(n))
        mutants.push_back(s);
      else {
        err << "llk verify: no solver or mutant named '" << n << "'\n";
        return kExitUsage;
      }
    }
  } else {
    solvers = select_solvers(production_solvers(), opt.solvers, "solver", err, ok);
    if (!ok) return kExitUsage;
    if (opt.mutants)
      for (const SolverInfo& s : mutant_solvers().all()) mutants.push_back(&s);
  }

  const std::uint64_t seed = opt.seed ? *opt.seed : [] {
    std::random_device rd;
    return (static_cast<std::uint64_t>(rd()) << 32 | rd()) % 1000000000000ULL;
  }();
  const int jobs =
      opt.jobs > 0 ? opt.jobs : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  err << "llk verify: seed " << seed << " (replay with --seed " << seed << ")\n";
  err << "llk verify: " << solvers.size() << " solver(s), " << checks.size() << " check(s), budget "
      << fixed(opt.budget_seconds, 0) << " s, " << jobs << " job(s)";
  if (opt.mutants) err << ", " << mutants.size() << " mutant(s)";
  err << '\n' << std::flush;

  const Tuning tuning;
  // Under --mutants the real solvers get a quarter of the budget and the zoo the rest.
  const double real_budget = solvers.empty()                   ? 0
                             : opt.mutants && !mutants.empty() ? opt.budget_seconds / 4
                                                               : opt.budget_seconds;
  int failures = 0;
  if (!solvers.empty()) {
    Progress progress(err, opt.live_progress, opt.progress_interval_seconds, "llk verify",
                      real_budget);
    CampaignResult r = run_campaign(solvers, checks, seed, real_budget, jobs, opt.max_rounds,
                                    opt.out_dir, progress, tuning);
    progress.finish();
    failures = print_campaign(r, solvers, checks, seed, out);
  }
  int survivors = 0;
  if (opt.mutants && !mutants.empty()) {
    Progress progress(err, opt.live_progress, opt.progress_interval_seconds, "llk verify --mutants",
                      opt.budget_seconds - real_budget);
    auto zoo = run_zoo(mutants, checks, seed, opt.budget_seconds - real_budget, jobs,
                       opt.max_rounds, opt.item_timeout_seconds,
                       (std::filesystem::path(opt.out_dir) / "mutants").string(), progress, tuning);
    survivors = print_zoo(zoo, checks, out);
    out << "\n"
        << zoo.size() - static_cast<std::size_t>(survivors) << " of " << zoo.size()
        << " mutants killed\n";
  }
  out << (failures == 0 ? "\nall real solvers passed"
                        : "\nreal solvers failed: " + std::to_string(failures))
      << (failures == 0 && !solvers.empty() ? "\n" : "\n");
  out << "seed " << seed << " (replay with --seed " << seed << ")\n" << std::flush;
  return failures == 0 && survivors == 0 ? kExitOk : kExitFailureFound;
}

}  // namespace llk
