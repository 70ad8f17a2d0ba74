#pragma once
/// The one grammar for durations on the command line: budgets, timeouts, time limits.

#include <optional>
#include <string_view>

namespace llk {

/// Seconds of a duration: "90" and "90s" are seconds, also "500ms", "1.5m", "10m", "2h".
/// nullopt when malformed, not finite, or not positive.
std::optional<double> parse_duration(std::string_view text);

}  // namespace llk
