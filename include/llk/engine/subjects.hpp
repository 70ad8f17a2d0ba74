#pragma once
/// Naming a subject on the command line: a program (--cmd, or kept running with --serve), a
/// production solver (--solver), a mutant (--mutant) or a plug-in (--plugin). Every engine that
/// checks something takes one.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "llk/core/process.hpp"
#include "llk/problem.hpp"

namespace llk {

struct Failure;

/// A program's limits as given (on the command line or in an artifact); the unset ones are the
/// problem's judge limits (time, memory) or RunLimits' defaults (wall cap, stack).
struct LimitOptions {
  std::optional<double> cpu_seconds;         ///< --timeout: CPU time of one run
  std::optional<double> wall_seconds;        ///< --wall-limit
  std::optional<std::int64_t> memory_bytes;  ///< --memory-limit (0: none)
  std::optional<std::int64_t> stack_bytes;   ///< --stack-limit
  std::optional<std::int64_t> output_bytes;  ///< --output-limit
  std::optional<int> processes;              ///< --process-limit
  std::optional<Sandbox> sandbox;            ///< --sandbox (default: $LLK_SANDBOX, else auto)
  /// --lang: whose judge limits apply (c++, java, other); unset: C++'s, Java/Others' for a
  /// program seen to run a JVM or named to run under an interpreter (core/interpreter.hpp).
  std::optional<std::string> language;
  std::vector<std::string> binds;  ///< --sandbox-bind: paths a program sees besides its own
  std::vector<std::string> env;    ///< --env NAME[=VALUE]: variables it gets beyond the fixed
  /// These over `base`: each limit given here wins, the others are base's.
  LimitOptions over(const LimitOptions& base) const;
  /// The run limits: the ones given, the rest from the judge's limits for `language` (or
  /// `--lang`'s); throws std::invalid_argument for a language the problem has no limits for.
  RunLimits resolve(const JudgeLimits& judge, const std::string& language = "") const;
};

/// A program's limits: those given, the rest the judge's for --lang, else for the language of
/// the interpreter `command` runs under (said once on stderr), else C and C++'s.
RunLimits program_limits(const Problem& problem, const std::string& command,
                         const LimitOptions& given);

/// Forgets which programs' limits were said on stderr: the next invocation says them again.
void forget_said_limits();

/// Which subject to check; at most one of command, serve, solver, mutant and plugin is set.
struct SubjectOptions {
  std::string command;  ///< an external program, run by /bin/sh -c once per input
  std::string serve;    ///< an external program kept running across inputs (persistent mode)
  std::string solver;   ///< a production solver of the problem
  std::string mutant;   ///< a mutant of the problem's zoo
  std::string plugin;   ///< a plug-in of the problem's C ABI (llk/link/plugin.h), PATH.so
  LimitOptions limits;  ///< a program's or plug-in's limits (a runaway mutant's too)
  /// How to run this llk as a program (a runaway mutant runs as `LLK solve --mutant NAME`);
  /// empty: own_command(), right unless llk's engines run inside another program.
  std::string llk;
  bool given() const {
    return !command.empty() || !serve.empty() || !solver.empty() || !mutant.empty() ||
           !plugin.empty();
  }
};

/// The subject named by `options`; throws std::invalid_argument when none, several, or an
/// unknown one is named (the message lists the known names), or a program cannot run. A runaway
/// mutant (SolverListing::runaway) runs in a process of its own, so its crash is a verdict.
std::unique_ptr<Subject> make_subject(const Problem& problem, const SubjectOptions& options);

/// The subject as a judge runs it, in a process of its own under the judge's limits: a program
/// (--cmd, --serve, --plugin) as make_subject makes it, a production solver or a mutant as the
/// program `LLK solve --problem P --solver|--mutant NAME` (LLK: `llk_command`), under `params`.
std::unique_ptr<Subject> make_judged_subject(const Problem& problem, const SubjectOptions& options,
                                             const std::string& llk_command, const Params& params);

/// This llk, quoted for /bin/sh: how make_judged_subject runs its own solvers and mutants.
std::string own_command();

/// The subject a value of --kill or --keep names: "--mutant NAME" (any subject flag with its
/// limits, as artifacts record them), or a program, as --cmd takes it.
SubjectOptions subject_named(const std::string& value);

/// The limits as flags that subject_from_flags reads back: " --timeout 10000ms --memory-limit
/// 32MiB", with the wall cap and stack only when set.
std::string limit_flags(const RunLimits& limits);

/// What an artifact records in `subject-flags:`: the subject's flags and, for a program, the
/// limits it ran under ("--cmd './prog' --timeout 700ms --memory-limit 32MiB").
std::string recorded_flags(const Subject& subject);

/// Records `subject` in a failure: its label, its flags and, for a program, where it ran.
void record_subject(Failure& failure, const Subject& subject);

/// The subject named by recorded_flags() text (also the older "--cmd './prog' --timeout
/// 700ms"); nullopt when the text names none.
std::optional<SubjectOptions> subject_from_flags(const std::string& flags);

}  // namespace llk
