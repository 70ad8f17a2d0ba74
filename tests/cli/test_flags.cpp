// Flags that mean the same thing agree across commands: one duration grammar, one --jobs
// default, --quiet wherever progress is printed, --version, CLI11's own messages for bad values,
// and listings of the laws and mutants.

#include <gtest/gtest.h>

#include <thread>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/version.hpp"
#include "llk/engine/stress.hpp"
#include "llk/engine/verify.hpp"
#include "llk/problems.hpp"

namespace llk {
namespace {

using test::run_cli;

/// `llk verify` of the first registered problem's first law on its first solver, one round.
std::vector<std::string> one_law_verify(std::vector<std::string> more) {
  const std::string name = test::problem_names().front();
  const Problem& p = test::problem(name);
  std::string law;
  for (const Law& l : p.laws())
    if (l.per_solver && law.empty()) law = l.name;
  std::vector<std::string> args = {"verify",   "--problem", name,
                                   "--rounds", "1",         "--property",
                                   law,        "--solver",  p.solvers(false).front().name};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

/// The header stress prints for a tiny run with `extra` flags.
std::string stress_header(std::vector<std::string> extra) {
  test::TempDir dir("stress-header");
  std::vector<std::string> args = {"stress",  "--cmd",         "cat >/dev/null", "--inputs", "1",
                                   "--quiet", "--no-minimize", "--out",          dir.str()};
  args.insert(args.end(), extra.begin(), extra.end());
  const auto r = run_cli(args);
  EXPECT_EQ(r.status, kExitFailureFound) << r.out << r.err;  // it prints no answers
  return r.out.substr(0, r.out.find("\n  subject:") + 200);
}

TEST(Flags, EveryTimeOptionTakesTheDurationGrammar) {
  EXPECT_NE(stress_header({"--timeout", "2s"}).find("--timeout 2000ms"), std::string::npos);
  EXPECT_NE(stress_header({"--timeout", "1500ms"}).find("--timeout 1500ms"), std::string::npos);
  for (const auto& flag : {"--budget", "--minimize-time", "--timeout", "--wall-limit"}) {
    SCOPED_TRACE(flag);
    EXPECT_EQ(
        run_cli({"stress", "--solver", "bfs01", "--inputs", "1", "--quiet", flag, "1m"}).status,
        kExitOk);
    const auto bad = run_cli({"stress", "--solver", "bfs01", flag, "soon"});
    EXPECT_EQ(bad.status, kExitUsage);
    EXPECT_NE(bad.err.find("found 'soon'"), std::string::npos) << bad.err;
  }
  // Sizes take their own grammar, with the position of the fault in the message.
  for (const auto& flag : {"--memory-limit", "--stack-limit"}) {
    SCOPED_TRACE(flag);
    const auto bad = run_cli({"stress", "--solver", "bfs01", flag, "32"});
    EXPECT_EQ(bad.status, kExitUsage);
    EXPECT_NE(bad.err.find("expected a size like 32M"), std::string::npos) << bad.err;
  }
  // The spellings of before 0.2.0 are gone: a usage error, not a silent other meaning.
  for (const auto& old : {"--timeout-ms", "--minimize-seconds"})
    EXPECT_EQ(run_cli({"stress", "--solver", "bfs01", old, "2000"}).status, kExitUsage) << old;
  EXPECT_EQ(run_cli({"minimize", "x.in", "--solver", "bfs01", "--max-seconds", "9"}).status,
            kExitUsage);
  const auto bad = run_cli({"minimize", "x.in", "--solver", "bfs01", "--max-time", "soon"});
  EXPECT_EQ(bad.status, kExitUsage);
  EXPECT_NE(bad.err.find("found 'soon'"), std::string::npos) << bad.err;
  for (const auto& flag : {"--budget", "--item-timeout", "--timeout"}) {
    const auto bad = run_cli({"verify", flag, "soon"});
    EXPECT_EQ(bad.status, kExitUsage);
    EXPECT_NE(bad.err.find("found 'soon'"), std::string::npos) << bad.err;
  }
}

TEST(Flags, JobsHasOneDefaultEverywhere) {
  EXPECT_EQ(StressOptions{}.jobs, VerifyOptions{}.jobs);
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  const std::string want = std::to_string(threads) + (threads == 1 ? " job" : " jobs");
  EXPECT_NE(stress_header({}).find(want), std::string::npos) << stress_header({});
  const auto v = run_cli(one_law_verify({"--quiet"}));
  EXPECT_NE(v.err.find(want), std::string::npos) << v.err;
}

TEST(Flags, BadNumbersGetAMessageNamingTheFlag) {
  const std::vector<std::vector<std::string>> cases = {
      {"stress", "--solver", "bfs01", "--inputs", "abc"},
      {"stress", "--solver", "bfs01", "--from", "-1"},
      {"stress", "--solver", "bfs01", "--jobs", "x"},
      {"stress", "--solver", "bfs01", "--max-bugs", "-2"},
      {"stress", "--solver", "bfs01", "--seed", "twelve"},
      {"verify", "--rounds", "x"},
      {"solve", "-k", "65"},
      {"solve", "--relaxed", "--memory-cap", "lots"},
      {"show", "-q", "x", "f.in"}};
  for (const auto& args : cases) {
    const auto r = run_cli(args);
    EXPECT_EQ(r.status, kExitUsage) << args.back();
    EXPECT_EQ(r.err.find("stoull"), std::string::npos) << r.err;
    EXPECT_TRUE(r.err.find("expected") != std::string::npos ||
                r.err.find("Could not convert") != std::string::npos)
        << r.err;
  }
}

TEST(Flags, QuietSilencesTheProgressLine) {
  const auto loud = run_cli(one_law_verify({}));
  const auto quiet = run_cli(one_law_verify({"--quiet"}));
  const std::string progress = "llk verify " + test::problem_names().front() + ":";
  EXPECT_NE(loud.err.find(progress), std::string::npos) << loud.err;
  EXPECT_EQ(quiet.err.find(progress), std::string::npos) << quiet.err;
  EXPECT_NE(quiet.err.find("seed"), std::string::npos) << quiet.err;  // the seed is always printed
}

TEST(Flags, VersionPrintsTheProjectVersion) {
  const auto r = run_cli({"--version"});
  EXPECT_EQ(r.status, kExitOk);
  EXPECT_EQ(r.out.substr(0, r.out.find('\n') + 1), std::string("llk ") + LLK_VERSION + "\n");
  // The second line says how programs are contained here, and why.
  EXPECT_NE(r.out.find("\nsandbox: "), std::string::npos) << r.out;
}

TEST(Listings, LawsAndMutantsNameEveryEntryWithADescription) {
  const auto laws = run_cli({"laws"});
  const auto mutants = run_cli({"mutants"});
  EXPECT_EQ(laws.status, kExitOk);
  EXPECT_EQ(mutants.status, kExitOk);
  for (const ProblemInfo& p : problems().all()) {
    for (const Law& l : p.problem->laws())
      EXPECT_NE(laws.out.find(l.name + " "), std::string::npos) << l.name;
    for (const SolverListing& m : p.problem->solvers(true)) {
      const auto at = mutants.out.find("  " + m.name + " ");
      ASSERT_NE(at, std::string::npos) << m.name;
      // Its line says when no judge sees its bug, and when it runs in a process of its own.
      const std::string line = mutants.out.substr(at, mutants.out.find('\n', at) - at);
      EXPECT_EQ(line.find("no judge sees it") != std::string::npos, !m.judged) << line;
      EXPECT_EQ(line.find("a process of its own") != std::string::npos, m.runaway) << line;
    }
  }
  // One problem's listing holds none of the first problem's mutants.
  const std::vector<std::string> names = test::problem_names();
  const auto one = run_cli({"mutants", "--problem", names.back()});
  EXPECT_EQ(one.out.find(names.front() + " mutants"), std::string::npos) << one.out;
}

}  // namespace
}  // namespace llk
