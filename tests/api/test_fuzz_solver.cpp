// LLK_FUZZ_SOLVER's target (llk/fuzz.hpp) over every registered problem: production solvers pass
// the seeds, a mutant's failure ends in abort() with a minimized artifact of its problem, and the
// target's own modes write corpus entries as judge inputs and crash files as artifacts.

#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>

#include "cli_support.hpp"
#include "llk/core/files.hpp"
#include "llk/fuzz.hpp"
#include "llk/problems.hpp"
#include "support.hpp"

namespace llk {
namespace {

using Bytes = std::vector<std::uint8_t>;

class EveryProblemFuzzed : public test::ProblemTest {
 protected:
  std::shared_ptr<const Problem> shared() const { return problems().find(GetParam())->problem; }
  /// A mutant of the zoo and bytes it fails on (under the problem's default parameters, which
  /// every subject supports), found with seeded random bytes.
  std::pair<std::string, Bytes> failing_mutant() const {
    const Problem& p = problem();
    test::SeededRng rng(25);
    for (int i = 0; i < 4000; ++i) {
      Bytes b(rng() % 400);
      for (auto& x : b) x = static_cast<std::uint8_t>(rng());
      Input in = *p.decode(b);
      for (const SolverListing& m : p.solvers(true)) {
        const auto s = p.solver(m.name, true);
        if (!m.judged || !s->supports(in)) continue;
        if (s->run(in, p.oracle(in)).failed()) return {m.name, b};
      }
    }
    return {};
  }
};
INSTANTIATE_TEST_SUITE_P(Registered, EveryProblemFuzzed,
                         ::testing::ValuesIn(test::problem_names()));

// On the seeds the package ships for the problem (random bytes can make judge-size worst cases,
// slow under ASan).
TEST_P(EveryProblemFuzzed, ProductionSolversPassTheSeeds) {
  const std::string seeds = std::string(LLK_SOURCE_DIR) + "/corpus/" + GetParam() + "/solver";
  for (const SolverListing& s : problem().solvers(false)) {
    SolverFuzzTarget target(shared(), SolverRef{s.name, false, {}});
    for (const auto& e : std::filesystem::directory_iterator(seeds)) {
      const std::string b = read_file(e.path().string());
      EXPECT_EQ(target.test_one_input(reinterpret_cast<const std::uint8_t*>(b.data()), b.size()),
                0);
    }
  }
}

TEST_P(EveryProblemFuzzed, AMutantAbortsWithAMinimizedArtifactOfItsProblem) {
  const auto [mutant, bytes] = failing_mutant();
  ASSERT_FALSE(mutant.empty()) << "no mutant of " << GetParam() << " fails on decoded bytes";
  test::TempDir dir("fuzz-solver-mutant");
  FuzzSolverOptions o;
  o.out_dir = dir.path().string();
  o.minimize_seconds = 5;
  SolverFuzzTarget target(shared(), SolverRef{mutant, true, {}}, o);
  EXPECT_EXIT(target.test_one_input(bytes.data(), bytes.size()), ::testing::KilledBySignal(SIGABRT),
              "failure artifact");
  const std::vector<std::string> found = test::artifacts_in(dir.path().string());
  ASSERT_EQ(found.size(), 1u);
  const std::string stem = found.front().substr(0, found.front().size() - 3);
  const std::string report = read_file(stem + ".txt");
  EXPECT_NE(report.find("problem: " + GetParam()), std::string::npos) << report;
  EXPECT_NE(report.find("found-by: libfuzzer"), std::string::npos) << report;
  EXPECT_NE(report.find("subject-flags: --cmd"), std::string::npos) << report;
  EXPECT_NE(report.find("--llk-answer"), std::string::npos) << report;
  EXPECT_EQ(read_file(stem + ".raw"), std::string(bytes.begin(), bytes.end()));
}

TEST_P(EveryProblemFuzzed, CrashFilesBecomeArtifactsAndCorpusEntriesJudgeInputs) {
  const auto [mutant, bytes] = failing_mutant();
  ASSERT_FALSE(mutant.empty());
  test::TempDir dir("fuzz-solver-modes");
  const std::string crash = (dir.path() / "crash-1").string();
  write_file(crash, std::string(bytes.begin(), bytes.end()));
  FuzzSolverOptions o;
  o.out_dir = (dir.path() / "out").string();
  o.minimize_seconds = 1;
  SolverFuzzTarget target(shared(), SolverRef{mutant, true, {}}, o);
  const auto run = [&target](std::vector<std::string> args) {
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    int argc = static_cast<int>(argv.size());
    char** p = argv.data();
    target.initialize(&argc, &p);
  };
  EXPECT_EXIT(run({"fuzz_x", "--llk-artifact", crash}), ::testing::ExitedWithCode(1), "");
  EXPECT_EQ(test::artifacts_in((dir.path() / "out").string()).size(), 1u);
  const std::string decoded = (dir.path() / "decoded").string();
  EXPECT_EXIT(run({"fuzz_x", "--llk-decode", "--llk-out", decoded, crash}),
              ::testing::ExitedWithCode(0), "");
  const std::string txt = read_file(decoded + "/crash-1.txt");
  EXPECT_NE(txt.find("problem: " + GetParam()), std::string::npos) << txt;
  const ReadResult back = problem().read(read_file(decoded + "/crash-1.in"), {}, {});
  EXPECT_FALSE(back.error);
  EXPECT_EXIT(run({"fuzz_x", "--llk-decode", (dir.path() / "missing").string()}),
              ::testing::ExitedWithCode(2), "no such file");
}

TEST_P(EveryProblemFuzzed, AnotherKindOfSolverOrABadParameterIsRefused) {
  struct NotASolverInfo {};
  EXPECT_THROW(SolverFuzzTarget(shared(), SolverRef{"x", false, NotASolverInfo{}}),
               std::invalid_argument);
  EXPECT_THROW(SolverFuzzTarget(shared(), SolverRef{"no-such-solver", false, {}}),
               std::invalid_argument);
}

}  // namespace
}  // namespace llk
