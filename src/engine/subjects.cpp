/// Subjects from command-line names.

#include "llk/engine/subjects.hpp"

#include <fmt/format.h>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <set>
#include <stdexcept>

#include "llk/core/duration.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/interpreter.hpp"
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
  if (output_bytes) o.output_bytes = output_bytes;
  if (processes) o.processes = processes;
  if (sandbox) o.sandbox = sandbox;
  if (language) o.language = language;
  if (!binds.empty()) o.binds = binds;
  if (!env.empty()) o.env = env;
  return o;
}

RunLimits LimitOptions::resolve(const JudgeLimits& all, const std::string& lang) const {
  const std::string name = language.value_or(lang);
  const std::optional<JudgeLimits> judge = all.for_language(name);
  if (!judge) {
    std::string known = "c++";
    for (const LanguageLimits& l : all.languages) known += ", " + l.language;
    throw std::invalid_argument("--lang " + name + ": the problem states limits for " + known);
  }
  RunLimits r;
  r.cpu_seconds = cpu_seconds.value_or(judge->cpu_seconds);
  r.wall_seconds = wall_seconds.value_or(0);
  r.memory_bytes = memory_bytes.value_or(judge->memory_bytes);
  r.stack_bytes = stack_bytes.value_or(0);
  if (output_bytes) r.output_bytes = *output_bytes;
  if (processes) r.processes = *processes;
  r.sandbox = sandbox.value_or(default_sandbox());
  r.binds = binds;
  r.env = env;
  return r;
}

namespace {

std::mutex said_mu;
std::set<std::string> said;  ///< the commands whose limits were said in this invocation

/// Writes `line` to stderr unless a line was said of `command` already.
void say_once(const std::string& command, const std::string& line) {
  const std::lock_guard lock(said_mu);
  if (said.insert(command).second) std::cerr << line << '\n';
}

/// The interpreter whose language's limits `command` gets: none under --lang, or when the
/// problem states no limits for that language.
std::optional<Interpreter> judged_interpreter(const Problem& problem, const std::string& command,
                                              const LimitOptions& given) {
  if (given.language) return std::nullopt;
  std::optional<Interpreter> seen = find_interpreter(command);
  if (!seen || !problem.judge_limits().for_language(seen->language)) return std::nullopt;
  return seen;
}

/// Says once that `command` runs under `seen` and gets `limits`, unless the limits given on the
/// command line leave the language nothing to decide.
void tell_interpreter(const Problem& problem, const std::string& command, const Interpreter& seen,
                      const RunLimits& limits, const LimitOptions& given) {
  if (given.cpu_seconds && given.memory_bytes) return;
  say_once(command,
           fmt::format("llk: {} runs under {}{}: judged under the {} problem's Java/Others limits "
                       "(CPU {:g} s, memory {}; --lang c++ for C and C++'s)",
                       shell_quote(command), seen.name, seen.script.empty() ? "" : " (its #! line)",
                       problem.name(), limits.cpu_seconds,
                       limits.memory_bytes > 0 ? format_size(limits.memory_bytes) : "none"));
}

}  // namespace

RunLimits program_limits(const Problem& problem, const std::string& command,
                         const LimitOptions& given) {
  const std::optional<Interpreter> seen = judged_interpreter(problem, command, given);
  const RunLimits limits =
      given.resolve(problem.judge_limits(), seen ? seen->language : std::string());
  if (seen) tell_interpreter(problem, command, *seen, limits, given);
  return limits;
}

void forget_said_limits() {
  const std::lock_guard lock(said_mu);
  said.clear();
}

