// The morning page (`llk report`) over two nights of stress runs of programs given by relative
// commands: it leads with the runs and each program's bugs, marks bugs new, still there and
// gone against the earlier night (its folder or its page's JSON), every replay command on it
// runs as printed from the page's folder, and in Chromium (skipped without it) the summary is on
// the first screen and a small board's picture has no scroll bar. Each check is shown failing on
// a page or command made wrong on purpose.

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "browser.hpp"
#include "cli_support.hpp"

namespace llk {
namespace {

const std::string kMutant = LLK_MUTANT_EXE;
const std::string kLlk = LLK_EXE;

/// PATH with llk's folder first, as a user who installed it has it.
std::string with_llk(const std::string& command) {
  return "export PATH='" + std::filesystem::path(kLlk).parent_path().string() + "':\"$PATH\"; " +
         command;
}

/// Two nights in one folder: programs in programs/, stress run from night1/ and night2/ with
/// commands relative to those (`../programs/steady.sh`). steady.sh fails alike both nights;
/// wrong.sh fails the first night and is fixed (a production solver) for the second; new.sh
/// appears the second night.
class MorningPage : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new test::TempDir("morning");
    const Problem& p = test::default_problem();
    problem_ = p.name();
    const std::string mutant = test::finds_mutant(problem_);
    const std::string solver = p.solvers(false).front().name;
    program("steady.sh", "'" + mutant + "'");
    program("wrong.sh", "'" + mutant + "'");
    stress("night1", "steady");
    stress("night1", "wrong");
    program("wrong.sh", "--solver '" + solver + "'");
    program("new.sh", "'" + mutant + "'");
    stress("night2", "steady");
    stress("night2", "wrong");
    stress("night2", "new");
  }
  static void TearDownTestSuite() { delete dir_; }

  /// programs/NAME: a program that runs llk-mutant with `what` (a mutant, or --solver S).
  static void program(const std::string& name, const std::string& what) {
    const std::string path = dir_->file("programs/" + name);
    test::write_text(path,
                     "#!/bin/sh\nexec '" + kMutant + "' --problem " + problem_ + " " + what + "\n");
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
  }

  /// `llk stress --cmd ../programs/NAME.sh` run in NIGHT/: artifacts in NIGHT/NAME, its JSON and log
  /// beside them.
  static void stress(const std::string& night, const std::string& name) {
    std::filesystem::create_directories(dir_->file(night));
    const test::ShellRun r = test::run_shell(
        with_llk("llk stress --problem " + problem_ + " --cmd ../programs/" + name +
                 ".sh --seed 1 --inputs 30 --max-cells 400 --max-bugs 1 --minimize-time 60s "
                 "--jobs 1 --quiet --out " +
                 name + " --json " + name + ".json >" + name + ".log"),
        dir_->file(night));
    EXPECT_EQ(r.status, name == "wrong" && night == "night2" ? 0 : 1)
        << night << " " << name << ": " << r.err
        << test::read_text(dir_->file(night) + "/" + name + ".log");
  }

  /// `llk report PATHS... --html PAGE` run in the folder's root, as a user types it there.
  static test::ShellRun report(const std::string& args) {
    return test::run_shell(with_llk("llk report " + args), dir_->str());
  }

  static test::TempDir* dir_;
  static std::string problem_;
};
test::TempDir* MorningPage::dir_ = nullptr;
std::string MorningPage::problem_;

/// The status cell of the row of `program` in the page's bug tables ("" when it has none).
std::string status_of(const std::string& html, const std::string& program) {
  const auto table = html.find("<h3>program " + program);
  if (table == std::string::npos) return "";
  const std::regex status("<td class=\"(new|still)\">([^<]*)</td>");
  std::smatch m;
  const std::string rest = html.substr(table, html.find("</table>", table) - table);
  return std::regex_search(rest, m, status) ? std::string(m[2]) : "";
}

