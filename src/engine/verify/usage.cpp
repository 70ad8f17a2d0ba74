/// `llk verify`'s usage errors (usage.hpp): programs, filters, budgets and report files.

#include "usage.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "campaign.hpp"
#include "llk/core/report.hpp"
#include "llk/engine/plugin.hpp"
#include "llk/engine/program.hpp"
#include "llk/engine/subjects.hpp"

namespace llk::verify_work {

bool knows(const Problem& p, const std::string& n) {
  if (n == kDifferential) return true;
  for (const Law& l : p.laws())
    if (l.name == n) return true;
  for (const bool m : {false, true})
    for (const SolverListing& s : p.solvers(m))
      if (s.name == n) return true;
  return false;
}

namespace {

/// Why a program, plug-in or parameter given cannot be checked (found before the run), if so.
std::optional<std::string> program_usage_error(const std::vector<const Problem*>& problems,
                                               const VerifyOptions& opt) {
  const int programs = !opt.command.empty() + !opt.serve.empty() + !opt.plugin.empty();
  if (programs > 0 && problems.size() != 1)
    return "--cmd, --serve and --plugin check a subject of one problem: give --problem";
  if (programs > 1) return "give one of --cmd, --serve and --plugin";
  if (!opt.plugin.empty())
    if (auto why = plugin_cannot_load(*problems.front(), opt.plugin)) return *why;
  try {
    for (const Problem* p : problems)
      if (!opt.params.empty()) (void)p->with_params(p->differential_input(0, 0, 0), opt.params);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  if (!opt.command.empty())
    if (auto why = probe_program(*problems.front(), opt.command,
                                 program_limits(*problems.front(), opt.command, opt.limits))
                       .error)
      return *why;
  if (!opt.serve.empty()) {
    try {
      (void)serve_subject(*problems.front(), opt.serve,
                          program_limits(*problems.front(), opt.serve, opt.limits));
    } catch (const std::invalid_argument& e) {
      return e.what();
    }
  }
  return std::nullopt;
}

/// Why a name in the filters is known to none of the problems (each takes its own), if so.
std::optional<std::string> filter_usage_error(const std::vector<const Problem*>& problems,
                                              const VerifyOptions& opt) {
  for (const auto* names : {&opt.solvers, &opt.properties})
    for (const std::string& n : *names) {
      if (std::any_of(problems.begin(), problems.end(),
                      [&](const Problem* p) { return knows(*p, n); }))
        continue;
      std::string why = "no solver, mutant or property named '" + n + "'; known:";
      for (const Problem* p : problems) {
        why += "\n  " + p->name() + ":";
        for (const SolverListing& s : p->solvers(false)) why += ' ' + s.name;
        for (const Law& l : p->laws()) why += ' ' + l.name;
        why += ' ' + std::string(kDifferential) + " (mutants: llk solvers --mutants)";
      }
      return why;
    }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> usage_error(const std::vector<const Problem*>& problems,
                                       const VerifyOptions& opt) {
  if (!(opt.budget_seconds > 0) || !std::isfinite(opt.budget_seconds))
    return "the budget must be a positive duration";
  if (auto why = program_usage_error(problems, opt)) return why;
  if (auto why = cannot_write(opt.reports)) return why;  // found out now, not after the run
  if (opt.jobs < 0 || opt.max_rounds < 0 || !(opt.item_timeout_seconds > 0))
    return "--jobs, --rounds and --item-timeout must not be negative";
  return filter_usage_error(problems, opt);
}

}  // namespace llk::verify_work
