// Game player figures (issue 14): each operation of each production player on dealt 8 x 16
// boards of 64 pairs, the oracle's clearing search on judge-size boards, and stateful command
// sequences per second. Times include load() where the operation needs a fresh board; BM_Load
// gives that part alone.

#include <benchmark/benchmark.h>

#include <chrono>

#include "llk/game/generators.hpp"
#include "llk/game/oracle.hpp"
#include "llk/game/player.hpp"
#include "llk/game/properties.hpp"

namespace {

using namespace llk;
using namespace llk::game;

const Config kConfig{Rules::classic, 2};

std::vector<Board> dealt(GamePlayer& e) {
  e.load(Board(8, 16), kConfig);
  std::vector<Board> out;
  for (std::uint64_t s = 1; s <= 8; ++s) out.push_back(e.deal(8, 16, 16, s));
  return out;
}

void register_player(const PlayerInfo& info) {
  auto add = [&](const char* op, auto body) {
    benchmark::RegisterBenchmark((std::string(op) + "/" + info.name).c_str(),
                                 [&info, body](benchmark::State& state) {
                                   auto e = info.make();
                                   const std::vector<Board> boards = dealt(*e);
                                   std::size_t i = 0;
                                   for (auto _ : state) body(*e, boards[i++ % boards.size()]);
                                 })
        ->Unit(benchmark::kMillisecond);
  };
  add("BM_Load", [](GamePlayer& e, const Board& b) { e.load(b, kConfig); });
  add("BM_PairCount", [](GamePlayer& e, const Board& b) {
    e.load(b, kConfig);
    benchmark::DoNotOptimize(e.pair_count());
  });
  add("BM_Hint", [](GamePlayer& e, const Board& b) {
    e.load(b, kConfig);
    benchmark::DoNotOptimize(e.hint());
  });
  add("BM_HintRemove", [](GamePlayer& e, const Board& b) {
    e.load(b, kConfig);
    benchmark::DoNotOptimize(e.remove(*e.hint()));
  });
  add("BM_Shuffle", [](GamePlayer& e, const Board& b) {
    e.load(b, kConfig);
    e.shuffle(42);
  });
  add("BM_Clear", [](GamePlayer& e, const Board& b) {
    e.load(b, kConfig);
    benchmark::DoNotOptimize(e.clear());
  });
  add("BM_Deal", [](GamePlayer& e, const Board&) {
    static std::uint64_t seed = 100;
    benchmark::DoNotOptimize(e.deal(8, 16, 16, ++seed));
  });
}

/// The oracle on boards of 36 cells: dealt ones (they clear) and random ones of few kinds.
void BM_OracleClear(benchmark::State& state) {
  std::vector<std::pair<Board, Config>> boards;
  for (std::uint64_t s = 0; boards.size() < 16; ++s) {
    Board b = sample_board(s, 36);
    if (b.rows() * b.cols() == 36) boards.push_back({b, sample_config(s)});
  }
  std::size_t i = 0;
  std::uint64_t states = 0;
  for (auto _ : state) {
    const auto& [b, c] = boards[i++ % boards.size()];
    states += oracle_clear(b, c).states;
  }
  state.counters["states/board"] =
      benchmark::Counter(static_cast<double>(states) / static_cast<double>(state.iterations()));
  state.SetLabel("16 random 36-cell boards");
}
BENCHMARK(BM_OracleClear)->Unit(benchmark::kMillisecond);

void BM_OracleClearDealt6x6(benchmark::State& state) {
  auto e = production_players().all().front().make();
  e->load(Board(6, 6), {Rules::hdu, 2});
  std::vector<Board> boards;
  for (std::uint64_t s = 1; s <= 16; ++s) boards.push_back(e->deal(6, 6, 3, s));
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(oracle_clear(boards[i++ % 16], {Rules::hdu, 2}));
}
BENCHMARK(BM_OracleClearDealt6x6)->Unit(benchmark::kMillisecond);

/// Stateful command sequences per second: one RapidCheck case is one sequence.
void BM_StatefulSequences(benchmark::State& state) {
  const PlayerInfo& info = production_players().all().front();
  LawRun p;
  p.cases = 100;
  p.max_size = 100;
  std::uint64_t seed = 0;
  for (auto _ : state) {
    p.seed = ++seed;
    benchmark::DoNotOptimize(check_stateful(info, p));
  }
  state.counters["sequences/s"] = benchmark::Counter(
      static_cast<double>(state.iterations() * p.cases), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_StatefulSequences)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  for (const PlayerInfo& e : production_players().all()) register_player(e);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
