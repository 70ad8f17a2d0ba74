#include "llk/verify.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "llk/artifact.hpp"
#include "llk/cli.hpp"
#include "llk/mutants.hpp"
#include "llk/oracle.hpp"
#include "llk/path_check.hpp"
#include "llk/properties.hpp"
#include "llk/solver.hpp"

namespace llk {
namespace {

namespace fs = std::filesystem;

// Budgets are wall time, so a sanitized build runs the same time but fewer cases; its per-item
// timeout is longer so that ASan's slowdown alone never looks like a hang. LLK_TEST_ZOO_BUDGET
// (seconds) overrides the zoo test's budget.
#ifdef LLK_TEST_SANITIZED
constexpr double kItemTimeout = 30;
constexpr double kZooBudget = 80;
#else
constexpr double kItemTimeout = 10;
constexpr double kZooBudget = 48;
#endif

double zoo_budget() {
  if (const char* e = std::getenv("LLK_TEST_ZOO_BUDGET")) {
    if (auto d = parse_duration(e)) return *d;
  }
  return kZooBudget;
}

/// A fresh directory under the temp dir, removed at the end of the test.
class TempDir {
 public:
  explicit TempDir(const std::string& tag) {
    path_ =
        fs::temp_directory_path() / ("llk_verify_test_" + tag + "_" + std::to_string(::getpid()));
    fs::remove_all(path_);
  }
  ~TempDir() { fs::remove_all(path_); }
  std::string str() const { return path_.string(); }

 private:
  fs::path path_;
};

struct VerifyRun {
  int status;
  std::string out, err;
};

VerifyRun verify(const VerifyOptions& opt) {
  std::ostringstream out, err;
  const int status = run_verify(opt, out, err);
  return {status, out.str(), err.str()};
}

int cli(std::vector<std::string> args) {
  args.insert(args.begin(), "llk");
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  return cli::main(static_cast<int>(argv.size()), argv.data());
}

TEST(ParseDuration, AcceptsSecondsMinutesHours) {
  EXPECT_EQ(parse_duration("90"), 90.0);
  EXPECT_EQ(parse_duration("90s"), 90.0);
  EXPECT_EQ(parse_duration("10m"), 600.0);
  EXPECT_EQ(parse_duration("2h"), 7200.0);
  EXPECT_EQ(parse_duration("1.5m"), 90.0);
}

TEST(ParseDuration, RejectsGarbage) {
  for (const char* bad : {"", "s", "abc", "-5", "0", "0s", "10x", "5 m", "+3", "inf", "nan"})
    EXPECT_FALSE(parse_duration(bad).has_value()) << bad;
}

TEST(VerifyUsage, BadBudgetExitsTwo) {
  EXPECT_EQ(cli({"verify", "--budget", "ten"}), 2);
  EXPECT_EQ(cli({"verify", "--budget", "-3s"}), 2);
  VerifyOptions opt;
  opt.budget_seconds = 0;
  EXPECT_EQ(verify(opt).status, 2);
}

TEST(VerifyUsage, UnknownSolverOrPropertyExitsTwo) {
  VerifyOptions opt;
  opt.budget_seconds = 1;
  opt.solvers = {"no-such-solver"};
  VerifyRun r = verify(opt);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("no-such-solver"), std::string::npos) << r.err;
  opt.solvers.clear();
  opt.properties = {"no-such-law"};
  r = verify(opt);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("no-such-law"), std::string::npos) << r.err;
}

TEST(Verify, RealSolversPassWithProgressAndSummary) {
  TempDir dir("real");
  VerifyOptions opt;
  opt.budget_seconds = 6;
  opt.seed = 20240611;
  opt.jobs = 2;
  opt.out_dir = dir.str();
  opt.progress_interval_seconds = 1;
  opt.problem = "link";  // the escape part has its own tests (tests/escape/test_escape_tools.cpp)
  const VerifyRun r = verify(opt);
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("llk verify: seed 20240611 (replay with --seed 20240611)"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("cases ("), std::string::npos) << r.err;  // the progress line
  EXPECT_EQ(r.out.find("FAIL"), std::string::npos) << r.out;
  // One row per law plus the differential campaign, one PASS per solver on each, except n/a
  // where a law does not apply (min-turns on a solver that does not report the fewest turns).
  const auto count = [&](const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = 0; (at = r.out.find(what, at)) != std::string::npos; ++at) ++n;
    return n;
  };
  std::size_t not_applicable = 0;
  for (const SolverInfo& s : production_solvers().all())
    if (!s.caps.reports_min_turns) ++not_applicable;
  EXPECT_EQ(count("n/a"), not_applicable) << r.out;
  EXPECT_EQ(count("PASS ") + not_applicable,
            production_solvers().all().size() * (link_properties().all().size() + 1))
      << r.out;
  EXPECT_NE(r.out.find("pairs/s"), std::string::npos) << r.out;
  EXPECT_FALSE(fs::exists(dir.str()) && !fs::is_empty(dir.str())) << "artifacts on a passing run";
}

