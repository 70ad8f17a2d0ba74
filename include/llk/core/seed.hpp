#pragma once
/// Seeds and their mixing: every random run derives its draws from one printed seed.

#include <cstdint>
#include <optional>
#include <string_view>

namespace llk {

/// SplitMix64 step: the one mixing function behind every derived seed.
std::uint64_t mix(std::uint64_t x);
/// FNV-1a of a name, so seeds derived from names survive filters and reordering.
std::uint64_t hash_name(std::string_view name);
/// The given seed, or a fresh one from std::random_device (below 10^12, easy to type back).
std::uint64_t seed_or_random(const std::optional<std::uint64_t>& seed);
/// Parses a seed given on the command line (decimal or 0x hex); nullopt when malformed.
std::optional<std::uint64_t> parse_seed(std::string_view text);

}  // namespace llk
