// The timed escape through the generic tools: `llk stress --problem escape` against escape
// mutants run as external judge programs (llk-mutant --problem escape), minimization, artifact
// replay, and `llk verify --problem escape` on the real solvers and the escape mutant zoo.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "llk/artifact.hpp"
#include "llk/escape/format.hpp"
#include "llk/escape/solver.hpp"
#include "llk/stress.hpp"
#include "llk/verify.hpp"

namespace {

namespace fs = std::filesystem;
const std::string kMutant = LLK_MUTANT_EXE;

fs::path fresh_dir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("llk-escape-tools-" + name);
  fs::remove_all(dir);
  return dir;
}

llk::StressOptions stress_options(const std::string& command, const fs::path& out, double budget) {
  llk::StressOptions o;
  o.command = command;
  o.budget_seconds = budget;
  o.seed = 7;
  o.jobs = 1;
  o.timeout_ms = 5000;
  o.out_dir = out.string();
  o.minimize_seconds = 30;
  o.progress = false;
  return o;
}

TEST(EscapeStress, ScheduleIsAPureFunctionOfSeedAndIndex) {
  EXPECT_EQ(llk::escape_stress_input(3, 40), llk::escape_stress_input(3, 40));
  EXPECT_NE(llk::escape_stress_input(3, 40), llk::escape_stress_input(4, 40));
  EXPECT_EQ(llk::escape_stress_input(3, 5).size(), 1u);
  bool several = false;
  for (std::uint64_t i = 16; i < 40; ++i) several |= llk::escape_stress_input(3, i).size() > 1;
  EXPECT_TRUE(several) << "later inputs must pack several mazes (state leaks)";
}

TEST(EscapeStress, MinimizerKeepsTheFailureAndShrinks) {
  // Fails while some maze has T >= 3 and a wall: it ends as one small maze with one wall, T = 3.
  const auto fails = [](const std::vector<llk::escape::Case>& cases) {
    for (const auto& c : cases)
      if (c.time >= 3 && c.maze.count(llk::escape::kWall) > 0) return true;
    return false;
  };
  auto cases =
      llk::escape::parse_input("4 4 9\nSX..\n.X..\n.XXD\n....\n3 3 4\nS.X\n...\nX.D\n0 0 0\n")
          .cases;
  ASSERT_EQ(cases.size(), 2u);
  const llk::EscapeMinimizeResult m = llk::minimize_escape(cases, fails, 30);
  ASSERT_TRUE(m.one_minimal);
  ASSERT_EQ(m.cases.size(), 1u);
  EXPECT_EQ(m.cases[0].time, 3);
  EXPECT_EQ(m.cases[0].maze.count(llk::escape::kWall), 1);
  // S and D sit in opposite corners of both mazes, so no row or column can go below 2 x 3.
  EXPECT_LE(m.cases[0].maze.rows() * m.cases[0].maze.cols(), 6);
}

TEST(EscapeStress, FindsEveryEscapeMutantAsAnExternalProgramAndMinimizesIt) {
  for (const auto& info : llk::escape::mutant_solvers().all()) {
    SCOPED_TRACE(info.name);
    const fs::path out = fresh_dir("stress-" + info.name);
    const std::string cmd = kMutant + " --problem escape " + info.name;
    std::ostringstream text, err;
    ASSERT_EQ(llk::run_escape_stress(stress_options(cmd, out, 20), text, err), 1) << text.str();
    std::vector<std::string> found = llk::find_artifacts(out.string());
    ASSERT_EQ(found.size(), 1u) << text.str();
    EXPECT_EQ(llk::artifact_problem(found[0]), "escape");
    const llk::StoredEscapeArtifact a = llk::read_escape_artifact(found[0]);
    // Minimized: state-leak needs two mazes, every other slip shows on one small maze.
    EXPECT_LE(a.cases.size(), info.name == "state-leak" ? 2u : 1u) << text.str();
    for (const auto& c : a.cases) EXPECT_LE(c.maze.rows() * c.maze.cols(), 16) << text.str();
    std::cout << "[ escape ] " << info.name << ": "
              << text.str().substr(text.str().find("FAILURE"));
    // The artifact replays clean through the real solvers and fails the mutant again.
    std::ostringstream r1, r2, e1;
    EXPECT_EQ(llk::run_replay({found[0], "", 5000}, r1, e1), 0) << r1.str() << e1.str();
    EXPECT_EQ(llk::run_replay({found[0], cmd, 5000}, r2, e1), 1) << r2.str();
  }
}