namespace {

bool runaway(const Problem& problem, const std::string& mutant) {
  for (const SolverListing& l : problem.solvers(true))
    if (l.name == mutant) return l.runaway;
  return false;
}

/// A runaway mutant (a stack overflow, an exponential search) run as `LLK solve --mutant NAME`
/// under each input's own parameters, in a process of its own: its crash or its time is the
/// verdict, not llk's end. Named as the mutant, so an artifact replays it the same way.
class ForkedMutant : public Subject {
 public:
  ForkedMutant(const Problem& problem, std::unique_ptr<Subject> in_process, std::string llk,
               RunLimits limits)
      : problem_(problem),
        in_process_(std::move(in_process)),
        llk_(std::move(llk)),
        limits_(limits) {}
  std::string label() const override { return in_process_->label(); }
  std::string flags() const override { return in_process_->flags(); }
  std::string limit_flags() const override { return llk::limit_flags(limits_); }
  double time_limit() const override { return limits_.cpu_seconds; }
  std::string short_name() const override { return in_process_->short_name(); }
  bool supports(const Input& input) const override { return in_process_->supports(input); }
  bool in_process() const override { return false; }
  Verdict judge(const Input& input, const std::function<const Expected&()>& expected) override {
    std::string command =
        fmt::format("{} solve --problem {} --mutant {}", llk_, shell_quote(problem_.name()),
                    shell_quote(in_process_->short_name()));
    for (const auto& [k, v] : problem_.params(input))
      command += fmt::format(" --{} {}", k, shell_quote(v));
    return program_subject(problem_, command, limits_)->judge(input, expected);
  }

 private:
  const Problem& problem_;
  std::unique_ptr<Subject> in_process_;
  std::string llk_;
  RunLimits limits_;
};

std::unique_ptr<Subject> forked_mutant(const Problem& problem, std::unique_ptr<Subject> s,
                                       const SubjectOptions& o) {
  // The judge's CPU time; llk's own memory is no judge's figure, so only a limit given counts.
  RunLimits limits = o.limits.resolve(problem.judge_limits());
  limits.memory_bytes = o.limits.memory_bytes.value_or(0);
  return std::make_unique<ForkedMutant>(problem, std::move(s),
                                        o.llk.empty() ? own_command() : o.llk, limits);
}

}  // namespace

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
    // An interpreter the command names gets its language's limits; a JVM is told apart below.
    const std::optional<Interpreter> seen = judged_interpreter(problem, o.command, o.limits);
    const bool other = seen && seen->language != "java";
    const RunLimits own = other ? o.limits.resolve(problem.judge_limits(), seen->language) : limits;
    const ProgramProbe probe = probe_program(problem, o.command, own);
    if (probe.error) throw std::invalid_argument(*probe.error);
    if (probe.jvm && !o.limits.language && problem.judge_limits().for_language("java")) {
      // A judge gives a JVM its own limits: Java's, from here on. Nor does it charge the JVM's
      // own footprint to the program: what it holds on the smallest input, unlimited, is
      // allowed on top of the limit.
      const RunLimits java = o.limits.resolve(problem.judge_limits(), "java");
      RunLimits unlimited = java;
      unlimited.memory_bytes = 0;
      const std::int64_t runtime = probe_program(problem, o.command, unlimited).peak_memory_bytes;
      // Said once per command, however many subjects (jobs) are made of it.
      say_once(o.command,
               fmt::format("llk: {} runs a Java virtual machine: judged under the {} problem's "
                           "Java limits (CPU {:g} s, memory {} over the JVM's own {:.1f} MiB; "
                           "--lang c++ for C++'s)",
                           shell_quote(o.command), problem.name(), java.cpu_seconds,
                           java.memory_bytes > 0 ? format_size(java.memory_bytes) : "none",
                           static_cast<double>(runtime) / 1048576.0));
      return program_subject(problem, o.command, java, runtime);
    }
    if (other) tell_interpreter(problem, o.command, *seen, own, o.limits);
    return program_subject(problem, o.command, own);
  }
  if (!o.serve.empty())
    return serve_subject(problem, o.serve, program_limits(problem, o.serve, o.limits));
  const bool mutant = !o.mutant.empty();
  const std::string& name = mutant ? o.mutant : o.solver;
  if (auto s = problem.solver(name, mutant)) {
    if (mutant && runaway(problem, name)) return forked_mutant(problem, std::move(s), o);
    return s;
  }
  std::string known;
  for (const SolverListing& l : problem.solvers(mutant)) known += " " + l.name;
  throw std::invalid_argument("no " + problem.name() + (mutant ? " mutant" : " solver") +
                              " named '" + name + "'; known:" + known);
}

