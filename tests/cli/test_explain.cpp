// llk explain and show --why: the reason in words for each kind of answer, for every problem,
// what the subject of an artifact answered, and the SVG on request.

#include <gtest/gtest.h>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"

namespace llk {
namespace {

using test::run_cli;

/// `llk explain` on `text` (a judge input written to a temp file) with `flags`.
std::string explain(const std::string& text, std::vector<std::string> flags = {}) {
  test::TempDir dir("explain");
  test::write_text(dir.file("x.in"), text);
  std::vector<std::string> args = {"explain", dir.file("x.in")};
  args.insert(args.end(), flags.begin(), flags.end());
  const auto r = run_cli(args);
  EXPECT_EQ(r.status, kExitOk) << r.err;
  return r.out;
}

TEST(Explain, GivesTheReasonForEachKindOfLinkAnswer) {
  const std::string board =
      "3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n"
      "5\n1 1 3 4\n1 1 1 1\n2 1 2 2\n1 1 1 2\n1 2 3 3\n0 0\n";
  const std::string k1 = explain(board, {"-k", "1"});
  EXPECT_NE(k1.find("query 1: (1,1) - (3,4), rules=hdu K=1: NO: the fewest turns any path needs "
                    "is 2, over K = 1\n  the fewest-turn path: (1,1) -> (2,1) -> (2,4) -> (3,4)"),
            std::string::npos)
      << k1;
  EXPECT_NE(
      k1.find("query 2: (1,1) - (1,1), rules=hdu K=1: NO: a cell cannot be linked with itself"),
      std::string::npos);
  EXPECT_NE(k1.find("query 3: (2,1) - (2,2), rules=hdu K=1: NO: an endpoint is an empty cell"),
            std::string::npos);
  EXPECT_NE(k1.find("query 4: (1,1) - (1,2), rules=hdu K=1: NO: the tiles differ (1 and 2)"),
            std::string::npos);
  const std::string k2 = explain(board);
  EXPECT_NE(k2.find("query 5: (1,2) - (3,3), rules=hdu K=2: YES: a path of 2 turns (K = 2): "
                    "(1,2) -> (2,2) -> (2,3) -> (3,3)"),
            std::string::npos)
      << k2;
  // No path with any number of turns: the regions reached, and what stands in the way.
  const std::string walled = "3 3\n1 2 0\n2 0 0\n0 0 1\n2\n1 1 3 3\n3 3 1 1\n0 0\n";
  const std::string hdu = explain(walled);
  EXPECT_NE(hdu.find("query 1: (1,1) - (3,3), rules=hdu K=2: NO: no path links (1,1) and (3,3) "
                     "with any number of turns: (1,1) has no empty cell next to it"),
            std::string::npos)
      << hdu;
  EXPECT_NE(hdu.find("the 5 empty cells reachable from (3,3) never come next to (1,1)"),
            std::string::npos)
      << hdu;
  EXPECT_NE(hdu.find("1 tile stands in its way"), std::string::npos) << hdu;
  // The classic ring opens the same query.
  EXPECT_NE(explain(walled, {"--rules", "classic"}).find("YES: a path of 2 turns"),
            std::string::npos);
}

TEST(Explain, SaysWhatTheSubjectOfAnArtifactAnswered) {
  const std::string in =
      std::string(LLK_SOURCE_DIR) + "/corpus/regressions/link/mutant-values-uint8.in";
  const auto r = run_cli({"explain", in});
  EXPECT_EQ(r.status, kExitOk) << r.err;
  EXPECT_NE(r.out.find("answered YES: WRONG"), std::string::npos) << r.out;
  const auto s = run_cli({"show", "--why", in});
  EXPECT_NE(s.out.find("  why: NO: "), std::string::npos) << s.out;
  EXPECT_NE(s.out.find("answered YES: WRONG"), std::string::npos) << s.out;
}

TEST(Explain, WritesAnSvgForEveryProblem) {
  test::TempDir dir("explain-svg");
  for (const std::string& name : test::problem_names()) {
    SCOPED_TRACE(name);
    const Problem& p = test::problem(name);
    test::write_text(dir.file(name + ".in"), p.write(p.schedule(1, 0, {})));
    const std::string svg_file = dir.file(name + ".svg");
    EXPECT_EQ(run_cli({"explain", "--problem", name, dir.file(name + ".in"), "-q", "1", "--svg",
                       svg_file})
                  .status,
              kExitOk);
    const std::string svg = test::read_text(svg_file);
    EXPECT_TRUE(svg.starts_with("<svg ")) << svg_file;
    EXPECT_NE(svg.find("</svg>"), std::string::npos) << svg_file;
  }
}

}  // namespace
}  // namespace llk
