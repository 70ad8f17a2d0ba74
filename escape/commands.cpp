#include "llk/escape/commands.hpp"

#include <ostream>

#include "llk/escape/format.hpp"
#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {
constexpr int kExitOk = 0, kExitUsage = 2;  // the same statuses as llk::ExitStatus
}

int run_escape_solve(const std::string& input, const std::string& solver, bool relaxed,
                     std::ostream& out, std::ostream& err, const std::string& name) {
  const SolverRegistry& registry = production_solvers();
  const SolverInfo* info = solver.empty() ? &registry.all().front() : registry.find(solver);
  if (info == nullptr) {
    err << "llk solve: unknown escape solver '" << solver << "' (known:";
    for (const auto& s : registry.all()) err << ' ' << s.name;
    err << ")\n";
    return kExitUsage;
  }
  auto instance = info->make();
  Reader reader(input, relaxed ? MazeLimits::relaxed() : MazeLimits::judge());
  Case c;
  for (;;) {
    const Reader::Status status = reader.next(c);
    if (status == Reader::Status::end) return kExitOk;
    if (status == Reader::Status::error) {
      out.flush();
      err << name << ": " << reader.error().to_string() << '\n';
      return kExitUsage;
    }
    out << (instance->solve(c).yes ? "YES\n" : "NO\n");
  }
}

int run_escape_validate(const std::string& input, bool relaxed, std::ostream& out,
                        std::ostream& err, const std::string& name) {
  const auto issues = validate_input(input, relaxed ? MazeLimits::relaxed() : MazeLimits::judge());
  for (const auto& issue : issues) err << name << ": " << issue.to_string() << '\n';
  if (issues.empty()) {
    out << name << ": valid escape input\n";
    return kExitOk;
  }
  err << name << ": " << issues.size() << " violation" << (issues.size() == 1 ? "" : "s") << '\n';
  return kExitUsage;
}

}  // namespace llk::escape
