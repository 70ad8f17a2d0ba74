#include "llk/cli.hpp"

#include <iostream>

#include "subcommands.hpp"

namespace llk::cli {

void add_config_options(CLI::App* cmd, Config& config) {
  cmd->add_option_function<std::string>(
         "--rules", [&config](const std::string& name) { config.rules = *parse_rules(name); },
         "hdu: the path stays on the board; classic: it may also use one ring around it")
      ->check(CLI::IsMember({"hdu", "classic"}))
      ->default_str("hdu");
  cmd->add_option("--turns,-k", config.turns, "turn limit K: the most direction changes a path may make")
      ->check(CLI::Range(0, 64))
      ->capture_default_str();
}

void add_input_options(CLI::App* cmd, InputOptions& in) {
  cmd->add_flag("--relaxed", in.relaxed,
                "lift the judge limits (n <= 1000, m < 1000, 0 < q < 50) for scaling and fuzzing");
  cmd->add_option("--memory-cap", in.memory_cap_mb, "under --relaxed, MiB one board may take")
      ->capture_default_str();
}

int main(int argc, char** argv) {
  CLI::App app{"llk: proves Lianliankan link-check solvers right, or finds, minimizes and keeps "
               "the board that proves them wrong.\nExit status: 0 all good, 1 a failure found, "
               "2 a usage or input error."};
  app.name("llk");
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "help for every command");
  Action action;
  add_core_commands(app, action);
  add_verify_command(app, action);
  add_stress_commands(app, action);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);
    return rc == 0 ? kExitOk : kExitUsage;
  }
  std::ios::sync_with_stdio(false);
  try {
    return action();
  } catch (const std::exception& e) {
    std::cerr << "llk: " << e.what() << '\n';
    return kExitUsage;
  }
}

}  // namespace llk::cli
