#pragma once
/// Runs one game property through RapidCheck by seed, quietly, keeping the last failing case.

#include <functional>
#include <optional>
#include <string>

#include "llk/game/properties.hpp"

namespace llk::game::props {

/// Why the case failed, or nothing; it may RC_ASSERT too (rc::state does).
using CaseBody = std::function<std::optional<std::string>(const GameCase&)>;

/// Draws cases of up to params.max_size cells and runs `body` on each, shrinking a failure.
LawResult run_property(const std::string& id, const LawParams& params, const CaseBody& body);

}  // namespace llk::game::props
