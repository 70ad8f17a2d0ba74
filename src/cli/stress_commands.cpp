#include <iostream>

#include "llk/stress.hpp"
#include "subcommands.hpp"

namespace llk::cli {

void add_stress_commands(CLI::App& app, Action& action) {
  static StressOptions stress;
  static std::string budget = "60s";
  static std::string seed;
  auto* s = app.add_subcommand(
      "stress",
      "run a judge program (stdin: judge format, stdout: YES/NO lines) on generated "
      "inputs, compare with the oracle, minimize and keep every failure");
  s->add_option("--cmd", stress.command, "the program and its arguments, run by /bin/sh -c")
      ->required();
  s->add_option("--budget", budget, "how long to generate inputs: 90, 90s, 10m, 2h")
      ->capture_default_str();
  s->add_option("--seed", seed, "seed of the input schedule (default: random, always printed)");
  s->add_option("--from", stress.first_input, "start the schedule at this input number")
      ->capture_default_str();
  s->add_option("--inputs", stress.max_inputs, "stop after this many inputs (0: budget only)")
      ->capture_default_str();
  s->add_option("--timeout-ms", stress.timeout_ms, "time limit of one run of the program")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  s->add_option("--jobs,-j", stress.jobs, "programs run at once (0: one per core)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  s->add_option("--out", stress.out_dir, "directory for failure artifacts")->capture_default_str();
  s->add_option("--max-failures", stress.max_failures, "stop after this many failing inputs")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  s->add_flag("!--no-minimize", stress.minimize, "write failures as found, without shrinking");
  s->add_option("--minimize-seconds", stress.minimize_seconds, "time one minimization may take")
      ->capture_default_str();
  s->add_flag("!--no-progress", stress.progress, "no progress line on stderr");
  add_config_options(s, stress.config);
  static std::string stress_problem = "link";
  s->add_option("--problem", stress_problem, "link (HDU 1175) or escape (HDU 1010)")
      ->check(CLI::IsMember({"link", "escape"}))
      ->capture_default_str();
  s->callback([&] {
    action = [] {
      stress.budget_seconds = parse_duration(budget);
      if (!seed.empty()) stress.seed = std::stoull(seed, nullptr, 0);
      if (stress_problem == "escape") return run_escape_stress(stress, std::cout, std::cerr);
      return run_stress(stress, std::cout, std::cerr);
    };
  });

  static MinimizeCommandOptions min;
  auto* m = app.add_subcommand(
      "minimize", "shrink a failing judge input (or artifact) while it fails the same way");
  m->add_option("file", min.input, "judge input or artifact NAME.in")->required();
  m->add_option("--cmd", min.command, "an external program, run by /bin/sh -c");
  m->add_option("--solver", min.solver, "a production solver (a mutant with --mutant)");
  m->add_flag("--mutant", min.mutant, "--solver names a mutant of the zoo");
  m->add_option("--timeout-ms", min.timeout_ms, "time limit of one run of the program")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  m->add_option("--out", min.out_dir, "directory for the artifact")->capture_default_str();
  m->add_option("--name", min.name, "artifact name (default: min-STEM)");
  m->add_option("--max-seconds", min.max_seconds, "time limit of the minimization")
      ->capture_default_str();
  add_config_options(m, min.config);
  static std::string min_problem = "link";
  m->add_option("--problem", min_problem, "link (HDU 1175) or escape (HDU 1010)")
      ->check(CLI::IsMember({"link", "escape"}))
      ->capture_default_str();
  m->callback([m, &action] {
    min.config_given = m->count("--rules") + m->count("--turns") > 0;
    action = [] {
      if (min_problem == "escape") return run_escape_minimize(min, std::cout, std::cerr);
      return run_minimize(min, std::cout, std::cerr);
    };
  });

  static ReplayOptions replay;
  auto* r = app.add_subcommand(
      "replay",
      "run artifacts (link or escape, from NAME.txt) through every production solver (or a "
      "program); exit 1 on any mismatch with NAME.out");
  r->add_option("path", replay.path, "artifact NAME.in or a directory of them")->required();
  r->add_option("--cmd", replay.command, "an external program instead of the solvers");
  r->add_option("--timeout-ms", replay.timeout_ms, "time limit of one run of the program")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  r->callback([&] { action = [] { return run_replay(replay, std::cout, std::cerr); }; });

  static ShowOptions show;
  auto* w = app.add_subcommand("show", "draw a board and the oracle's witness path");
  w->add_option("file", show.input, "judge input or artifact NAME.in")->required();
  w->add_option("--query,-q", show.query, "1-based query over the whole input (default: all)")
      ->check(CLI::NonNegativeNumber);
  w->add_option("--svg", show.svg, "also write an SVG picture of the (first) query shown");
  add_config_options(w, show.config);
  w->callback([w, &action] {
    show.config_given = w->count("--rules") + w->count("--turns") > 0;
    action = [] { return run_show(show, std::cout, std::cerr); };
  });
}

}  // namespace llk::cli
