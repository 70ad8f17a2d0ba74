/// The shared test helpers that need the CLI and the problem registry.

#include <iostream>
#include <sstream>
#include <stdexcept>

#include "cli_support.hpp"
#include "llk/cli.hpp"
#include "llk/engine/solve.hpp"
#include "llk/problems.hpp"

namespace llk::test {

int cli(std::vector<std::string> args) {
  args.insert(args.begin(), "llk");
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  return llk::cli::main(static_cast<int>(argv.size()), argv.data());
}

CliRun run_cli(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  struct Restore {  // the streams come back even if the command throws
    std::streambuf* out;
    std::streambuf* err;
    ~Restore() {
      std::cout.rdbuf(out);
      std::cerr.rdbuf(err);
    }
  } restore{std::cout.rdbuf(out.rdbuf()), std::cerr.rdbuf(err.rdbuf())};
  const int rc = cli(args);
  return {rc, out.str(), err.str()};
}

CliRun solve_file(const std::string& path, const std::string& solver, Params params,
                  const std::string& problem_name) {
  SolveOptions opt;
  opt.input = path;
  opt.solver = solver;
  opt.params = std::move(params);
  std::ostringstream out, err;
  const int rc = run_solve(problems(), problem(problem_name), opt, out, err);
  return {rc, out.str(), err.str()};
}

const Problem& problem(const std::string& name) {
  const ProblemInfo* p = problems().find(name);
  if (p == nullptr) throw std::invalid_argument("no problem " + name);
  return *p->problem;
}

std::vector<std::string> problem_names() {
  return problems().names();
}

const Problem& default_problem() {
  return *problems().all().front().problem;
}

}  // namespace llk::test