TEST_F(MorningPage, LeadsWithTheRunsThenEachProgramsBugsMarkedAgainstTheNightBefore) {
  const test::ShellRun r = report("night2 --html page.html --since night1");
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  const std::string html = test::read_text(dir_->file("page.html"));
  // The summary first: runs, then bugs by program; the sections and the coverage after it.
  const auto summary = html.find("<div class=\"summary\"");
  const auto runs = html.find("<h2 id=\"runs\">"), bugs = html.find("<h2 id=\"bugs\">");
  const auto each = html.find("<h2 id=\"each-bug\">"), coverage = html.find("id=\"coverage\"");
  ASSERT_NE(summary, std::string::npos);
  EXPECT_TRUE(summary < runs && runs < bugs && bugs < each && each < coverage)
      << html.substr(0, 4000);
  // Three runs of the second night, the fixed one with no bug.
  const std::string run_rows = html.substr(runs, bugs - runs);
  EXPECT_EQ(test::count(run_rows, "<tr><td>program ../programs/"), 3u) << run_rows;
  EXPECT_NE(run_rows.find("none</td>"), std::string::npos) << run_rows;
  EXPECT_EQ(status_of(html, "../programs/steady.sh"), "still there");
  EXPECT_EQ(status_of(html, "../programs/new.sh"), "new");
  EXPECT_EQ(status_of(html, "../programs/wrong.sh"), "");  // fixed: no bug tonight ...
  const auto gone = html.find("<h2 id=\"gone\">");
  ASSERT_NE(gone, std::string::npos);  // ... but gone since the night before
  EXPECT_NE(html.find("program ../programs/wrong.sh", gone), std::string::npos);
  EXPECT_NE(html.find("Since night1: 1 new, 1 still there, 1 gone."), std::string::npos);
  // The first night's page JSON says the same; against the second night itself nothing changed.
  ASSERT_EQ(report("night1 --html first.html").status, 0);
  ASSERT_EQ(report("night2 --html again.html --since first.json").status, 0);
  const std::string again = test::read_text(dir_->file("again.html"));
  EXPECT_NE(again.find("Since first.json: 1 new, 1 still there, 1 gone."), std::string::npos);
  ASSERT_EQ(report("night2 --html same.html --since night2").status, 0);
  EXPECT_NE(
      test::read_text(dir_->file("same.html")).find("Since night2: 0 new, 2 still there, 0 gone."),
      std::string::npos);
  EXPECT_EQ(report("night2 --html bad.html --since page.html").status, 2);  // not a page's JSON
}

TEST_F(MorningPage, EveryReplayCommandRunsAsPrintedFromThePagesFolder) {
  ASSERT_EQ(report("night2 --html page.html").status, 0);
  const std::string html = test::read_text(dir_->file("page.html"));
  const std::regex code("<pre class=\"replay\"><code>([^<]*)</code></pre>");
  std::vector<std::string> commands;
  for (std::sregex_iterator it(html.begin(), html.end(), code), end; it != end; ++it)
    commands.push_back(std::regex_replace(std::string((*it)[1]), std::regex("&amp;"), "&"));
  ASSERT_EQ(commands.size(), 2u) << html.substr(0, 4000);
  for (const std::string& c : commands) {
    EXPECT_NE(c.find("cd night2 && llk replay "), std::string::npos) << c;
    const test::ShellRun r = test::run_shell(with_llk(c), dir_->str());
    EXPECT_EQ(r.status, 1) << c << '\n' << r.out << r.err;
    EXPECT_NE(r.out.find("REPRODUCES"), std::string::npos) << r.out;
  }
  // Without the recorded working directory the relative program is not found from here: not
  // run (exit 2), and replay says where to run it.
  const std::string artifact = test::artifacts_in(dir_->file("night2/steady")).front();
  const test::ShellRun plain =
      test::run_shell(with_llk("llk replay '" + artifact + "'"), dir_->str());
  EXPECT_EQ(plain.status, 2) << plain.out << plain.err;
  test::expect_contains(plain.out + plain.err,
                        {"1 not run", "its recorded working directory", "cd "});
  EXPECT_EQ(plain.out.find("unreadable"), std::string::npos) << plain.out;
}

