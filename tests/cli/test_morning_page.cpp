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

/// Two nights in one folder: programs in work/, stress run from night1/ and night2/ with
/// commands relative to those (`../work/steady.sh`). steady.sh fails alike both nights;
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

  /// work/NAME: a program that runs llk-mutant with `what` (a mutant, or --solver S).
  static void program(const std::string& name, const std::string& what) {
    const std::string path = dir_->file("work/" + name);
    test::write_text(path, "#!/bin/sh\nexec '" + kMutant + "' --problem " + problem_ + " " +
                               what + "\n");
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
  }

  /// `llk stress --cmd ../work/NAME.sh` run in NIGHT/: artifacts in NIGHT/NAME, its JSON and log
  /// beside them.
  static void stress(const std::string& night, const std::string& name) {
    std::filesystem::create_directories(dir_->file(night));
    const test::ShellRun r = test::run_shell(
        with_llk("llk stress --problem " + problem_ + " --cmd ../work/" + name +
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
  EXPECT_TRUE(summary < runs && runs < bugs && bugs < each && each < coverage) << html.substr(0, 4000);
  // Three runs of the second night, the fixed one with no bug.
  const std::string run_rows = html.substr(runs, bugs - runs);
  EXPECT_EQ(test::count(run_rows, "<tr><td>program ../work/"), 3u) << run_rows;
  EXPECT_NE(run_rows.find("none</td>"), std::string::npos) << run_rows;
  EXPECT_EQ(status_of(html, "../work/steady.sh"), "still there");
  EXPECT_EQ(status_of(html, "../work/new.sh"), "new");
  EXPECT_EQ(status_of(html, "../work/wrong.sh"), "");  // fixed: no bug tonight ...
  const auto gone = html.find("<h2 id=\"gone\">");
  ASSERT_NE(gone, std::string::npos);  // ... but gone since the night before
  EXPECT_NE(html.find("program ../work/wrong.sh", gone), std::string::npos);
  EXPECT_NE(html.find("Since night1: 1 new, 1 still there, 1 gone."), std::string::npos);
  // The first night's page JSON says the same; against the second night itself nothing changed.
  ASSERT_EQ(report("night1 --html first.html").status, 0);
  ASSERT_EQ(report("night2 --html again.html --since first.json").status, 0);
  const std::string again = test::read_text(dir_->file("again.html"));
  EXPECT_NE(again.find("Since first.json: 1 new, 1 still there, 1 gone."), std::string::npos);
  ASSERT_EQ(report("night2 --html same.html --since night2").status, 0);
  EXPECT_NE(test::read_text(dir_->file("same.html"))
                .find("Since night2: 0 new, 2 still there, 0 gone."),
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
  const test::ShellRun plain = test::run_shell(with_llk("llk replay '" + artifact + "'"), dir_->str());
  EXPECT_EQ(plain.status, 2) << plain.out << plain.err;
  test::expect_contains(plain.out + plain.err,
                        {"1 not run", "its recorded working directory", "cd "});
  EXPECT_EQ(plain.out.find("unreadable"), std::string::npos) << plain.out;
}

/// The bottom of the first bug row and the window's height, as Chromium lays the page out.
const char* kFirstRow =
    "var r=document.querySelector('table.bugs tr:nth-child(2)').getBoundingClientRect();"
    "return Math.round(r.bottom)+' '+innerHeight;";

/// "ok", or each picture that overflows its box (a scroll bar) and how.
const char* kNoScroll =
    "var out=[];document.querySelectorAll('figure.picture').forEach(function(f,i){"
    "if(f.scrollWidth>f.clientWidth||f.scrollHeight>f.clientHeight)"
    "out.push(i+': '+f.scrollWidth+'x'+f.scrollHeight+' in '+f.clientWidth+'x'+f.clientHeight);});"
    "return out.length?out.join('; '):'ok';";

/// The width the first picture is drawn at, in CSS pixels.
const char* kFirstPicture =
    "return ''+Math.round(document.querySelector('figure.picture svg').getBoundingClientRect()"
    ".width);";

/// True when the first bug row lies within the first screen.
bool first_row_visible(const test::Measured& m) {
  int bottom = 0, height = 0;
  return std::sscanf(m.measured.c_str(), "%d %d", &bottom, &height) == 2 && bottom > 0 &&
         bottom <= height;
}

TEST_F(MorningPage, InChromiumTheSummaryIsOnTheFirstScreenAndASmallBoardScrollsNot) {
  if (!test::have_chromium()) GTEST_SKIP() << "chromium is not installed (ci/install-deps.sh)";
  ASSERT_EQ(report("night1 night2 --html both.html").status, 0);
  const std::string page = dir_->file("both.html");
  const std::string good = test::read_text(page);
  test::Measured m =
      test::measure_in_chromium(*dir_, page, kFirstRow, 1280, 800, dir_->file("first-screen.png"));
  EXPECT_EQ(test::load_faults(m.loaded), "");
  EXPECT_TRUE(first_row_visible(m)) << m.measured;
  EXPECT_GT(std::filesystem::file_size(dir_->file("first-screen.png")), 1000u);
  m = test::measure_in_chromium(*dir_, page, kNoScroll, 800, 600);
  EXPECT_EQ(m.measured, "ok");
  // The first bug's minimized board is small, and so is its picture.
  const int small = std::atoi(test::measure_in_chromium(*dir_, page, kFirstPicture, 1280, 800)
                                  .measured.c_str());
  EXPECT_GT(small, 0);
  EXPECT_LE(small, 320);
  // The checks fail on a page whose coverage comes first, and on pictures in fixed boxes.
  std::string broken = good;
  const auto coverage = broken.find("<h2 id=\"coverage\">");
  ASSERT_NE(coverage, std::string::npos);
  const std::string charts = broken.substr(coverage, broken.rfind("</body>") - coverage);
  broken.erase(coverage, charts.size());
  broken.insert(broken.find("<div class=\"summary\""), charts + charts);
  test::write_text(page, broken);
  EXPECT_FALSE(first_row_visible(test::measure_in_chromium(*dir_, page, kFirstRow, 1280, 800)));
  broken = std::regex_replace(good, std::regex(" viewBox=\"[^\"]*\""), "");
  broken.insert(broken.find("</style>"),
                "figure.picture{width:60px;overflow:auto}figure.picture svg{max-width:none}");
  test::write_text(page, broken);
  EXPECT_NE(test::measure_in_chromium(*dir_, page, kNoScroll, 800, 600).measured, "ok");
  // ... and on a picture as wide as a long title (the old drawing).
  broken = good;
  const auto svg = broken.find("<svg", broken.find("<figure class=\"picture\""));
  broken.insert(svg + 4, " style=\"width:1200px\"");
  test::write_text(page, broken);
  EXPECT_GT(std::atoi(test::measure_in_chromium(*dir_, page, kFirstPicture, 1280, 800)
                          .measured.c_str()),
            320);
  test::write_text(page, good);
}

}  // namespace
}  // namespace llk
