#pragma once
/// One part of a campaign split over several CI jobs (--shard K/N): every work item (a round, an
/// input number, a mutant) belongs to exactly one part, so the parts are disjoint and their
/// union is the unsharded campaign under the same seed.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace llk {

struct Shard {
  int index = 0;  ///< 0-based part
  int count = 1;  ///< parts in all; 1: the whole campaign
  bool whole() const { return count <= 1; }
  /// True when the work item with this key (a round, an input number, a hashed name) is ours.
  bool has(std::uint64_t key) const;
  /// "K/N", 1-based as given on the command line.
  std::string text() const;
};

/// Parses "K/N" with 1 <= K <= N; throws std::invalid_argument saying what is wrong.
Shard parse_shard(std::string_view text);

/// The part GoogleTest's sharding variables name (GTEST_SHARD_INDEX, 0-based, and
/// GTEST_TOTAL_SHARDS), when both are set; throws std::invalid_argument when they are malformed.
std::optional<Shard> shard_from_environment();

}  // namespace llk
