/// llk-mutant: a mutant of the zoo (or a production solver) of any registered problem as a
/// standalone judge program, so `llk stress --cmd` and the tests can treat it like any external
/// submission. It goes through the Problem interface only (Problem::solve with a SolveRequest).

#include <iostream>
#include <stdexcept>
#include <string>

#include "llk/core/files.hpp"
#include "llk/problems.hpp"

namespace {

int usage(const std::string& why) {
  std::cerr << "llk-mutant: " << why
            << "\nusage: llk-mutant [--problem P] (NAME | --solver NAME) [--rules R] [--turns K]"
               " [--serve]\n"
               "       llk-mutant [--problem P] --list\n"
               "reads a judge input of problem P (default: the registry's first) on stdin and "
               "prints\nits answers, one line per unit; --serve: input after input, each answered "
               "and\nflushed at its end\n";
  return 2;
}

}  // namespace

/// In a sanitized tree, no leak check at exit: LeakSanitizer's scan lifts a judge program past the
/// 32 MiB judge limit, so a memory verdict would be the sanitizer's, not the program's.
extern "C" const char* __asan_default_options() { return "detect_leaks=0"; }

int main(int argc, char** argv) {
  const llk::ProblemRegistry& registry = llk::problems();
  const llk::Problem* problem = registry.all().front().problem.get();
  llk::SolveRequest request;
  request.mutant = true;
  request.read.relaxed = true;
  bool serve = false;
  bool list = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--solver" && has_value) {
      request.mutant = false;
      request.solver = argv[++i];
    } else if (arg == "--rules" && has_value) {
      request.params["rules"] = argv[++i];
    } else if ((arg == "--turns" || arg == "-k") && has_value) {
      request.params["turns"] = argv[++i];
    } else if (arg == "--problem" && has_value) {
      const llk::ProblemInfo* info = registry.find(argv[++i]);
      if (info == nullptr) return usage("unknown problem '" + std::string(argv[i]) + "'");
      problem = info->problem.get();
    } else if (arg == "--serve") {
      serve = true;
    } else if (arg == "--list") {
      list = true;
    } else if (!arg.empty() && arg[0] != '-' && request.solver.empty()) {
      request.solver = arg;
    } else {
      return usage("unexpected argument '" + arg + "'");
    }
  }
  if (list) {
    for (const llk::SolverListing& m : problem->solvers(true))
      std::cout << m.name << "  " << m.description << '\n';
    return 0;
  }
  if (request.solver.empty()) return usage("name a mutant (or --solver NAME)");
  std::ios::sync_with_stdio(false);
  auto answer = [&](const std::string& text) {
    try {
      const auto error = problem->solve(text, request, std::cout, {});
      if (!error) return 0;
      std::cout.flush();
      std::cerr << "llk-mutant: <stdin>: " << error->to_string() << '\n';
    } catch (const std::invalid_argument& e) {
      return usage(e.what());
    }
    return 2;
  };
  if (!serve) return answer(llk::read_file("-"));
  // --serve: input after input, each answered (and flushed) once its end marker is in. A line
  // of zeros may end one; the problem's reader says whether the text is a whole input.
  std::string text, line;
  while (std::getline(std::cin, line)) {
    text += line;
    text += '\n';
    if (line.find_first_not_of("0 \t\r") != std::string::npos ||
        line.find('0') == std::string::npos)
      continue;
    try {
      if (problem->read(text, request.params, request.read).error) continue;
    } catch (const std::invalid_argument& e) {
      return usage(e.what());
    }
    if (const int status = answer(text); status != 0) return status;
    std::cout.flush();
    text.clear();
  }
  return text.find_first_not_of(" \t\r\n") == std::string::npos ? 0 : answer(text);
}
