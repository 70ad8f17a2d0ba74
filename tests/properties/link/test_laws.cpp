#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/detail/Configuration.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <set>
#include <string>

#include "llk/link/judge_format.hpp"
#include "llk/link/mutants.hpp"
#include "llk/link/oracle.hpp"
#include "llk/link/properties.hpp"

namespace llk::link {
namespace {

/// Percentage of the default case counts: LLK_PROPERTY_SCALE from the environment, else the
/// compile definition (25 under the asan preset, 100 otherwise).
int scale() {
  if (const char* env = std::getenv("LLK_PROPERTY_SCALE")) return std::max(1, std::atoi(env));
  return LLK_PROPERTY_SCALE;
}

/// Fixed seed for CI; RC_PARAMS="seed=N" replaces it for replay.
std::uint64_t seed() {
  if (std::getenv("RC_PARAMS") != nullptr) return rc::detail::configuration().testParams.seed;
  return 20240601;
}

/// A run of `cases` cases, scaled by scale() unless `scaled` is false (the kill test stops at
/// the first kill, so it keeps its full count even under ASan).
LawRun run_params(int cases, bool scaled = true) {
  LawRun p;
  p.seed = seed();
  p.cases = scaled ? std::max(10, cases * scale() / 100) : cases;
  p.max_size = 100;
  return p;
}

/// A solver as a law takes it.
SolverRef ref(const SolverInfo& solver) {
  return SolverRef{solver.name, false, solver};
}

/// The link input a failure left.
const LinkInput& failing(const LawOutcome& r) {
  return input_as<LinkInput>(*r.counterexample);
}

std::size_t cells(const LinkInput& in) {
  std::size_t n = 0;
  for (const Case& c : in.cases) n += c.board.values().size();
  return n;
}

std::string describe(const LawOutcome& r) {
  std::string s = r.message + "\n" + r.reproduce;
  if (r.counterexample) {
    s += "\nrules=" + std::string(to_string(failing(r).config.rules)) +
         " K=" + std::to_string(failing(r).config.turns) + "\n" + write_judge(failing(r).cases);
  }
  return s;
}

/// Mutants that crash the process (stack overflow) or hang (exponential search) on open boards:
/// `llk verify --mutants` runs them in a child process; here they are skipped.
const std::set<std::string> kCrashOrHang = {"recursive-flood-overflow", "dfs-path-explosion"};

TEST(Laws, RegistryHasEveryLaw) {
  for (const char* name : {"oracle-agreement", "symmetry", "monotonic-remove", "monotonic-add",
                           "dihedral", "relabel", "classic-ring", "turns-monotone", "witness",
                           "yes-no", "min-turns", "batch-independence", "round-trip"})
    EXPECT_NE(link_properties().find(name), nullptr) << name;
}

TEST(Laws, ProductionSolversObeyEveryLaw) {
  for (const SolverInfo& solver : production_solvers().all()) {
    for (const Law& law : link_properties().all()) {
      const auto t0 = std::chrono::steady_clock::now();
      const LawOutcome r = law.check(ref(solver), run_params(500));
      const double secs =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      EXPECT_TRUE(r.passed) << solver.name << " / " << law.name << ": " << describe(r);
      std::printf("%-10s %-20s %5d cases %7.0f cases/s %s\n", solver.name.c_str(), law.name.c_str(),
                  r.cases, secs > 0 ? r.cases / secs : 0.0, r.cases == 0 ? r.message.c_str() : "");
    }
  }
}

TEST(Laws, OracleAgreementExercisesHardAnswers) {
  const Law& law = *link_properties().find("oracle-agreement");
  for (const SolverInfo& solver : production_solvers().all()) {
    const LawOutcome r = law.check(ref(solver), run_params(300, false));
    ASSERT_TRUE(r.passed) << describe(r);
    auto tag = [&](const char* t) {
      const auto it = r.tags.find(t);
      return it == r.tags.end() ? 0.0 : it->second;
    };
    const double q = tag("queries");
    ASSERT_GT(q, 0);
    std::printf(
        "%s: %.0f queries, yes %.1f%%, 0-turn %.1f%%, 1-turn %.1f%%, 2-turn %.1f%%, "
        "3+-turn %.1f%%, ring %.1f%%, open cases %.0f, dense cases %.0f\n",
        solver.name.c_str(), q, 100 * tag("yes") / q, 100 * tag("yes-0-turns") / q,
        100 * tag("yes-1-turns") / q, 100 * tag("yes-2-turns") / q, 100 * tag("yes-3+-turns") / q,
        100 * tag("ring") / q, tag("open"), tag("dense"));
    EXPECT_GE(tag("yes") / q, 0.30) << solver.name;
    EXPECT_GE(tag("yes-2-turns") / q, 0.15) << solver.name;
    EXPECT_GE(tag("yes-1-turns") / q, 0.05) << solver.name;
    EXPECT_GE(tag("yes-0-turns") / q, 0.05) << solver.name;
    EXPECT_GE(tag("no") / q, 0.20) << solver.name;
    EXPECT_GE(tag("ring") / q, 0.02) << solver.name;
    EXPECT_GE(tag("open") / tag("cases"), 0.10) << solver.name;
    EXPECT_GE(tag("dense") / tag("cases"), 0.30) << solver.name;
    EXPECT_GT(tag("rules-classic"), 0) << solver.name;
    EXPECT_GT(tag("rules-hdu"), 0) << solver.name;
  }
}

TEST(Laws, OracleMatchesBruteForceOnTinyBoards) {
  GenOptions opt;
  opt.max_rows = 4;
  opt.max_cols = 4;
  opt.max_queries = 6;
  opt.max_cases = 1;
  int yes = 0, total = 0;
  const int n = std::max(50, 2000 * scale() / 100);
  for (int i = 0; i < n; ++i) {
    const LinkInput in = sample(gen_input(opt), seed() + static_cast<std::uint64_t>(i), i % 100);
    GraphOracle oracle;
    for (const Case& c : in.cases) {
      oracle.prepare(c.board, in.config);
      for (const Query& q : c.queries) {
        const Answer o = oracle.solve(q);
        const Answer b = brute_force_link(c.board, in.config, q);
        ++total;
        yes += o.yes;
        ASSERT_EQ(o.yes, b.yes) << write_judge(in.cases) << " K=" << in.config.turns << " "
                                << to_string(in.config.rules);
        if (o.yes) {
          ASSERT_EQ(o.turns, b.turns) << write_judge(in.cases);
        }
      }
    }
  }
  EXPECT_GT(yes, total / 5);
}

TEST(Laws, FailuresAreDeterministicAndMinimized) {
  const SolverInfo* m = mutant_solvers().find("same-cell-yes");
  ASSERT_NE(m, nullptr);
  const Law& law = *link_properties().find("oracle-agreement");
  const LawOutcome a = law.check(ref(*m), run_params(300, false));
  const LawOutcome b = law.check(ref(*m), run_params(300, false));
  ASSERT_FALSE(a.passed);
  ASSERT_TRUE(a.counterexample.has_value());
  ASSERT_TRUE(b.counterexample.has_value());
  EXPECT_EQ(failing(a), failing(b));
  EXPECT_EQ(a.reproduce, b.reproduce);
  EXPECT_EQ(a.reproduce.rfind("reproduce=", 0), 0u) << a.reproduce;
  // The smallest board showing "a tile linked to itself" is one tile with one query.
  const Case& c = failing(a).cases.at(0);
  EXPECT_EQ(failing(a).cases.size(), 1u);
  EXPECT_EQ(c.board.values(), (std::vector<std::int32_t>{1}));
  EXPECT_EQ(c.queries, (std::vector<Query>{{{1, 1}, {1, 1}}}));
}

TEST(Laws, EveryMutantIsKilled) {
  std::printf("%-26s %-20s %8s %6s %s\n", "mutant", "killed by", "seconds", "cells", "board");
  for (const SolverInfo& mutant : mutant_solvers().all()) {
    if (kCrashOrHang.count(mutant.name)) {
      std::printf("%-26s %-20s (crashes or hangs in-process: left to llk verify --mutants)\n",
                  mutant.name.c_str(), "skipped");
      continue;
    }
    const auto t0 = std::chrono::steady_clock::now();
    std::string killer;
    LawOutcome kill;
    for (const Law& law : link_properties().all()) {
      LawOutcome r = law.check(ref(mutant), run_params(300, false));
      if (!r.passed) {
        killer = law.name;
        kill = std::move(r);
        break;
      }
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::string shape;
    if (kill.counterexample)
      for (const Case& c : failing(kill).cases)
        shape += std::to_string(c.board.rows()) + "x" + std::to_string(c.board.cols()) + " ";
    std::printf("%-26s %-20s %8.2f %6zu %s\n", mutant.name.c_str(),
                killer.empty() ? "NOT KILLED" : killer.c_str(), secs,
                kill.counterexample ? cells(failing(kill)) : 0, shape.c_str());
    EXPECT_FALSE(killer.empty()) << mutant.name << " survived every law";
    if (!killer.empty()) {
      EXPECT_TRUE(kill.counterexample.has_value()) << mutant.name;
      EXPECT_FALSE(kill.reproduce.empty()) << mutant.name;
    }
  }
}

}  // namespace
}  // namespace llk::link

namespace llk::link {
namespace {

/// The laws that need no reference answer each catch the bug they are made for.
TEST(Laws, OracleFreeLawsCatchTheirBugs) {
  const std::pair<const char*, const char*> expected[] = {
      {"batch-independence", "query-state-leak"},
      {"batch-independence", "case-state-leak"},
      {"relabel", "values-uint8"},
      {"dihedral", "last-row-slip"},
      {"dihedral", "no-direction-visited"},
      {"classic-ring", "no-ring-classic"},
      {"witness", "witness-wrong-corner"},
      {"witness", "same-kind-passes"},
      {"witness", "ring-under-hdu"},
      {"witness", "turn-limit-plus-one"},
      {"symmetry", "no-direction-visited"},
      {"monotonic-add", "query-state-leak"},
      {"monotonic-remove", "no-direction-visited"},
      {"turns-monotone", "query-state-leak"},
      {"min-turns", "no-direction-visited"},
  };
  for (const auto& [law_name, mutant_name] : expected) {
    const Law* law = link_properties().find(law_name);
    const SolverInfo* mutant = mutant_solvers().find(mutant_name);
    ASSERT_NE(law, nullptr) << law_name;
    ASSERT_NE(mutant, nullptr) << mutant_name;
    LawRun p;
    p.seed = 20240601;
    p.cases = 300;
    p.max_size = 100;
    const LawOutcome r = law->check(ref(*mutant), p);
    EXPECT_FALSE(r.passed) << law_name << " misses " << mutant_name;
  }
}

/// A solver whose answer alone (links) forgets the links of two turns; its solve() is
/// linescan's, right and with its witness.
class YesNoForgetsTwoTurns final : public Solver {
 public:
  void prepare(const Board& board, const Config& config) override { base_->prepare(board, config); }
  Answer solve(const Query& q) override { return base_->solve(q); }
  bool links(const Query& q) override {
    const Answer a = base_->solve(q);
    return a.yes && a.turns < 2;
  }

