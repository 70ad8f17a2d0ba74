#pragma once
/// Private to the CLI: one invocation of `llk`, owning every option struct the flags fill, so two
/// invocations in one process (the tests) never share a value.

#include <CLI/CLI.hpp>

#include <functional>
#include <iostream>
#include <optional>
#include <string>

#include "llk/core/report.hpp"
#include "llk/core/shard.hpp"
#include "llk/engine/check.hpp"
#include "llk/engine/judge.hpp"
#include "llk/engine/listings.hpp"
#include "llk/engine/minimize.hpp"
#include "llk/engine/prove.hpp"
#include "llk/engine/replay.hpp"
#include "llk/engine/report.hpp"
#include "llk/engine/show.hpp"
#include "llk/engine/solve.hpp"
#include "llk/engine/stress.hpp"
#include "llk/engine/testset.hpp"
#include "llk/engine/triage.hpp"
#include "llk/engine/verify.hpp"
#include "llk/problems.hpp"

namespace llk::cli {

struct Invocation {
  const ProblemRegistry& registry = problems();
  /// --problem, for every command ("all" only for verify); the registry's first by default.
  std::string problem = registry.all().front().name;
  bool problem_given = false;  ///< verify without --problem checks every problem
  Params params;               ///< --rules, --turns: only those given
  ReadOptions read;            ///< --relaxed, --memory-cap
  SubjectOptions subject;      ///< --cmd, --serve, --solver, --mutant, --plugin, limits
  std::optional<std::string> seed_text;

  SolveOptions solve;
  ValidateOptions validate;
  CheckOptions check;
  bool list_mutants = false;
  VerifyOptions verify;
  StressOptions stress;
  MinimizeOptions minimize;
  ReplayOptions replay;
  TriageOptions triage;
  ShowOptions show;
  JudgeOptions judge;
  /// judge's programs as given, each flag repeatable: made into judge.subjects when it runs.
  struct {
    std::vector<std::string> commands, serves, solvers, mutants, plugins;
    bool minimize = false, no_minimize = false;  ///< --minimize, --no-minimize
  } judged;
  TestsetOptions testset;
  std::vector<std::string> kill, keep;  ///< testset's --kill and --keep, as given
  ProveOptions prove;
  ProveMergeOptions prove_merge;  ///< --merge: the parts' certificates
  ReportOptions report;

  /// What the chosen subcommand does once the flags are in.
  std::function<int()> action;

  /// The problem named by --problem; throws std::invalid_argument listing the known ones.
  const Problem& chosen() const;
  /// The chosen problem, or every problem when --problem was not given (or is "all").
  std::vector<const Problem*> selected() const;
  /// The seed given by --seed; throws CLI::ValidationError on junk.
  std::optional<std::uint64_t> seed() const;
  /// Runs `command` (run_solve, run_replay, ...) with `options` over the registry and the chosen
  /// problem, printing to the standard streams.
  template <class Command, class Options>
  int run(Command command, const Options& options) const {
    return command(registry, chosen(), options, std::cout, std::cerr);
  }
  /// `options` with the subject flags and --rules/--turns copied in, as a command runs them.
  template <class Options>
  Options& with_subject(Options& options) const {
    options.subject = subject;
    options.params = params;
    return options;
  }
};

/// Makes `run` what `cmd` does once its flags are parsed (CLI11 calls back then).
inline void on_run(CLI::App* cmd, Invocation& inv, std::function<int()> run) {
  cmd->callback([&inv, run = std::move(run)] { inv.action = run; });
}

/// Flags shared by several commands, each declared here once.
void add_params(CLI::App* cmd, Invocation& inv);
void add_read_options(CLI::App* cmd, Invocation& inv);
void add_subject(CLI::App* cmd, Invocation& inv, bool required);
void add_seed(CLI::App* cmd, Invocation& inv);
/// A duration flag (90, 90s, 500ms, 10m, 2h) stored as seconds in `seconds`.
CLI::Option* add_duration(CLI::App* cmd, const std::string& name, double& seconds,
                          const std::string& help);
/// A program's limits: --timeout (CPU time), --wall-limit, --memory-limit, --stack-limit,
/// --output-limit, --process-limit, --sandbox, --lang.
void add_limits(CLI::App* cmd, LimitOptions& limits);
/// --jobs/-j: the same default (0, one per hardware thread) for every command.
void add_jobs(CLI::App* cmd, int& jobs, const std::string& what);
/// --quiet (old spelling --no-progress): no progress line on stderr.
void add_quiet(CLI::App* cmd, bool& progress);
/// --shard K/N: this part of a campaign split over N jobs; without it, GoogleTest's
/// GTEST_SHARD_INDEX and GTEST_TOTAL_SHARDS name the part (read when the command runs).
void add_shard(CLI::App* cmd, Shard& shard);
/// --report FILE (JUnit XML: one testcase per `testcases`) and --json FILE (the same, with
/// `json_extra`): what verify, stress and judge write for CI.
void add_reports(CLI::App* cmd, ReportFiles& files, const std::string& testcases,
                 const std::string& json_extra);
/// The part --shard gave, else the one GoogleTest's sharding variables name; throws
/// CLI::ValidationError when they are malformed.
Shard chosen_shard(const Shard& given);
/// A validator for a whole number in [min, max] whose message says so.
CLI::Validator whole_number(long long min, long long max);

/// solve, validate, check, solvers, problems, show.
void add_input_commands(CLI::App& app, Invocation& inv);
/// verify, stress, minimize, replay.
void add_campaign_commands(CLI::App& app, Invocation& inv);
/// judge, testset: programs on fixed test sets, and building such a set.
void add_judge_commands(CLI::App& app, Invocation& inv);
/// prove: every input up to a scope, and merging the certificates of its parts.
void add_prove_command(CLI::App& app, Invocation& inv);
/// report: the morning page over artifacts, reports and logs.
void add_report_command(CLI::App& app, Invocation& inv);
/// --page-size: the size cap of an HTML page (judge --html, report).
void add_page_limits(CLI::App* cmd, PageLimits& limits);

}  // namespace llk::cli
