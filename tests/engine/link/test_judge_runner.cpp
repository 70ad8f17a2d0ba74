// Link judge programs run as a judge runs them (programs/judge_program.cpp): CPU time (not the
// wall clock) against the limit, so a loaded machine fails no correct program; memory and stack
// limits; kept programs (--serve) with the same verdicts, state that leaks between inputs,
// restarts after a crash.

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>

#include "llk/core/exit_status.hpp"
#include "llk/engine/verify.hpp"
#include "stress_support.hpp"

namespace llk {
namespace {

const std::string kJudge = LLK_JUDGE_PROGRAM;

std::string judge(const std::string& args) {
  return kJudge + " " + args;
}

/// Keeps `n` processes spinning on the CPU while it lives: a machine with other work on it.
class Load {
 public:
  explicit Load(int n) {
    for (int i = 0; i < n; ++i) {
      const pid_t pid = ::fork();
      if (pid == 0) {
        ::execl("/bin/sh", "sh", "-c", "while :; do :; done", static_cast<char*>(nullptr));
        ::_exit(127);
      }
      if (pid > 0) pids_.push_back(pid);
    }
  }
  ~Load() {
    for (pid_t p : pids_) {
      ::kill(p, SIGKILL);
      ::waitpid(p, nullptr, 0);
    }
  }