/// True when `mutant` on the artifact's input gives an answer other than NAME.out's, an invalid
/// witness, or (when it claims fewest turns) a turn count other than the oracle's.
bool reproduces(const SolverInfo& mutant, const StoredArtifact& a) {
  auto s = mutant.make();
  GraphOracle oracle;
  std::size_t i = 0;
  for (const Case& c : a.cases) {
    s->prepare(c.board, a.config);
    oracle.prepare(c.board, a.config);
    for (const Query& q : c.queries) {
      const Answer got = s->solve(q);
      if (got.yes != a.expected.at(i++)) return true;
      if (check_answer(c.board, a.config, q, got)) return true;
      if (got.yes && mutant.caps.reports_min_turns && got.turns != oracle.solve(q).turns)
        return true;
    }
  }
  return false;
}

TEST(Verify, FailingRunWritesAReplayableArtifact) {
  TempDir dir("fail");
  const SolverInfo* mutant = mutant_solvers().find("corner-unchecked");
  ASSERT_NE(mutant, nullptr);
  VerifyOptions opt;
  opt.budget_seconds = 5;
  opt.seed = 7;
  opt.jobs = 2;
  opt.out_dir = dir.str();
  opt.solvers = {mutant->name};  // a mutant named here runs in-process as the subject
  opt.properties = {"differential"};
  const VerifyRun r = verify(opt);
  ASSERT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("FAIL differential on solver corner-unchecked"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("replay: llk replay "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("seed: 7"), std::string::npos) << r.out;
  const auto found = find_artifacts(dir.str());
  ASSERT_EQ(found.size(), 1u);
  EXPECT_NE(r.out.find(found[0]), std::string::npos) << "artifact path printed";
  const StoredArtifact a = read_artifact(found[0]);
  EXPECT_EQ(a.report.at("subject"), "corner-unchecked");
  EXPECT_EQ(a.report.at("found-by"), "verify");
  EXPECT_TRUE(reproduces(*mutant, a)) << a.report.at("detail");
  // Minimized: a corner bug needs no more than a handful of cells.
  std::size_t cells = 0;
  for (const Case& c : a.cases) cells += c.board.values().size();
  EXPECT_LE(cells, 16u) << a.report.at("detail");
}

TEST(Verify, MutantsAreAllKilledAndRealSolversPass) {
  TempDir dir("zoo");
  VerifyOptions opt;
  opt.budget_seconds = zoo_budget();
  opt.seed = 424242;
  opt.jobs = 2;
  opt.out_dir = dir.str();
  opt.mutants = true;
  opt.item_timeout_seconds = kItemTimeout;
  opt.problem = "link";  // the escape zoo is checked in tests/escape/test_escape_tools.cpp
  const VerifyRun r = verify(opt);
  std::cout << r.out;
  EXPECT_EQ(r.status, 0) << r.err;
  const std::size_t n = mutant_solvers().all().size();
  EXPECT_NE(r.out.find(std::to_string(n) + " of " + std::to_string(n) + " mutants killed"),
            std::string::npos);
  EXPECT_EQ(r.out.find("SURVIVED"), std::string::npos);
  EXPECT_NE(r.out.find("all real solvers passed"), std::string::npos);
  // Every artifact the zoo wrote is readable, and each reproduces a wrong answer or witness of
  // its mutant (crash and timeout artifacts excepted: those are replayed in a child).
  const auto found = find_artifacts(dir.str() + "/mutants");
  EXPECT_FALSE(found.empty());
  for (const auto& path : found) {
    const StoredArtifact a = read_artifact(path);
    const SolverInfo* m = mutant_solvers().find(a.report.at("subject"));
    ASSERT_NE(m, nullptr) << path;
    const std::string kind = a.report.at("kind");
    if (kind == "crash" || kind == "timeout" || kind == "law" || kind == "exception") continue;
    EXPECT_TRUE(reproduces(*m, a)) << path << ": " << a.report.at("detail");
  }
}

}  // namespace
}  // namespace llk
