/// `llk verify` on the timed escape: the escape laws (escape/properties.cpp) and the prune
/// soundness check against every escape solver in rounds, then the escape mutants against the
/// same laws, with a kill matrix. Mazes are at most 6 x 6 with bounded walk trees, so this runs in
/// process on one thread; failures shrink with escape::shrink_case and become escape artifacts.

#include "escape_verify.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iomanip>
#include <ostream>
#include <random>
#include <sstream>

#include "engine.hpp"
#include "llk/artifact.hpp"
#include "llk/commands.hpp"
#include "llk/escape/generators.hpp"
#include "llk/escape/properties.hpp"
#include "llk/escape/solver.hpp"
#include "llk/mutants.hpp"

namespace llk::verify_detail {
namespace {

using escape::Case;

/// The law that checks prunes: every Prunes combination of the backtracking solver agrees.
constexpr const char* kPrunesSound = "prunes-sound";
constexpr int kCasesPerItem = 20;
constexpr double kShrinkSeconds = 3;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

std::string pad(std::string s, std::size_t w) {
  if (s.size() < w) s.append(w - s.size(), ' ');
  return s;
}

std::string fixed(double v, int digits) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(digits) << v;
  return s.str();
}

/// One escape check: a law, or the prune soundness check (law null).
struct EscapeCheck {
  std::string name;
  const escape::Law* law = nullptr;
};

std::optional<std::string> run_check(const EscapeCheck& check, const Case& c,
                                     const escape::SolverInfo& solver) {
  try {
    if (check.law == nullptr) return escape::check_prunes_sound(c);
    return check.law->check(c, solver.make);
  } catch (const std::exception& e) {
    return std::string("exception: ") + e.what();
  }
}

/// A failure found on one case, shrunk while the check still fails.
struct Found {
  Case c;
  std::string message;
  int shrink_steps = 0;
};

Found shrink(const EscapeCheck& check, const escape::SolverInfo& solver, Case c,
             std::string message) {
  Found f{std::move(c), std::move(message)};
  const auto start = Clock::now();
  for (bool changed = true; changed && since(start) < kShrinkSeconds;) {
    changed = false;
    for (Case& s : escape::shrink_case(f.c))
      if (auto why = run_check(check, s, solver)) {
        f.c = std::move(s);
        f.message = *why;
        ++f.shrink_steps;
        changed = true;
        break;
      }
  }
  return f;
}

/// Runs one (solver, check) item of `round`: the first failing case, shrunk, or nothing.
std::optional<Found> run_item(const EscapeCheck& check, const escape::SolverInfo& solver,
                              std::uint64_t seed, int round, int& cases) {
  const std::uint64_t s = item_seed(seed, "escape/" + solver.name, check.name, round);
  for (const Case& c : escape::sample_cases(s, kCasesPerItem)) {
    ++cases;
    if (auto why = run_check(check, c, solver)) return shrink(check, solver, c, *why);
  }
  return std::nullopt;
}

std::string write_found(const std::string& dir, const EscapeCheck& check,
                        const escape::SolverInfo& solver, bool mutant, std::uint64_t seed,
                        const Found& f) {
  EscapeFailureArtifact a;
  a.name = "verify-escape-" + check.name + "-" + solver.name + "-" + std::to_string(seed);
  a.cases = {f.c};
  a.kind = check.name == "agrees-with-oracle" ? "wrong-answer" : "law";
  a.found_by = "verify";
  a.subject = (mutant ? "escape mutant " : "escape solver ") + solver.name;
  a.detail = check.name + ": " + f.message;
  a.got = {solver.make()->solve(f.c).yes ? "YES" : "NO"};
  a.seed = std::to_string(seed);
  a.reproduce = "llk verify --problem escape --seed " + std::to_string(seed) + " --solver " +
                solver.name + " --property " + check.name;
  try {
    return write_escape_artifact(dir, a);
  } catch (const std::exception& e) {
    return std::string("(not written: ") + e.what() + ")";
  }
}

std::string size_of(const Case& c) {
  return std::to_string(c.maze.rows()) + "x" + std::to_string(c.maze.cols()) +
         " T=" + std::to_string(c.time);
}

bool contains(const std::vector<std::string>& names, const std::string& n) {
  return std::find(names.begin(), names.end(), n) != names.end();
}

/// The escape part of a run; `budget` seconds for real solvers and (opt.mutants) the zoo.
int run_escape(const VerifyOptions& opt, std::uint64_t seed, double budget, std::ostream& out,
               std::ostream& err) {
  std::vector<EscapeCheck> checks;
  for (const escape::Law& l : escape::laws())
    if (opt.properties.empty() || contains(opt.properties, l.name)) checks.push_back({l.name, &l});
  if (opt.properties.empty() || contains(opt.properties, kPrunesSound))
    checks.push_back({kPrunesSound, nullptr});
  std::vector<const escape::SolverInfo*> solvers, mutants;
  for (const escape::SolverInfo& s : escape::production_solvers().all())
    if (opt.solvers.empty() || contains(opt.solvers, s.name)) solvers.push_back(&s);
  for (const escape::SolverInfo& s : escape::mutant_solvers().all())
    if ((opt.mutants && opt.solvers.empty()) || contains(opt.solvers, s.name))
      (opt.mutants ? mutants : solvers).push_back(&s);
  err << "llk verify --problem escape: " << solvers.size() << " solver(s), " << checks.size()
      << " check(s), budget " << fixed(budget, 1) << " s";
  if (opt.mutants) err << ", " << mutants.size() << " mutant(s)";
  err << '\n' << std::flush;

  // Real solvers: rounds over every (solver, check) until their share of the budget is spent.
  const double real_budget = opt.mutants && !mutants.empty() ? budget / 4 : budget;
  struct Cell {
    int cases = 0, rounds = 0;
    std::optional<Found> failure;
    std::string artifact;
  };
  std::vector<std::vector<Cell>> cells(solvers.size(), std::vector<Cell>(checks.size()));
  const auto start = Clock::now();
  for (int round = 0; !solvers.empty(); ++round) {
    if (opt.max_rounds > 0 && round >= opt.max_rounds) break;
    if (round > 0 && since(start) >= real_budget) break;
    for (std::size_t si = 0; si < solvers.size(); ++si)
      for (std::size_t ci = 0; ci < checks.size(); ++ci) {
        Cell& cell = cells[si][ci];
        // The prune check does not depend on the solver: it runs in the first column only.
        if (cell.failure || (checks[ci].law == nullptr && si > 0)) continue;
        if (round > 0 && since(start) >= real_budget) break;
        ++cell.rounds;
        cell.failure = run_item(checks[ci], *solvers[si], seed, round, cell.cases);
        if (cell.failure)
          cell.artifact =
              write_found(opt.out_dir, checks[ci], *solvers[si], false, seed, *cell.failure);
      }
  }
  int failures = 0;
  if (!solvers.empty()) {
    std::size_t w0 = 20;
    out << "\nescape (HDU 1010)\n" << pad("property", w0);
    for (const auto* s : solvers) out << pad(s->name, 20);
    out << '\n';
    for (std::size_t ci = 0; ci < checks.size(); ++ci) {
      out << pad(checks[ci].name, w0);
      for (std::size_t si = 0; si < solvers.size(); ++si) {
        const Cell& c = cells[si][ci];
        std::string t = c.failure ? "FAIL" : c.rounds == 0 ? "n/a" : "PASS";
        if (c.rounds > 0) t += " " + std::to_string(c.cases);
        out << pad(t, 20);
        if (c.failure) ++failures;
      }
      out << '\n';
    }
    out << "(cells: result and mazes run; " << kPrunesSound
        << " checks the backtracking solver's 8 prune settings, so it runs once)\n";
    for (std::size_t si = 0; si < solvers.size(); ++si)
      for (std::size_t ci = 0; ci < checks.size(); ++ci) {
        const Cell& c = cells[si][ci];
        if (!c.failure) continue;
        out << "\nFAIL " << checks[ci].name << " on escape solver " << solvers[si]->name << "\n  "
            << c.failure->message << "\n  counterexample (" << size_of(c.failure->c) << "):\n"
            << escape::to_text(c.failure->c) << "  artifact: " << c.artifact
            << "\n  rerun: llk verify --problem escape --seed " << seed << " --solver "
            << solvers[si]->name << " --property " << checks[ci].name << '\n';
      }
    out << (failures == 0 ? "all escape solvers passed\n"
                          : "escape solvers failed: " + std::to_string(failures) + "\n");
  }

  // The zoo: each mutant gets a slice of the rest; every law runs until it kills the mutant.
  int survivors = 0;
  if (opt.mutants && !mutants.empty()) {
    std::vector<EscapeCheck> zoo_checks;
    for (const EscapeCheck& c : checks)
      if (c.law != nullptr) zoo_checks.push_back(c);
    const double slice = (budget - real_budget) / static_cast<double>(mutants.size());
    const std::string dir = (std::filesystem::path(opt.out_dir) / "mutants").string();
    std::size_t w0 = 8;
    for (const auto* m : mutants) w0 = std::max(w0, m->name.size() + 2);
    std::ostringstream rows, notes;
    for (const auto* m : mutants) {
      const auto mstart = Clock::now();
      std::vector<Cell> row(zoo_checks.size());
      std::vector<double> killed_at(zoo_checks.size(), -1);
      for (int round = 0;; ++round) {
        if (opt.max_rounds > 0 && round >= opt.max_rounds) break;
        if (round > 0 && since(mstart) >= slice) break;
        bool open = false;
        for (std::size_t ci = 0; ci < zoo_checks.size(); ++ci) {
          if (row[ci].failure) continue;
          open = true;
          ++row[ci].rounds;
          row[ci].failure = run_item(zoo_checks[ci], *m, seed, round, row[ci].cases);
          if (row[ci].failure) killed_at[ci] = since(mstart);
        }
        if (!open) break;
      }
      rows << pad(m->name, w0);
      std::size_t first = zoo_checks.size();
      for (std::size_t ci = 0; ci < zoo_checks.size(); ++ci) {
        rows << pad(row[ci].failure ? size_of(row[ci].failure->c) : "-", 11);
        if (row[ci].failure && (first == zoo_checks.size() || killed_at[ci] < killed_at[first]))
          first = ci;
      }
      if (first == zoo_checks.size()) {
        rows << "SURVIVED\n";
        ++survivors;
        continue;
      }
      rows << fixed(killed_at[first], 2) << " s by " << zoo_checks[first].name << '\n';
      const std::string path =
          write_found(dir, zoo_checks[first], *m, true, seed, *row[first].failure);
      notes << "  " << m->name << ": " << zoo_checks[first].name << ": "
            << row[first].failure->message << "\n    artifact: " << path << '\n';
    }
    out << "\nescape kill matrix (cell: shrunk counterexample RxC T=time; - survived)\n"
        << pad("mutant", w0);
    for (std::size_t i = 0; i < zoo_checks.size(); ++i) out << pad("#" + std::to_string(i + 1), 11);
    out << "first kill\n" << rows.str() << "columns:";
    for (std::size_t i = 0; i < zoo_checks.size(); ++i)
      out << (i % 4 == 0 ? "\n  " : "   ") << "#" << i + 1 << " " << zoo_checks[i].name;
    out << '\n'
        << notes.str() << '\n'
        << mutants.size() - static_cast<std::size_t>(survivors) << " of " << mutants.size()
        << " escape mutants killed\n";
  }
  out << std::flush;
  return failures == 0 && survivors == 0 ? kExitOk : kExitFailureFound;
}

bool escape_name(const std::string& n) {
  if (n == kPrunesSound || escape::production_solvers().find(n) || escape::mutant_solvers().find(n))
    return true;
  for (const escape::Law& l : escape::laws())
    if (l.name == n) return true;
  return false;
}

bool link_name(const std::string& n) {
  if (n == kDifferential || production_solvers().find(n) || mutant_solvers().find(n)) return true;
  for (const Property& p : link_properties().all())
    if (p.name == n) return true;
  return false;
}

}  // namespace

