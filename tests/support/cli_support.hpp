#pragma once
/// Test helpers over the whole tool: the `llk` command line in process and the problem registry.

#include <string>
#include <vector>

#include "llk/problem.hpp"
#include "support.hpp"

namespace llk::test {

/// Runs `llk ARGS...` in this process (CLI11 parsing included); returns its exit status.
int cli(std::vector<std::string> args);

/// One run of `llk` in process, with what it printed.
struct CliRun {
  int status;
  std::string out, err;
};
/// `llk ARGS...` with std::cout and std::cerr captured.
CliRun run_cli(const std::vector<std::string>& args);

/// A registered problem by name ("link", "escape").
const Problem& problem(const std::string& name);
/// The name of every registered problem: what "every problem" tests are instantiated over.
std::vector<std::string> problem_names();

}  // namespace llk::test
