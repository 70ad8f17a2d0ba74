#include "llk/game/generators.hpp"

#include <algorithm>
#include <map>
#include <random>

namespace llk::game {
namespace {

/// Drops the last tile of every kind seen an odd number of times.
void make_even(std::vector<std::int32_t>& values) {
  std::map<std::int32_t, std::size_t> last;
  std::map<std::int32_t, int> count;
  for (std::size_t i = 0; i < values.size(); ++i)
    if (values[i] != 0) {
      ++count[values[i]];
      last[values[i]] = i;
    }
  for (const auto& [v, n] : count)
    if (n % 2 != 0) values[last[v]] = 0;
}

constexpr int kMaxRows = 6;

}  // namespace

rc::Gen<GameCase> gen_game_case(int max_cells) {
  return rc::gen::exec([max_cells] {
    const int rows = *rc::gen::inRange(1, std::min(kMaxRows, max_cells) + 1);
    const int cols = *rc::gen::inRange(1, std::max(1, max_cells / rows) + 1);
    const int kinds = *rc::gen::inRange(1, 5);
    const bool even = *rc::gen::weightedElement<bool>({{4, true}, {1, false}});
    auto values = *rc::gen::container<std::vector<std::int32_t>>(
        static_cast<std::size_t>(rows * cols), rc::gen::inRange(0, kinds + 1));
    if (even) make_even(values);
    GameCase c;
    c.board = Board(rows, cols, std::move(values));
    c.config.rules = *rc::gen::element(Rules::hdu, Rules::classic);
    c.config.turns = *rc::gen::weightedElement<int>({{1, 0}, {2, 1}, {6, 2}, {1, 3}});
    return c;
  });
}

Board sample_board(std::uint64_t seed, int max_cells) {
  std::mt19937_64 rng(seed);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const int rows = pick(1, std::min(kMaxRows, std::max(1, max_cells)));
  const int cols = pick(std::max(1, std::min(max_cells / rows, 2)), std::max(1, max_cells / rows));
  const int kinds = pick(1, 1 + pick(0, 5));
  const int empty_pct = pick(0, 3) * 15;  // full boards, and boards with holes
  std::vector<std::int32_t> values(static_cast<std::size_t>(rows * cols));
  for (std::int32_t& v : values) v = pick(0, 99) < empty_pct ? 0 : pick(1, kinds);
  if (pick(0, 4) != 0) make_even(values);
  return Board(rows, cols, std::move(values));
}

Config sample_config(std::uint64_t seed) {
  std::mt19937_64 rng(seed ^ 0x9e3779b97f4a7c15ULL);
  Config c;
  c.rules = rng() % 2 ? Rules::classic : Rules::hdu;
  static constexpr int kTurns[] = {0, 1, 2, 2, 2, 2, 2, 3};
  c.turns = kTurns[rng() % 8];
  return c;
}

rc::Gen<GameCase> gen_differential_case(int min_tiles, int max_tiles) {
  return rc::gen::exec([min_tiles, max_tiles] {
    const std::uint64_t seed = *rc::gen::arbitrary<std::uint64_t>();
    GameCase c;
    for (std::uint64_t t = 0;; ++t) {  // sample_board() gives 11 to 24 tiles often enough
      const std::uint64_t s = seed + 0x9e3779b97f4a7c15ULL * t;
      c.board = sample_board(
          s, min_tiles +
                 static_cast<int>(s % static_cast<std::uint64_t>(37 - std::min(min_tiles, 36))));
      c.config = sample_config(s);
      const auto tiles = static_cast<int>(tile_count(c.board));
      if ((tiles >= min_tiles && tiles <= max_tiles) || t == 1000) break;
    }
    return c;
  });
}

}  // namespace llk::game
