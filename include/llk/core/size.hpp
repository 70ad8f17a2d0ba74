#pragma once
/// The one grammar for sizes on the command line: memory and stack limits.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace llk {

/// Bytes of a size: a number with a unit, binary as judges count ("32768K", "32M", "256MiB",
/// "1G", "1.5GiB"; K, KB, KiB are all 1024 bytes). nullopt when malformed, not positive, or
/// past 1 TiB.
std::optional<std::int64_t> parse_size(std::string_view text);

/// The shortest exact spelling parse_size reads back: "32MiB", "1536KiB", "100B".
std::string format_size(std::int64_t bytes);

}  // namespace llk
