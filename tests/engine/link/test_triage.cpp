// Triage at judge scale against judge programs written as contestants write them
// (programs/judge_program.cpp): a program with two bugs is found as more than one bucket, a crash
// that needs a search to reach row 1000 and a program too slow for the time limit are caught on
// the worst-case input, and `llk triage` buckets a directory of artifacts.

#include <sstream>

#include "llk/engine/bugs.hpp"
#include "llk/engine/triage.hpp"
#include "llk/engine/verify.hpp"
#include "llk/link/board.hpp"
#include "stress_support.hpp"

namespace llk {
namespace {

const std::string kProgram = LLK_JUDGE_PROGRAM;

std::string cmd(const std::string& mode) {
  return kProgram + " " + mode;
}

std::set<std::string> classes_of(const StressRun& r) {
  std::set<std::string> out;
  for (const auto& a : r.artifacts) out.insert(a.report.get("class"));
  return out;
}

TEST(Triage, ATwoBugProgramIsFoundAsSeveralBugsAndSkipLeavesOneOut) {
  const Problem& link = test::problem("link");
  test::TempDir dir("two-bugs");
  // Inputs 0..40 hold tiny boards (same-cell queries) and the worst case at input 3.
  const auto r = stress(link, program(cmd("two-bugs")), dir, 40, {}, 30, 0);
  EXPECT_EQ(r.status, 1) << r.out;
  ASSERT_GE(r.artifacts.size(), 2u) << r.out;
  const auto classes = classes_of(r);
  EXPECT_EQ(classes.count("same-cell"), 1u) << r.out;
  EXPECT_GE(classes.size(), 2u) << r.out;
  EXPECT_NE(r.out.find("distinct bugs"), std::string::npos) << r.out;
  for (const auto& a : r.artifacts) EXPECT_EQ(link.cases(a.input), 1u);

  // The same run with same-cell queries left out finds the other bug alone.
  StressOptions opt;
  opt.subject = program(cmd("two-bugs"));
  opt.max_inputs = 40;
  opt.seed = 12345;
  opt.out_dir = dir.str() + "/skip";
  opt.progress = false;
  opt.minimize_seconds = 30;
  opt.skip = {"same-cell"};
  opt.jobs = 1;
  std::ostringstream out, err;
  EXPECT_EQ(run_stress(link, opt, out, err), 1) << out.str() << err.str();
  for (const auto& f : test::artifacts_in(opt.out_dir)) {
    const StoredInput a = read_input(f, &problems(), link, {});
    EXPECT_NE(a.report.get("class"), "same-cell");
    // Nor did minimization shrink the failure into a skipped class.
    const Expected e = link.oracle(a.input);
    for (std::size_t u = 0; u < link.units(a.input); ++u)
      EXPECT_NE(link.classify(a.input, u, e), "same-cell") << f;
  }
  opt.skip = {"no-such-class"};
  EXPECT_EQ(run_stress(link, opt, out, err), 2);
}

TEST(Triage, ACorrectProgramRaisesNoAlarmOnSmallInputs) {
  test::TempDir dir("correct");
  const auto r = stress(test::problem("link"), program(cmd("correct")), dir, 3, {}, 30, 0);
  EXPECT_EQ(r.status, 0) << r.out;
}

/// Input 3 alone (the first worst case: 1000 x 999, empty but for the queried tiles) through a
/// mode of the judge program; its one artifact read back, minimized when `minimize` says so.
StoredInput worst_case_bug(const std::string& mode, double timeout, const test::TempDir& dir,
                           bool minimize = true) {
  StressOptions opt;
  opt.subject = program(cmd(mode), timeout);
  opt.first_input = 3;
  opt.max_inputs = 1;
  opt.seed = 12345;
  opt.out_dir = dir.str();
  opt.progress = false;
  opt.minimize_seconds = 20;
  opt.minimize = minimize;
  std::ostringstream out, err;
  EXPECT_EQ(run_stress(test::problem("link"), opt, out, err), 1) << out.str();
  const auto files = test::artifacts_in(dir.str());
  EXPECT_EQ(files.size(), 1u) << out.str();
  if (files.empty()) return {};
  return read_input(files[0], &problems(), test::problem("link"), {});
}

TEST(Triage, ACrashThatNeedsASearchToReachRow1000IsCaughtOnTheWorstCase) {
  test::TempDir dir("row-1000");
  const StoredInput a = worst_case_bug("row-1000", 5, dir);
  EXPECT_EQ(a.report.get("kind"), "runtime-error");
  // Shrinking keeps the 1000 rows the crash needs.
  EXPECT_NE(a.report.get("size").find("1000 x"), std::string::npos) << a.report.get("size");
}

TEST(Triage, AProgramTooSlowForTheLimitIsReportedBesideLlksOwnTime) {
  test::TempDir dir("slow");
  // Not minimized: each try of a time-limit failure costs the whole limit, and the report's
  // detail is the point here (shrinking is shown by the row-1000 crash above).
  const StoredInput a = worst_case_bug("requeue-ties", 2, dir, false);
  EXPECT_EQ(a.report.get("kind"), "time-limit");
  EXPECT_NE(a.report.get("detail").find("llk's solver"), std::string::npos)
      << a.report.get("detail");
}

TEST(Triage, TheTriageCommandBucketsADirectoryOfArtifacts) {
  const Problem& link = test::problem("link");
  test::TempDir dir("triage");
  // Two stress runs of one mutant with different seeds, and one of another mutant.
  for (const auto& [name, seed] : std::vector<std::pair<std::string, int>>{
           {"same-cell-yes", 1}, {"same-cell-yes", 2}, {"last-row-slip", 1}}) {
    StressOptions opt;
    opt.subject = mutant(name);
    opt.max_inputs = 300;
    opt.max_bugs = 1;
    opt.jobs = 1;
    opt.seed = static_cast<std::uint64_t>(seed);
    opt.out_dir = dir.str();
    opt.progress = false;
    std::ostringstream out, err;
    ASSERT_EQ(run_stress(link, opt, out, err), 1) << out.str();
  }
  ASSERT_EQ(test::artifacts_in(dir.str()).size(), 3u);
  TriageOptions t;
  t.paths = {dir.str()};
  t.out_dir = dir.str() + "/bugs";
  std::ostringstream out, err;
  EXPECT_EQ(run_triage(problems(), link, t, out, err), 0) << err.str();
  EXPECT_NE(out.str().find("3 artifacts in 2 distinct bugs"), std::string::npos) << out.str();
  EXPECT_EQ(test::artifacts_in(t.out_dir).size(), 2u);
}

TEST(Triage, VerifyGoesOnAfterAFailureToDistinctBugs) {
  const Problem& link = test::problem("link");
  test::TempDir dir("verify-two-bugs");
  VerifyOptions opt;
  opt.command = cmd("two-bugs");
  opt.budget_seconds = 600;  // a safety net: the rounds bound the run
  opt.max_rounds = 12;
  opt.seed = 7;
  opt.jobs = 1;
  opt.out_dir = dir.str();
  std::ostringstream out, err;
  EXPECT_EQ(run_verify({&link}, opt, out, err), 1) << out.str() << err.str();
  EXPECT_NE(out.str().find("distinct bugs in"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("another bug: "), std::string::npos) << out.str();
  EXPECT_GE(test::artifacts_in(dir.str()).size(), 2u);
}

TEST(Bugs, TheCanonicalFormIgnoresSymmetryAndLabels) {
  const Problem& link = test::problem("link");
  link::Case c;
  c.board = link::Board(2, 3);
  c.board.set(1, 1, 5);
  c.board.set(2, 3, 5);
  c.board.set(1, 2, 9);
  c.queries = {{{1, 1}, {2, 3}}};
  link::Case mirrored;  // flipped left to right, relabelled, endpoints swapped
  mirrored.board = link::Board(2, 3);
  mirrored.board.set(1, 3, 70);
  mirrored.board.set(2, 1, 70);
  mirrored.board.set(1, 2, 8);
  mirrored.queries = {{{2, 1}, {1, 3}}};
  const link::LinkInput a{{c}, {}}, b{{mirrored}, {}};
  EXPECT_EQ(link.canonical(a), link.canonical(b));
  link::LinkInput other = a;
  other.cases[0].board.set(1, 2, 0);
  EXPECT_NE(link.canonical(a), link.canonical(other));

  // Classes come with the oracle's answers.
  const link::LinkInput classes{
      {link::Case{link::Board(1, 3, {4, 0, 4}), {{{1, 1}, {1, 1}}, {{1, 1}, {1, 3}}}}},
      {link::Rules::classic, 2}};
  const Expected e = link.oracle(classes);
  EXPECT_EQ(link.classify(classes, 0, e), "same-cell");
  EXPECT_EQ(link.classify(classes, 1, e), "edge");  // straight along the only row, the last

  BugBook book(1);
  EXPECT_TRUE(book.claim("wrong-answer|same-cell|NO"));
  EXPECT_FALSE(book.claim("wrong-answer|same-cell|NO"));
  book.hit("wrong-answer|same-cell|NO");  // counted once the bug lands
  Bug bug;
  bug.key = "k";
  EXPECT_TRUE(book.add("wrong-answer|same-cell|NO", bug).second);
  EXPECT_FALSE(book.add("other", bug).second);
  ASSERT_EQ(book.bugs().size(), 1u);
  EXPECT_EQ(book.bugs()[0].hits, 3u);
}

}  // namespace
}  // namespace llk
