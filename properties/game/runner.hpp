#pragma once
/// Runs one game property through the one law runner, over boards drawn by gen_game_case.

#include <functional>
#include <map>
#include <optional>
#include <string>

#include "llk/game/properties.hpp"

namespace llk::game::props {

/// Why the case failed, or nothing; it may RC_ASSERT too (rc::state does).
using CaseBody = std::function<std::optional<std::string>(const GameCase&)>;

/// Draws run.cases boards of up to `max_cells` cells (at RapidCheck sizes up to 100, whatever
/// run.max_size) and runs `body` on each, shrinking a failure to a one-board GameInput.
LawOutcome run_property(const std::string& id, const LawRun& run, int max_cells,
                        const CaseBody& body);

/// Why the case failed, or nothing; what it saw counted into the tags of the outcome.
using Tags = std::map<std::string, int>;
using TaggedBody = std::function<std::optional<std::string>(const GameCase&, Tags&)>;

/// Draws run.cases boards from `gen` and runs `body` on each, as run_property() does.
LawOutcome run_tagged(const std::string& id, const LawRun& run, const rc::Gen<GameCase>& gen,
                      const TaggedBody& body);

/// The cells of the largest board of a run: its size, within 4 to 36.
int max_cells(const LawRun& run);

}  // namespace llk::game::props
