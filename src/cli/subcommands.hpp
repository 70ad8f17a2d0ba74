#pragma once
/// Private to the CLI: each group of subcommands declares its flags once and sets the action.

#include <CLI/CLI.hpp>

#include <functional>

#include "llk/board.hpp"
#include "llk/commands.hpp"

namespace llk::cli {

using Action = std::function<int()>;

/// --rules and --turns, shared by every command that answers queries.
void add_config_options(CLI::App* cmd, Config& config);
/// --relaxed and --memory-cap, shared by every command that reads judge inputs.
void add_input_options(CLI::App* cmd, InputOptions& in);

/// solve, solvers, check, validate.
void add_core_commands(CLI::App& app, Action& action);

/// verify: the main job (laws, differential campaign, mutant zoo).
void add_verify_command(CLI::App& app, Action& action);
/// stress, minimize, replay, show.
void add_stress_commands(CLI::App& app, Action& action);

}  // namespace llk::cli
