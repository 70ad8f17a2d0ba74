#include <iostream>

#include "subcommands.hpp"

namespace llk::cli {

void add_core_commands(CLI::App& app, Action& action) {
  static SolveOptions solve;
  auto* s = app.add_subcommand("solve", "answer a judge input: one YES/NO line per query");
  s->add_option("file", solve.input, "judge input ('-' or none: stdin)");
  s->add_option("--solver", solve.solver, "solver name (default: the fastest; see `llk solvers`)");
  add_config_options(s, solve.config);
  add_input_options(s, solve.in);
  s->callback([&] { action = [] { return run_solve(solve, std::cout, std::cerr); }; });

  auto* l = app.add_subcommand("solvers", "list the production solvers and what each supports");
  l->callback([&] { action = [] { return run_list_solvers(std::cout); }; });

  static CheckOptions check;
  auto* c = app.add_subcommand(
      "check", "run every solver and the oracle on every query; print every disagreement");
  c->add_option("files", check.files, "judge inputs")->required();
  add_config_options(c, check.config);
  add_input_options(c, check.in);
  c->callback([&] { action = [] { return run_check(check, std::cout, std::cerr); }; });

  static ValidateOptions validate;
  auto* v = app.add_subcommand(
      "validate", "strictly validate a judge input (layout, ranges, final '0 0'); report every violation");
  v->add_option("file", validate.input, "judge input ('-': stdin)")->required();
  add_input_options(v, validate.in);
  v->callback([&] { action = [] { return run_validate(validate, std::cout, std::cerr); }; });
}

}  // namespace llk::cli
