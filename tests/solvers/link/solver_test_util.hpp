#pragma once
/// Shared helpers for the solver tests: boards from text, supported configs, random boards.

#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "llk/link/board.hpp"
#include "llk/link/solver.hpp"

namespace llk::link::test {

/// A board from whitespace-separated values, row-major.
inline Board board_from(int rows, int cols, const std::string& text) {
  std::istringstream in(text);
  std::vector<std::int32_t> values;
  std::int32_t v = 0;
  while (in >> v) values.push_back(v);
  return Board(rows, cols, std::move(values));
}

/// Every config (both rules, K in 0..max_k) that the capabilities support.
inline std::vector<Config> supported_configs(const Capabilities& caps, int max_k) {
  std::vector<Config> out;
  for (Rules rules : {Rules::hdu, Rules::classic})
    for (int k = 0; k <= max_k; ++k)
      if (caps.supports(Config{rules, k})) out.push_back(Config{rules, k});
  return out;
}

inline std::string describe(const Config& c) {
  return std::string(to_string(c.rules)) + " K=" + std::to_string(c.turns);
}

inline std::string describe(const Query& q) {
  return "(" + std::to_string(q.a.row) + "," + std::to_string(q.a.col) + ")-(" +
         std::to_string(q.b.row) + "," + std::to_string(q.b.col) + ")";
}

inline std::string describe(const Board& b) {
  std::string s = std::to_string(b.rows()) + " " + std::to_string(b.cols()) + "\n";
  for (int r = 1; r <= b.rows(); ++r) {
    for (int c = 1; c <= b.cols(); ++c) s += std::to_string(b.at(r, c)) + " ";
    s += "\n";
  }
  return s;
}

/// A random board: sizes in 1..max_n x 1..max_m, values 0..max_value, empty with probability
/// `zero_percent` / 100.
inline Board random_board(std::mt19937& rng, int max_n, int max_m, int max_value,
                          int zero_percent) {
  const int n = std::uniform_int_distribution<int>(1, max_n)(rng);
  const int m = std::uniform_int_distribution<int>(1, max_m)(rng);
  Board b(n, m);
  std::uniform_int_distribution<int> pct(0, 99), val(1, max_value);
  for (int r = 1; r <= n; ++r)
    for (int c = 1; c <= m; ++c) b.set(r, c, pct(rng) < zero_percent ? 0 : val(rng));
  return b;
}

/// Random queries, mostly pairs of equal non-zero tiles, some arbitrary (including cells
/// off the board by one, the same cell twice and empty cells).
inline std::vector<Query> random_queries(std::mt19937& rng, const Board& b, int count) {
  std::vector<Cell> tiles;
  for (int r = 1; r <= b.rows(); ++r)
    for (int c = 1; c <= b.cols(); ++c)
      if (b.at(r, c) != 0) tiles.push_back({r, c});
  std::vector<Query> out;
  std::uniform_int_distribution<int> pct(0, 99);
  auto any_cell = [&] {
    return Cell{std::uniform_int_distribution<int>(0, b.rows() + 1)(rng),
                std::uniform_int_distribution<int>(0, b.cols() + 1)(rng)};
  };
  for (int i = 0; i < count; ++i) {
    if (tiles.size() >= 2 && pct(rng) < 85) {
      std::uniform_int_distribution<std::size_t> pick(0, tiles.size() - 1);
      const Cell a = tiles[pick(rng)];
      // Prefer a partner of the same kind when there is one.
      std::vector<Cell> same;
      for (Cell t : tiles)
        if (!(t == a) && b.at(t) == b.at(a)) same.push_back(t);
      const Cell other =
          same.empty() ? tiles[pick(rng)]
                       : same[std::uniform_int_distribution<std::size_t>(0, same.size() - 1)(rng)];
      out.push_back({a, other});
    } else {
      out.push_back({any_cell(), any_cell()});
    }
  }
  return out;
}

}  // namespace llk::link::test