 private:
  std::vector<pid_t> pids_;
};

const Problem& link() {
  return test::problem("link");
}

TEST(JudgeRunner, ACorrectProgramNeedingHalfItsCpuLimitPassesOnALoadedMachine) {
  const Load load(2);  // both cores busy besides the program and llk's oracle
  test::TempDir dir("loaded");
  // One input each: every run is the claim (the load costs two cores for as long as it lasts).
  auto r = stress(link(), program(judge("correct --burn 500"), 1), dir, 1);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(r.artifacts.empty()) << r.out;
  // The same program over the limit fails, with its CPU time in the detail.
  test::TempDir dir2("loaded-slow");
  r = stress(link(), program(judge("correct --burn 1500"), 1), dir2, 1, {}, 0);
  ASSERT_NO_FATAL_FAILURE(expect_cpu_time_limit(r, "1 s"));
  // The bug table gives what it used beside llk's own time on the same input.
  EXPECT_NE(r.out.find("; llk 0."), std::string::npos) << r.out;
}

TEST(JudgeRunner, ATooSlowProgramDoesNotHideItsOtherBugs) {
  // Wrong on small boards (a cell with itself) and too slow at judge size: after the first time
  // limit, the heavy inputs are rationed and the rest of the run finds the wrong answers.
  test::TempDir dir("slow-and-wrong");
  const auto r = stress(link(), program(judge("two-bugs --slow 500000"), 0.5), dir, 80, {}, 5, 0);
  EXPECT_EQ(r.status, 1) << r.out;
  const auto kinds = found(r);
  EXPECT_EQ(std::count_if(kinds.begin(), kinds.end(),
                          [](const std::string& k) { return k.rfind("time-limit", 0) == 0; }),
            1)
      << r.out;
  EXPECT_NE(std::find(kinds.begin(), kinds.end(), "wrong-answer same-cell"), kinds.end()) << r.out;
  EXPECT_NE(r.out.find("heavy inputs (at least"), std::string::npos) << r.out;
}

TEST(JudgeRunner, ABudgetRunFindsTheWrongShapeOfAProgramTooSlowAtJudgeSize) {
  // Too slow on every judge-size input (each a whole time limit) and wrong only on 2 x 6
  // boards: a run bounded by its budget, not by a count of inputs, still finds the wrong answer.
  test::TempDir dir("slow-and-one-shape");
  StressOptions opt;
  opt.subject = program(judge("correct --slow 100000 --wrong-shape 2x6"), 1);
  opt.budget_seconds = 4;
  opt.seed = 1;
  opt.jobs = 2;
  opt.max_bugs = 0;
  opt.out_dir = dir.str();
  opt.progress = false;
  std::ostringstream out, err;
  EXPECT_EQ(run_stress(link(), opt, out, err), 1) << out.str() << err.str();
  EXPECT_NE(out.str().find("wrong-answer on input"), std::string::npos) << out.str();
}

TEST(JudgeRunner, AMemoryHogIsCaughtMinimizedAndReplayedUnderItsLimit) {
  test::TempDir dir("hog");
  SubjectOptions hog = program(judge("correct --hog 20000"));
  hog.limits.memory_bytes = std::int64_t{32} << 20;
  const auto r = stress(link(), hog, dir, 4, {}, 10);  // input 3 is a judge-size board
  EXPECT_EQ(r.status, 1) << r.out;
  ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
  const StoredInput& a = r.artifacts[0];
  EXPECT_EQ(a.report.get("kind"), "memory-limit");
  EXPECT_NE(a.report.get("subject-flags").find("--memory-limit 32MiB"), std::string::npos);
  // Shrunk, but no further than the hog needs: one case of at least 20000 cells.
  EXPECT_GE(link().cells(a.input), 20000u) << a.report.get("size");
  EXPECT_LT(link().cells(a.input), 1000u * 999u) << a.report.get("size");
  std::string text;
  EXPECT_EQ(replay(r.paths[0], {}, &text, true), 1) << text;
  EXPECT_NE(text.find("REPRODUCES"), std::string::npos) << text;
  EXPECT_NE(text.find("memory-limit"), std::string::npos) << text;
  // Under a larger limit on the command line it passes.
  SubjectOptions roomy;
  roomy.limits.memory_bytes = std::int64_t{1} << 30;
  ReplayOptions o;
  o.path = r.paths[0];
  o.subject = roomy;
  std::ostringstream out, err;
  EXPECT_EQ(run_replay(problems(), link(), o, out, err), 0) << out.str() << err.str();
  EXPECT_NE(out.str().find("FIXED"), std::string::npos) << out.str();
}

TEST(JudgeRunner, ADeepRecursionCrashesUnderASmallStackOnly) {
  test::TempDir dir("stack");
  SubjectOptions deep = program(judge("correct --deep 50000"));
  deep.limits.stack_bytes = std::int64_t{1} << 20;
  auto r = stress(link(), deep, dir, 2, {}, 0);
  EXPECT_EQ(r.status, 1) << r.out;
  ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
  EXPECT_EQ(r.artifacts[0].report.get("kind"), "runtime-error");
  EXPECT_NE(r.artifacts[0].report.get("detail").find("(stack limit 1MiB)"), std::string::npos)
      << r.artifacts[0].report.get("detail");
  EXPECT_NE(r.artifacts[0].report.get("subject-flags").find("--stack-limit 1MiB"),
            std::string::npos);
  test::TempDir dir2("stack-roomy");
  deep.limits.stack_bytes = std::int64_t{256} << 20;
  r = stress(link(), deep, dir2, 2);
  EXPECT_EQ(r.status, 0) << r.out;
}

TEST(JudgeRunner, AServedProgramGetsTheSameVerdictsAsOneRunPerInput) {
  // A CPU limit far from what it needs (under ASan a judge-size board takes it about 5 s).
  test::TempDir a("per-input"), b("served");
  const auto once = stress(link(), program(judge("two-bugs"), 60), a, 50, {}, 10, 3);
  const auto kept = stress(link(), served(judge("two-bugs --serve"), 60), b, 50, {}, 10, 3);
  EXPECT_EQ(once.status, 1) << once.out;
  EXPECT_EQ(kept.status, 1) << kept.out;
  EXPECT_FALSE(found(once).empty());
  EXPECT_EQ(found(once), found(kept)) << once.out << "\n----\n" << kept.out;
  for (const StoredInput& s : kept.artifacts)
    EXPECT_EQ(s.report.get("subject-flags").rfind("--serve ", 0), 0u);
  // A served artifact replays through a served program.
  std::string text;
  ASSERT_FALSE(kept.paths.empty());
  EXPECT_EQ(replay(kept.paths.back(), {}, &text, true), 1) << text;
  EXPECT_NE(text.find("REPRODUCES"), std::string::npos) << text;
}

TEST(JudgeRunner, VerifyChecksAServedProgramByItsDifferentialCampaign) {
  test::TempDir dir("verify-serve");
  VerifyOptions opt = test::bounded_verify(dir, 3, 5);
  opt.serve = judge("two-bugs --serve");
  opt.max_bugs = 1;
  opt.progress = false;
  std::ostringstream out, err;
  EXPECT_EQ(run_verify({&link()}, opt, out, err), 1) << out.str() << err.str();
  EXPECT_NE(out.str().find("FAIL differential on link serve"), std::string::npos) << out.str();
  const auto files = test::artifacts_in(dir.str());
  ASSERT_EQ(files.size(), 1u);
  const StoredInput a = read_input(files[0], &problems(), link(), {});
  EXPECT_EQ(a.report.get("subject-flags").rfind("--serve ", 0), 0u);
  // A program that does not serve is a usage error before the campaign.
  opt.serve = judge("correct");
  std::ostringstream out2, err2;
  EXPECT_EQ(run_verify({&link()}, opt, out2, err2), 2) << out2.str() << err2.str();
}

TEST(JudgeRunner, StateThatLeaksFromOneInputToTheNextIsReportedAsSuch) {
  test::TempDir dir("leak");
  // Alone (once per input) it is right; kept, it goes wrong on its third input (the warm-up
  // and input 0 before it). Inputs 0 to 2 are small; input 3 would be judge-size.
  auto r = stress(link(), program(judge("leaky")), dir, 3);
  EXPECT_EQ(r.status, 0) << r.out;
  test::TempDir dir2("leak-served");
  r = stress(link(), served(judge("leaky --serve")), dir2, 3);
  EXPECT_EQ(r.status, 1) << r.out;
  ASSERT_FALSE(r.artifacts.empty()) << r.out;
  EXPECT_EQ(r.artifacts[0].report.get("kind"), "state-leak");
  EXPECT_NE(r.artifacts[0].report.get("detail").find("right alone in a fresh one"),
            std::string::npos)
      << r.artifacts[0].report.get("detail");
}

TEST(JudgeRunner, ACrashMidStreamRestartsTheServedProgram) {
  test::TempDir dir("served-crash");
  // Crashes on the judge-size input 3, and runs on after it in a fresh process.
  const auto r = stress(link(), served(judge("row-1000 --serve")), dir, 8, {}, 0, 0);
  EXPECT_EQ(r.status, 1) << r.out;
  ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
  EXPECT_EQ(r.artifacts[0].report.get("kind"), "runtime-error");
  EXPECT_NE(r.out.find("ran 8 inputs"), std::string::npos) << r.out;
}

TEST(JudgeRunner, AServedProgramThatDoesNotServeIsAUsageErrorNotAHang) {
  // Exits after its first input; never answers; answers too little.
  for (const std::string& cmd :
       {judge("correct"), std::string("cat >/dev/null"), std::string("read x; echo NO; cat")}) {
    SCOPED_TRACE(cmd);
    test::TempDir dir("not-serving");
    SubjectOptions s = served(cmd);
    s.limits.wall_seconds = 1;
    const auto r = stress(link(), s, dir, 5);
    EXPECT_EQ(r.status, kExitUsage) << r.out;
    EXPECT_NE(r.out.find("did not answer"), std::string::npos) << r.out;
  }
}

}  // namespace
}  // namespace llk
