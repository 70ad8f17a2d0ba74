// The link check as a plug-in: its stress schedule, its shrink passes, its drawing and its
// solver subjects.

#include "llk/link/problem.hpp"

#include <gtest/gtest.h>

#include "llk/link/judge_format.hpp"
#include "llk/link/schedule.hpp"
#include "llk/link/shrink.hpp"
#include "support.hpp"

namespace llk::link {
namespace {

const Problem& link_problem() {
  static const auto p = link::make_problem();
  return *p;
}

TEST(LinkSchedule, IsReproducibleAndStaysWithinJudgeLimits) {
  bool big = false, wide_values = false, several = false;
  for (std::uint64_t i = 0; i < 130; ++i) {
    const auto cases = stress_input(7, i);
    EXPECT_EQ(cases, stress_input(7, i));
    ASSERT_FALSE(cases.empty());
    several |= cases.size() > 1;
    // Round trip through the strict judge reader: sizes and query counts within the limits.
    const auto parsed = parse_judge(write_judge(cases));
    ASSERT_FALSE(parsed.error.has_value()) << parsed.error->to_string();
    for (const auto& c : cases) {
      big |= c.board.rows() * c.board.cols() >= 500 * 500;
      for (auto v : c.board.values()) wide_values |= v > 65536;
    }
  }
  EXPECT_TRUE(big);
  EXPECT_TRUE(wide_values);
  EXPECT_TRUE(several);
  EXPECT_NE(stress_input(7, 3), stress_input(8, 3));
}

TEST(LinkShrink, ShrinksToOneMinimalBoard) {
  // Fails while some case holds a tile of value >= 100 somewhere right of another tile.
  Case c;
  c.board = Board(6, 6);
  c.board.set(4, 2, 7);
  c.board.set(4, 5, 300);
  c.board.set(1, 1, 9);
  c.queries = {{{1, 1}, {4, 5}}, {{4, 2}, {4, 5}}, {{2, 2}, {3, 3}}};
  const StillFails pred = [](const Input& i) {
    for (const auto& k : input_as<LinkInput>(i).cases)
      for (int r = 1; r <= k.board.rows(); ++r)
        for (int a = 1; a <= k.board.cols(); ++a)
          for (int b = a + 1; b <= k.board.cols(); ++b)
            if (k.board.at(r, a) != 0 && k.board.at(r, b) >= 100) return true;
    return false;
  };
  LinkInput input{stress_input(3, 70), {}};
  input.cases.push_back(c);
  const ShrinkResult m = shrink(
      Input(input),
      [](const Input& i) { return link::shrink_passes(input_as<LinkInput>(i), false); }, pred);
  const LinkInput& small = input_as<LinkInput>(m.input);
  ASSERT_EQ(small.cases.size(), 1u);
  EXPECT_TRUE(m.one_minimal);
  EXPECT_EQ(small.cases[0].board.rows(), 1);
  EXPECT_EQ(small.cases[0].board.cols(), 2);
  EXPECT_EQ(small.cases[0].queries.size(), 1u);
  EXPECT_EQ(small.cases[0].board.at(1, 2), 100);  // shrunk as far as the failure allows
  EXPECT_EQ(small.config.turns, 0);               // K lowered: the predicate ignores it
  // With the parameters kept (a program's K is on its command line), K stays.
  const ShrinkResult kept = shrink(
      Input(input),
      [](const Input& i) { return link::shrink_passes(input_as<LinkInput>(i), true); }, pred);
  EXPECT_EQ(input_as<LinkInput>(kept.input).config.turns, 2);
}

TEST(LinkProblem, ParametersAreCheckedAndKept) {
  const Problem& p = link_problem();
  const ReadResult r =
      p.read("1 2\n5 5\n1\n1 1 1 2\n0 0\n", {{"rules", "classic"}, {"turns", "1"}}, {});
  ASSERT_FALSE(r.error);
  EXPECT_EQ(p.params(r.input), (Params{{"rules", "classic"}, {"turns", "1"}}));
  EXPECT_THROW(p.read("", {{"rules", "ring"}}, {}), std::invalid_argument);
  EXPECT_THROW(p.read("", {{"turns", "65"}}, {}), std::invalid_argument);
  EXPECT_THROW(p.read("", {{"turns", "2x"}}, {}), std::invalid_argument);
}

TEST(LinkProblem, SubjectsCatchAWrongWitnessAndWrongTurns) {
  const Problem& p = link_problem();
  // One turn through (2, 1); the other corner (1, 2) holds a tile.
  const Input in = LinkInput{{Case{Board(2, 2, {1, 2, 0, 1}), {{{1, 1}, {2, 2}}}}}, {}};
  const Expected e = p.oracle(in);
  ASSERT_EQ(e.lines, std::vector<std::string>{"YES"});
  EXPECT_FALSE(p.solver("bfs01", false)->run(in, e).failed());
  EXPECT_EQ(p.solver("witness-wrong-corner", true)->run(in, e).kind, "invalid-witness");
  auto cut = p.isolate(in, 0);
  ASSERT_FALSE(cut.empty());
  EXPECT_EQ(p.units(cut[0]), 1u);
  EXPECT_NE(p.draw(in, 0, "").find("[1]"), std::string::npos) << p.draw(in, 0, "");
  EXPECT_NE(p.draw_svg(in, 0, "").find("<svg"), std::string::npos);
}

TEST(LinkProblem, APictureOfAWrongAnswerSaysWhy) {
  const Problem& p = link_problem();
  // (1,1) and (3,3) need a turn: a false YES under K = 0.
  const Input turns = LinkInput{
      {Case{Board(3, 3, {1, 5, 0, 0, 5, 0, 0, 0, 1}), {{{1, 1}, {3, 3}}}}}, {Rules::hdu, 0}};
  ASSERT_EQ(p.oracle(turns).lines, std::vector<std::string>{"NO"});
  const std::string over = p.draw(turns, 0, "YES");
  EXPECT_NE(over.find("the fewest turns any path needs is 1, over K = 0"), std::string::npos)
      << over;
  EXPECT_NE(over.find('!'), std::string::npos) << over;  // the turn over the limit
  // Walled in: the tiles in the way of the straightest path are marked.
  const Input walled = LinkInput{
      {Case{Board(3, 3, {1, 2, 0, 2, 2, 0, 0, 0, 1}), {{{1, 1}, {3, 3}}}}}, {Rules::hdu, 2}};
  const std::string blocked = p.draw(walled, 0, "YES");
  EXPECT_NE(blocked.find("in the way"), std::string::npos) << blocked;
  EXPECT_NE(blocked.find('!'), std::string::npos) << blocked;
  EXPECT_NE(p.draw(walled, 0, "NO").find("answered NO too"), std::string::npos);
  // A false NO draws the oracle's witness.
  const Input open = LinkInput{{Case{Board(2, 3, {1, 0, 1, 0, 0, 0}), {{{1, 1}, {1, 3}}}}}, {}};
  EXPECT_NE(p.draw(open, 0, "NO").find("its witness is drawn"), std::string::npos);
  // Same cell: said in words.
  const Input same = LinkInput{{Case{Board(1, 1, {4}), {{{1, 1}, {1, 1}}}}}, {}};
  EXPECT_NE(p.draw(same, 0, "YES").find("cannot be linked with itself"), std::string::npos);
  // The SVG is sized to its board: the title wraps into lines above it, every word kept.
  const std::string svg = p.draw_svg(same, 0, "YES");
  const auto w = svg.find("width=\"");
  ASSERT_NE(w, std::string::npos);
  EXPECT_LE(std::stoi(svg.substr(w + 7)), 300) << svg.substr(0, 400);
  EXPECT_GE(test::count(svg, "<text class=\"title\""), 2u) << svg.substr(0, 800);
  EXPECT_NE(svg.find("itself"), std::string::npos) << svg.substr(0, 800);
}

TEST(LinkProblem, APictureDrawsEveryValueWhole) {
  const Problem& p = link_problem();
  const Input wide = LinkInput{{Case{Board(1, 2, {65536, 65536}), {{{1, 1}, {1, 2}}}}}, {}};
  const std::string svg = p.draw_svg(wide, 0, "NO");
  EXPECT_EQ(test::count(svg, ">65536</text>"), 2u) << svg;
  EXPECT_EQ(svg.find("655~"), std::string::npos) << svg;
}

}  // namespace
}  // namespace llk::link

