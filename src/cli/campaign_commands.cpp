/// The commands that check subjects over many inputs: verify, stress, minimize, replay, triage.

#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <limits>

#include "invocation.hpp"

namespace llk::cli {
namespace {

/// --max-bugs, the same for stress and verify.
void add_max_bugs(CLI::App* cmd, int& max_bugs) {
  cmd->add_option("--max-bugs", max_bugs,
                  "stop after this many distinct bugs (0: go on until the budget)")
      ->check(whole_number(0, 1 << 30))
      ->capture_default_str();
}

/// verify's filters and the subjects it checks instead of the solvers.
void add_verify_subjects(CLI::App* v, VerifyOptions& vo) {
  v->add_option("--solver", vo.solvers, "only these solvers (or mutants); repeatable");
  v->add_option("--property", vo.properties,
                "only these laws ('differential' for the differential campaign); repeatable");
  v->add_option("--cmd", vo.command,
                "check this program instead of the solvers (the differential campaign only)");
  v->add_option("--plugin", vo.plugin,
                "check this C plug-in PATH.so (llk/link/plugin.h) instead of the solvers, in "
                "child processes (the differential campaign only)");
  v->add_option("--serve", vo.serve,
                "check this program kept running across inputs (persistent mode) instead of the "
                "solvers (the differential campaign only)");
}

void add_verify(CLI::App& app, Invocation& inv) {
  VerifyOptions& vo = inv.verify;
  auto* v = app.add_subcommand(
      "verify",
      "the main job: every law against every solver plus a differential campaign against the "
      "oracle, for a time budget; --mutants checks the suite against the mutant zoo. With "
      "$GITHUB_STEP_SUMMARY set, a markdown summary of the run is appended to it");
  add_duration(v, "--budget", vo.budget_seconds, "wall-time budget")->default_str("60s");
  add_seed(v, inv);
  add_jobs(v, vo.jobs, "worker threads, or children under --mutants");
  v->add_option("--out", vo.out_dir, "directory for failure artifacts (mutants: OUT/mutants)")
      ->capture_default_str();
  v->add_flag("--mutants", vo.mutants,
              "also run every check against the mutant zoo, each mutant in forked children; "
              "exit 0 only when every mutant is killed and no real solver fails");
  v->add_flag("--first-kill", vo.first_kill,
              "under --mutants, stop each mutant at its first kill: a quick proof that every "
              "mutant dies, with one kill per row of the matrix");
  add_verify_subjects(v, vo);
  add_limits(v, vo.limits);
  add_max_bugs(v, vo.max_bugs);
  v->add_option("--rounds", vo.max_rounds,
                "stop each (solver, law) after this many rounds, for a run that replays exactly "
                "(0: until the budget is spent)")
      ->check(whole_number(0, 1 << 30))
      ->capture_default_str();
  add_quiet(v, vo.progress);
  add_shard(v, vo.shard);
  add_reports(v, vo.reports,
              "one testcase per law x subject (and per mutant under --mutants), failures with "
              "their artifact and replay command",
              "with the coverage tables");
  add_params(v, inv);
  add_duration(v, "--item-timeout", vo.item_timeout_seconds,
               "under --mutants, a work item running longer is a timeout kill")
      ->default_str("10s");
  on_run(v, inv, [&inv] {
    inv.verify.seed = inv.seed();
    inv.verify.shard = chosen_shard(inv.verify.shard);
    inv.verify.params = inv.params;
    inv.verify.live_progress = ::isatty(STDERR_FILENO) != 0;
    if (const char* summary = std::getenv("GITHUB_STEP_SUMMARY"))
      inv.verify.reports.summary = summary;
    return run_verify(inv.selected(), inv.verify, std::cout, std::cerr);
  });
}

void add_stress(CLI::App& app, Invocation& inv) {
  StressOptions& so = inv.stress;
  auto* s = app.add_subcommand(
      "stress",
      "run a subject (a program, a solver or a mutant) on generated inputs that grow to judge "
      "size, compare with the oracle, minimize and keep every failure");
  add_subject(s, inv, true);
  add_duration(s, "--budget", so.budget_seconds, "how long to generate inputs")->default_str("60s");
  add_seed(s, inv);
  add_shard(s, so.shard);
  s->add_option("--from", so.first_input, "start the schedule at this input number")
      ->check(whole_number(0, std::numeric_limits<long long>::max()))
      ->capture_default_str();
  s->add_option("--inputs", so.max_inputs, "stop after this many inputs (0: budget only)")
      ->check(whole_number(0, std::numeric_limits<long long>::max()))
      ->capture_default_str();
  add_jobs(s, so.jobs, "inputs checked at once");
  s->add_option("--out", so.out_dir, "directory for failure artifacts")->capture_default_str();
  add_max_bugs(s, so.max_bugs);
  s->add_option("--skip", so.skip,
                "leave units of this class out of every input (same-cell, ring, ...: see "
                "`llk problems`); repeatable");
  s->add_option("--max-cells", so.max_cells,
                "skip inputs of more cells than this (0: none skipped), to check answers apart "
                "from speed and memory")
      ->check(whole_number(0, std::numeric_limits<long long>::max()));
  s->add_flag("!--no-minimize", so.minimize, "write failures as found, without shrinking");
  add_duration(s, "--minimize-time", so.minimize_seconds, "time one minimization may take")
      ->default_str("120s");
  add_quiet(s, so.progress);
  add_reports(s, so.reports,
              "one failed testcase per bug found (its kind, artifact and replay command), a "
              "passing one when none",
              "with the coverage table");
  add_params(s, inv);
  on_run(s, inv, [&inv] {
    inv.stress.seed = inv.seed();
    inv.stress.shard = chosen_shard(inv.stress.shard);
    return run_stress(inv.chosen(), inv.with_subject(inv.stress), std::cout, std::cerr);
  });
}

void add_minimize_and_replay(CLI::App& app, Invocation& inv) {
  MinimizeOptions& mo = inv.minimize;
  auto* m = app.add_subcommand(
      "minimize", "shrink a failing judge input (or artifact) while it fails the same way");
  m->add_option("file", mo.input, "judge input or artifact NAME.in")->required();
  add_subject(m, inv, true);
  m->add_option("--out", mo.out_dir, "directory for the artifact")->capture_default_str();
  m->add_option("--name", mo.name, "artifact name (default: min-STEM)");
  add_duration(m, "--max-time", mo.max_seconds, "time limit of the minimization")
      ->default_str("300s");
  add_params(m, inv);
  on_run(m, inv, [&inv] { return inv.run(run_minimize, inv.with_subject(inv.minimize)); });

  auto* r = app.add_subcommand(
      "replay",
      "run artifacts (any problem, read from NAME.txt) through the subject that failed on each, "
      "and say whether the failure still reproduces; or through one subject, or --solvers");
  r->add_option("path", inv.replay.path, "artifact NAME.in or a directory of them")->required();
  add_subject(r, inv, false);
  r->add_flag("--solvers", inv.replay.solvers,
              "replay through every production solver of each artifact's problem instead")
      ->excludes("--cmd")
      ->excludes("--serve")
      ->excludes("--solver")
      ->excludes("--mutant");
  add_params(r, inv);
  on_run(r, inv, [&inv] {
    inv.replay.problem_given = inv.problem_given;
    return inv.run(run_replay, inv.with_subject(inv.replay));
  });
}

void add_triage(CLI::App& app, Invocation& inv) {
  auto* t = app.add_subcommand(
      "triage",
      "bucket artifacts (of any engine, any problem) into distinct bugs by the canonical form of "
      "their input, their kind and their expected answers");
  t->add_option("paths", inv.triage.paths, "artifacts NAME.in or directories of them")->required();
  t->add_option("--out", inv.triage.out_dir, "copy the smallest artifact of each bug here");
  on_run(t, inv, [&inv] { return inv.run(run_triage, inv.triage); });
}

}  // namespace

void add_campaign_commands(CLI::App& app, Invocation& inv) {
  add_verify(app, inv);
  add_stress(app, inv);
  add_minimize_and_replay(app, inv);
  add_triage(app, inv);
}

}  // namespace llk::cli
