// The generic delta-debugging driver: chunked and candidate passes, limits, 1-minimality.

#include <gtest/gtest.h>

#include <vector>

#include "llk/core/shrink.hpp"

namespace llk {
namespace {

using Items = std::vector<int>;

/// One chunked pass over a list of ints, and one candidate pass that halves each value.
std::vector<ShrinkPass> plan(const Input&) {
  ShrinkPass drop;
  drop.size = [](const Input& i) { return input_as<Items>(i).size(); };
  drop.without = [](const Input& i, std::size_t b, std::size_t e) {
    Items v = input_as<Items>(i);
    v.erase(v.begin() + static_cast<long>(b), v.begin() + static_cast<long>(e));
    return std::optional<Input>(v);
  };
  ShrinkPass halve;
  halve.candidates = [](const Input& i) {
    std::vector<Input> out;
    const Items& v = input_as<Items>(i);
    for (std::size_t k = 0; k < v.size(); ++k)
      if (v[k] > 1) {
        Items c = v;
        c[k] /= 2;
        out.push_back(c);
      }
    return out;
  };
  return {drop, halve};
}

}  // namespace

TEST(Shrink, KeepsOnlyWhatTheFailureNeeds) {
  Items start;
  for (int i = 0; i < 100; ++i) start.push_back(i * 7 + 3);
  // Fails while the list holds a value >= 40 somewhere after a value that is odd.
  const StillFails fails = [](const Input& i) {
    const Items& v = input_as<Items>(i);
    bool odd = false;
    for (int x : v) {
      if (odd && x >= 40) return true;
      odd |= x % 2 == 1;
    }
    return false;
  };
  ASSERT_TRUE(fails(Input(start)));
  const ShrinkResult r = shrink(Input(start), plan, fails);
  const Items& small = input_as<Items>(r.input);
  EXPECT_TRUE(r.one_minimal);
  ASSERT_EQ(small.size(), 2u);
  EXPECT_TRUE(fails(r.input));
  EXPECT_EQ(small[0] % 2, 1);
  EXPECT_GE(small[1], 40);
  EXPECT_LT(small[1], 80);  // halved as far as the failure allows
  EXPECT_GT(r.tests_run, 0);
}

TEST(Shrink, StopsAtTheTestLimitWithTheSmallestSoFar) {
  Items start(64, 5);
  const StillFails fails = [](const Input& i) { return !input_as<Items>(i).empty(); };
  ShrinkLimits limits;
  limits.max_tests = 3;
  const ShrinkResult r = shrink(Input(start), plan, fails, limits);
  EXPECT_FALSE(r.one_minimal);
  EXPECT_EQ(r.tests_run, 3);
  EXPECT_LT(input_as<Items>(r.input).size(), start.size());
}

TEST(Shrink, APredicateThatNeverHoldsChangesNothing) {
  const Items start{1, 2, 3};
  const ShrinkResult r = shrink(Input(start), plan, [](const Input&) { return false; });
  EXPECT_EQ(input_as<Items>(r.input), start);
  EXPECT_TRUE(r.one_minimal);
}

}  // namespace llk
