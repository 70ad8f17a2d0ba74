/// The `llk` command line: one Invocation per call, CLI11 fills it, the engines run it.

#include "llk/cli.hpp"

#include <fmt/format.h>

#include <signal.h>

#include <algorithm>
#include <iostream>
#include <limits>

#include "invocation.hpp"
#include "llk/core/duration.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/interrupt.hpp"
#include "llk/core/sandbox.hpp"
#include "llk/core/seed.hpp"
#include "llk/core/size.hpp"
#include "llk/core/version.hpp"
#include "llk/engine/subjects.hpp"

namespace llk::cli {

const Problem& Invocation::chosen() const {
  if (const ProblemInfo* p = registry.find(problem)) {
    // --rules and --turns mean something only to a problem that has them.
    for (const auto& [key, value] : params) {
      std::string have;
      bool known = false;
      for (const auto& [k, v] : p->problem->param_defaults()) {
        known = known || k == key;
        have += " --" + k;
      }
      if (!known)
        throw std::invalid_argument("--" + key + " does not apply to the " + problem +
                                    " problem (its parameters:" + (have.empty() ? " none" : have) +
                                    ")");
    }
    return *p->problem;
  }
  std::string known;
  for (const ProblemInfo& p : registry.all()) known += " " + p.name;
  throw std::invalid_argument("unknown problem '" + problem + "'; known:" + known);
}

std::vector<const Problem*> Invocation::selected() const {
  std::vector<const Problem*> out;
  if (problem == "all" || !problem_given)
    for (const ProblemInfo& p : registry.all()) out.push_back(p.problem.get());
  else
    out.push_back(&chosen());
  return out;
}

std::optional<std::uint64_t> Invocation::seed() const {
  if (!seed_text) return std::nullopt;
  auto s = parse_seed(*seed_text);
  if (!s)
    throw CLI::ValidationError("--seed",
                               "expected a non-negative integer, found '" + *seed_text + "'");
  return s;
}

void add_params(CLI::App* cmd, Invocation& inv) {
  cmd->add_option_function<std::string>(
         "--rules", [&inv](const std::string& v) { inv.params["rules"] = v; },
         "hdu (a path stays on the board) or classic (it may also use one ring around it); "
         "default hdu; for the problems that take it (see `llk problems`)")
      ->check(CLI::IsMember({"hdu", "classic"}));
  cmd->add_option_function<int>(
         "--turns,-k", [&inv](int k) { inv.params["turns"] = std::to_string(k); },
         "turn limit K, the most direction changes a path may make; default 2; for the "
         "problems that take it")
      ->check(whole_number(0, 64));
}

void add_read_options(CLI::App* cmd, Invocation& inv) {
  cmd->add_flag("--relaxed", inv.read.relaxed,
                "lift the judge limits (sizes, query count) for scaling and fuzzing");
  cmd->add_option("--memory-cap", inv.read.memory_cap_mb, "under --relaxed, MiB one board may take")
      ->check(whole_number(1, 1 << 20))
      ->capture_default_str();
}

void add_subject(CLI::App* cmd, Invocation& inv, bool required) {
  auto* g = cmd->add_option_group("subject", "what is checked (one of)");
  g->add_option("--cmd", inv.subject.command,
                "an external program, run by /bin/sh -c: judge format on stdin, one answer line "
                "per unit on stdout");
  g->add_option("--serve", inv.subject.serve,
                "the same program kept running across inputs (persistent mode, for programs "
                "that start slowly): it reads input after input and flushes each one's answers");
  g->add_option("--solver", inv.subject.solver, "a production solver (see `llk solvers`)");
  g->add_option("--mutant", inv.subject.mutant,
                "a mutant of the zoo (see `llk mutants`; a runaway one runs in a process of its "
                "own)");
  g->add_option("--plugin", inv.subject.plugin,
                "a plug-in PATH.so of the C ABI (llk/link/plugin.h), run in a child process "
                "(link problem)");
  if (required)
    g->require_option(1);
  else
    g->require_option(0, 1);
  add_limits(cmd, inv.subject.limits);
}

CLI::Validator whole_number(long long min, long long max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        std::size_t used = 0;
        long long v = 0;
        try {
          v = std::stoll(text, &used);
        } catch (const std::exception&) {
          used = 0;
        }
        if (used == 0 || used != text.size() || v < min || v > max)
          return max == std::numeric_limits<long long>::max()
                     ? fmt::format("expected a whole number from {} up, found '{}'", min, text)
                     : fmt::format("expected a whole number from {} to {}, found '{}'", min, max,
                                   text);
        return {};
      },
      max == std::numeric_limits<long long>::max() ? fmt::format("INT>={}", min)
                                                   : fmt::format("INT in [{}, {}]", min, max));
}