namespace llk::link {
namespace {

// A NO of equal tiles is one turn over K, more, or no path at all; turn-limit-plus-one answers
// YES on the first class only, and hdu rules rule out the ring.
TEST(LinkClasses, TellTheTurnLimitsBoundaryFromNoPath) {
  const auto p = make_problem();
  // (1,1) to (1,5) around the 9s: right, down, right, up, right: 4 turns at the fewest.
  const Board b(3, 5,
                {1, 0, 9, 0, 1,  //
                 9, 0, 9, 0, 9,  //
                 9, 0, 0, 0, 9});
  const Board walled(3, 3, {1, 9, 0, 9, 9, 0, 0, 0, 1});
  const Input in =
      LinkInput{{Case{b, {{{1, 1}, {1, 5}}}}, Case{walled, {{{1, 1}, {3, 3}}}}}, {Rules::hdu, 2}};
  const Expected e = p->oracle(in);
  ASSERT_EQ(e.lines[0], "NO");
  EXPECT_EQ(p->classify(in, 0, e), "turns-over-more");  // 4 turns > K + 1 = 3
  EXPECT_EQ(p->classify(in, 1, e), "no-path");
  const Input wider = p->with_params(in, {{"turns", "3"}});
  EXPECT_EQ(p->classify(wider, 0, p->oracle(wider)), "turns-over-by-1");
  EXPECT_TRUE(p->class_impossible("ring", {{"rules", "hdu"}}));
  EXPECT_FALSE(p->class_impossible("ring", {{"rules", "classic"}}));
  EXPECT_TRUE(p->class_impossible("turns-more", {{"turns", "2"}}));
  EXPECT_FALSE(p->class_impossible("turns-more", {{"turns", "3"}}));
}

}  // namespace
}  // namespace llk::link
