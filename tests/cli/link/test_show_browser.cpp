// `llk show` on a judge-size link board: a picture of a few hundred KB at most, in the terminal and
// as SVG, and the SVG loaded in headless Chromium (skipped without it): the endpoints, the path
// and the overview in its DOM, no parse error and no console message.

#include <gtest/gtest.h>

#include <string>

#include "browser.hpp"
#include "cli_support.hpp"

namespace llk {
namespace {

/// A 1000 x 999 board, empty but for a few tiles: query 1 links (3,5) and (990,900) with one
/// turn; the 9s wall off nothing but show in the picture.
std::string judge_size_board() {
  std::string text = "1000 999\n";
  for (int r = 1; r <= 1000; ++r) {
    for (int c = 1; c <= 999; ++c) {
      const bool end = (r == 3 && c == 5) || (r == 990 && c == 900);
      const bool other = (r % 97 == 0 && c % 89 == 0) || (r == 4 && c == 7);
      text += end ? "7" : other ? "9" : "0";
      text += c == 999 ? '\n' : ' ';
    }
  }
  return text + "1\n3 5 990 900\n0 0\n";
}

/// What the DOM of a link picture must hold; empty when it does.
std::string dom_faults(const test::Loaded& l) {
  std::string faults = test::load_faults(l);
  auto need = [&](const std::string& what) {
    if (l.dom.find(what) == std::string::npos) faults += "missing " + what + "\n";
  };
  need("class=\"endpoint\" data-row=\"3\" data-col=\"5\"");
  need("class=\"endpoint\" data-row=\"990\" data-col=\"900\"");
  need("<polyline class=\"path\"");
  need("href=\"data:image/bmp;base64,");
  need("class=\"elided\"");
  return faults;
}

TEST(ShowJudgeSize, TheTerminalAndTheSvgPictureStaySmall) {
  test::TempDir dir("show-judge-size");
  const std::string in = dir.file("board.in"), svg = dir.file("board.svg");
  test::write_text(in, judge_size_board());
  const test::CliRun r = test::run_cli({"show", in, "--query", "1", "--svg", svg});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_LT(r.out.size(), 20000u) << r.out;
  EXPECT_EQ(r.out.find("too large"), std::string::npos) << r.out;
  // The crop keeps both endpoints' rows and says what it elides.
  EXPECT_NE(r.out.find("rows 1-6 and 987-993 of 1000; columns 1-8 and 897-903 of 999"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("[7]"), std::string::npos) << r.out;
  const std::string picture = test::read_text(svg);
  EXPECT_LT(picture.size(), 300000u);
  EXPECT_NE(picture.find("<polyline class=\"path\""), std::string::npos);
}

TEST(ShowJudgeSize, TheSvgLoadsInChromiumWithTheEndpointsAndThePath) {
  if (!test::have_chromium()) GTEST_SKIP() << "chromium is not installed (ci/install-deps.sh)";
  test::TempDir dir("show-browser");
  const std::string in = dir.file("board.in"), svg = dir.file("board.svg");
  test::write_text(in, judge_size_board());
  ASSERT_EQ(test::run_cli({"show", in, "--query", "1", "--svg", svg}).status, 0);
  test::Loaded l = test::load_in_chromium(dir, svg);
  EXPECT_EQ(dom_faults(l), "") << l.dom.substr(0, 2000);
  // The check catches a DOM without the path.
  const auto path = l.dom.find("<polyline class=\"path\"");
  ASSERT_NE(path, std::string::npos);
  l.dom.replace(path, 22, "<polyline class=\"road\"");
  EXPECT_NE(dom_faults(l), "");
}

// The checks above catch a picture Chromium cannot parse, and one that logs to the console.
TEST(ShowJudgeSize, TheBrowserCheckCatchesABrokenPicture) {
  if (!test::have_chromium()) GTEST_SKIP() << "chromium is not installed (ci/install-deps.sh)";
  test::TempDir dir("show-browser-bad");
  const std::string in = dir.file("board.in"), svg = dir.file("board.svg");
  test::write_text(in, judge_size_board());
  ASSERT_EQ(test::run_cli({"show", in, "--query", "1", "--svg", svg}).status, 0);
  const std::string good = test::read_text(svg);
  const auto title = good.find("</text>");
  ASSERT_NE(title, std::string::npos);
  const std::string unescaped = good.substr(0, title) + " & more" + good.substr(title);
  const std::string logs =
      good.substr(0, good.rfind("</svg>")) + "<script>console.error('x')</script></svg>\n";
  test::write_text(svg, unescaped);
  EXPECT_NE(dom_faults(test::load_in_chromium(dir, svg)).find("parse error"), std::string::npos);
  test::write_text(svg, logs);
  EXPECT_NE(dom_faults(test::load_in_chromium(dir, svg)).find("console: "), std::string::npos);
}

}  // namespace
}  // namespace llk
