// The timed escape as a plug-in: its schedule, its shrink passes and its subjects.

#include "llk/escape/problem.hpp"

#include <gtest/gtest.h>

#include <random>

#include "llk/escape/decode.hpp"
#include "llk/escape/format.hpp"
#include "llk/escape/oracle.hpp"

namespace llk {
namespace {

const Problem& escape_problem() {
  static const auto p = escape::make_problem();
  return *p;
}

using Mazes = std::vector<escape::Case>;

TEST(EscapeSchedule, IsAPureFunctionOfSeedAndIndex) {
  const Problem& p = escape_problem();
  EXPECT_EQ(input_as<Mazes>(p.schedule(3, 40, {})), input_as<Mazes>(p.schedule(3, 40, {})));
  EXPECT_NE(input_as<Mazes>(p.schedule(3, 40, {})), input_as<Mazes>(p.schedule(4, 40, {})));
  EXPECT_EQ(p.cases(p.schedule(3, 5, {})), 1u);
  bool several = false;
  for (std::uint64_t i = 16; i < 40; ++i) several |= p.cases(p.schedule(3, i, {})) > 1;
  EXPECT_TRUE(several) << "later inputs must pack several mazes (state leaks)";
}

// The decoder's cap on T, grown a level of the walk tree at a time, is what deepening
// walk_tree_size from T = 1 finds: the largest T whose tree fits the budget.
TEST(EscapeDecode, CapsTAsDeepeningTheWalkTreeDoes) {
  constexpr std::size_t budget = escape::kDecodeWalkBudget;
  std::mt19937_64 rng(7);
  int capped = 0;
  for (int k = 0; k < 300; ++k) {
    std::vector<std::uint8_t> bytes(escape::kDecodeCaseBytes);
    for (auto& b : bytes) b = static_cast<std::uint8_t>(rng());
    bytes[5] = static_cast<std::uint8_t>(rng() % 96);  // few walls: trees that pass the budget
    escape::Case c = escape::decode(bytes).front();
    c.time = 1 + static_cast<int>(rng() % 49);
    int want = c.time;
    if (escape::walk_tree_size(c, budget) > budget) {
      want = 1;
      escape::Case d = c;
      for (d.time = 2; d.time < c.time && escape::walk_tree_size(d, budget) <= budget; ++d.time)
        want = d.time;
    }
    ASSERT_EQ(escape::capped_time(c), want) << k;
    capped += want < c.time;
  }
  EXPECT_GT(capped, 10);
}

TEST(EscapeShrink, KeepsTheFailureAndShrinks) {
  // Fails while some maze has T >= 3 and a wall: it ends as one small maze with one wall, T = 3.
  const StillFails fails = [](const Input& i) {
    for (const auto& c : input_as<Mazes>(i))
      if (c.time >= 3 && c.maze.count(escape::kWall) > 0) return true;
    return false;
  };
  const Problem& p = escape_problem();
  const ReadResult r =
      p.read("4 4 9\nSX..\n.X..\n.XXD\n....\n3 3 4\nS.X\n...\nX.D\n0 0 0\n", {}, {});
  ASSERT_FALSE(r.error);
  ASSERT_EQ(p.cases(r.input), 2u);
  const ShrinkResult m = shrink(
      r.input, [&p](const Input& i) { return p.shrink_passes(i, false); }, fails);
  ASSERT_TRUE(m.one_minimal);
  const Mazes& small = input_as<Mazes>(m.input);
  ASSERT_EQ(small.size(), 1u);
  EXPECT_EQ(small[0].time, 3);
  EXPECT_EQ(small[0].maze.count(escape::kWall), 1);
  EXPECT_LE(small[0].maze.rows() * small[0].maze.cols(), 6);
}

TEST(EscapeProblem, SubjectsJudgeEveryMaze) {
  const Problem& p = escape_problem();
  const ReadResult r = p.read("2 2 1\nSD\n..\n2 2 3\nSD\n..\n0 0 0\n", {}, {});
  ASSERT_FALSE(r.error);
  const Expected e = p.oracle(r.input);
  EXPECT_EQ(e.lines, (std::vector<std::string>{"YES", "YES"}));
  EXPECT_FALSE(p.solver("backtrack", false)->run(r.input, e).failed());
  EXPECT_EQ(p.solver("no-such", false), nullptr);
  EXPECT_NE(p.draw(r.input, 1, "").find("T = 3"), std::string::npos);
}

}  // namespace
}  // namespace llk
