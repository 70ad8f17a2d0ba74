// check_solver on solvers that are right (production solvers, a callable) and wrong (mutants
// through the Solver interface, a wrong callable): each wrong one fails with its artifact.

#include "llk/link/check_solver.hpp"

#include <gtest/gtest.h>

#include <stdlib.h>

#include <filesystem>
#include <stdexcept>
#include <vector>

#include "check_solver_support.hpp"
#include "llk/fuzz.hpp"
#include "llk/gtest.hpp"
#include "llk/link/mutants.hpp"

namespace llk::link {
namespace {

CheckSolverOptions quick(const test::TempDir& dir, int rounds = 2) {
  return test::quick_check(dir, rounds, 20261201);
}

const SolverInfo& mutant(const char* name) {
  const SolverInfo* info = mutant_solvers().find(name);
  if (info == nullptr) throw std::logic_error(std::string("no mutant ") + name);
  return *info;
}

/// A user's own class behind the Solver interface, as the README writes it in: it hands the
/// work to bfs01 but drops the last cell of each witness when `bad` is set.
class Mine final : public Solver {
 public:
  explicit Mine(bool bad) : inner_(production_solvers().find("bfs01")->make()), bad_(bad) {}
  void prepare(const Board& board, const Config& config) override {
    inner_->prepare(board, config);
  }
  Answer solve(const Query& query) override {
    Answer a = inner_->solve(query);
    if (bad_ && a.path.size() > 2) a.path.pop_back();
    return a;
  }