 private:
  std::unique_ptr<Solver> base_ = production_solvers().find("linescan")->make();
};

/// The yes-no law catches a yes/no call that differs from solve(), which every other law,
/// asking solve() alone, lets pass.
TEST(Laws, YesNoCatchesAnAnswerAloneThatDiffersFromSolve) {
  SolverInfo mutant = *production_solvers().find("linescan");
  mutant.name = "yes-no-forgets-two-turns";
  mutant.make = [] { return std::make_unique<YesNoForgetsTwoTurns>(); };
  const LawOutcome caught =
      link_properties().find("yes-no")->check(ref(mutant), run_params(300, false));
  EXPECT_FALSE(caught.passed) << "yes-no misses " << mutant.name;
  ASSERT_TRUE(caught.counterexample.has_value());
  std::printf("yes-no kills %s: %s\n", mutant.name.c_str(), caught.message.c_str());
  const LawOutcome agreement =
      link_properties().find("oracle-agreement")->check(ref(mutant), run_params(300));
  EXPECT_TRUE(agreement.passed) << describe(agreement);
}

TEST(Laws, RoundTripCatchesEveryWriterMutant) {
  ASSERT_GE(writer_mutants().all().size(), 2u);
  const SolverInfo& any_solver = production_solvers().all().front();  // the law ignores it
  for (const WriterMutant& writer : writer_mutants().all()) {
    const LawOutcome r =
        props::round_trip_law(writer.write).check(ref(any_solver), run_params(300));
    EXPECT_FALSE(r.passed) << "round-trip misses " << writer.name;
    ASSERT_TRUE(r.counterexample.has_value()) << writer.name;
    EXPECT_LE(cells(failing(r)), 4u) << writer.name << " not minimized: " << describe(r);
    std::printf("round-trip kills %s: %s\n", writer.name.c_str(), r.message.c_str());
  }
}

}  // namespace
}  // namespace llk::link
