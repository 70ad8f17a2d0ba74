/// Subjects from command-line names.

#include "llk/engine/subjects.hpp"

#include <algorithm>
#include <stdexcept>

#include "llk/core/duration.hpp"
#include "llk/core/files.hpp"
#include "llk/engine/plugin.hpp"
#include "llk/engine/program.hpp"

namespace llk {

std::unique_ptr<Subject> make_subject(const Problem& problem, const SubjectOptions& o) {
  const int named = !o.command.empty() + !o.solver.empty() + !o.mutant.empty() + !o.plugin.empty();
  if (named != 1)
    throw std::invalid_argument(
        "give exactly one of --cmd PROGRAM, --solver NAME, --mutant NAME and --plugin PATH.so");
  if (!o.plugin.empty()) {
    if (auto why = plugin_cannot_load(problem, o.plugin)) throw std::invalid_argument(*why);
    return plugin_subject(problem, o.plugin, o.timeout_ms);
  }
  if (!o.command.empty()) {
    if (auto why = cannot_start(problem, o.command, o.timeout_ms))
      throw std::invalid_argument(*why);
    return program_subject(problem, o.command, o.timeout_ms);
  }
  const bool mutant = !o.mutant.empty();
  const std::string& name = mutant ? o.mutant : o.solver;
  if (auto s = problem.solver(name, mutant)) return s;
  std::string known;
  for (const SolverListing& l : problem.solvers(mutant)) known += " " + l.name;
  throw std::invalid_argument("no " + problem.name() + (mutant ? " mutant" : " solver") +
                              " named '" + name + "'; known:" + known);
}

std::string recorded_flags(const Subject& subject, int timeout_ms) {
  return subject.in_process() ? subject.flags()
                              : subject.flags() + " --timeout " + std::to_string(timeout_ms) + "ms";
}

std::optional<SubjectOptions> subject_from_flags(const std::string& flags) {
  const auto words = shell_words(flags);
  if (!words || (words->size() != 2 && words->size() != 4)) return std::nullopt;
  SubjectOptions o;
  if (words->size() == 4) {
    // "--cmd PROG --timeout 700ms": the limit the program ran under.
    const auto limit = (*words)[2] == "--timeout" ? parse_duration((*words)[3]) : std::nullopt;
    if (!limit || *limit <= 0 || *limit > 86400) return std::nullopt;
    o.timeout_ms = std::max(1, static_cast<int>(*limit * 1000 + 0.5));
    o.timeout_given = true;
  }
  const std::string& flag = (*words)[0];
  const std::string& value = (*words)[1];
  if (flag == "--cmd")
    o.command = value;
  else if (flag == "--solver")
    o.solver = value;
  else if (flag == "--mutant")
    o.mutant = value;
  else if (flag == "--plugin")
    o.plugin = value;
  else
    return std::nullopt;
  return o;
}

}  // namespace llk
