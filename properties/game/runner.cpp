#include "runner.hpp"

#include <algorithm>

#include "law_runner.hpp"

namespace llk::game::props {

LawOutcome run_property(const std::string& id, const LawRun& run, int max_cells,
                        const CaseBody& body) {
  const std::function<std::optional<std::string>(const GameCase&, rc_support::Tags&)> each =
      [&body](const GameCase& c, rc_support::Tags&) { return body(c); };
  // The round's size is the boards' cells (max_cells); RapidCheck's own size stays full, since
  // its draws (rc::gen::inRange, the command sequences) shrink with it.
  LawRun full = run;
  full.max_size = 100;
  return rc_support::run_law<GameCase>(id, full, gen_game_case(max_cells), each,
                                       [](const GameCase& c) {
                                         return llk::Input(GameInput{{c.board}, c.config});
                                       });
}

LawOutcome run_tagged(const std::string& id, const LawRun& run, const rc::Gen<GameCase>& gen,
                      const TaggedBody& body) {
  const std::function<std::optional<std::string>(const GameCase&, rc_support::Tags&)> each =
      [&body](const GameCase& c, rc_support::Tags& tags) { return body(c, tags); };
  LawRun full = run;
  full.max_size = 100;
  return rc_support::run_law<GameCase>(id, full, gen, each, [](const GameCase& c) {
    return llk::Input(GameInput{{c.board}, c.config});
  });
}

int max_cells(const LawRun& run) {
  return std::clamp(run.max_size, 4, 36);
}

}  // namespace llk::game::props
