/// Subjects from command-line names.

#include "llk/engine/subjects.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "llk/core/duration.hpp"
#include "llk/core/files.hpp"
#include "llk/core/size.hpp"
#include "llk/engine/plugin.hpp"
#include "llk/engine/program.hpp"

namespace llk {

LimitOptions LimitOptions::over(const LimitOptions& base) const {
  LimitOptions o = base;
  if (cpu_seconds) o.cpu_seconds = cpu_seconds;
  if (wall_seconds) o.wall_seconds = wall_seconds;
  if (memory_bytes) o.memory_bytes = memory_bytes;
  if (stack_bytes) o.stack_bytes = stack_bytes;
  return o;
}

RunLimits LimitOptions::resolve(const JudgeLimits& judge) const {
  RunLimits r;
  r.cpu_seconds = cpu_seconds.value_or(judge.cpu_seconds);
  r.wall_seconds = wall_seconds.value_or(0);
  r.memory_bytes = memory_bytes.value_or(judge.memory_bytes);
  r.stack_bytes = stack_bytes.value_or(0);
  return r;
}

std::unique_ptr<Subject> make_subject(const Problem& problem, const SubjectOptions& o) {
  const int named = !o.command.empty() + !o.serve.empty() + !o.solver.empty() + !o.mutant.empty() +
                    !o.plugin.empty();
  if (named != 1)
    throw std::invalid_argument(
        "give exactly one of --cmd PROGRAM, --serve PROGRAM, --solver NAME, --mutant NAME and "
        "--plugin PATH.so");
  const RunLimits limits = o.limits.resolve(problem.judge_limits());
  if (!o.plugin.empty()) {
    if (auto why = plugin_cannot_load(problem, o.plugin)) throw std::invalid_argument(*why);
    // The host is llk's own process: only a memory limit given on the command line applies.
    RunLimits host = limits;
    host.memory_bytes = o.limits.memory_bytes.value_or(0);
    return plugin_subject(problem, o.plugin, host);
  }
  if (!o.command.empty()) {
    if (auto why = cannot_start(problem, o.command, limits)) throw std::invalid_argument(*why);
    return program_subject(problem, o.command, limits);
  }
  if (!o.serve.empty()) return serve_subject(problem, o.serve, limits);
  const bool mutant = !o.mutant.empty();
  const std::string& name = mutant ? o.mutant : o.solver;
  if (auto s = problem.solver(name, mutant)) return s;
  std::string known;
  for (const SolverListing& l : problem.solvers(mutant)) known += " " + l.name;
  throw std::invalid_argument("no " + problem.name() + (mutant ? " mutant" : " solver") +
                              " named '" + name + "'; known:" + known);
}

std::string limit_flags(const RunLimits& limits) {
  std::string s = fmt::format(" --timeout {}ms", std::llround(limits.cpu_seconds * 1000));
  if (limits.wall_seconds > 0)
    s += fmt::format(" --wall-limit {}ms", std::llround(limits.wall_seconds * 1000));
  s += " --memory-limit " + (limits.memory_bytes > 0 ? format_size(limits.memory_bytes) : "none");
  if (limits.stack_bytes > 0) s += " --stack-limit " + format_size(limits.stack_bytes);
  return s;
}

std::string recorded_flags(const Subject& subject) {
  return subject.flags() + subject.limit_flags();
}

std::optional<SubjectOptions> subject_from_flags(const std::string& flags) {
  const auto words = shell_words(flags);
  if (!words || words->size() < 2 || words->size() % 2 != 0) return std::nullopt;
  SubjectOptions o;
  const std::string& flag = (*words)[0];
  const std::string& value = (*words)[1];
  if (flag == "--cmd")
    o.command = value;
  else if (flag == "--serve")
    o.serve = value;
  else if (flag == "--solver")
    o.solver = value;
  else if (flag == "--mutant")
    o.mutant = value;
  else if (flag == "--plugin")
    o.plugin = value;
  else
    return std::nullopt;
  // The limits the program ran under. An artifact of an older llk names no memory limit: it
  // ran under none.
  o.limits.memory_bytes = 0;
  for (std::size_t i = 2; i + 1 < words->size(); i += 2) {
    const std::string& name = (*words)[i];
    const std::string& text = (*words)[i + 1];
    if (name == "--timeout" || name == "--wall-limit") {
      const auto s = parse_duration(text);
      if (!s || *s > 86400) return std::nullopt;
      (name == "--timeout" ? o.limits.cpu_seconds : o.limits.wall_seconds) = *s;
    } else if (name == "--memory-limit" || name == "--stack-limit") {
      const auto b = text == "none" ? std::optional<std::int64_t>{0} : parse_size(text);
      if (!b) return std::nullopt;
      (name == "--memory-limit" ? o.limits.memory_bytes : o.limits.stack_bytes) = *b;
    } else {
      return std::nullopt;
    }
  }
  return o;
}

}  // namespace llk
