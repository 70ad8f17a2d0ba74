/// The `llk verify` subcommand: flags into VerifyOptions, then run_verify.

#include <unistd.h>

#include <iostream>

#include "llk/verify.hpp"
#include "subcommands.hpp"

namespace llk::cli {

void add_verify_command(CLI::App& app, Action& action) {
  static VerifyOptions opt;
  auto* v = app.add_subcommand(
      "verify",
      "the main job: every law against every solver plus a differential campaign against the "
      "oracle, for a time budget; --mutants checks the suite against the mutant zoo");
  v->add_option_function<std::string>(
       "--budget",
       [](const std::string& text) {
         auto secs = parse_duration(text);
         if (!secs)
           throw CLI::ValidationError(
               "--budget", "expected a duration like 90, 90s, 10m or 2h, found '" + text + "'");
         opt.budget_seconds = *secs;
       },
       "wall-time budget: 90, 90s, 10m, 2h")
      ->default_str("60s");
  v->add_option("--seed", opt.seed, "run seed (default: random; always printed)");
  v->add_option("--jobs,-j", opt.jobs,
                "worker threads, or children under --mutants (default: hardware threads)")
      ->check(CLI::NonNegativeNumber);
  v->add_option("--out", opt.out_dir, "directory for failure artifacts (mutants: OUT/mutants)")
      ->capture_default_str();
  v->add_flag("--mutants", opt.mutants,
              "also run every check against the mutant zoo, each mutant in forked children; "
              "exit 0 only when every mutant is killed and no real solver fails");
  v->add_option("--solver", opt.solvers, "only these solvers (or mutants); repeatable");
  v->add_option("--property", opt.properties,
                "only these laws ('differential' for the differential campaign); repeatable");
  v->add_option("--rounds", opt.max_rounds,
                "stop each (solver, law) after this many rounds, for a run that replays exactly "
                "(0: until the budget is spent)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  v->add_option_function<std::string>(
       "--item-timeout",
       [](const std::string& text) {
         auto secs = parse_duration(text);
         if (!secs)
           throw CLI::ValidationError("--item-timeout",
                                      "expected a duration, found '" + text + "'");
         opt.item_timeout_seconds = *secs;
       },
       "under --mutants, a work item running longer is a timeout kill")
      ->default_str("10s");
  v->add_option("--problem", opt.problem,
                "link (HDU 1175), escape (HDU 1010) or all; all gives escape a quarter of the budget")
      ->check(CLI::IsMember({"link", "escape", "all"}))
      ->capture_default_str();
  v->callback([&] {
    action = [] {
      opt.live_progress = ::isatty(STDERR_FILENO) != 0;
      return run_verify(opt, std::cout, std::cerr);
    };
  });
}

}  // namespace llk::cli
