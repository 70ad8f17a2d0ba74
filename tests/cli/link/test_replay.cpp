// llk replay as a user meets it: an artifact replays the subject that failed on it, --solvers
// replays the production solvers, a bare NAME.in needs its problem named, and a directory of
// several problems replays only what the subject answers, counting the rest as skipped.

#include <gtest/gtest.h>

#include <filesystem>

#include <fmt/format.h>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/files.hpp"

namespace llk {
namespace {

const std::string kRegressions = std::string(LLK_SOURCE_DIR) + "/corpus/regressions";
const std::string kMutant = LLK_MUTANT_EXE;

/// The artifacts (NAME.in) in `dir` and the folders below it.
int artifacts_below(const std::string& dir) {
  int n = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    n += e.path().extension() == ".in";
  return n;
}

/// The regression `mutant-turn-limit-plus-one` copied into `dir`, its report naming `flags`.
std::string copy_artifact(const test::TempDir& dir, const std::string& flags,
                          bool with_txt = true) {
  const std::string from = kRegressions + "/link/mutant-turn-limit-plus-one";
  const std::string to = dir.file("a");
  test::write_text(to + ".in", test::read_text(from + ".in"));
  test::write_text(to + ".out", test::read_text(from + ".out"));
  if (with_txt) {
    std::string txt = test::read_text(from + ".txt");
    const auto at = txt.find("subject-flags: ");
    txt.replace(at, txt.find('\n', at) - at, "subject-flags: " + flags);
    test::write_text(to + ".txt", txt);
  }
  return to + ".in";
}

TEST(Replay, AProgramsArtifactReplaysThatProgramAndSaysItReproduces) {
  test::TempDir dir("replay-own");
  const std::string in =
      copy_artifact(dir, "--cmd " + shell_quote(kMutant + " turn-limit-plus-one --rules hdu"));
  const auto r = test::run_cli({"replay", in});
  EXPECT_EQ(r.status, kExitFailureFound) << r.out << r.err;
  EXPECT_NE(r.out.find("REPRODUCES " + in + ": program"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1 reproduces"), std::string::npos) << r.out;
  // The production solvers pass the same artifact.
  const auto s = test::run_cli({"replay", "--solvers", in});
  EXPECT_EQ(s.status, kExitOk) << s.out << s.err;
  EXPECT_NE(s.out.find("0 mismatches"), std::string::npos) << s.out;
}

TEST(Replay, AFixedProgramNoLongerFails) {
  test::TempDir dir("replay-fixed");
  const std::string in = copy_artifact(dir, "--cmd " + shell_quote(kMutant + " --solver bfs01"));
  const auto r = test::run_cli({"replay", in});
  EXPECT_EQ(r.status, kExitOk) << r.out << r.err;
  EXPECT_NE(r.out.find("FIXED " + in), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1 no longer fails"), std::string::npos) << r.out;
}

TEST(Replay, AnArtifactWithoutItsReportNeedsItsProblemNamed) {
  test::TempDir dir("replay-no-txt");
  const std::string in = copy_artifact(dir, "", false);
  const auto r = test::run_cli({"replay", "--solvers", in});
  EXPECT_EQ(r.status, kExitUsage) << r.out;
  EXPECT_NE(r.err.find("no NAME.txt beside it"), std::string::npos) << r.err;
  const auto told = test::run_cli({"replay", "--solvers", "--rules", "hdu", "-k", "2", in});
  EXPECT_EQ(told.status, kExitOk) << told.out << told.err;
}

TEST(Replay, AReportThatNamesNoSubjectAsksForOne) {
  test::TempDir dir("replay-no-subject");
  const std::string in = copy_artifact(dir, "");
  const auto r = test::run_cli({"replay", in});
  EXPECT_EQ(r.status, kExitUsage) << r.out;
  EXPECT_NE(r.err.find("records no subject"), std::string::npos) << r.err;
}

TEST(Replay, AProgramOverAMixedDirectorySkipsOtherProblemsAndRules) {
  // A correct link program under hdu rules: the other problems' artifacts and link's one classic
  // artifact are not for it, and are counted as skipped instead of failed.
  // No memory limit: a sanitized llk-mutant's memory is no judge's figure (answers are tested).
  const int all = artifacts_below(kRegressions), own = artifacts_below(kRegressions + "/link");
  ASSERT_GT(all, own) << "other problems' regressions to skip";
  const auto r = test::run_cli(
      {"replay", kRegressions, "--cmd", kMutant + " --solver bfs01", "--memory-limit", "none"});
  EXPECT_EQ(r.status, kExitOk) << r.out << r.err;
  EXPECT_NE(r.out.find(fmt::format("0 mismatches, {} skipped (", all - own + 1)), std::string::npos)
      << r.out;
  for (const auto& e : std::filesystem::directory_iterator(kRegressions)) {
    const std::string name = e.path().filename().string();
    if (!e.is_directory() || name == "link") continue;
    EXPECT_NE(r.out.find(fmt::format("{} of problem {}", artifacts_below(e.path()), name)),
              std::string::npos)
        << r.out;
  }
  EXPECT_NE(r.out.find("1 under other parameters)"), std::string::npos) << r.out;
  // Told the program plays classic rules, it runs the classic artifact and skips the others.
  const auto c =
      test::run_cli({"replay", kRegressions, "--rules", "classic", "--cmd",
                     kMutant + " --solver bfs01 --rules classic", "--memory-limit", "none"});
  EXPECT_EQ(c.status, kExitOk) << c.out << c.err;
  EXPECT_NE(c.out.find(fmt::format("replayed 1 artifact: 0 mismatches, {} skipped", all - 1)),
            std::string::npos)
      << c.out;
}

TEST(Replay, TheRegressionsReproduceUnderTheirMutants) {
  const auto r = test::run_cli({"replay", kRegressions});
  EXPECT_EQ(r.status, kExitFailureFound) << r.out << r.err;
  EXPECT_NE(
      r.out.find(fmt::format("{} reproduce, 0 no longer fail", artifacts_below(kRegressions))),
      std::string::npos)
      << r.out;
}

TEST(Replay, AProgramReplaysUnderTheTimeLimitItFailedUnder) {
  test::TempDir dir("replay-timeout");
  // Right answers, but after a count of shell steps that takes about a CPU second (1.1 s
  // under dash here): a time limit under the 300 ms it was found with. Counted, not timed by
  // the clock: a busy machine gives the program less CPU in a wall-clock second, and it passed.
  const std::string in = copy_artifact(
      dir, "--cmd " +
               shell_quote("cat >/dev/null; i=0; while [ $i -lt 700000 ]; do i=$((i+1)); done; "
                           "echo NO") +
               " --timeout 300ms");
  const auto r = test::run_cli({"replay", in});
  EXPECT_EQ(r.status, kExitFailureFound) << r.out << r.err;
  EXPECT_NE(r.out.find(": time-limit: "), std::string::npos) << r.out;
  // A limit on the command line wins.
  const auto longer = test::run_cli({"replay", in, "--timeout", "10s"});
  EXPECT_EQ(longer.status, kExitOk) << longer.out << longer.err;
  EXPECT_NE(longer.out.find("FIXED"), std::string::npos) << longer.out;
}

}  // namespace
}  // namespace llk
