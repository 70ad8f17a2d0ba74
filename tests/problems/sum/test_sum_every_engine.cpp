// The minimal problem (sum_problem.hpp) through every engine that takes a Problem: a problem that
// provides only the required methods reads, validates, solves, is checked, stressed, minimized,
// replayed, shown, triaged and verified; its solver passes and its mutant is caught in each.
// (testset and judge run llk's solvers as programs, which know only the registered problems.)

#include <gtest/gtest.h>

#include <sstream>

#include "llk/core/failure.hpp"
#include "llk/engine/check.hpp"
#include "llk/engine/differential.hpp"
#include "llk/engine/minimize.hpp"
#include "llk/engine/prove.hpp"
#include "llk/engine/replay.hpp"
#include "llk/engine/show.hpp"
#include "llk/engine/solve.hpp"
#include "llk/engine/stress.hpp"
#include "llk/engine/triage.hpp"
#include "llk/engine/verify.hpp"
#include "sum_problem.hpp"
#include "support.hpp"

namespace llk {
namespace {

const Problem& sum() {
  return *test::test_problems().find("sum")->problem;
}

constexpr const char* kInput = "5\n1 2 3 4 5\n3\n1 5\n2 2\n4 5\n";

SubjectOptions named(const std::string& name, bool mutant) {
  SubjectOptions s;
  (mutant ? s.mutant : s.solver) = name;
  return s;
}

struct EngineRun {
  int status = -1;
  std::string out;
};

TEST(MinimalProblem, ReadsWritesAndValidates) {
  const Problem& p = sum();
  const ReadResult r = p.read(kInput, {}, {});
  ASSERT_FALSE(r.error) << r.error->to_string();
  EXPECT_EQ(p.write(r.input), kInput);
  EXPECT_EQ(p.units(r.input), 3u);
  EXPECT_EQ(p.oracle(r.input).lines, (std::vector<std::string>{"15", "2", "9"}));
  EXPECT_TRUE(p.validate(kInput, {}).empty());
  const std::vector<ParseError> bad = p.validate("2\n1 7\n1\n2 1\n", {});
  ASSERT_EQ(bad.size(), 1u);
  EXPECT_EQ(bad[0].to_string(), "line 4, column 3: expected r (2..2), found '1'");
  for (std::uint64_t i = 0; i < 40; ++i) {  // the schedule round-trips
    const Input in = p.schedule(3, i, {});
    EXPECT_EQ(p.write(p.read(p.write(in), {}, {}).input), p.write(in));
  }
  test::TempDir dir("sum-validate");
  test::write_text(dir.file("bad.in"), "2\n1 7\n1\n2 1\n");
  ValidateOptions v;
  v.input = dir.file("bad.in");
  std::ostringstream out, err;
  EXPECT_EQ(run_validate(p, v, out, err), 2);
  EXPECT_NE((out.str() + err.str()).find("line 4, column 3"), std::string::npos);
}

EngineRun solve(const std::string& solver, const std::string& mutant) {
  test::TempDir dir("sum-solve");
  test::write_text(dir.file("in.txt"), kInput);
  SolveOptions o;
  o.input = dir.file("in.txt");
  o.solver = solver;
  o.mutant = mutant;
  std::ostringstream out, err;
  EngineRun r;
  r.status = run_solve(test::test_problems(), sum(), o, out, err);
  r.out = out.str() + err.str();
  return r;
}

TEST(MinimalProblem, SolvesWithTheDefaultSolveAndItsMutantIsWrong) {
  EXPECT_EQ(solve("", "").out, "15\n2\n9\n");
  EXPECT_EQ(solve("prefix", "").out, "15\n2\n9\n");
  EXPECT_EQ(solve("", "drops-last").out, "10\n2\n4\n");
  EXPECT_NE(solve("no-such", "").status, 0);
}

TEST(MinimalProblem, CheckFindsTheMutantOnly) {
  test::TempDir dir("sum-check");
  test::write_text(dir.file("in.txt"), kInput);
  for (const bool mutant : {false, true}) {
    CheckOptions o;
    o.files = {dir.file("in.txt")};
    o.subject = named(mutant ? "drops-last" : "prefix", mutant);
    std::ostringstream out, err;
    EXPECT_EQ(run_check(test::test_problems(), sum(), o, out, err), mutant ? 1 : 0)
        << out.str() << err.str();
    if (mutant) EXPECT_NE(out.str().find("DISAGREEMENT"), std::string::npos) << out.str();
  }
}

EngineRun stress(const SubjectOptions& subject, const test::TempDir& dir) {
  StressOptions o;
  o.subject = subject;
  o.budget_seconds = 300;  // a safety net: the input count bounds the run
  o.max_inputs = 200;
  o.max_bugs = 1;
  o.seed = 7;
  o.jobs = 1;
  o.out_dir = dir.str();
  o.progress = false;
  std::ostringstream out, err;
  EngineRun r;
  r.status = run_stress(sum(), o, out, err);
  r.out = out.str() + err.str();
  return r;
}

TEST(MinimalProblem, StressMinimizeReplayShowAndTriageTheMutant) {
  const Problem& p = sum();
  const ProblemRegistry& reg = test::test_problems();
  test::TempDir clean("sum-stress-clean");
  EXPECT_EQ(stress(named("prefix", false), clean).status, 0);
  test::TempDir dir("sum-stress");
  const EngineRun r = stress(named("drops-last", true), dir);
  EXPECT_EQ(r.status, 1) << r.out;
  const std::vector<std::string> found = test::artifacts_in(dir.str());
  ASSERT_EQ(found.size(), 1u) << r.out;
  const StoredInput a = read_input(found[0], &reg, p, {});
  EXPECT_EQ(a.problem, &p);
  EXPECT_EQ(a.report.get("kind"), failure_kind::wrong_answer);
  EXPECT_EQ(p.units(a.input), 1u) << p.write(a.input);  // shrunk by the default pass
  EXPECT_EQ(a.expected, p.oracle(a.input).lines);

  std::ostringstream out, err;
  ReplayOptions replay;
  replay.path = found[0];
  EXPECT_EQ(run_replay(reg, p, replay, out, err), 1) << out.str() << err.str();
  replay.subject = named("prefix", false);
  EXPECT_EQ(run_replay(reg, p, replay, out, err), 0) << out.str() << err.str();

  MinimizeOptions m;
  m.input = found[0];
  m.subject = named("drops-last", true);
  m.out_dir = dir.str() + "/min";
  EXPECT_EQ(run_minimize(reg, p, m, out, err), 1) << out.str() << err.str();  // 1: it fails
  m.subject = named("prefix", false);
  EXPECT_EQ(run_minimize(reg, p, m, out, err), 0) << out.str() << err.str();

  ShowOptions show;
  show.input = found[0];
  show.svg = dir.file("unit.svg");
  show.why = true;
  std::ostringstream shown;
  EXPECT_EQ(run_show(reg, p, show, shown, err), 0) << err.str();
  EXPECT_NE(shown.str().find("query 1"), std::string::npos) << shown.str();
  EXPECT_NE(test::read_text(show.svg).find("<svg"), std::string::npos);

  std::ostringstream triaged;
  TriageOptions t;
  t.paths = {dir.str()};
  EXPECT_EQ(run_triage(reg, p, t, triaged, err), 0) << err.str();
  EXPECT_NE(triaged.str().find("2 artifacts in 1 distinct bug"), std::string::npos)
      << triaged.str();
}

TEST(MinimalProblem, VerifyPassesTheSolverAndKillsTheMutant) {
  test::TempDir dir("sum-verify");
  VerifyOptions o;
  o.budget_seconds = 300;
  o.max_rounds = 4;
  o.seed = 11;
  o.jobs = 1;
  o.out_dir = dir.str();
  o.progress = false;
  std::ostringstream out, err;
  EXPECT_EQ(run_verify({&sum()}, o, out, err), 0) << out.str() << err.str();
  o.mutants = true;
  std::ostringstream zoo;
  EXPECT_EQ(run_verify({&sum()}, o, zoo, err), 0) << zoo.str() << err.str();
  EXPECT_NE(zoo.str().find("1 of 1 sum mutants killed"), std::string::npos) << zoo.str();
}

TEST(MinimalProblem, ProveSaysThereIsNoEnumeration) {
  ProveOptions o;
  o.subject = named("prefix", false);
  o.progress = false;
  std::ostringstream out, err;
  EXPECT_EQ(run_prove(sum(), o, out, err), 2);
  EXPECT_FALSE(err.str().empty());
}

TEST(MinimalProblem, TheDefaultsOfTheOtherFacets) {
  const Problem& p = sum();
  const Input in = p.read(kInput, {}, {}).input;
  EXPECT_EQ(p.size_text(in), "1 case, 3 queries");
  EXPECT_EQ(p.isolate(in, 2).size(), 2u);
  EXPECT_EQ(p.units(p.isolate(in, 2).front()), 1u);
  EXPECT_EQ(p.judge_answer(in, p.oracle(in), 0, "14").value_or(""),
            "query 1 answered 14, the oracle says 15");
  EXPECT_NE(p.draw(in, 0, "14").find("the subject answered 14"), std::string::npos);
  EXPECT_EQ(p.explain(in, 0).why, "the oracle answers 15");
  EXPECT_EQ(p.canonical(in), kInput);
  EXPECT_EQ(p.default_solver(in)->label(), "sum solver prefix");
  EXPECT_EQ(p.test_candidates(1, {}).size(), 24u);
  EXPECT_TRUE(p.enumerate({}, {}) == nullptr);
  EXPECT_FALSE(p.decode({}));
  EXPECT_TRUE(p.laws().empty());
}

}  // namespace
}  // namespace llk
