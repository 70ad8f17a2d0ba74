// The pages llk writes, loaded in headless Chromium (skipped without it): a judge's page over
// link tests and mutants, and a report over a night's artifacts of every problem. Their DOM must
// hold every bug or failing run with its pictures and replay commands, every program's line, the
// coverage charts, and log nothing to the console; each check is shown catching a page broken on
// purpose.

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "browser.hpp"
#include "cli_support.hpp"
#include "llk/problems.hpp"

namespace llk {
namespace {

const std::string kMutant = LLK_MUTANT_EXE;
const std::string kLlk = LLK_EXE;

/// The section of the DOM whose id is `id`, up to its end ("" when absent).
std::string section(const std::string& dom, const std::string& id) {
  const auto at = dom.find("<section class=\"bug\" id=\"" + id + "\"");
  if (at == std::string::npos) return "";
  return dom.substr(at, dom.find("</section>", at) - at);
}

/// What one bug or failing run must show on the page: its id, its pictures, its commands.
struct Expected {
  std::string id;
  std::size_t pictures = 1;
  std::vector<std::string> commands;
};

/// What the page's DOM lacks of `expected`, with every fault a page can have; "" when nothing.
std::string page_faults(const test::Loaded& l, const std::vector<Expected>& expected,
                        std::size_t programs, std::size_t charts,
                        const std::vector<std::string>& commands = {}) {
  std::string faults = test::load_faults(l);
  for (const std::string& c : commands)
    if (l.dom.find("<pre class=\"replay\"><code>" + c + "</code></pre>") == std::string::npos)
      faults += "the page lacks the command " + c + "\n";
  if (test::count(l.dom, "<section class=\"bug\"") != expected.size())
    faults += "the page has " + std::to_string(test::count(l.dom, "<section class=\"bug\"")) +
              " bug sections, not " + std::to_string(expected.size()) + "\n";
  for (const Expected& e : expected) {
    const std::string s = section(l.dom, e.id);
    if (s.empty()) faults += "no section " + e.id + "\n";
    const std::size_t svgs = test::count(s, "<figure class=\"picture\"");
    if (svgs < e.pictures || test::count(s, "<svg") < e.pictures)
      faults += e.id + " has " + std::to_string(svgs) + " pictures, not " +
                std::to_string(e.pictures) + "\n";
    if (s.find("<p class=\"why\">") == std::string::npos) faults += e.id + " says no why\n";
    for (const std::string& c : e.commands)
      if (s.find("<pre class=\"replay\"><code>" + c + "</code></pre>") == std::string::npos)
        faults += e.id + " lacks the command " + c + "\n";
  }
  if (test::count(l.dom, "<li class=\"program ") != programs)
    faults += "a program's line is missing\n";
  if (test::count(l.dom, "class=\"coverage-chart\"") < charts) faults += "a chart is missing\n";
  if (std::regex_search(l.dom, std::regex("(src|href)=\"(https?:)?//")))
    faults += "the page reaches the network\n";
  return faults;
}

/// Checks the page in Chromium, then that the check catches a page without a picture, without
/// a replay command and one that logs to the console.
void expect_page_in_chromium(const test::TempDir& dir, const std::string& page,
                             const std::vector<Expected>& expected, std::size_t programs,
                             std::size_t charts, const std::vector<std::string>& commands = {}) {
  const test::Loaded l = test::load_in_chromium(dir, page);
  EXPECT_EQ(page_faults(l, expected, programs, charts, commands), "") << l.dom.substr(0, 3000);
  EXPECT_LT(l.seconds, 10) << "chromium took " << l.seconds << " s";
  const std::string good = test::read_text(page);
  const auto figure = good.find("<figure class=\"picture\"");
  const auto replay = good.find("<pre class=\"replay\">");
  ASSERT_NE(figure, std::string::npos);
  ASSERT_NE(replay, std::string::npos);
  std::string broken = good;
  broken.erase(figure, good.find("</figure>", figure) + 9 - figure);
  test::write_text(page, broken);
  EXPECT_NE(page_faults(test::load_in_chromium(dir, page), expected, programs, charts, commands)
                .find("pictures, not"),
            std::string::npos);
  broken = good;
  broken.erase(replay, good.find("</pre>", replay) + 6 - replay);
  test::write_text(page, broken);
  EXPECT_NE(page_faults(test::load_in_chromium(dir, page), expected, programs, charts, commands)
                .find("lacks the command"),
            std::string::npos);
  broken = good;
  broken.insert(broken.find("</body>"), "<script>console.error('x')</script>");
  test::write_text(page, broken);
  EXPECT_NE(page_faults(test::load_in_chromium(dir, page), expected, programs, charts, commands)
                .find("console: "),
            std::string::npos);
  test::write_text(page, good);
}

/// A small link test set: the judge's sample, a board with a same-cell query (same-cell-yes
/// fails it) and one whose only paths turn on tiles (corner-unchecked fails it).
void write_tests(const std::string& dir) {
  test::write_text(dir + "/01.in", test::judge_sample());
  test::write_text(dir + "/02.in",
                   "4 4\n1 0 0 2\n0 0 0 0\n0 0 0 0\n2 0 0 1\n4\n1 1 1 1\n1 1 4 4\n1 4 4 1\n"
                   "1 1 2 2\n0 0\n");
  test::write_text(dir + "/03.in", "2 2\n1 2\n3 1\n1\n1 1 2 2\n0 0\n");
}

/// `llk judge` on the tests in `tests` with three programs; artifacts into `out`.
test::CliRun judge(const std::string& tests, const std::string& out,
                   std::vector<std::string> extra) {
  std::vector<std::string> args = {"judge",    tests,
                                   "--cmd",    kMutant + " same-cell-yes",
                                   "--cmd",    kMutant + " --solver dfs",
                                   "--mutant", "corner-unchecked",
                                   "--llk",    kLlk,
                                   "--quiet",  "--jobs",
                                   "2",        "--out",
                                   out,        "--timeout",
                                   "5s"};
  args.insert(args.end(), extra.begin(), extra.end());
  return test::run_cli(args);
}

/// The failing runs a judge's text names, as the page must show them.
std::vector<Expected> failing_runs(const test::CliRun& r) {
  std::vector<Expected> runs;
  const std::regex fail(
      "FAIL ([^\n]*)\n  replay: ([^\n]*)\n(  minimized (to|as run) ([^\n]*)\n)?"
      "(  replay:   ([^\n]*)\n)?");
  for (std::sregex_iterator it(r.out.begin(), r.out.end(), fail), end; it != end; ++it) {
    Expected e;
    e.commands.push_back((*it)[2]);
    if ((*it)[7].matched) e.commands.insert(e.commands.begin(), (*it)[7]);
    e.pictures = (*it)[4] == "to" ? 2 : 1;  // minimized beside the original, or the original
    runs.push_back(e);
  }
  return runs;
}

TEST(Pages, TheJudgePageShowsEveryFailingRunMinimizedBesideTheOriginal) {
  test::TempDir dir("judge-page");
  write_tests(dir.file("tests"));
  const std::string page = dir.file("judge.html");
  const test::CliRun r = judge(dir.file("tests"), dir.file("out"), {"--html", page});
  ASSERT_EQ(r.status, 1) << r.out << r.err;
  std::vector<Expected> runs = failing_runs(r);
  ASSERT_GE(runs.size(), 2u) << r.out;
  // The runs in page order (tests, then programs) carry their anchors.
  const std::regex anchor("<section class=\"bug\" id=\"(f[0-9]+-[0-9]+)\"");
  const std::string html = test::read_text(page);
  std::size_t i = 0;
  for (std::sregex_iterator it(html.begin(), html.end(), anchor), end; it != end && i < runs.size();
       ++it)
    runs[i++].id = (*it)[1];
  EXPECT_EQ(i, runs.size()) << r.out;
  // Every minimized artifact replays: the failure REPRODUCES.
  const std::vector<std::string> artifacts = test::artifacts_in(dir.file("out"));
  ASSERT_FALSE(artifacts.empty()) << r.out;
  for (const std::string& a : artifacts) {
    const test::CliRun again = test::run_cli({"replay", a});
    EXPECT_EQ(again.status, 1) << a << '\n' << again.out << again.err;
    EXPECT_NE(again.out.find("REPRODUCES"), std::string::npos) << again.out;
  }
  if (!test::have_chromium()) GTEST_SKIP() << "chromium is not installed (ci/install-deps.sh)";
  expect_page_in_chromium(dir, page, runs, 3, 0);
}

TEST(Pages, TheJudgeMinimizesOnlyWhenAskedOrWithAPage) {
  test::TempDir dir("judge-minimize");
  write_tests(dir.file("tests"));
  test::CliRun r = judge(dir.file("tests"), dir.file("plain"), {});
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(test::artifacts_in(dir.file("plain")).empty());
  EXPECT_EQ(r.out.find("minimized to"), std::string::npos) << r.out;
  r = judge(dir.file("tests"), dir.file("asked"), {"--minimize"});
  EXPECT_FALSE(test::artifacts_in(dir.file("asked")).empty());
  test::expect_contains(r.out, {"minimized to 1 x 1 board, 1 query", "replay:   llk replay ",
                                "#2 program '" + kMutant + " --solver dfs': accepted"});
  r = judge(dir.file("tests"), dir.file("none"), {"--html", dir.file("p.html"), "--no-minimize"});
  EXPECT_TRUE(test::artifacts_in(dir.file("none")).empty());
}

/// A night's directory, made once for the report's tests: stress runs of a mutant of every
/// problem (artifacts and their logs), a verify's JSON, and a judge's JSON with its artifacts.
class ReportPages : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new test::TempDir("report-night");
    for (const std::string& problem : problems().names()) {
      const std::string mutant = test::finds_mutant(problem);
      const std::string out = dir_->file("night/" + problem);
      const test::CliRun r = test::run_cli(
          {"stress", "--problem", problem, "--mutant", mutant, "--seed", "1", "--inputs", "40",
           "--max-bugs", "2", "--minimize-time", "2s", "--jobs", "1", "--quiet", "--out", out});
      EXPECT_EQ(r.status, 1) << problem << '\n' << r.out << r.err;
      test::write_text(out + "/stress.log", r.out);
    }
    EXPECT_EQ(test::run_cli({"verify", "--problem", problems().names().back(), "--property",
                             "differential", "--rounds", "1", "--jobs", "1", "--quiet", "--json",
                             dir_->file("night/verify.json"), "--out", dir_->file("night/verify")})
                  .status,
              0);
    write_tests(dir_->file("tests"));
    judge(dir_->file("tests"), dir_->file("night/judge"),
          {"--minimize", "--json", dir_->file("night/judge.json")});
  }
  static void TearDownTestSuite() { delete dir_; }
  static test::TempDir* dir_;
};
test::TempDir* ReportPages::dir_ = nullptr;