namespace {

/// A program's containment: the sandbox, what it sees and gets, whose limits it has.
void add_containment(CLI::App* cmd, LimitOptions& limits) {
  cmd->add_option_function<std::string>(
         "--sandbox", [&limits](const std::string& text) { limits.sandbox = parse_sandbox(text); },
         "how programs are contained: bwrap (own PID and network namespaces; the system, its "
         "own files and its working directory read-only, never the tests' answers or llk's "
         "output; a private /tmp), none (a reaper still ends all they start, the answers are in "
         "reach), auto (bwrap where it runs); default $LLK_SANDBOX, else auto")
      ->check(CLI::IsMember({"auto", "bwrap", "none"}));
  cmd->add_option(
         "--sandbox-bind", limits.binds,
         "a path a program sees read-only besides the system folders and its own (repeatable); "
         "never the tests' answers or llk's output")
      ->allow_extra_args(false);
  cmd->add_option(
         "--env", limits.env,
         "NAME=VALUE, or NAME for llk's own value: a variable a program gets beyond PATH, HOME, "
         "TMPDIR and LANG (repeatable)")
      ->allow_extra_args(false);
  cmd->add_option_function<std::string>(
         "--lang", [&limits](const std::string& text) { limits.language = text; },
         "whose judge limits a program gets: c++ (also c, cpp) or java (HDU's Java/Others: also "
         "other); default c++, java for a program seen to run a JVM, other for one run by an "
         "interpreter (python3, node, ruby, perl, php, ...: its first word or its script's #! "
         "line), said once on stderr")
      ->check(CLI::IsMember({"c", "c++", "cpp", "java", "other"}));
}

}  // namespace

void add_limits(CLI::App* cmd, LimitOptions& limits) {
  auto duration = [](const std::string& flag, std::optional<double>& into) {
    return [&into, flag](const std::string& text) {
      const auto s = parse_duration(text);
      if (!s || *s > 86400)
        throw CLI::ValidationError(
            flag, "expected a positive duration like 500ms, 10s or 2m, found '" + text + "'");
      into = *s;
    };
  };
  auto size = [](const std::string& flag, std::optional<std::int64_t>& into, bool none) {
    return [&into, flag, none](const std::string& text) {
      const auto b = none && text == "none" ? std::optional<std::int64_t>{0} : parse_size(text);
      if (!b)
        throw CLI::ValidationError(flag, "expected a size like 32M, 256MiB or 1G" +
                                             std::string(none ? " (or none)" : "") + ", found '" +
                                             text + "'");
      into = *b;
    };
  };
  cmd->add_option_function<std::string>(
      "--timeout", duration("--timeout", limits.cpu_seconds),
      "CPU-time limit of one run of a program, over everything it starts (500ms, 10s, 2m); "
      "default: the problem's judge limit (see `llk problems`)");
  cmd->add_option_function<std::string>(
      "--wall-limit", duration("--wall-limit", limits.wall_seconds),
      "wall-clock cap of one run, for programs that block or sleep (an idle verdict); default: "
      "3 x --timeout or --timeout + 10 s, whichever is larger");
  cmd->add_option_function<std::string>(
      "--memory-limit", size("--memory-limit", limits.memory_bytes, true),
      "peak resident memory of a program's process tree (32M, 256MiB, 1G, none); default: the "
      "problem's judge limit (see `llk problems`)");
  cmd->add_option_function<std::string>(
      "--stack-limit", size("--stack-limit", limits.stack_bytes, false),
      "a program's stack size (1M, 64M), as a judge with a small stack sets it; default: the "
      "system's");
  cmd->add_option_function<std::string>(
      "--output-limit", size("--output-limit", limits.output_bytes, false),
      "the most a program may write to stdout (and to any one file): past it, output-limit; "
      "default 64M");
  cmd->add_option_function<int>(
         "--process-limit", [&limits](int n) { limits.processes = n; },
         "the most processes a program's tree may hold at once (a fork bomb is a runtime error); "
         "default 64")
      ->check(whole_number(1, 100000));
  add_containment(cmd, limits);
}

void add_jobs(CLI::App* cmd, int& jobs, const std::string& what) {
  cmd->add_option("--jobs,-j", jobs, what + " (0: one per hardware thread)")
      ->check(whole_number(0, 1024))
      ->capture_default_str();
}

void add_quiet(CLI::App* cmd, bool& progress) {
  cmd->add_flag("!--quiet,!--no-progress", progress, "no progress line on stderr");
}

