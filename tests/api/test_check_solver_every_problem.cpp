// check_solver for every registered problem: its production solvers pass, mutants of its zoo fail
// with an artifact that names the problem. (A user's own solver of each problem, through
// llk/NAME/check_solver.hpp and LLK_TEST_SOLVER: tests/api/NAME.)

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>

#include "check_solver_support.hpp"
#include "cli_support.hpp"
#include "llk/check_own_solver.hpp"
#include "llk/core/files.hpp"
#include "llk/enumeration.hpp"

namespace llk {
namespace {

CheckSolverOptions quick(const test::TempDir& dir, int rounds) {
  return test::quick_check(dir, rounds, 20261202);
}

class EveryProblemChecked : public test::ProblemTest {};
INSTANTIATE_TEST_SUITE_P(Registered, EveryProblemChecked,
                         ::testing::ValuesIn(test::problem_names()));

TEST_P(EveryProblemChecked, ProductionSolversPass) {
  test::TempDir dir("check-solver-production");
  for (const SolverListing& s : problem().solvers(false)) {
    SCOPED_TRACE(s.name);
    const SolverReport r = check_solver(problem(), {s.name, false, {}}, quick(dir, 2));
    EXPECT_TRUE(r.passed) << r.text();
    EXPECT_GT(r.inputs, 0u);
  }
}

// The first mutants of each zoo (verify's campaign kills the whole zoo, forked children included).
TEST_P(EveryProblemChecked, MutantsFailWithAnArtifactOfTheirProblem) {
  test::TempDir dir("check-solver-mutants");
  const std::vector<SolverListing> zoo = problem().solvers(true);
  for (std::size_t i = 0; i < zoo.size() && i < 3; ++i) {
    SCOPED_TRACE(zoo[i].name);
    const SolverReport r = check_solver(problem(), {zoo[i].name, true, {}}, quick(dir, 3));
    EXPECT_FALSE(r.passed) << r.text();
    if (r.passed || !r.input) continue;  // an exception may leave no input
    EXPECT_FALSE(r.input_text.empty());
    ASSERT_FALSE(r.artifact.empty()) << r.text();
    const std::string txt = r.artifact.substr(0, r.artifact.size() - 3) + ".txt";
    EXPECT_NE(read_file(txt).find("problem: " + GetParam()), std::string::npos) << txt;
  }
}

// Prove mode: every input up to a small scope first; a mutant's counterexample is the first
// failing input in enumeration order, a production solver's report names the scope proven.
TEST_P(EveryProblemChecked, ProveModeProvesASolverAndStopsAMutantAtTheFirstFailingInput) {
  test::TempDir dir("check-solver-prove");
  CheckSolverOptions o = quick(dir, 1);
  o.laws = false;
  // The smallest scope of a thousand inputs or more: a few cells, whatever the problem counts.
  o.prove = ProveScope{1, 2, 0};
  for (;; ++o.prove->cells) {
    std::unique_ptr<const Enumeration> e;
    try {
      e = problem().enumerate(*o.prove, {});
    } catch (const std::invalid_argument&) {  // too small for this problem
      continue;
    }
    ASSERT_TRUE(e) << "no enumeration";
    if (e->size() >= 1000) break;
  }
  const std::string solver = problem().solvers(false).front().name;
  const SolverReport ok = check_solver(problem(), {solver, false, {}}, o);
  EXPECT_TRUE(ok.passed) << ok.text();
  EXPECT_NE(ok.text().find("proven on every input of: every"), std::string::npos) << ok.text();
  int killed = 0;
  for (const SolverListing& m : problem().solvers(true)) {
    if (m.runaway || !m.judged || problem().mutant_hidden(m.name, {})) continue;
    const SolverReport r = check_solver(problem(), {m.name, true, {}}, o);
    if (r.passed || r.check != "prove") continue;
    ++killed;
    EXPECT_TRUE(r.input.has_value()) << r.text();
  }
  EXPECT_GE(killed, 1);
}

TEST_P(EveryProblemChecked, AnotherKindOfSolverIsRefused) {
  struct NotASolverInfo {};
  EXPECT_THROW(check_solver(problem(), {"stranger", false, NotASolverInfo{}}),
               std::invalid_argument);
}

}  // namespace
}  // namespace llk
