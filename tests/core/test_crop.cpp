// Core's crop and overview: the lines near what matters kept, the rest elided within a budget of
// slots; the overview's shades, inks and inline BMP; the coverage table's impossible buckets.

#include <gtest/gtest.h>

#include "llk/core/coverage.hpp"
#include "llk/core/crop.hpp"
#include "llk/core/overview.hpp"

namespace llk::crop {
namespace {

TEST(Crop, AnAxisThatFitsIsKeptWhole) {
  const Axis a = Axis::fit(1, 30, {{5}}, 3, 41);
  EXPECT_FALSE(a.cropped());
  EXPECT_EQ(a.slots(), 30);
}

TEST(Crop, KeepsTheLinesNearWhatMattersAndElidesTheRest) {
  const Axis a = Axis::fit(1, 1000, {{3, 990}}, 3, 41);
  ASSERT_TRUE(a.cropped());
  EXPECT_EQ(kept_text(a, "row"), "rows 1-6 and 987-993 of 1000");
  EXPECT_TRUE(a.kept(990));
  EXPECT_FALSE(a.kept(500));
  EXPECT_EQ(a.slot(500), a.slot(7));  // one elided run, one slot
  EXPECT_EQ(elided_label(a.run_at(a.slot(500)), "row"), "980 rows");
  EXPECT_EQ(a.line_at(a.slot(990)), 990);
}

TEST(Crop, ShrinksTheMarginThenDropsTheLastTiersToFitItsSlots) {
  std::vector<int> corners;
  for (int k = 1; k <= 20; ++k) corners.push_back(k * 45);
  const Axis a = Axis::fit(1, 1000, {{100, 900}, corners}, 3, 41);
  EXPECT_LE(a.slots(), 41);
  EXPECT_TRUE(a.kept(100));
  EXPECT_TRUE(a.kept(900));
  // Too many lines even for the first tier: as many as fit, in order.
  std::vector<int> many;
  for (int k = 1; k <= 100; ++k) many.push_back(k * 9);
  EXPECT_LE(Axis::fit(1, 1000, {many}, 3, 41).slots(), 41);
}

TEST(Overview, ShadesBlocksAndPaintsWhatMattersOverThem) {
  Overview o(1, 100, 1, 100, 10, 10);
  EXPECT_EQ(o.block_rows(), 10);
  for (int c = 1; c <= 10; ++c)
    for (int r = 1; r <= 10; ++r) o.fill(r, c);  // block (0,0) full
  o.fill(55, 55);                                // one cell of block (5,5)
  o.paint(95, 5, Ink::endpoint);
  const std::vector<std::uint8_t> l = o.levels();
  EXPECT_EQ(l[0], 4);
  EXPECT_EQ(l[55], 1);
  EXPECT_EQ(l[1], 0);
  EXPECT_EQ(l[90], 7);  // the endpoint's ink
  EXPECT_NE(o.text().find('@'), std::string::npos);
  const Window w{Axis(1, 100), Axis(1, 100)};
  EXPECT_NE(o.svg(0, 0, 100, w).find("href=\"data:image/bmp;base64,Qk"), std::string::npos);
}

TEST(Overview, Base64) {
  EXPECT_EQ(base64({'M', 'a', 'n'}), "TWFu");
  EXPECT_EQ(base64({'M', 'a'}), "TWE=");
  EXPECT_EQ(base64({'M'}), "TQ==");
}

TEST(Coverage, ABucketEveryInputRulesOutShowsAsImpossible) {
  Coverage c;
  c.named_buckets("class", {{"ring", ""}, {"edge", ""}});
  c.ruled_out("class", {{"ring", "hdu rules"}});
  c.add("class", "edge");
  EXPECT_NE(c.table().find("ring -, edge 1"), std::string::npos) << c.table();
  EXPECT_NE(c.table().find("cannot occur under the parameters: ring (hdu rules)"),
            std::string::npos);
  // One input that does not rule it out: it could occur, and shows its count.
  Coverage other;
  other.ruled_out("class", {});
  c.merge(other);
  EXPECT_NE(c.table().find("ring 0 (0%)"), std::string::npos) << c.table();
}

}  // namespace
}  // namespace llk::crop
