/// The commands of fixed test sets: judge (programs on test sets), testset (building one).

#include <unistd.h>

#include <cstdlib>
#include <iostream>

#include "invocation.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/size.hpp"

namespace llk::cli {
namespace {

/// --llk: how llk's own solvers and mutants run as programs, the same for judge and testset.
void add_llk_command(CLI::App* cmd, std::string& command) {
  cmd->add_option("--llk", command,
                  "how to run llk for its solvers and mutants as programs (default: this llk)");
}

/// The judged programs, each named as a subject under the limits given.
int run_judge_command(Invocation& inv) {
  JudgeOptions& o = inv.judge;
  o.params = inv.params;
  if (inv.judged.minimize || inv.judged.no_minimize) o.minimize = inv.judged.minimize;
  auto add = [&](const std::vector<std::string>& values, std::string SubjectOptions::*field) {
    for (const std::string& v : values) {
      SubjectOptions s;
      s.*field = v;
      s.limits = inv.subject.limits;
      o.subjects.push_back(std::move(s));
    }
  };
  add(inv.judged.commands, &SubjectOptions::command);
  add(inv.judged.serves, &SubjectOptions::serve);
  add(inv.judged.solvers, &SubjectOptions::solver);
  add(inv.judged.mutants, &SubjectOptions::mutant);
  add(inv.judged.plugins, &SubjectOptions::plugin);
  if (const char* summary = std::getenv("GITHUB_STEP_SUMMARY")) o.reports.summary = summary;
  return inv.run(run_judge, o);
}

void add_judge(CLI::App& app, Invocation& inv) {
  JudgeOptions& jo = inv.judge;
  auto* j = app.add_subcommand(
      "judge",
      "run programs on every test of test sets (directories of NAME.in, NAME.out beside) as a "
      "judge does: the matrix of verdicts, CPU times and peak memory; test data the validator "
      "rejects or whose NAME.out disagrees with the oracle is reported as bad. Exit 1 when a "
      "program fails a test, 2 on bad test data");
  j->add_option("tests", jo.paths, "test set directories (or NAME.in files)")->required();
  auto* g = j->add_option_group("programs", "what is judged (each repeatable, at least one)");
  g->add_option("--cmd", inv.judged.commands, "a program, run by /bin/sh -c once per test");
  g->add_option("--serve", inv.judged.serves, "a program kept running across tests");
  g->add_option("--solver", inv.judged.solvers, "a production solver, run as a program");
  g->add_option("--mutant", inv.judged.mutants, "a mutant of the zoo, run as a program");
  g->add_option("--plugin", inv.judged.plugins, "a plug-in PATH.so of the C ABI");
  g->require_option(1, 0);
  add_limits(j, inv.subject.limits);
  add_params(j, inv);
  add_jobs(j, jo.jobs, "programs run at once");
  add_quiet(j, jo.progress);
  add_reports(j, jo.reports, "one testcase per test x program", "with the matrix");
  j->add_option("--html", jo.html,
                "write the matrix as an HTML page, each failing run with the minimized picture "
                "beside the crop of the original and the commands that replay it");
  j->add_flag("--minimize", inv.judged.minimize,
              "minimize each failing run (as stress does) into an artifact in --out that `llk "
              "replay` reruns; on by default with --html");
  j->add_flag("--no-minimize", inv.judged.no_minimize, "do not minimize, even with --html")
      ->excludes("--minimize");
  add_duration(j, "--minimize-time", jo.minimize_seconds,
               "time one minimization may take (a time or memory limit gets an eighth)")
      ->default_str("120s");
  j->add_option("--out", jo.out_dir, "directory for the minimized artifacts")
      ->capture_default_str();
  add_page_limits(j, jo.page);
  add_llk_command(j, jo.llk_command);
  on_run(j, inv, [&inv] { return run_judge_command(inv); });
}

/// The test set built from the --kill and --keep programs named.
int run_testset_command(Invocation& inv) {
  TestsetOptions& o = inv.testset;
  o.seed = inv.seed();
  o.params = inv.params;
  try {
    for (const std::string& k : inv.kill) o.kill.push_back(subject_named(k));
    for (const std::string& k : inv.keep) o.keep.push_back(subject_named(k));
  } catch (const std::invalid_argument& e) {
    std::cerr << "llk testset: " << e.what() << '\n';
    return static_cast<int>(kExitUsage);
  }
  return inv.run(run_testset, o);
}

void add_testset(CLI::App& app, Invocation& inv) {
  TestsetOptions& to = inv.testset;
  auto* t = app.add_subcommand(
      "testset",
      "write a compact judge test set (01.in/01.out, ..., manifest.json) that every mutant of "
      "the zoo and every --kill program fails and every --keep program passes within the "
      "judge's limits; the same seed and flags give the same files. A set already in --out is "
      "rebuilt in place: its seed, parameters and limits unless given, its unchanged tests under "
      "their names, new ones numbered after the highest, its pinned tests and the tests that "
      "killed a --kill program kept. --add pins a failure artifact into it");
  t->add_option("--out", to.out_dir, "directory of the test set (a set there is rebuilt in place)")
      ->required();
  t->add_option(
      "--add", to.add,
      "pin a failure artifact (NAME.in, e.g. from llk-out/, or a folder of them) into the "
      "set as a required test NN-NAME.in kept on every rebuild, its answers the "
      "oracle's; alone, into the set as it is (no other file changes); repeatable");
  t->add_flag("--fresh", to.fresh,
              "forget the set in --out (its names, pins, kill tests, seed and limits) and write it "
              "anew");
  add_seed(t, inv);
  t->add_option("--kill", inv.kill,
                "a program known to be wrong (or '--mutant NAME', '--serve PROG', ...): a test "
                "it fails is kept, found by stress and minimized if no candidate is; repeatable");
  t->add_option("--keep", inv.keep,
                "a program known to be right: it must pass every test within the limits (a "
                "test it fails is left out and reported); repeatable");
  auto* exhaustive =
      t->add_option_function<int>(
           "--exhaustive",
           [&to](int cells) {
             to.exhaustive = to.exhaustive.value_or(ProveScope{});
             to.exhaustive->cells = cells;
           },
           "every input up to boards (mazes) of this many cells, as `llk prove --cells` enumerates "
           "them, packed into required tests of at most 65536 units: the set then kills every bug "
           "that shows within that scope")
          ->check(whole_number(1, 64));
  t->add_option_function<int>(
       "--exhaustive-kinds",
       [&to](int kinds) {
         to.exhaustive = to.exhaustive.value_or(ProveScope{});
         to.exhaustive->kinds = kinds;
       },
       "with --exhaustive: tile kinds besides empty (values 0..KINDS); default 2")
      ->check(whole_number(1, 1 << 20))
      ->needs(exhaustive);
  t->add_option("--max-files", to.max_files, "at most this many test files")
      ->check(whole_number(1, 999))
      ->capture_default_str();
  t->add_option_function<std::string>(
       "--max-bytes",
       [&to](const std::string& text) {
         const auto b = parse_size(text);
         if (!b || *b <= 0)
           throw CLI::ValidationError("--max-bytes",
                                      "expected a size like 64MiB or 500M, found '" + text + "'");
         to.max_bytes = *b;
       },
       "at most this many bytes over all files")
      ->default_str("64MiB");
  add_duration(t, "--kill-time", to.kill_seconds,
               "how long a --kill program that no candidate test fails is stressed")
      ->default_str("120s");
  add_limits(t, to.limits);
  add_params(t, inv);
  add_jobs(t, to.jobs, "programs run at once");
  add_quiet(t, to.progress);
  add_llk_command(t, to.llk_command);
  on_run(t, inv, [&inv] { return run_testset_command(inv); });
}

}  // namespace

void add_judge_commands(CLI::App& app, Invocation& inv) {
  add_judge(app, inv);
  add_testset(app, inv);
}

}  // namespace llk::cli