namespace {

/// A solver or mutant run as a program: named as the user named it, run through `llk solve`.
class JudgedSolver : public Subject {
 public:
  JudgedSolver(std::unique_ptr<Subject> program, std::string label, std::string flags,
               std::string short_name)
      : program_(std::move(program)),
        label_(std::move(label)),
        flags_(std::move(flags)),
        short_name_(std::move(short_name)) {}
  std::string label() const override { return label_; }
  std::string flags() const override { return flags_; }
  std::string limit_flags() const override { return program_->limit_flags(); }
  double time_limit() const override { return program_->time_limit(); }
  std::string short_name() const override { return short_name_; }
  bool fixed_params() const override { return true; }
  bool in_process() const override { return false; }
  Verdict judge(const Input& input, const std::function<const Expected&()>& expected) override {
    return program_->judge(input, expected);
  }

 private:
  std::unique_ptr<Subject> program_;
  std::string label_, flags_, short_name_;
};

}  // namespace

std::unique_ptr<Subject> make_judged_subject(const Problem& problem, const SubjectOptions& o,
                                             const std::string& llk_command, const Params& params) {
  if (o.solver.empty() && o.mutant.empty()) return make_subject(problem, o);
  const bool mutant = !o.mutant.empty();
  const std::string& name = mutant ? o.mutant : o.solver;
  if (!make_subject(problem, o)) return nullptr;  // an unknown name throws, listing the known
  std::string command =
      fmt::format("{} solve --problem {} {} {}", llk_command, shell_quote(problem.name()),
                  mutant ? "--mutant" : "--solver", shell_quote(name));
  for (const auto& [k, v] : params) command += fmt::format(" --{} {}", k, shell_quote(v));
  const RunLimits limits = o.limits.resolve(problem.judge_limits());
  return std::make_unique<JudgedSolver>(
      program_subject(problem, command, limits),
      fmt::format("{} {}", mutant ? "mutant" : "solver", name),
      fmt::format("{} {}", mutant ? "--mutant" : "--solver", shell_quote(name)), name);
}

std::string own_command() {
  std::string path(4096, '\0');
  const ssize_t n = ::readlink("/proc/self/exe", path.data(), path.size());
  if (n <= 0) return "llk";
  path.resize(static_cast<std::size_t>(n));
  return shell_quote(path);
}

SubjectOptions subject_named(const std::string& value) {
  if (value.rfind("--", 0) == 0) {
    if (auto o = subject_from_flags(value)) {
      // Only the limits written out are set: the rest are the problem's judge limits.
      if (value.find("--memory-limit") == std::string::npos) o->limits.memory_bytes.reset();
      return *o;
    }
    throw std::invalid_argument("'" + value +
                                "' names no subject: give a program, or one of --cmd, --serve, "
                                "--solver, --mutant and --plugin with its value (and limits)");
  }
  SubjectOptions o;
  o.command = value;
  return o;
}

std::string limit_flags(const RunLimits& limits) {
  std::string s = fmt::format(" --timeout {}ms", std::llround(limits.cpu_seconds * 1000));
  if (limits.wall_seconds > 0)
    s += fmt::format(" --wall-limit {}ms", std::llround(limits.wall_seconds * 1000));
  s += " --memory-limit " + (limits.memory_bytes > 0 ? format_size(limits.memory_bytes) : "none");
  if (limits.stack_bytes > 0) s += " --stack-limit " + format_size(limits.stack_bytes);
  for (const std::string& b : limits.binds) s += " --sandbox-bind " + shell_quote(b);
  for (const std::string& e : limits.env) s += " --env " + shell_quote(e);
  return s;
}

std::string recorded_flags(const Subject& subject) {
  return subject.flags() + subject.limit_flags();
}

void record_subject(Failure& failure, const Subject& subject) {
  failure.subject = subject.label();
  failure.subject_flags = recorded_flags(subject);
  std::error_code ec;
  if (!subject.in_process()) failure.working_dir = std::filesystem::current_path(ec).string();
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
    } else if (name == "--sandbox-bind") {
      o.limits.binds.push_back(text);
    } else if (name == "--env") {
      o.limits.env.push_back(text);
    } else {
      return std::nullopt;
    }
  }
  return o;
}

}  // namespace llk