int verify_escape_problem(
    const VerifyOptions& opt, std::ostream& out, std::ostream& err,
    const std::function<int(const VerifyOptions&, std::ostream&, std::ostream&)>& run_link) {
  if (opt.problem != "escape" && opt.problem != "all") {
    err << "llk verify: unknown problem '" << opt.problem << "' (link, escape or all)\n";
    return kExitUsage;
  }
  if (!(opt.budget_seconds > 0) || opt.max_rounds < 0) {
    err << "llk verify: the budget must be a positive duration\n";
    return kExitUsage;
  }
  const std::uint64_t seed = opt.seed ? *opt.seed : [] {
    std::random_device rd;
    return (static_cast<std::uint64_t>(rd()) << 32 | rd()) % 1000000000000ULL;
  }();
  // Filters: each name goes to the problem that knows it.
  VerifyOptions link = opt, esc = opt;
  link.problem = "link";
  link.seed = esc.seed = seed;
  link.solvers.clear();
  link.properties.clear();
  esc.solvers.clear();
  esc.properties.clear();
  // Names known to both problems (e.g. "symmetry") go to both; unknown names to the link part,
  // which reports them.
  for (const auto& n : opt.solvers) {
    if (escape_name(n)) esc.solvers.push_back(n);
    if (link_name(n) || !escape_name(n)) link.solvers.push_back(n);
  }
  for (const auto& n : opt.properties) {
    if (escape_name(n)) esc.properties.push_back(n);
    if (link_name(n) || !escape_name(n)) link.properties.push_back(n);
  }
  if (opt.problem == "escape") {
    for (const auto* names : {&opt.solvers, &opt.properties})
      for (const auto& n : *names)
        if (!escape_name(n)) {
          err << "llk verify --problem escape: no escape solver, mutant or property named '" << n
              << "'\n";
          return kExitUsage;
        }
    err << "llk verify: seed " << seed << " (replay with --seed " << seed << ")\n";
    const int rc = run_escape(esc, seed, opt.budget_seconds, out, err);
    out << "seed " << seed << " (replay with --seed " << seed << ")\n";
    return rc;
  }
  // all: a part whose filters all went to the other problem does not run.
  const bool filtered = !opt.solvers.empty() || !opt.properties.empty();
  const bool run_l = !filtered || (!link.solvers.empty() || !link.properties.empty());
  const bool run_e = !filtered || (!esc.solvers.empty() || !esc.properties.empty());
  const double esc_budget = run_l ? opt.budget_seconds / 4 : opt.budget_seconds;
  link.budget_seconds = run_e ? opt.budget_seconds - esc_budget : opt.budget_seconds;
  int rc = kExitOk;
  if (run_l) rc = run_link(link, out, err);
  if (rc == kExitUsage) return rc;
  if (run_e) rc = std::max(rc, run_escape(esc, seed, esc_budget, out, err));
  if (run_e && run_l) out << "seed " << seed << " (replay with --seed " << seed << ")\n";
  return rc;
}

}  // namespace llk::verify_detail