 private:
  std::unique_ptr<Solver> inner_;
  bool bad_;
};

TEST(CheckSolver, AClassOfOnesOwnIsCheckedWitnessesIncluded) {
  test::TempDir dir("check-solver-class");
  const SolverInfo right{"mine", "a class of its own", Capabilities{},
                         [] { return std::make_unique<Mine>(false); }};
  const SolverReport ok = check_solver(right, quick(dir));
  EXPECT_TRUE(ok.passed) << ok.text();
  const SolverInfo bad{"mine-bad", "drops a witness cell", Capabilities{},
                       [] { return std::make_unique<Mine>(true); }};
  const SolverReport r = check_solver(bad, quick(dir, 20));
  ASSERT_FALSE(r.passed);
  EXPECT_NE(r.message.find("witness"), std::string::npos) << r.text();
}

TEST(CheckSolver, EveryProductionSolverPasses) {
  for (const SolverInfo& info : production_solvers().all()) {
    test::TempDir dir("check-solver-pass");
    const SolverReport r = check_solver(info, quick(dir));
    EXPECT_TRUE(r.passed) << r.text();
    EXPECT_EQ(r.rounds, 2);
    EXPECT_GT(r.law_cases, 0);
    EXPECT_GT(r.queries, 0u);
    EXPECT_TRUE(test::artifacts_in(dir.str()).empty());
  }
}

TEST(CheckSolver, AMutantFailsWithAMinimizedArtifact) {
  for (const char* name : {"same-cell-yes", "corner-unchecked", "last-row-slip"}) {
    test::TempDir dir("check-solver-mutant");
    const SolverReport r = check_solver(mutant(name), quick(dir, 20));
    ASSERT_FALSE(r.passed) << name;
    ASSERT_TRUE(counterexample(r).has_value()) << r.text();
    ASSERT_FALSE(r.artifact.empty()) << r.text();
    EXPECT_TRUE(std::filesystem::exists(r.artifact));
    const std::string stem = r.artifact.substr(0, r.artifact.size() - 3);
    EXPECT_TRUE(std::filesystem::exists(stem + ".out"));
    EXPECT_NE(test::read_text(stem + ".txt").find("found-by: check_solver"), std::string::npos);
    const std::string text = r.text("./tests --gtest_filter=X.Y");
    EXPECT_NE(text.find(r.artifact), std::string::npos) << text;
    EXPECT_NE(text.find("LLK_SEED=20261201 ./tests --gtest_filter=X.Y"), std::string::npos) << text;
  }
}

TEST(CheckSolver, ACallableThatIgnoresWallsFailsTheDifferentialCampaign) {
  test::TempDir dir("check-solver-callable");
  // Right about the tiles, wrong about the path: every matching pair "links".
  const SolverInfo wrong =
      solver_from("tiles-only", [](const Board& b, const Config&, const Query& q) {
        return b.inside(q.a) && b.inside(q.b) && !(q.a == q.b) && b.at(q.a) != 0 &&
               b.at(q.a) == b.at(q.b);
      });
  CheckSolverOptions o = quick(dir, 20);
  o.laws = false;
  const SolverReport r = check_solver(wrong, o);
  ASSERT_FALSE(r.passed);
  EXPECT_EQ(r.check, "differential");
  EXPECT_EQ(r.kind, "wrong-answer");
  ASSERT_TRUE(counterexample(r).has_value());
  EXPECT_EQ(counterexample(r)->cases.size(), 1u);
  EXPECT_EQ(counterexample(r)->cases[0].queries.size(), 1u);
  EXPECT_FALSE(r.artifact.empty());
}

TEST(CheckSolver, ARightCallablePassesWithoutAWitness) {
  test::TempDir dir("check-solver-right-callable");
  const SolverInfo& bfs = production_solvers().all().front();
  const SolverInfo right = solver_from(
      "wrapped",
      [&bfs](const Board& b, const Config& c, const Query& q) {
        auto s = bfs.make();
        s->prepare(b, c);
        return s->solve(q).yes;
      },
      bfs.caps);
  const SolverReport r = check_solver(right, quick(dir));
  EXPECT_TRUE(r.passed) << r.text();
}

TEST(CheckSolver, TheSeedDecidesTheCounterexample) {
  // Unminimized and differential only, so the input is the seed's draw, not a shrinker's fixpoint.
  const auto run = [](std::uint64_t seed, const test::TempDir& dir) {
    CheckSolverOptions o = quick(dir, 20);
    o.seed = seed;
    o.laws = false;
    o.minimize_seconds = 0;
    return check_solver(mutant("no-ring-classic"), o);
  };
  test::TempDir a("check-solver-seed-a"), b("check-solver-seed-b"), c("check-solver-seed-c");
  const SolverReport ra = run(7, a), rb = run(7, b), rc = run(8, c);
  ASSERT_FALSE(ra.passed);
  ASSERT_FALSE(rb.passed);
  ASSERT_FALSE(rc.passed);
  EXPECT_EQ(ra.seed, 7u);
  EXPECT_EQ(counterexample(ra), counterexample(rb));
  EXPECT_NE(counterexample(ra), counterexample(rc));
}

TEST(CheckSolver, ASolverWhoseCapabilitiesRuleOutEveryInputDoesNotPass) {
  test::TempDir dir("check-solver-nothing");
  Capabilities none;
  none.hdu = false;
  none.classic = false;
  const SolverReport r = check_solver(
      solver_from(
          "none", [](const Board&, const Config&, const Query&) { return false; }, none),
      quick(dir));
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.kind, "nothing-checked") << r.text();
}

TEST(CheckSolver, TheGoogleTestAssertionCarriesTheReport) {
  test::TempDir dir("check-solver-gtest");
  const ::testing::AssertionResult bad =
      testing::solver_passes(mutant("same-cell-yes"), quick(dir, 20));
  EXPECT_FALSE(bad);
  const std::string text = bad.message();
  EXPECT_NE(text.find("--gtest_filter=CheckSolver.TheGoogleTestAssertionCarriesTheReport"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("counterexample: "), std::string::npos) << text;
  EXPECT_TRUE(testing::solver_passes(production_solvers().all().front(), quick(dir)));
}

TEST(CheckSolver, BadOptionsAreRefusedWithTheirName) {
  test::TempDir dir("check-solver-bad");
  CheckSolverOptions o = quick(dir);
  o.budget_seconds = 0;
  EXPECT_THROW(check_solver(production_solvers().all().front(), o), std::invalid_argument);
  ::setenv("LLK_BUDGET", "ten", 1);
  EXPECT_THROW(testing::test_options(), std::invalid_argument);
  ::setenv("LLK_BUDGET", "2.5", 1);
  EXPECT_DOUBLE_EQ(testing::test_options().budget_seconds, 2.5);
  ::unsetenv("LLK_BUDGET");
  for (const char* bad : {"0", "two", "3x", "-1"}) {
    ::setenv("LLK_ROUNDS", bad, 1);
    EXPECT_THROW(testing::test_options(), std::invalid_argument) << bad;
  }
  ::setenv("LLK_ROUNDS", "3", 1);
  EXPECT_EQ(testing::test_options().rounds, 3);
  ::unsetenv("LLK_ROUNDS");
}

TEST(CheckSolver, AnArtifactThatCannotBeWrittenIsSaidInTheReport) {
  test::TempDir dir("check-solver-unwritable");
  test::write_text(dir.file("file"), "not a directory");
  CheckSolverOptions o = quick(dir, 20);
  o.out_dir = dir.file("file");
  const SolverReport r = check_solver(mutant("same-cell-yes"), o);
  ASSERT_FALSE(r.passed);
  EXPECT_EQ(r.artifact.rfind("(artifact not written: ", 0), 0u) << r.artifact;
  EXPECT_TRUE(counterexample(r).has_value());
}

// LLK_FUZZ_SOLVER's target finds the link problem by the type of the info, and refuses a bad
// parameter.
TEST(FuzzSolver, AUserLinkSolverIsFoundByItsType) {
  const SolverInfo info =
      solver_from("always-no", [](const Board&, const Config&, const Query&) { return false; });
  FuzzSolverOptions o;
  o.params = {{"rules", "sideways"}};
  EXPECT_THROW(fuzz_target(info, o), std::invalid_argument);
  SolverFuzzTarget target = fuzz_target(info);
  const std::vector<std::uint8_t> empty;  // a 1 x 1 board asked about its one cell: NO is right
  EXPECT_EQ(target.test_one_input(empty.data(), 0), 0);
}

}  // namespace
}  // namespace llk::link
