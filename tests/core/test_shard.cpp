// --shard K/N: every work item in exactly one part; bad K/N and bad GoogleTest variables refused.

#include "llk/core/shard.hpp"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <stdexcept>
#include <vector>

namespace llk {
namespace {

TEST(Shard, EveryItemBelongsToExactlyOnePart) {
  for (int n = 1; n <= 7; ++n) {
    std::vector<int> owners(2000, 0);
    for (int k = 0; k < n; ++k)
      for (std::uint64_t key = 0; key < owners.size(); ++key)
        owners[key] += Shard{k, n}.has(key) ? 1 : 0;
    for (const int o : owners) ASSERT_EQ(o, 1) << "n=" << n;
  }
}

TEST(Shard, PartsAreRoughlyEvenOverTheBigRoundsToo) {
  // The schedules' big rounds come every 16th: they must not all fall into one part.
  int first = 0, big_first = 0;
  for (std::uint64_t r = 0; r < 1600; ++r) {
    first += Shard{0, 2}.has(r);
    if (r % 16 == 1) big_first += Shard{0, 2}.has(r);
  }
  EXPECT_GT(first, 700);
  EXPECT_LT(first, 900);
  EXPECT_GT(big_first, 30);
  EXPECT_LT(big_first, 70);
}

TEST(Shard, ParsesKOfNAndRefusesTheRest) {
  const Shard s = parse_shard("2/4");
  EXPECT_EQ(s.index, 1);
  EXPECT_EQ(s.count, 4);
  EXPECT_EQ(s.text(), "2/4");
  for (const char* bad : {"", "2", "0/4", "5/4", "1/0", "a/b", "1/2/3", "-1/2", "1 /2"})
    EXPECT_THROW(parse_shard(bad), std::invalid_argument) << bad;
}

TEST(Shard, GoogleTestsVariablesNameAPart) {
  ::setenv("GTEST_SHARD_INDEX", "1", 1);
  ::setenv("GTEST_TOTAL_SHARDS", "3", 1);
  const auto s = shard_from_environment();
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->text(), "2/3");
  ::setenv("GTEST_SHARD_INDEX", "3", 1);
  EXPECT_THROW(shard_from_environment(), std::invalid_argument);
  ::unsetenv("GTEST_SHARD_INDEX");
  ::unsetenv("GTEST_TOTAL_SHARDS");
  EXPECT_FALSE(shard_from_environment().has_value());
}

}  // namespace
}  // namespace llk
