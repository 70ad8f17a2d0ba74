// llk stress, minimize, replay and check over every problem: the mutant zoos in process, shell
// one-liners that crash, hang or print garbage, artifacts that replay. (Correct and wrong judge
// programs over many inputs: test_stress_programs.cpp.) Runs are bounded by input counts.

#include <filesystem>

#include "stress_support.hpp"

namespace llk {
namespace {

INSTANTIATE_TEST_SUITE_P(Problems, EveryProblem, ::testing::ValuesIn(test::problem_names()));

TEST_P(EveryProblem, CrashIsReportedAsARuntimeError) {
  test::TempDir dir("crash");
  const auto r = stress(problem(), program("kill -SEGV $$"), dir, 50);
  EXPECT_EQ(r.status, 1) << r.out;
  ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
  EXPECT_EQ(r.artifacts[0].report.get("kind"), "runtime-error");
  EXPECT_EQ(r.artifacts[0].report.get("problem"), GetParam());
  EXPECT_NE(r.artifacts[0].report.get("detail").find("SIGSEGV"), std::string::npos);
  EXPECT_EQ(problem().cases(r.artifacts[0].input), 1u) << r.out;
}

TEST_P(EveryProblem, ABusyLoopIsATimeLimitAndASleepIsIdle) {
  test::TempDir dir("hang");
  auto r = stress(problem(), program("while :; do :; done", 0.2), dir, 5, {}, 10);
  ASSERT_NO_FATAL_FAILURE(expect_cpu_time_limit(r, "0.2 s"));
  test::TempDir dir2("sleep");
  SubjectOptions sleeper = program("sleep 100", 0.2);
  sleeper.limits.wall_seconds = 0.4;
  r = stress(problem(), sleeper, dir2, 5, {}, 10);
  EXPECT_EQ(r.status, 1) << r.out;
  ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
  EXPECT_EQ(r.artifacts[0].report.get("kind"), "idle");
  EXPECT_NE(r.artifacts[0].report.get("subject-flags").find("--wall-limit 400ms"),
            std::string::npos);
}

TEST_P(EveryProblem, GarbageAndMissingLinesAreBadOutput) {
  for (const std::string cmd : {"cat >/dev/null; echo MAYBE", "cat >/dev/null"}) {
    SCOPED_TRACE(cmd);
    test::TempDir dir("garbage");
    const auto r = stress(problem(), program(cmd), dir, 50);
    EXPECT_EQ(r.status, 1) << r.out;
    ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
    EXPECT_EQ(r.artifacts[0].report.get("kind"), "bad-output");
    // Minimized: one case, as few units as the unit alone has (one, or the lines of one case).
    const Input& found = r.artifacts[0].input;
    EXPECT_EQ(problem().cases(found), 1u);
    EXPECT_EQ(problem().units(found), problem().units(problem().isolate(found, 0).front()));
    // The report names the program, so the artifact replays what failed.
    EXPECT_NE(r.artifacts[0].report.get("subject-flags").find("--cmd"), std::string::npos);
  }
}

TEST_P(EveryProblem, FindsEveryMutantInProcess) {
  for (const SolverListing& m : problem().solvers(true)) {
    // !judged: only laws see it; a runaway would take the test down (the zoo forks for it).
    if (m.runaway || !m.judged) continue;
    SCOPED_TRACE(m.name);
    test::TempDir dir("mutant-in-process");
    const auto r = stress(problem(), mutant(m.name), dir, 3000, params_for(GetParam(), m.name));
    EXPECT_EQ(r.status, 1) << r.out;
    ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
    EXPECT_EQ(r.artifacts[0].report.get("subject-flags"), "--mutant " + m.name);
    EXPECT_LE(problem().cells(r.artifacts[0].input), 64u) << r.out;
  }
}

TEST_P(EveryProblem, ARunawayMutantIsJudgedInAProcessOfItsOwn) {
  // A runaway mutant (a stack overflow, an exponential search) named with --mutant runs as
  // `llk solve --mutant NAME` in a process of its own: its end is a verdict, not this process's.
  // Over the schedule's first inputs (input 3 is judge-size) one of them at least runs away.
  int runaways = 0, ended = 0;
  for (const SolverListing& m : problem().solvers(true)) {
    if (!m.runaway) continue;
    SCOPED_TRACE(m.name);
    ++runaways;
    SubjectOptions o = mutant(m.name);
    o.llk = kLlk;
    o.limits.cpu_seconds = 1;
    const auto subject = make_subject(problem(), o);
    EXPECT_FALSE(subject->in_process());
    EXPECT_EQ(subject->flags(), "--mutant " + m.name);
    Verdict v;
    for (std::uint64_t i = 0; i < 6 && !v.failed(); ++i) {
      const Input in = problem().schedule(1, i, {});
      if (subject->supports(in)) v = subject->run(in, problem().oracle(in));
    }
    if (!v.failed()) continue;
    ++ended;
    EXPECT_TRUE(v.kind == failure_kind::runtime_error || v.kind == failure_kind::time_limit ||
                v.kind == failure_kind::memory_limit)
        << v.kind << ": " << v.detail;
  }
  if (runaways > 0) {
    EXPECT_GE(ended, 1);
  }
}

TEST_P(EveryProblem, MinimizeCommandKeepsTheKindOfFailure) {
  test::TempDir dir("minimize");
  const std::string in = dir.file("input.in");
  test::write_text(in, problem().write(problem().schedule(1, 40, {})));
  MinimizeOptions opt;
  opt.input = in;
  opt.out_dir = dir.str();
  std::ostringstream out, err;
  opt.subject = program(kMutant + " --problem " + GetParam() + " --solver " +
                        problem().solvers(false).front().name);
  // A right subject: nothing to minimize, all good. A wrong one: the failure, kept.
  EXPECT_EQ(run_minimize(problems(), problem(), opt, out, err), 0) << out.str() << err.str();
  opt.subject = program("cat >/dev/null; echo NO");
  ASSERT_EQ(run_minimize(problems(), problem(), opt, out, err), 1) << out.str() << err.str();
  const StoredInput a = read_input(dir.file("min-input.in"), &problems(), problem(), {});
  EXPECT_EQ(a.report.get("kind"), "bad-output");
  EXPECT_EQ(a.problem, &problem());
  // Unknown subjects and several subjects at once are usage errors.
  opt.subject = mutant("no-such-mutant");
  EXPECT_EQ(run_minimize(problems(), problem(), opt, out, err), 2);
  opt.subject.command = "cat";
  EXPECT_EQ(run_minimize(problems(), problem(), opt, out, err), 2);
}

TEST(Replay, TheRegressionCorpusOfEveryProblemReplaysClean) {
  const std::string kept = std::string(LLK_SOURCE_DIR) + "/corpus/regressions";
  std::string text;
  EXPECT_EQ(replay(kept, {}, &text), 0) << text;
  EXPECT_NE(text.find("0 mismatches"), std::string::npos) << text;
  // Every problem with kept regressions (corpus/regressions/NAME) had them replayed, and one at
  // least has some.
  int with_regressions = 0;
  for (const std::string& name : test::problem_names())
    if (std::filesystem::is_directory(kept + "/" + name)) {
      ++with_regressions;
      EXPECT_NE(text.find("(" + name + ":"), std::string::npos) << text;
    }
  EXPECT_GE(with_regressions, 1);
}

TEST(Replay, EveryKeptRegressionStillFailsItsRecordedSubject) {
  // Each problem's kept regressions replayed on the subject their reports record (a mutant of
  // the zoo): every one still shows the bug it was kept for.
  const std::string kept = std::string(LLK_SOURCE_DIR) + "/corpus/regressions";
  int replayed = 0;
  for (const std::string& name : test::problem_names()) {
    const std::string dir = kept + "/" + name;
    if (!std::filesystem::is_directory(dir)) continue;
    int artifacts = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
      artifacts += entry.path().extension() == ".in";
    std::string text;
    EXPECT_EQ(replay(dir, {}, &text, /*own=*/true), 1) << dir << "\n" << text;
    EXPECT_NE(text.find(std::to_string(artifacts) + " reproduce, 0 no longer fail"),
              std::string::npos)
        << dir << "\n"
        << text;
    replayed += artifacts;
  }
  EXPECT_GE(replayed, 1);
  std::string text;
  EXPECT_EQ(replay(kept + "/nowhere.in", {}, &text), 2);
}

TEST_P(EveryProblem, AProgramThatCannotRunIsAUsageErrorNotACrash) {
  for (const std::string cmd : {"./no-such-program-here", "/etc/passwd", "exit 127"}) {
    SCOPED_TRACE(cmd);
    test::TempDir dir("cannot-run");
    const auto r = stress(problem(), program(cmd), dir, 5);
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_TRUE(r.artifacts.empty());
    EXPECT_NE(r.out.find("cannot run"), std::string::npos) << r.out;
  }
  // A program that exits 127 only after answering is judged, not refused.
  test::TempDir dir("late-127");
  EXPECT_EQ(stress(problem(), program("cat >/dev/null; echo YES; exit 127"), dir, 5).status, 1);
}

TEST_P(EveryProblem, ACleanRunEndsWithWhatItCovered) {
  test::TempDir dir("stress-coverage");
  SubjectOptions s;
  s.solver = problem().solvers(false).front().name;
  const auto r = stress(problem(), s, dir, 40);
  EXPECT_EQ(r.status, 0) << r.out;
  // The schedule's first worst case comes early, and the table says when.
  test::expect_contains(r.out, {"coverage:\n", "judge-size", "the first (input "});
  if (!problem().well_formed_answer("YES") || !problem().well_formed_answer("NO")) return;
  test::expect_contains(r.out, {"answers  ", " YES "});
  // The answers were counted: both kinds came (a table of zeros would say "YES 0").
  EXPECT_EQ(r.out.find("YES 0 ("), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("NO 0 ("), std::string::npos) << r.out;
}

}  // namespace
}  // namespace llk
