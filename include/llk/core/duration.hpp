#pragma once
/// The one grammar for durations on the command line: budgets, timeouts, time limits.

#include <optional>
#include <string>
#include <string_view>

namespace llk {

/// Seconds of a duration: "90" and "90s" are seconds, also "500ms", "1.5m", "10m", "2h".
/// nullopt when malformed, not finite, or not positive.
std::optional<double> parse_duration(std::string_view text);

/// Now in UTC as ISO 8601 ("2026-12-06T08:59:01Z"), as certificates and runs record it.
std::string utc_now();

}  // namespace llk
