// llk stress, minimize, replay and check over every problem, against every kind of subject: the
// mutant zoos as external judge programs (llk-mutant) and in process, correct programs that must
// raise no alarm, and shell one-liners that crash, hang or print garbage. Runs are bounded by
// input counts; the budgets are only safety nets.

#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "cli_support.hpp"
#include "llk/engine/check.hpp"
#include "llk/engine/failure.hpp"
#include "llk/engine/minimize.hpp"
#include "llk/engine/replay.hpp"
#include "llk/engine/stress.hpp"
#include "llk/problems.hpp"

namespace llk {
namespace {

const std::string kLlk = LLK_EXE;
const std::string kMutant = LLK_MUTANT_EXE;

struct StressRun {
  int status = -1;
  std::string out;
  std::vector<StoredInput> artifacts;
  std::vector<std::string> paths;  ///< their NAME.in
};

StressRun stress(const Problem& p, SubjectOptions subject, const test::TempDir& dir,
                 std::uint64_t max_inputs, Params params = {}, double minimize_seconds = 60) {
  StressOptions opt;
  opt.subject = std::move(subject);
  if (opt.subject.timeout_ms == 10000) opt.subject.timeout_ms = 5000;
  opt.params = std::move(params);
  opt.budget_seconds = 300;  // a safety net: the input count bounds the run
  opt.max_inputs = max_inputs;
  opt.seed = 12345;
  opt.jobs = 1;
  opt.out_dir = dir.str();
  opt.progress = false;
  opt.minimize_seconds = minimize_seconds;
  std::ostringstream out, err;
  StressRun r;
  r.status = run_stress(p, opt, out, err);
  r.out = out.str() + err.str();
  for (const auto& f : test::artifacts_in(dir.str())) {
    r.artifacts.push_back(read_input(f, &problems(), p, {}));
    r.paths.push_back(f);
  }
  return r;
}

SubjectOptions program(const std::string& cmd, int timeout_ms = 5000) {
  SubjectOptions s;
  s.command = cmd;
  s.timeout_ms = timeout_ms;
  return s;
}

SubjectOptions mutant(const std::string& name) {
  SubjectOptions s;
  s.mutant = name;
  return s;
}

int replay(const std::string& path, SubjectOptions subject, std::string* out_text = nullptr) {
  ReplayOptions o;
  o.path = path;
  o.subject = std::move(subject);
  std::ostringstream out, err;
  const int rc = run_replay(problems(), test::problem("link"), o, out, err);
  if (out_text) *out_text = out.str() + err.str();
  return rc;
}

class EveryProblem : public ::testing::TestWithParam<std::string> {
 protected:
  const Problem& problem() const { return test::problem(GetParam()); }
  std::string mutant_cmd(const std::string& name) const {
    return kMutant + " --problem " + GetParam() + " " + name;
  }
};

INSTANTIATE_TEST_SUITE_P(Problems, EveryProblem, ::testing::Values("link", "escape"));

TEST_P(EveryProblem, CrashIsReportedAsACrash) {
  test::TempDir dir("crash");
  const auto r = stress(problem(), program("kill -SEGV $$"), dir, 50);
  EXPECT_EQ(r.status, 1) << r.out;
  ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
  EXPECT_EQ(r.artifacts[0].report.get("kind"), "crash");
  EXPECT_EQ(r.artifacts[0].report.get("problem"), GetParam());
  EXPECT_NE(r.artifacts[0].report.get("detail").find("SIGSEGV"), std::string::npos);
  EXPECT_EQ(problem().cases(r.artifacts[0].input), 1u) << r.out;
}

TEST_P(EveryProblem, HangIsReportedAsATimeout) {
  test::TempDir dir("hang");
  const auto r = stress(problem(), program("sleep 100", 200), dir, 5, {}, 10);
  EXPECT_EQ(r.status, 1) << r.out;
  ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
  EXPECT_EQ(r.artifacts[0].report.get("kind"), "timeout");
}

TEST_P(EveryProblem, GarbageAndMissingLinesAreBadOutput) {
  for (const std::string cmd : {"cat >/dev/null; echo MAYBE", "cat >/dev/null"}) {
    SCOPED_TRACE(cmd);
    test::TempDir dir("garbage");
    const auto r = stress(problem(), program(cmd), dir, 50);
    EXPECT_EQ(r.status, 1) << r.out;
    ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
    EXPECT_EQ(r.artifacts[0].report.get("kind"), "bad-output");
    // Minimized: one case, one unit.
    EXPECT_EQ(problem().cases(r.artifacts[0].input), 1u);
    EXPECT_EQ(problem().units(r.artifacts[0].input), 1u);
    // The replay line names the program again, so the artifact replays what failed.
    EXPECT_NE(r.artifacts[0].report.get("replay").find("--cmd"), std::string::npos);
  }
}

TEST_P(EveryProblem, CorrectProgramsAndSolversRaiseNoAlarm) {
  for (const SolverListing& s : problem().solvers(false)) {
    SCOPED_TRACE(s.name);
    test::TempDir dir("clean");
    auto r = stress(problem(),
                    program(kMutant + " --problem " + GetParam() + " --solver " + s.name), dir, 60);
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(r.artifacts.empty());
    SubjectOptions in_process;
    in_process.solver = s.name;
    r = stress(problem(), in_process, dir, 60);
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("no failure found"), std::string::npos);
  }
}

TEST(Stress, LlkSolveIsACorrectProgramUnderEveryRule) {
  test::TempDir dir("llk-solve");
  auto r = stress(test::problem("link"), program(kLlk + " solve"), dir, 140);
  EXPECT_EQ(r.status, 0) << r.out;
  r = stress(test::problem("link"), program(kLlk + " solve --rules classic --turns 3"), dir, 60,
             {{"rules", "classic"}, {"turns", "3"}});
  EXPECT_EQ(r.status, 0) << r.out;
  r = stress(test::problem("escape"), program(kLlk + " solve --problem escape"), dir, 60);
  EXPECT_EQ(r.status, 0) << r.out;
}

/// Mutants a YES/NO program cannot show (a wrong witness), or that need a huge board (stack
/// overflow) or hang: covered in process or by the zoo's forked children.
const std::set<std::string> kNotAsAProgram = {"witness-wrong-corner", "recursive-flood-overflow",
                                              "dfs-path-explosion"};
/// Mutants that would take the test process down in process.
const std::set<std::string> kNotInProcess = {"recursive-flood-overflow", "dfs-path-explosion"};
/// Link mutants whose bug needs classic rules.
const std::set<std::string> kClassic = {"no-ring-classic", "case-state-leak"};

Params params_for(const std::string& problem, const std::string& mutant) {
  if (problem == "link" && kClassic.count(mutant)) return {{"rules", "classic"}};
  return {};
}

TEST_P(EveryProblem, FindsEveryMutantAsAProgramAndShrinksIt) {
  int tested = 0;
  for (const SolverListing& m : problem().solvers(true)) {
    if (kNotAsAProgram.count(m.name)) continue;
    SCOPED_TRACE(m.name);
    const Params params = params_for(GetParam(), m.name);
    std::string cmd = mutant_cmd(m.name);
    for (const auto& [k, v] : params) cmd += " --" + k + " " + v;
    test::TempDir dir("mutant-program");
    const auto r = stress(problem(), program(cmd), dir, 3000, params);
    ++tested;
    EXPECT_EQ(r.status, 1) << r.out;
    ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
    const StoredInput& a = r.artifacts[0];
    EXPECT_EQ(a.report.get("kind"), "wrong-answer") << r.out;
    EXPECT_LE(problem().cases(a.input), 2u) << r.out;  // a state leak needs two cases
    EXPECT_LE(problem().cells(a.input), 36u) << r.out;
    // The artifact replays: the program fails it again, the production solvers pass it.
    std::string text;
    EXPECT_EQ(replay(r.paths[0], program(cmd), &text), 1) << text;
    EXPECT_EQ(replay(dir.str(), {}, &text), 0) << text;
  }
  EXPECT_GE(tested, 3);
}

TEST_P(EveryProblem, FindsEveryMutantInProcess) {
  for (const SolverListing& m : problem().solvers(true)) {
    if (kNotInProcess.count(m.name)) continue;
    SCOPED_TRACE(m.name);
    test::TempDir dir("mutant-in-process");
    const auto r = stress(problem(), mutant(m.name), dir, 3000, params_for(GetParam(), m.name));
    EXPECT_EQ(r.status, 1) << r.out;
    ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
    EXPECT_EQ(r.artifacts[0].report.get("subject-flags"), "--mutant " + m.name);
    EXPECT_LE(problem().cells(r.artifacts[0].input), 64u) << r.out;
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
  EXPECT_EQ(run_minimize(problems(), problem(), opt, out, err), 1) << out.str() << err.str();
  opt.subject = program("cat >/dev/null; echo NO");
  ASSERT_EQ(run_minimize(problems(), problem(), opt, out, err), 0) << out.str() << err.str();
  const StoredInput a = read_input(dir.file("min-input.in"), &problems(), problem(), {});
  EXPECT_EQ(a.report.get("kind"), "bad-output");
  EXPECT_EQ(a.problem, &problem());
  // Unknown subjects and several subjects at once are usage errors.
  opt.subject = mutant("no-such-mutant");
  EXPECT_EQ(run_minimize(problems(), problem(), opt, out, err), 2);
  opt.subject.command = "cat";
  EXPECT_EQ(run_minimize(problems(), problem(), opt, out, err), 2);
}

TEST(Minimize, AMutantInProcessShrinksToAFewCells) {
  test::TempDir dir("minimize-mutant");
  // Escape: D is reached at second 1 but cannot be stood on at second 3; door-early says YES.
  test::write_text(dir.file("big.in"),
                   "6 6 3\nSD....\nXXXXXX\nXXXXXX\nXXXXXX\nXXXXXX\nXXXXXX\n0 0 0\n");
  MinimizeOptions opt;
  opt.input = dir.file("big.in");
  opt.subject = mutant("door-early");
  opt.out_dir = dir.str();
  std::ostringstream out, err;
  ASSERT_EQ(run_minimize(problems(), test::problem("escape"), opt, out, err), 0)
      << out.str() << err.str();
  const StoredInput a = read_input(dir.file("min-big.in"), &problems(), test::problem("link"), {});
  EXPECT_EQ(a.problem->name(), "escape");  // from NAME.txt, whatever the fallback
  EXPECT_LT(a.problem->cells(a.input), 36u) << out.str();
}

TEST(Replay, TheRegressionCorpusOfEveryProblemReplaysClean) {
  std::string text;
  EXPECT_EQ(replay(std::string(LLK_SOURCE_DIR) + "/corpus/regressions", {}, &text), 0) << text;
  EXPECT_NE(text.find("0 mismatches"), std::string::npos) << text;
  EXPECT_NE(text.find("(escape:"), std::string::npos) << text;
  EXPECT_NE(text.find("(link:"), std::string::npos) << text;
}

TEST(Replay, AMutantFailsItsOwnRegression) {
  std::string text;
  SubjectOptions leak;
  leak.mutant = "case-state-leak";
  EXPECT_EQ(replay(std::string(LLK_SOURCE_DIR) + "/corpus/regressions/mutant-case-state-leak.in",
                   leak, &text),
            1)
      << text;
  EXPECT_EQ(replay(std::string(LLK_SOURCE_DIR) + "/corpus/regressions/nowhere.in", {}, &text), 2);
}

TEST(Check, ReportsEveryDisagreementWithItsPicture) {
  test::TempDir dir("check");
  test::write_text(dir.file("sample.in"), test::judge_sample());
  CheckOptions opt;
  opt.files = {dir.file("sample.in")};
  std::ostringstream out, err;
  EXPECT_EQ(run_check(test::problem("link"), opt, out, err), 0) << out.str() << err.str();
  opt.subject = program("cat >/dev/null; printf 'YES\\nYES\\nYES\\nYES\\nYES\\nYES\\n'");
  std::ostringstream out2;
  EXPECT_EQ(run_check(test::problem("link"), opt, out2, err), 1) << out2.str();
  EXPECT_NE(out2.str().find("DISAGREEMENT"), std::string::npos) << out2.str();
  EXPECT_NE(out2.str().find("[1]"), std::string::npos) << out2.str();  // the picture
}

}  // namespace
}  // namespace llk
