// llk stress against external judge programs over many inputs, for every registered problem:
// llk solve and every production solver as llk-mutant programs must raise no alarm; every mutant
// as a program is found, shrunk and replays. Labelled slow: the sanitized tree leaves it out
// (the program subject itself is checked there by test_engine_stress).

#include "stress_support.hpp"

namespace llk {
namespace {

INSTANTIATE_TEST_SUITE_P(Problems, EveryProblem, ::testing::ValuesIn(test::problem_names()));

TEST_P(EveryProblem, CorrectProgramsAndSolversRaiseNoAlarm) {
  for (const SolverListing& s : problem().solvers(false)) {
    SCOPED_TRACE(s.name);
    test::TempDir dir("clean");
    auto r = stress(problem(),
                    program(kMutant + " --problem " + GetParam() + " --solver " + s.name), dir, 60);
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(r.artifacts.empty());
    // In process too (fewer inputs: ProductionSolversAgreeWithTheOracleOnTheSchedule runs
    // each solver in process over the schedule; here the point is the clean run's report).
    SubjectOptions in_process;
    in_process.solver = s.name;
    r = stress(problem(), in_process, dir, 20);
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("no failure found"), std::string::npos);
  }
}

/// `llk solve` as a judge program raises no alarm, under the problem's defaults and under every
/// parameter set one of its mutants needs to show its bug (Problem::mutant_hidden).
TEST_P(EveryProblem, LlkSolveIsACorrectProgramUnderEveryRule) {
  std::set<Params> rules = {Params{}};
  for (const SolverListing& m : problem().solvers(true))
    rules.insert(params_for(GetParam(), m.name));
  for (const Params& params : rules) {
    std::string cmd = kLlk + " solve --problem " + GetParam();
    for (const auto& [k, v] : params) cmd += " --" + k + " " + v;
    SCOPED_TRACE(cmd);
    test::TempDir dir("llk-solve");
    // A generous limit: on a loaded machine a judge-size input may take seconds; this test is
    // about answers (a timeout is confirmed by a second run, but load can last).
    const auto r = stress(problem(), program(cmd, 60000), dir, 60, params);
    EXPECT_EQ(r.status, 0) << r.out;
  }
}

TEST_P(EveryProblem, FindsEveryMutantAsAProgramAndShrinksIt) {
  int tested = 0;
  for (const SolverListing& m : problem().solvers(true)) {
    // !judged: a YES/NO program cannot show it, the laws do; a runaway needs a judge-size board
    // or hangs: the zoo's forked children catch it.
    if (m.runaway || !m.judged) continue;
    SCOPED_TRACE(m.name);
    const Params params = params_for(GetParam(), m.name);
    std::string cmd = mutant_cmd(m.name);
    for (const auto& [k, v] : params) cmd += " --" + k + " " + v;
    test::TempDir dir("mutant-program");
    // A mutant of a slow base that meets the judge-size worst case (input 3) before its bug may
    // take seconds there on a loaded machine: the limit is generous, this test is about answers.
    const auto r = stress(problem(), program(cmd, 60000), dir, 3000, params);
    ++tested;
    EXPECT_EQ(r.status, 1) << r.out;
    ASSERT_EQ(r.artifacts.size(), 1u) << r.out;
    const StoredInput& a = r.artifacts[0];
    EXPECT_EQ(a.report.get("kind"), "wrong-answer") << r.out;
    EXPECT_LE(problem().cases(a.input), 2u) << r.out;  // a state leak needs two cases
    EXPECT_LE(problem().cells(a.input), 36u) << r.out;
    // The artifact replays the program it records, which fails it again; the production
    // solvers pass it.
    std::string text;
    EXPECT_EQ(replay(r.paths[0], {}, &text, true), 1) << text;
    EXPECT_NE(text.find("1 reproduces"), std::string::npos) << text;
    EXPECT_EQ(replay(dir.str(), {}, &text), 0) << text;
  }
  EXPECT_GE(tested, 3);
}

}  // namespace
}  // namespace llk
