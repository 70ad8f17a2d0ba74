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

namespace llk {

// The table read back (the report charts a log's or a JSON figure's table): every group with its
// counts, a bucket that cannot occur as kImpossible, marks and notes left out; names padded to
// one width may hold spaces.
TEST(Coverage, ParsesItsTableBackFromAnyText) {
  Coverage c;
  c.buckets("answers", {"YES", "NO", "MAYBE"});
  c.add("answers", "NO", 3);
  c.add("board size", "1x1", 12);
  c.add("board size", "<= 10", 1);
  c.named_buckets("class", {{"same-cell", ""}, {"ring", ""}});
  c.ruled_out("class", {{"ring", "rules=hdu"}});
  c.add("class", "same-cell", 4);
  c.at(3);
  c.mark("judge-size");
  const std::string log = "llk stress --problem link: seed 5\nran 3 inputs\n" + c.table() +
                          "no failure found\nverify: differential inputs' " + c.table();
  const std::vector<CoverageRow> rows = Coverage::parse_table(log);
  ASSERT_EQ(rows.size(), 6u) << log;  // both tables, the mark left out
  EXPECT_EQ(rows[0].group, "answers");
  EXPECT_EQ(rows[0].buckets, (std::vector<std::pair<std::string, std::int64_t>>{
                                 {"YES", 0}, {"NO", 3}, {"MAYBE", 0}}));
  EXPECT_EQ(rows[1].group, "board size");
  EXPECT_EQ(rows[1].buckets[1], (std::pair<std::string, std::int64_t>{"<= 10", 1}));
  EXPECT_EQ(rows[2].group, "class");
  EXPECT_EQ(rows[2].buckets[1].second, CoverageRow::kImpossible) << c.table();
  EXPECT_EQ(rows[5].buckets, rows[2].buckets);
  // The parse catches a table cut short: a line that is no group reads as none.
  EXPECT_TRUE(Coverage::parse_table("coverage:\n  answers  YES one (5%)\n").empty());
  EXPECT_TRUE(Coverage::parse_table("answers  YES 1 (5%)\n").empty());
}

}  // namespace llk
