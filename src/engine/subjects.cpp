/// Subjects from command-line names.

#include "llk/engine/subjects.hpp"

#include <stdexcept>

#include "llk/engine/program.hpp"

namespace llk {

std::unique_ptr<Subject> make_subject(const Problem& problem, const SubjectOptions& o) {
  const int named = !o.command.empty() + !o.solver.empty() + !o.mutant.empty();
  if (named != 1)
    throw std::invalid_argument(
        "give exactly one of --cmd PROGRAM, --solver NAME and --mutant NAME");
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

}  // namespace llk