/// What Chromium lays out, as "BOTTOM HEIGHT|SCROLL|WIDTH": the bottom of the first bug row and
/// the window's height; "ok", or each picture that overflows its box (a scroll bar); and the
/// width the first picture is drawn at, in CSS pixels.
const char* kLayout =
    "var r=document.querySelector('table.bugs tr:nth-child(2)').getBoundingClientRect();"
    "var out=[];document.querySelectorAll('figure.picture').forEach(function(f,i){"
    "if(f.scrollWidth>f.clientWidth||f.scrollHeight>f.clientHeight)"
    "out.push(i+': '+f.scrollWidth+'x'+f.scrollHeight+' in '+f.clientWidth+'x'+f.clientHeight);});"
    "var w=document.querySelector('figure.picture svg').getBoundingClientRect().width;"
    "return Math.round(r.bottom)+' '+innerHeight+'|'+(out.length?out.join('; '):'ok')+'|'+"
    "Math.round(w);";

/// The layout measured, in its three parts.
struct Layout {
  bool first_row_visible = false;  ///< the first bug row lies within the first screen
  std::string scroll;              ///< "ok", or the pictures that scroll
  int picture_width = 0;           ///< the first picture's width
};

Layout layout_of(const test::Measured& m) {
  Layout l;
  int bottom = 0, height = 0;
  char scroll[4096] = {0};
  if (std::sscanf(m.measured.c_str(), "%d %d|%4095[^|]|%d", &bottom, &height, scroll,
                  &l.picture_width) == 4) {
    l.first_row_visible = bottom > 0 && bottom <= height;
    l.scroll = scroll;
  }
  return l;
}

TEST_F(MorningPage, InChromiumTheSummaryIsOnTheFirstScreenAndASmallBoardScrollsNot) {
  if (!test::have_chromium()) GTEST_SKIP() << "chromium is not installed (ci/install-deps.sh)";
  ASSERT_EQ(report("night1 night2 --html both.html").status, 0);
  const std::string page = dir_->file("both.html");
  const std::string good = test::read_text(page);
  // A window of 1280 x 800, its first screen photographed.
  const test::Measured m =
      test::measure_in_chromium(*dir_, page, kLayout, 1280, 800, dir_->file("first-screen.png"));
  EXPECT_EQ(test::load_faults(m.loaded), "");
  const Layout wide = layout_of(m);
  EXPECT_TRUE(wide.first_row_visible) << m.measured;
  EXPECT_GT(std::filesystem::file_size(dir_->file("first-screen.png")), 1000u);
  EXPECT_EQ(wide.scroll, "ok") << m.measured;
  // The first bug's minimized board is small, and so is its picture.
  EXPECT_GT(wide.picture_width, 0) << m.measured;
  EXPECT_LE(wide.picture_width, 320) << m.measured;
  // The checks fail on a page whose coverage comes first, whose pictures sit in fixed boxes and
  // whose first picture is as wide as a long title (the old drawing).
  std::string broken = good;
  const auto coverage = broken.find("<h2 id=\"coverage\">");
  ASSERT_NE(coverage, std::string::npos);
  const std::string charts = broken.substr(coverage, broken.rfind("</body>") - coverage);
  broken.erase(coverage, charts.size());
  broken.insert(broken.find("<div class=\"summary\""), charts + charts);
  broken = std::regex_replace(broken, std::regex(" viewBox=\"[^\"]*\""), "");
  broken.insert(broken.find("</style>"),
                "figure.picture{width:60px;overflow:auto}figure.picture svg{max-width:none}");
  const auto svg = broken.find("<svg", broken.find("<figure class=\"picture\""));
  broken.insert(svg + 4, " style=\"width:1200px\"");
  test::write_text(page, broken);
  const Layout bad = layout_of(test::measure_in_chromium(*dir_, page, kLayout, 1280, 800));
  EXPECT_FALSE(bad.first_row_visible);
  EXPECT_NE(bad.scroll, "ok");
  EXPECT_GT(bad.picture_width, 320);
  test::write_text(page, good);
}

}  // namespace
}  // namespace llk
