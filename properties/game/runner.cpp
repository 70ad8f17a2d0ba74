#include "runner.hpp"

#include "law_runner.hpp"

namespace llk::game::props {

LawResult run_property(const std::string& id, const LawParams& params, const CaseBody& body) {
  LawRun run;
  run.seed = params.seed;
  run.cases = params.cases;
  run.max_size = 100;
  const std::function<std::optional<std::string>(const GameCase&, rc_support::Tags&)> each =
      [&body](const GameCase& c, rc_support::Tags&) { return body(c); };
  const LawOutcome o =
      rc_support::run_law<GameCase>(id, run, gen_game_case(params.max_size), each,
                                    [](const GameCase& c) { return llk::Input(c); });
  LawResult out;
  out.passed = o.passed;
  out.cases = o.cases;
  out.message = o.message;
  out.reproduce = o.reproduce;
  if (o.counterexample) out.counterexample = input_as<GameCase>(*o.counterexample);
  return out;
}

}  // namespace llk::game::props
