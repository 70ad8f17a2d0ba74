/// llk-bench: in-process figures side by side in one run -- per-query time of every production
/// solver and of the oracle against board size, and reader throughput against the tokenizer floor.

#include <benchmark/benchmark.h>

#include <map>
#include <memory>
#include <string>
#include <tuple>

#include "bench_inputs.hpp"
#include "llk/link/judge_format.hpp"
#include "llk/link/oracle.hpp"
#include "llk/link/solver.hpp"
#include "tokenizer.hpp"

namespace llk::link::bench {
namespace {

/// Boards of the scaling series; a size is generated once and shared by every benchmark.
const Case& scaling_case(Shape shape, int size) {
  static std::map<std::pair<Shape, int>, Case> cache;
  auto it = cache.find({shape, size});
  if (it == cache.end()) {
    InputSpec spec;
    spec.shape = shape;
    spec.rows = spec.cols = size;
    spec.queries = 64;
    it = cache.emplace(std::pair{shape, size}, make_case(spec, 0)).first;
  }
  return it->second;
}

/// Judge-size inputs in memory, one per shape.
const std::string& judge_input(Shape shape) {
  static std::map<Shape, std::string> cache;
  auto it = cache.find(shape);
  if (it == cache.end()) {
    InputSpec spec;
    spec.shape = shape;
    it = cache.emplace(shape, make_input(spec)).first;
  }
  return it->second;
}

void per_query_counters(benchmark::State& state, int size, std::size_t yes) {
  state.SetItemsProcessed(state.iterations());
  state.counters["n+m"] = 2.0 * size;
  state.counters["yes"] = static_cast<double>(yes);
}

/// One solver's time per query after prepare() (not timed), cycling through the board's queries.
void BM_SolverQuery(benchmark::State& state, std::string name, Shape shape) {
  const int size = static_cast<int>(state.range(0));
  const Case& c = scaling_case(shape, size);
  std::unique_ptr<Solver> solver = production_solvers().find(name)->make();
  solver->prepare(c.board, Config{});
  std::size_t i = 0, yes = 0;
  for (auto _ : state) {
    const Answer a = solver->solve(c.queries[i++ % c.queries.size()]);
    yes += a.yes;
    benchmark::DoNotOptimize(a);
  }
  per_query_counters(state, size, yes);
}

/// One solver's prepare() on a new board: the O(n*m) pass paid once per case.
void BM_SolverPrepare(benchmark::State& state, std::string name, Shape shape) {
  const int size = static_cast<int>(state.range(0));
  const Case& c = scaling_case(shape, size);
  std::unique_ptr<Solver> solver = production_solvers().find(name)->make();
  for (auto _ : state) solver->prepare(c.board, Config{});
  state.counters["cells"] = static_cast<double>(size) * size;
}

/// The oracle's time per query (its graph is built once per board, outside the timing).
void BM_OracleQuery(benchmark::State& state, Shape shape) {
  const int size = static_cast<int>(state.range(0));
  const Case& c = scaling_case(shape, size);
  GraphOracle oracle;
  oracle.prepare(c.board, Config{});
  std::size_t i = 0, yes = 0;
  for (auto _ : state) {
    const Answer a = oracle.solve(c.queries[i++ % c.queries.size()]);
    yes += a.yes;
    benchmark::DoNotOptimize(a);
  }
  per_query_counters(state, size, yes);
}

/// The oracle's graph construction for one board.
void BM_OraclePrepare(benchmark::State& state, Shape shape) {
  const int size = static_cast<int>(state.range(0));
  const Case& c = scaling_case(shape, size);
  GraphOracle oracle;
  for (auto _ : state) oracle.prepare(c.board, Config{});
}

/// The judge-format reader over a whole judge-size input.
void BM_Reader(benchmark::State& state, Shape shape) {
  const std::string& text = judge_input(shape);
  for (auto _ : state) {
    ParsedInput parsed = parse_judge(text);
    if (parsed.error || parsed.cases.size() != 3) state.SkipWithError("reader rejected input");
    benchmark::DoNotOptimize(parsed);
  }
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}

/// The tokenizer floor over the same bytes.
void BM_Tokenizer(benchmark::State& state, Shape shape) {
  const std::string& text = judge_input(shape);
  for (auto _ : state) {
    TokenSum t;
    t.feed(text.data(), text.size());
    t.finish();
    benchmark::DoNotOptimize(t.sum);
  }
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}

void register_all() {
  const std::vector<int> scaling = {100, 200, 500, 1000, 2000, 4000};
  const Shape solver_shapes[] = {Shape::open, Shape::sparse};
  for (const SolverInfo& info : production_solvers().all()) {
    for (Shape shape : solver_shapes) {
      const std::string suffix = info.name + "/" + std::string(to_string(shape));
      auto* q = benchmark::RegisterBenchmark(("query/" + suffix).c_str(), BM_SolverQuery, info.name,
                                             shape);
      auto* p = benchmark::RegisterBenchmark(("prepare/" + suffix).c_str(), BM_SolverPrepare,
                                             info.name, shape);
      for (int n : scaling) {
        q->Arg(n);
        p->Arg(n);
      }
      q->Unit(benchmark::kMicrosecond);
      p->Unit(benchmark::kMillisecond);
    }
  }
  for (Shape shape : solver_shapes) {
    const std::string suffix = "oracle/" + std::string(to_string(shape));
    benchmark::RegisterBenchmark(("query/" + suffix).c_str(), BM_OracleQuery, shape)
        ->Arg(50)
        ->Arg(100)
        ->Arg(200)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("prepare/" + suffix).c_str(), BM_OraclePrepare, shape)
        ->Arg(50)
        ->Arg(100)
        ->Arg(200)
        ->Unit(benchmark::kMillisecond);
  }
  for (Shape shape : kAllShapes) {
    const std::string s(to_string(shape));
    benchmark::RegisterBenchmark(("reader/" + s).c_str(), BM_Reader, shape)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("tokenizer/" + s).c_str(), BM_Tokenizer, shape)
        ->Unit(benchmark::kMillisecond);
  }
}

}  // namespace
}  // namespace llk::link::bench

int main(int argc, char** argv) {
  llk::link::bench::register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