/// The replay commands a page prints, as its HTML holds them, one per bug section.
std::vector<std::string> page_commands(const std::string& html) {
  std::vector<std::string> commands;
  const std::regex code("<pre class=\"replay\"><code>([^<]*)</code></pre>");
  for (std::sregex_iterator it(html.begin(), html.end(), code), end; it != end; ++it)
    commands.push_back((*it)[1]);
  return commands;
}

TEST_F(ReportPages, ShowEveryBugOfEveryProblemWithItsPictureAndReplay) {
  test::TempDir dir("report-page");
  const std::string page = dir.file("report.html"), night = dir_->file("night");
  const test::CliRun r = test::run_cli({"report", night, "--html", page});
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  const test::CliRun triage = test::run_cli({"triage", night});
  std::smatch bugs;
  ASSERT_TRUE(std::regex_search(triage.out, bugs, std::regex("in ([0-9]+) distinct bugs")));
  std::vector<Expected> expected(std::stoul(bugs[1]));
  ASSERT_GE(expected.size(), 6u) << triage.out;  // two of each problem's at least
  for (std::size_t i = 0; i < expected.size(); ++i) expected[i].id = "bug-" + std::to_string(i + 1);
  // One command per bug, each reproducing its failure as printed, from the page's folder.
  const std::vector<std::string> commands = page_commands(test::read_text(page));
  ASSERT_EQ(commands.size(), expected.size());
  const std::string bin = std::filesystem::path(kLlk).parent_path().string();
  for (const std::string& c : commands) {
    const std::string command = std::regex_replace(c, std::regex("&amp;"), "&");
    const test::ShellRun again =
        test::run_shell("export PATH='" + bin + "':\"$PATH\"; " + command, dir.str());
    EXPECT_EQ(again.status, 1) << command << '\n' << again.out << again.err;
  }
  for (const std::string& name : problems().names())
    test::expect_contains(test::read_text(page), {name});
  if (!test::have_chromium()) GTEST_SKIP() << "chromium is not installed (ci/install-deps.sh)";
  // Three stress logs and a verify's JSON of three groups at least, the three judged programs.
  expect_page_in_chromium(dir, page, expected, 3, 12, commands);
}

TEST_F(ReportPages, KeepUnderTheirCapAndSayWhatTheyLeftOut) {
  test::TempDir dir("report-cap");
  const std::string page = dir.file("report.html");
  const test::CliRun r =
      test::run_cli({"report", dir_->file("night"), "--html", page, "--page-size", "16KiB"});
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  const std::string html = test::read_text(page);
  EXPECT_LT(html.size(), 16u * 1024 + 8 * 1024);  // the cap, and the closing list
  test::expect_contains(html, {"<h2 id=\"left-out\">Left out</h2>", "were left out", "<li>bug "});
  const test::CliRun none = test::run_cli({"report", dir_->file("tests"), "--html", page});
  EXPECT_EQ(none.status, 2) << none.out << none.err;
}

}  // namespace
}  // namespace llk
