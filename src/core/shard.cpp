/// --shard K/N: which work items a part of a split campaign runs.

#include "llk/core/shard.hpp"

#include <charconv>
#include <cstdlib>
#include <stdexcept>

#include "llk/core/seed.hpp"

namespace llk {
namespace {

/// Scrambled, so that every N-th round (the schedule's big rounds) does not land in one part.
constexpr std::uint64_t kShardSalt = 0x7368617264ULL;

std::optional<int> whole_number(std::string_view s) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
  return v;
}

}  // namespace

bool Shard::has(std::uint64_t key) const {
  return whole() || mix(key ^ kShardSalt) % static_cast<std::uint64_t>(count) ==
                        static_cast<std::uint64_t>(index);
}

std::string Shard::text() const {
  return std::to_string(index + 1) + "/" + std::to_string(count);
}

Shard parse_shard(std::string_view text) {
  const auto slash = text.find('/');
  const auto k =
      slash == std::string_view::npos ? std::nullopt : whole_number(text.substr(0, slash));
  const auto n =
      slash == std::string_view::npos ? std::nullopt : whole_number(text.substr(slash + 1));
  if (!k || !n)
    throw std::invalid_argument("expected K/N (part K of N, e.g. 2/4), found '" +
                                std::string(text) + "'");
  if (*n < 1 || *k < 1 || *k > *n)
    throw std::invalid_argument("the part K of K/N must be from 1 to N, found '" +
                                std::string(text) + "'");
  return Shard{*k - 1, *n};
}

std::optional<Shard> shard_from_environment() {
  const char* index = std::getenv("GTEST_SHARD_INDEX");
  const char* total = std::getenv("GTEST_TOTAL_SHARDS");
  if (index == nullptr || total == nullptr || *index == '\0' || *total == '\0') return std::nullopt;
  const auto i = whole_number(index), n = whole_number(total);
  if (!i || !n || *n < 1 || *i < 0 || *i >= *n)
    throw std::invalid_argument(std::string("GTEST_SHARD_INDEX=") + index +
                                " and GTEST_TOTAL_SHARDS=" + total +
                                ": expected an index from 0 below the total");
  return Shard{*i, *n};
}

}  // namespace llk
