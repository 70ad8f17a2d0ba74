// The coverage table: buckets in declared order with their shares, marks counted once per input
// with the earliest first kept, workers' counts merged.

#include "llk/core/coverage.hpp"

#include <gtest/gtest.h>

namespace llk {

TEST(Coverage, CountsBucketsInDeclaredOrderWithTheirShares) {
  Coverage c;
  c.buckets("answers", {"YES", "NO", "MAYBE"});
  c.add("answers", "NO", 3);
  c.add("answers", "YES");
  c.add("answers", "NO", 196);
  EXPECT_EQ(c.table(), "coverage:\n  answers  YES 1 (<1%), NO 199 (100%), MAYBE 0 (0%)\n");
}

TEST(Coverage, MarksCountEachInputOnceAndKeepTheEarliest) {
  Coverage a, b;
  a.at(5);
  a.mark("judge-size");
  a.mark("judge-size");  // the same input: counted once
  a.at(9);
  a.mark("judge-size");
  b.at(2);
  b.mark("judge-size");
  a.merge(b);
  const std::string t = a.table();
  EXPECT_NE(t.find("judge-size  3 inputs, the first (input "), std::string::npos) << t;
  Coverage none;
  none.at();
  none.mark("big");
  EXPECT_NE(none.table().find("big  1 input, the first after "), std::string::npos) << none.table();
}

TEST(Coverage, MergesGroupsAndBucketsOfEveryWorker) {
  Coverage a, b;
  a.add("side", "<= 10", 2);
  b.add("side", "<= 10", 3);
  b.add("side", "> 500");
  b.add("rules", "hdu K=2");
  a.merge(b);
  EXPECT_EQ(a.table(),
            "coverage:\n  side   <= 10 5 (83%), > 500 1 (17%)\n  rules  hdu K=2 1 (100%)\n");
}

}  // namespace llk