void add_seed(CLI::App* cmd, Invocation& inv) {
  cmd->add_option_function<std::string>(
      "--seed", [&inv](const std::string& s) { inv.seed_text = s; },
      "seed of the run (default: random, always printed)");
}

void add_shard(CLI::App* cmd, Shard& shard) {
  cmd->add_option_function<std::string>(
      "--shard",
      [&shard](const std::string& text) {
        try {
          shard = parse_shard(text);
        } catch (const std::invalid_argument& e) {
          throw CLI::ValidationError("--shard", e.what());
        }
      },
      "run part K of N of the campaign (K/N; every part with the same --seed): the parts are "
      "disjoint and together the whole. Default: GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS if set");
}

void add_reports(CLI::App* cmd, ReportFiles& files, const std::string& testcases,
                 const std::string& json_extra) {
  cmd->add_option("--report", files.junit, "write JUnit XML: " + testcases);
  cmd->add_option("--json", files.json, "write the same as JSON, " + json_extra);
}

Shard chosen_shard(const Shard& given) {
  if (!given.whole()) return given;
  try {
    return shard_from_environment().value_or(given);
  } catch (const std::invalid_argument& e) {
    throw CLI::ValidationError("--shard", e.what());
  }
}

CLI::Option* add_duration(CLI::App* cmd, const std::string& name, double& seconds,
                          const std::string& help) {
  return cmd->add_option_function<std::string>(
      name,
      [&seconds, name](const std::string& text) {
        const auto s = parse_duration(text);
        if (!s)
          throw CLI::ValidationError(
              name, "expected a duration like 90, 90s, 500ms, 10m or 2h, found '" + text + "'");
        seconds = *s;
      },
      help + " (90, 90s, 500ms, 10m, 2h)");
}

namespace {

/// Every path the chosen command was given or defaults to (its positional files and folders:
/// test sets, inputs, artifacts; its output folder, reports and pages) is kept from the
/// programs it runs.
void hide_paths_from_programs(const CLI::App& app) {
  static const std::vector<std::string> paths = {"--out", "--json",  "--report", "--html",
                                                 "--svg", "--merge", "--since"};
  for (const CLI::App* cmd : app.get_subcommands()) {
    for (const CLI::Option* opt : cmd->get_options()) {
      const std::string name = opt->get_name();
      const bool positional = !name.empty() && name[0] != '-';
      if (!positional && std::find(paths.begin(), paths.end(), name) == paths.end()) continue;
      if (opt->count() > 0) {
        for (const std::string& value : opt->results()) hide_from_programs(value);
      } else if (!opt->get_default_str().empty()) {
        hide_from_programs(opt->get_default_str());
      }
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  Invocation inv;
  CLI::App app{
      "llk: proves judge-problem solvers right (the Lianliankan link check and the "
      "problems around it), or finds, minimizes and keeps the input that proves them "
      "wrong.\nExit status: 0 all good, 1 a failure found, 2 a usage or input error."};
  app.name("llk");
  app.require_subcommand(1);
  app.fallthrough();  // --problem may follow the subcommand
  app.set_help_all_flag("--help-all", "help for every command");
  app.set_version_flag("--version", std::function<std::string()>([] {
                         return std::string("llk ") + LLK_VERSION + "\n" + sandbox_status();
                       }));
  std::string names;
  for (const ProblemInfo& p : inv.registry.all()) names += (names.empty() ? "" : ", ") + p.name;
  app.add_option("--problem", inv.problem,
                 "the judge problem: " + names + " (`llk problems`); default " + inv.problem +
                     ", but verify checks all of them unless told")
      ->each([&inv](const std::string&) { inv.problem_given = true; });
  add_input_commands(app, inv);
  add_campaign_commands(app, inv);
  add_judge_commands(app, inv);
  add_prove_command(app, inv);
  add_report_command(app, inv);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);
    return rc == 0 ? kExitOk : kExitUsage;
  }
  install_interrupt_handlers();
  clear_hidden_paths();  // an earlier invocation's (in one process: the tests)
  forget_said_limits();  // each invocation says once whose limits its programs get
  hide_paths_from_programs(app);
  try {
    const int rc = inv.action();
    if (interrupted()) {
      std::cerr << "llk: interrupted by " << (interrupt_signal() == SIGTERM ? "SIGTERM" : "SIGINT")
                << ": stopped, what was found is kept\n";
      return kExitInterrupted;
    }
    return rc;
  } catch (const CLI::ValidationError& e) {
    std::cerr << "llk: " << e.what() << '\n';
    return kExitUsage;
  } catch (const std::exception& e) {
    std::cerr << "llk: " << e.what() << '\n';
    return kExitUsage;
  }
}

}  // namespace llk::cli
