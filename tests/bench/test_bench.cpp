#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "bench_inputs.hpp"
#include "llk/link/judge_format.hpp"
#include "llk/link/solver.hpp"
#include "tokenizer.hpp"

namespace llk::link::bench {
namespace {

struct ProcRun {
  int status = -1;
  std::string out;
};

/// Runs a shell command and captures its stdout.
ProcRun run(const std::string& command) {
  ProcRun r;
  std::FILE* p = ::popen(command.c_str(), "r");
  if (p == nullptr) return r;
  char buf[4096];
  std::size_t got;
  while ((got = std::fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, got);
  const int raw = ::pclose(p);
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return r;
}

class BenchSmoke : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        std::filesystem::temp_directory_path() / ("llk_bench_test_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string file(const std::string& name) const { return (dir_ / name).string(); }
  static std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }

  std::filesystem::path dir_;
};

std::string solve_in_process(const std::string& text) {
  const ParsedInput parsed = parse_judge(text);
  EXPECT_FALSE(parsed.error.has_value());
  auto solver = production_solvers().all().front().make();
  std::string answers;
  for (const Case& c : parsed.cases) {
    solver->prepare(c.board, Config{});
    for (const Query& q : c.queries) answers += solver->solve(q).yes ? "YES\n" : "NO\n";
  }
  return answers;
}

TEST_F(BenchSmoke, GeneratorWritesTheRequestedJudgeInputForEveryShape) {
  for (Shape shape : kAllShapes) {
    const InputSpec spec{.shape = shape, .rows = 12, .cols = 9, .cases = 2, .queries = 7};
    const std::string path = file(std::string(to_string(shape)) + ".in");
    const std::string cmd =
        std::string(LLK_GEN_BENCH) + " --shape " + std::string(to_string(shape)) + " --rows " +
        std::to_string(spec.rows) + " --cols " + std::to_string(spec.cols) + " --cases " +
        std::to_string(spec.cases) + " --queries " + std::to_string(spec.queries) + " -o " + path;
    ASSERT_EQ(run(cmd).status, 0) << cmd;
    const std::string text = slurp(path);
    const ParsedInput parsed = parse_judge(text);
    ASSERT_FALSE(parsed.error.has_value()) << parsed.error->to_string();
    ASSERT_EQ(parsed.cases.size(), 2u);
    for (const Case& c : parsed.cases) {
      EXPECT_EQ(c.board.rows(), 12);
      EXPECT_EQ(c.board.cols(), 9);
      EXPECT_EQ(c.queries.size(), 7u);
    }
    EXPECT_EQ(text, make_input(spec)) << "the program and the library disagree";
  }
}

TEST(BenchInputs, SameSeedSameInputOtherSeedOtherInput) {
  InputSpec spec;
  spec.rows = 20;
  spec.cols = 30;
  EXPECT_EQ(make_input(spec), make_input(spec));
  InputSpec other = spec;
  other.seed = spec.seed + 1;
  EXPECT_NE(make_input(spec), make_input(other));
}

TEST(BenchInputs, OpenTargetsAreWalledInSoEveryQueryIsNo) {
  InputSpec spec;
  spec.shape = Shape::open;
  spec.rows = 200;
  spec.cols = 199;
  spec.queries = 20;
  const Case c = make_case(spec, 0);
  auto solver = production_solvers().find("bfs01")->make();
  solver->prepare(c.board, Config{});
  std::size_t tiles = 0;
  for (std::int32_t v : c.board.values()) tiles += v != 0;
  EXPECT_LE(tiles, 6u * 20u);  // almost empty
  for (const Query& q : c.queries) {
    EXPECT_NE(c.board.at(q.a), 0);
    EXPECT_EQ(c.board.at(q.a), c.board.at(q.b));  // the same kind: only the walls say NO
    EXPECT_FALSE(solver->solve(q).yes);
  }
}

TEST_F(BenchSmoke, TokenizerCountsAndSumsEveryInteger) {
  const std::string path = file("t.in");
  { std::ofstream(path) << "2 3\n1 0 12\n7 0 5\n1\n1 1 2 3\n0 0"; }
  const ProcRun r = run(std::string(LLK_BENCH_TOKENIZER) + " " + path);
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "15 integers, sum 38\n");
  TokenSum t;  // split anywhere, the same sum
  const std::string text = "12 3";
  t.feed(text.data(), 1);
  t.feed(text.data() + 1, 3);
  t.finish();
  EXPECT_EQ(t.count, 2u);
  EXPECT_EQ(t.sum, 15u);
}

TEST_F(BenchSmoke, NaiveJudgeAndLlkSolveAgreeWithTheDefaultSolver) {
  for (Shape shape : kAllShapes) {
    const InputSpec spec{.shape = shape, .rows = 30, .cols = 25, .seed = 7};  // 3 cases of 49
    const std::string text = make_input(spec);
    const std::string path = file("agree.in");
    { std::ofstream(path, std::ios::binary) << text; }
    const std::string expected = solve_in_process(text);
    const ProcRun naive = run(std::string(LLK_BENCH_NAIVE) + " < " + path);
    EXPECT_EQ(naive.status, 0);
    EXPECT_EQ(naive.out, expected) << to_string(shape);
    const ProcRun llk = run(std::string(LLK_EXE) + " solve " + path);
    EXPECT_EQ(llk.status, 0);
    EXPECT_EQ(llk.out, expected) << to_string(shape);
  }
}

TEST(BenchPrograms, GoogleBenchmarkProgramRunsEveryFamilyOnTheSmallestSize) {
  const ProcRun r = run(std::string(LLK_BENCH) +
                        " --benchmark_min_time=0.001 --benchmark_format=json"
                        " --benchmark_filter='/100$|oracle/open/50$|/open$'");
  EXPECT_EQ(r.status, 0);
  for (const char* name :
       {"query/linescan/open/100", "prepare/linescan/open/100", "query/bfs01/sparse/100",
        "query/dfs/sparse/100", "query/oracle/open/50", "reader/open", "tokenizer/open"})
    EXPECT_NE(r.out.find(name), std::string::npos) << name << " missing from:\n" << r.out;
  EXPECT_EQ(r.out.find("\"error_occurred\": true"), std::string::npos);
}

}  // namespace
}  // namespace llk::link::bench
