// The size grammar of --memory-limit and --stack-limit.

#include <gtest/gtest.h>

#include "llk/core/size.hpp"

namespace llk {

TEST(Size, ReadsBinaryUnitsAsJudgesCount) {
  EXPECT_EQ(parse_size("32M"), std::int64_t{32} << 20);
  EXPECT_EQ(parse_size("32768K"), std::int64_t{32} << 20);
  EXPECT_EQ(parse_size("256MiB"), std::int64_t{256} << 20);
  EXPECT_EQ(parse_size("1g"), std::int64_t{1} << 30);
  EXPECT_EQ(parse_size("1.5GiB"), std::int64_t{3} << 29);
  EXPECT_EQ(parse_size("100B"), 100);
}

TEST(Size, RefusesWhatIsNoSize) {
  for (const char* bad : {"", "32", "M", "-1M", "0M", "32X", "1.2.3M", "2048G", " 32M"})
    EXPECT_FALSE(parse_size(bad)) << bad;
}

TEST(Size, FormatsWhatItReadsBack) {
  for (std::int64_t b :
       {std::int64_t{32} << 20, std::int64_t{1536} << 10, std::int64_t{100}, std::int64_t{1} << 30})
    EXPECT_EQ(parse_size(format_size(b)), b) << format_size(b);
  EXPECT_EQ(format_size(std::int64_t{32} << 20), "32MiB");
}

}  // namespace llk
