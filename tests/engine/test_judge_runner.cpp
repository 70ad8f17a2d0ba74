// Kept programs (--serve) of every problem get the verdicts of one run per input, and the serve
// skeletons of docs/serve answer every input. (The judge's limits on a contestant's program, CPU
// time on a loaded machine, memory, stack, leaks and restarts: tests/engine/link.)

#include <unistd.h>

#include <algorithm>
#include <cstdlib>

#include "stress_support.hpp"

namespace llk {
namespace {

class EveryProblemServed : public test::ProblemTest {};

INSTANTIATE_TEST_SUITE_P(Registered, EveryProblemServed,
                         ::testing::ValuesIn(test::problem_names()));

TEST_P(EveryProblemServed, AKeptJudgeProgramGetsTheVerdictsOfOneRunPerInput) {
  const std::string prog = kMutant + " --problem " + GetParam() + " ";
  // A production solver kept across the small inputs 0 to 2 (input 3 is judge-size, where a
  // sanitized build needs more than the test's 5 s of CPU).
  test::TempDir right("served-right");
  const auto r = stress(
      problem(), served(prog + "--solver " + problem().solvers(false).front().name + " --serve"),
      right, 3);
  EXPECT_EQ(r.status, 0) << r.out;
  // The first mutant of the zoo that the first 3 inputs show as a program (small ones: input 3
  // is judge-size, where a slow mutant's CPU time is near the limit), kept or run once per
  // input: the same bugs.
  for (const SolverListing& m : problem().solvers(true)) {
    if (!params_for(GetParam(), m.name).empty()) continue;  // its program needs other rules
    test::TempDir a("served-mutant-once");
    const auto once = stress(problem(), program(prog + m.name), a, 3, {}, 10);
    if (once.status != 1) continue;  // its bug needs a witness, or bigger inputs
    SCOPED_TRACE(m.name);
    test::TempDir b("served-mutant-kept");
    const auto kept = stress(problem(), served(prog + m.name + " --serve"), b, 3, {}, 10);
    EXPECT_EQ(kept.status, 1) << kept.out;
    EXPECT_EQ(found(once), found(kept)) << once.out << "\n----\n" << kept.out;
    return;
  }
  ADD_FAILURE() << "no mutant of " << GetParam() << " shows in 3 inputs";
}

TEST_P(EveryProblemServed, TheServeSkeletonsOfTheDocsServe) {
  // docs/serve/NAME.{cpp,py,js}: the reading and answering loops are whole, the answers are
  // stubs. Kept across inputs they answer every input (wrong, as stubs do): no usage error, no
  // bad output.
  std::vector<std::string> programs;
  const std::string exe = std::string(LLK_SERVE_SKELETONS) + "/" + GetParam();
  if (::access(exe.c_str(), X_OK) == 0) programs.push_back(exe);
  const std::string docs = std::string(LLK_SOURCE_DIR) + "/docs/serve/" + GetParam();
  if (::access((docs + ".py").c_str(), R_OK) == 0) programs.push_back("python3 " + docs + ".py");
  if (::access((docs + ".js").c_str(), R_OK) == 0 &&
      std::system("node --version >/dev/null 2>&1") == 0)
    programs.push_back("node " + docs + ".js");
  if (programs.empty()) GTEST_SKIP() << "no skeleton for " << GetParam() << " in docs/serve";
  for (const std::string& prog : programs) {
    SCOPED_TRACE(prog);
    test::TempDir dir("skeleton");
    SubjectOptions s = served(prog);
    const auto r = stress(problem(), s, dir, 3, {}, 0, 1);
    EXPECT_EQ(r.status, 1) << r.out;
    for (const std::string& k : found(r)) EXPECT_EQ(k.rfind("wrong-answer", 0), 0u) << r.out;
  }
}

}  // namespace
}  // namespace llk

namespace llk {
namespace {

class EveryProblemLanguage : public test::ProblemTest {};

INSTANTIATE_TEST_SUITE_P(Registered, EveryProblemLanguage,
                         ::testing::ValuesIn(test::problem_names()));

TEST_P(EveryProblemLanguage, AProgramThatRunsAJvmGetsTheJavaLimits) {
  const auto java = problem().judge_limits().for_language("java");
  if (!java) GTEST_SKIP() << "no Java limits stated";
  // A process named java in the program's tree: what a JVM looks like to the runner.
  test::TempDir dir("jvm");
  const std::string fake = dir.file("java");
  ASSERT_EQ(::symlink(kMutant.c_str(), fake.c_str()), 0);
  SubjectOptions o;
  o.command =
      fake + " --problem " + GetParam() + " --solver " + problem().solvers(false).front().name;
  const auto seen = make_subject(problem(), o);
  const RunLimits want = o.limits.resolve(problem().judge_limits(), "java");
  EXPECT_EQ(seen->limit_flags(), limit_flags(want));
  EXPECT_DOUBLE_EQ(seen->time_limit(), java->cpu_seconds);
  // The same program under another name, and a language given, keep C++'s limits.
  o.command =
      kMutant + " --problem " + GetParam() + " --solver " + problem().solvers(false).front().name;
  EXPECT_EQ(make_subject(problem(), o)->limit_flags(),
            limit_flags(o.limits.resolve(problem().judge_limits())));
  o.command =
      fake + " --problem " + GetParam() + " --solver " + problem().solvers(false).front().name;
  o.limits.language = "c++";
  EXPECT_EQ(make_subject(problem(), o)->limit_flags(),
            limit_flags(o.limits.resolve(problem().judge_limits())));
}

}  // namespace
}  // namespace llk
