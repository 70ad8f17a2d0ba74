// The one duration grammar, and seeds from the command line.

#include <gtest/gtest.h>

#include "llk/core/duration.hpp"
#include "llk/core/seed.hpp"

namespace llk {

TEST(ParseDuration, AcceptsSecondsMillisecondsMinutesAndHours) {
  EXPECT_EQ(parse_duration("90"), 90);
  EXPECT_EQ(parse_duration("90s"), 90);
  EXPECT_EQ(parse_duration("500ms"), 0.5);
  EXPECT_EQ(parse_duration("1.5m"), 90);
  EXPECT_EQ(parse_duration("10m"), 600);
  EXPECT_EQ(parse_duration("10min"), 600);
  EXPECT_EQ(parse_duration("2h"), 7200);
}

TEST(ParseDuration, RejectsGarbageAndNonPositive) {
  for (const char* bad :
       {"", "soon", "5x", "s", "ms", "-3s", "+3", "0", "0s", "nan", "inf", "1e999", " 5", "5 s"})
    EXPECT_FALSE(parse_duration(bad).has_value()) << "'" << bad << "'";
}

TEST(Seed, ParsesDecimalAndHexAndRejectsJunk) {
  EXPECT_EQ(parse_seed("12345"), 12345u);
  EXPECT_EQ(parse_seed("0x10"), 16u);
  EXPECT_EQ(parse_seed("18446744073709551615"), UINT64_MAX);
  for (const char* bad : {"", "abc", "-1", "12x", "18446744073709551616", "0x"})
    EXPECT_FALSE(parse_seed(bad).has_value()) << bad;
}

TEST(Seed, MixingIsAFunctionAndSpreads) {
  EXPECT_EQ(mix(1), mix(1));
  EXPECT_NE(mix(1), mix(2));
  EXPECT_NE(hash_name("a"), hash_name("b"));
  EXPECT_EQ(seed_or_random(7), 7u);
  EXPECT_LT(seed_or_random(std::nullopt), 1000000000000ULL);
}

}  // namespace llk
