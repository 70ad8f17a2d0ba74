#include <iostream>

#include "llk/escape/commands.hpp"
#include "llk/judge_format.hpp"
#include "subcommands.hpp"

namespace llk::cli {
namespace {

/// `--problem escape`: reads the file here and hands the text to the escape command.
int run_escape(const std::string& path, const std::string& command,
               int (*run)(const std::string& text, const std::string& name)) {
  std::string text;
  try {
    text = read_file(path);
  } catch (const std::exception& e) {
    std::cerr << "llk " << command << ": " << e.what() << '\n';
    return kExitUsage;
  }
  return run(text, path == "-" ? "<stdin>" : path);
}

}  // namespace

void add_core_commands(CLI::App& app, Action& action) {
  static SolveOptions solve;
  auto* s = app.add_subcommand("solve", "answer a judge input: one YES/NO line per query");
  s->add_option("file", solve.input, "judge input ('-' or none: stdin)");
  s->add_option("--solver", solve.solver, "solver name (default: the fastest; see `llk solvers`)");
  add_config_options(s, solve.config);
  add_input_options(s, solve.in);
  static std::string solve_problem = "link";
  s->add_option("--problem", solve_problem, "link (HDU 1175) or escape (HDU 1010)")
      ->check(CLI::IsMember({"link", "escape"}));
  s->callback([&] {
    action = [] {
      if (solve_problem != "escape") return run_solve(solve, std::cout, std::cerr);
      return run_escape(solve.input, "solve", [](const std::string& text, const std::string& name) {
        return escape::run_escape_solve(text, solve.solver, solve.in.relaxed, std::cout, std::cerr,
                                        name);
      });
    };
  });

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
  static std::string validate_problem = "link";
  v->add_option("--problem", validate_problem, "link (HDU 1175) or escape (HDU 1010)")
      ->check(CLI::IsMember({"link", "escape"}));
  v->callback([&] {
    action = [] {
      if (validate_problem != "escape") return run_validate(validate, std::cout, std::cerr);
      return run_escape(validate.input, "validate",
                        [](const std::string& text, const std::string& name) {
                          return escape::run_escape_validate(text, validate.in.relaxed, std::cout,
                                                             std::cerr, name);
                        });
    };
  });
}

}  // namespace llk::cli
