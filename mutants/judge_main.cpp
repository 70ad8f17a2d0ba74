/// llk-mutant: a mutant of the zoo (or a production solver) as a standalone judge program, so
/// `llk stress --cmd` and the tests can treat it like any external submission.

#include <cstdlib>
#include <iostream>
#include <string>

#include "llk/judge_format.hpp"
#include "llk/mutants.hpp"
#include "llk/solver.hpp"

namespace {

int usage(const std::string& why) {
  std::cerr << "llk-mutant: " << why
            << "\nusage: llk-mutant (NAME | --solver NAME) [--rules hdu|classic] [--turns K]\n"
               "reads a judge input on stdin, prints one YES/NO line per query\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::string name;
  bool production = false;
  llk::Config config;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--solver" && has_value) {
      production = true;
      name = argv[++i];
    } else if (arg == "--rules" && has_value) {
      auto rules = llk::parse_rules(argv[++i]);
      if (!rules) return usage("unknown rules '" + std::string(argv[i]) + "'");
      config.rules = *rules;
    } else if ((arg == "--turns" || arg == "-k") && has_value) {
      config.turns = std::atoi(argv[++i]);
    } else if (arg == "--list") {
      for (const auto& m : llk::mutant_solvers().all())
        std::cout << m.name << "  " << m.description << '\n';
      return 0;
    } else if (!arg.empty() && arg[0] != '-' && name.empty()) {
      name = arg;
    } else {
      return usage("unexpected argument '" + arg + "'");
    }
  }
  const llk::SolverRegistry& registry =
      production ? llk::production_solvers() : llk::mutant_solvers();
  const llk::SolverInfo* info = registry.find(name);
  if (info == nullptr)
    return usage("unknown " + std::string(production ? "solver" : "mutant") + " '" + name +
                 "' (--list shows the mutants)");
  std::ios::sync_with_stdio(false);
  const std::string text = llk::read_file("-");
  llk::JudgeReader reader(text, llk::Limits::relaxed());
  auto solver = info->make();
  llk::Case c;
  for (;;) {
    const auto status = reader.next(c);
    if (status == llk::JudgeReader::Status::end) return 0;
    if (status == llk::JudgeReader::Status::error) {
      std::cout.flush();
      std::cerr << "llk-mutant: <stdin>: " << reader.error().to_string() << '\n';
      return 2;
    }
    solver->prepare(c.board, config);
    std::string answers;
    for (const llk::Query& q : c.queries) answers += solver->solve(q).yes ? "YES\n" : "NO\n";
    std::cout << answers;
  }
}
