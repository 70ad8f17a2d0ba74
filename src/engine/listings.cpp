/// `llk problems`, `llk solvers`, `llk mutants` and `llk laws`.

#include "llk/engine/listings.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>

#include "llk/core/exit_status.hpp"
#include "llk/core/size.hpp"
#include "llk/core/text.hpp"

namespace llk {

int run_list_problems(const ProblemRegistry& problems, std::ostream& out, const std::string& only) {
  bool first = true;
  for (const ProblemInfo& p : problems.all()) {
    if (!only.empty() && p.name != only) {
      first = false;
      continue;
    }
    out << fmt::format("{}{}: {}\n", p.name, first ? " (default)" : "", p.problem->summary());
    std::string params;
    for (const auto& [k, v] : p.problem->param_defaults())
      params += fmt::format("{}--{} (default {})", params.empty() ? "" : ", ", k, v);
    if (!params.empty()) out << "  parameters: " << params << '\n';
    out << "  format: " << p.problem->format_help() << '\n';
    const JudgeLimits judge = p.problem->judge_limits();
    const auto memory = [](std::int64_t bytes) {
      return bytes > 0 ? format_size(bytes) : std::string("none stated");
    };
    out << fmt::format(
        "  judge limits of a program (--timeout, --memory-limit): C and C++: CPU {:g} s, "
        "memory {}",
        judge.cpu_seconds, memory(judge.memory_bytes));
    for (const LanguageLimits& l : judge.languages)
      out << fmt::format(
          "; {}: CPU {:g} s, memory {} (--lang {}; a JVM or an interpreter, as python3, node, "
          "ruby, perl, php, gets these without it)",
          l.language == "java" ? "Java/Others" : l.language, l.cpu_seconds, memory(l.memory_bytes),
          l.language);
    out << '\n';
    std::string laws;
    for (const Law& l : p.problem->laws()) laws += (laws.empty() ? "" : ", ") + l.name;
    out << "  laws: " << laws << '\n';
    std::vector<std::string> classes;
    for (const auto& [name, what] : p.problem->unit_classes()) classes.push_back(name);
    if (!classes.empty())
      out << "  " << p.problem->unit_name()
          << " classes (triage, --skip): " << text::join(classes, ", ") << '\n';
    first = false;
  }
  return kExitOk;
}

int run_list_solvers(const Problem& problem, bool mutants, std::ostream& out) {
  const auto list = problem.solvers(mutants);
  std::size_t w = 10;
  for (const auto& s : list) w = std::max(w, s.name.size() + 2);
  bool first = true;
  for (const auto& s : list) {
    out << fmt::format("{:<{}}{}{}{}\n", s.name, w, s.description,
                       s.supports.empty() ? "" : " [" + s.supports + "]",
                       first && !mutants ? " (default)" : "");
    first = false;
  }
  return kExitOk;
}

int run_list_laws(const std::vector<const Problem*>& problems, std::ostream& out) {
  for (const Problem* p : problems) {
    out << p->name() << " laws (`llk verify --property NAME`):\n";
    std::size_t w = 10;
    for (const Law& l : p->laws()) w = std::max(w, l.name.size() + 2);
    for (const Law& l : p->laws())
      out << fmt::format("  {:<{}}{}{}\n", l.name, w, l.description,
                         l.per_solver ? "" : " (checks the problem itself, once)");
    out << fmt::format("  {:<{}}{}\n", "differential", w,
                       "generated inputs through every solver and the oracle: every answer agrees");
  }
  return kExitOk;
}

int run_list_mutants(const std::vector<const Problem*>& problems, std::ostream& out) {
  for (const Problem* p : problems) {
    out << p->name() << " mutants (`--mutant NAME`; `llk verify --mutants` must kill each):\n";
    std::size_t w = 10;
    const auto list = p->solvers(true);
    for (const auto& s : list) w = std::max(w, s.name.size() + 2);
    for (const auto& s : list)
      out << fmt::format("  {:<{}}{}{}{}\n", s.name, w, s.description,
                         s.judged ? "" : " (no judge sees it: only the laws do)",
                         s.runaway ? " (runs in a process of its own)" : "");
  }
  return kExitOk;
}

}  // namespace llk