TEST(EscapeStress, CorrectProgramsRaiseNoAlarm) {
  for (const std::string solver : {"backtrack", "memo"}) {
    const fs::path out = fresh_dir("clean-" + solver);
    std::ostringstream text, err;
    EXPECT_EQ(
        llk::run_escape_stress(
            stress_options(kMutant + " --problem escape --solver " + solver, out, 2.5), text, err),
        0)
        << text.str();
    EXPECT_NE(text.str().find("no failure found"), std::string::npos);
    EXPECT_FALSE(fs::exists(out) && !fs::is_empty(out));
  }
}

TEST(EscapeStress, MinimizeCommandShrinksAMutantFailure) {
  const fs::path dir = fresh_dir("minimize");
  fs::create_directories(dir);
  // D is reached at second 1 but cannot be stood on at second 3: door-early says YES.
  const std::string input = "6 6 3\nSD....\nXXXXXX\nXXXXXX\nXXXXXX\nXXXXXX\nXXXXXX\n0 0 0\n";
  std::ofstream((dir / "big.in").string()) << input;
  llk::MinimizeCommandOptions o;
  o.input = (dir / "big.in").string();
  o.solver = "door-early";
  o.mutant = true;
  o.out_dir = (dir / "out").string();
  std::ostringstream text, err;
  ASSERT_EQ(llk::run_escape_minimize(o, text, err), 0) << text.str() << err.str();
  const auto a = llk::read_escape_artifact((dir / "out" / "min-big.in").string());
  ASSERT_EQ(a.cases.size(), 1u);
  EXPECT_LT(a.cases[0].maze.rows() * a.cases[0].maze.cols(), 36) << text.str();
  EXPECT_EQ(a.report.at("problem"), "escape");
}

TEST(EscapeRegressions, ReplayCleanWithTheRealSolvers) {
  std::ostringstream out, err;
  EXPECT_EQ(llk::run_replay({std::string(LLK_SOURCE_DIR) + "/corpus/regressions/escape", "", 5000},
                            out, err),
            0)
      << out.str() << err.str();
  EXPECT_NE(out.str().find("escape:"), std::string::npos) << out.str();
}

TEST(EscapeVerify, RealSolversPass) {
  llk::VerifyOptions o;
  o.problem = "escape";
  o.budget_seconds = 3;
  o.seed = 11;
  o.jobs = 1;
  o.out_dir = fresh_dir("verify").string();
  std::ostringstream out, err;
  EXPECT_EQ(llk::run_verify(o, out, err), 0) << out.str() << err.str();
  EXPECT_NE(out.str().find("all escape solvers passed"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("prunes-sound"), std::string::npos);
}

TEST(EscapeVerify, MutantsAreAllKilled) {
  llk::VerifyOptions o;
  o.problem = "escape";
  o.mutants = true;
  o.budget_seconds = 8;
  o.seed = 12;
  o.jobs = 1;
  o.out_dir = fresh_dir("verify-mutants").string();
  std::ostringstream out, err;
  EXPECT_EQ(llk::run_verify(o, out, err), 0) << out.str() << err.str();
  const std::size_t n = llk::escape::mutant_solvers().all().size();
  EXPECT_NE(
      out.str().find(std::to_string(n) + " of " + std::to_string(n) + " escape mutants killed"),
      std::string::npos)
      << out.str();
  std::cout << out.str();
}

TEST(EscapeVerify, UnknownEscapeNameIsAUsageError) {
  llk::VerifyOptions o;
  o.problem = "escape";
  o.budget_seconds = 1;
  o.solvers = {"no-such-solver"};
  std::ostringstream out, err;
  EXPECT_EQ(llk::run_verify(o, out, err), 2);
}

}  // namespace
