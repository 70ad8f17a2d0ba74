/// The commands that read one problem's inputs: solve, validate, check, solvers, problems, show.

#include <iostream>
#include <limits>

#include "invocation.hpp"
#include "process_tuning.hpp"

namespace llk::cli {
namespace {

/// solve and validate: one input read as the judge reads it.
void add_solve_and_validate(CLI::App& app, Invocation& inv) {
  auto* s = app.add_subcommand("solve", "answer a judge input: one answer line per unit");
  s->add_option("file", inv.solve.input, "judge input ('-' or none: stdin)");
  s->add_option("--solver", inv.solve.solver,
                "solver name (default: the fastest that supports the parameters)");
  s->add_option("--mutant", inv.solve.mutant,
                "answer as this mutant of the zoo would (see `llk mutants`): the zoo as judge "
                "programs, for `llk judge` and `llk testset`")
      ->excludes("--solver");
  add_params(s, inv);
  add_read_options(s, inv);
  on_run(s, inv, [&inv] {
    tune_process_for_solve(inv.solve.input);  // process-wide: only here, for `llk solve`
    inv.solve.params = inv.params;
    inv.solve.read = inv.read;
    return inv.run(run_solve, inv.solve);
  });

  auto* v = app.add_subcommand(
      "validate", "strictly validate a judge input (layout, ranges, end marker); every violation");
  v->add_option("file", inv.validate.input, "judge input ('-': stdin)")->required();
  add_read_options(v, inv);
  on_run(v, inv, [&inv] {
    inv.validate.read = inv.read;
    return run_validate(inv.chosen(), inv.validate, std::cout, std::cerr);
  });
}

void add_check(CLI::App& app, Invocation& inv) {
  auto* c = app.add_subcommand(
      "check",
      "run your program (or every production solver) and the oracle on every unit of your own "
      "judge inputs, no .out needed; print every disagreement with the oracle's reason "
      "(--minimize: shrink it into an artifact)");
  c->add_option("files", inv.check.files, "judge inputs")->required();
  add_params(c, inv);
  add_read_options(c, inv);
  add_subject(c, inv, false);
  c->add_flag("--minimize", inv.check.minimize,
              "shrink each subject's first disagreement into an artifact (see --out)");
  add_duration(c, "--minimize-time", inv.check.minimize_seconds, "time one minimization may take")
      ->default_str("60s");
  c->add_option("--out", inv.check.out_dir, "directory for the artifacts of --minimize")
      ->capture_default_str();
  on_run(c, inv, [&inv] {
    inv.check.read = inv.read;
    return inv.run(run_check, inv.with_subject(inv.check));
  });
}

/// The listings: solvers, laws, mutants, problems.
void add_listings(CLI::App& app, Invocation& inv) {
  auto* l = app.add_subcommand("solvers", "list the problem's production solvers (or mutants)");
  l->add_flag("--mutants", inv.list_mutants, "list the mutant zoo instead");
  l->callback([&inv] {
    inv.action = [&inv] { return run_list_solvers(inv.chosen(), inv.list_mutants, std::cout); };
  });

  auto* laws = app.add_subcommand(
      "laws", "list the laws verify checks, with what each says (every problem unless --problem)");
  on_run(laws, inv, [&inv] { return run_list_laws(inv.selected(), std::cout); });

  auto* mutants = app.add_subcommand(
      "mutants", "list the mutant zoo: deliberately wrong solvers the checks must catch");
  on_run(mutants, inv, [&inv] { return run_list_mutants(inv.selected(), std::cout); });

  auto* p = app.add_subcommand("problems", "list the judge problems, their parameters and laws");
  on_run(p, inv, [&inv] {
    const bool one = inv.problem_given && inv.problem != "all";
    if (one) inv.chosen();  // an unknown name is an error
    return run_list_problems(inv.registry, std::cout, one ? inv.problem : "");
  });
}

/// show and explain: an input drawn, or put in words.
void add_show_and_explain(CLI::App& app, Invocation& inv) {
  auto* w = app.add_subcommand("show", "draw an input (or artifact) with the oracle's answers");
  auto* e = app.add_subcommand(
      "explain",
      "say for every unit of an input (or artifact) what the oracle answers and why, and what "
      "the subject answered");
  for (CLI::App* cmd : {w, e}) {
    cmd->add_option("file", inv.show.input, "judge input or artifact NAME.in")->required();
    cmd->add_option("--query,-q", inv.show.unit, "1-based unit over the whole input (default: all)")
        ->check(whole_number(1, std::numeric_limits<int>::max()));
    cmd->add_option("--svg", inv.show.svg, "also write an SVG picture of the (first) unit shown");
    add_params(cmd, inv);
  }
  w->add_flag("--why", inv.show.why, "also say why the oracle answers as it does");
  on_run(w, inv, [&inv] {
    inv.show.params = inv.params;
    return inv.run(run_show, inv.show);
  });
  on_run(e, inv, [&inv] {
    inv.show.params = inv.params;
    inv.show.pictures = false;
    inv.show.why = true;
    return inv.run(run_show, inv.show);
  });
}

}  // namespace

void add_input_commands(CLI::App& app, Invocation& inv) {
  add_solve_and_validate(app, inv);
  add_check(app, inv);
  add_listings(app, inv);
  add_show_and_explain(app, inv);
}

}  // namespace llk::cli
