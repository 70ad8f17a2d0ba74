/// The stress schedule: input number i of seed s is drawn from its own std::mt19937_64 seeded
/// with mix(s, i), so any input can be rebuilt alone (`llk stress --seed s --from i`).
///
/// Tiers by input number i (every input packs several cases and stays within the judge limits):
///   i < 40              tiny:   boards up to 4 x 4, ~60 cases per input
///   i < 200             small:  up to 10 x 10, ~30 cases
///   otherwise           medium: up to 40 x 40, ~8 cases
/// and, overriding the tier:
///   input 3, then every 16th (i % 16 == 7)   worst case at judge size, one of three in turn:
///       walled:  n and m at their limits, empty but for the queried tiles, every target walled
///                in by a ring of tiles (so a search from the source covers the whole board), a
///                third of the sources on the last row or column, values up to 2^31-1
///       edges:   the same empty board with every pair on the last row, the last column or a
///                corner, so paths run to the edge of the board and around it
///       judge:   one random case of n <= 1000, m <= 999 in any style
///     then small cases after it (state leaked from the big case shows there)
///   every 16th input from 15 on (i % 16 == 15)   large: one case up to 300 x 300 first
/// Each case draws a style (open, dense, mixed, walls, two-kinds), a value palette (small labels
/// or values spread over the whole int32 range, 255/256/257/65536/INT32_MAX among them), tiles on
/// every border cell one time in four, and 1..49 queries (49 half the time): mostly pairs of equal
/// tiles, also arbitrary cells, a cell with itself, empty cells and border tiles.

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <random>
#include <unordered_map>

#include "llk/link/schedule.hpp"

namespace llk {
namespace {

std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

using Rng = std::mt19937_64;

int uniform(Rng& rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}
double real(Rng& rng) {
  return std::uniform_real_distribution<double>(0, 1)(rng);
}
bool chance(Rng& rng, double p) {
  return real(rng) < p;
}

/// A side length up to `max`, biased to the extremes (1 and max) where bounds bugs live.
int side(Rng& rng, int max) {
  const double p = real(rng);
  if (p < 0.12) return 1;
  if (p < 0.30) return max;
  if (p < 0.55) return uniform(rng, 1, std::min(max, 4));
  return uniform(rng, 1, max);
}

enum class Style { open, dense, mixed, walls, two_kinds };

std::vector<std::int32_t> palette(Rng& rng) {
  static const std::int32_t special[] = {255,
                                         256,
                                         257,
                                         65535,
                                         65536,
                                         65537,
                                         1 << 24,
                                         1 << 30,
                                         std::numeric_limits<int>::max() - 1,
                                         std::numeric_limits<int>::max()};
  const int kinds_choice[] = {1, 2, 3, 4, 6, 10, 40};
  const int kinds = kinds_choice[uniform(rng, 0, 6)];
  std::vector<std::int32_t> p;
  const double mode = real(rng);
  for (int k = 0; k < kinds; ++k) {
    if (mode < 0.55)
      p.push_back(k + 1);  // small labels
    else if (mode < 0.8)
      p.push_back(special[uniform(rng, 0, 9)]);
    else
      p.push_back(std::uniform_int_distribution<std::int32_t>(
          1, std::numeric_limits<std::int32_t>::max())(rng));
  }
  if (mode >= 0.55 && chance(rng, 0.5)) p.push_back(1);  // 1 next to 257, 65537, ...
  return p;
}

Case make_case(Rng& rng, int rows, int cols, std::optional<Style> forced = std::nullopt) {
  const auto styles = 5;
  const Style drawn = static_cast<Style>(uniform(rng, 0, styles - 1));
  const Style style = forced ? *forced : drawn;
  std::vector<std::int32_t> pal = palette(rng);
  if (style == Style::two_kinds) pal.resize(std::min<std::size_t>(pal.size(), 2));
  auto tile = [&] { return pal[static_cast<std::size_t>(uniform(rng, 0, int(pal.size()) - 1))]; };
  double density = 0;
  switch (style) {
    case Style::open:
      density = real(rng) * 0.12;
      break;
    case Style::dense:
      density = 0.75 + real(rng) * 0.25;
      break;
    case Style::mixed:
    case Style::two_kinds:
      density = real(rng);
      break;
    case Style::walls:
      density = real(rng) * 0.08;
      break;
  }
  Board b(rows, cols);
  std::bernoulli_distribution filled(density);
  for (int r = 1; r <= rows; ++r)
    for (int c = 1; c <= cols; ++c)
      if (filled(rng)) b.set(r, c, tile());
  if (style == Style::walls) {
    // Full rows and columns of tiles with a few gaps: paths must find the doors.
    const int walls = uniform(rng, 1, 2 + (rows + cols) / 6);
    for (int w = 0; w < walls; ++w) {
      const bool horizontal = chance(rng, 0.5);
      const int at = horizontal ? uniform(rng, 1, rows) : uniform(rng, 1, cols);
      const int len = horizontal ? cols : rows;
      for (int i = 1; i <= len; ++i) {
        if (chance(rng, 0.15)) continue;
        if (horizontal)
          b.set(at, i, tile());
        else
          b.set(i, at, tile());
      }
    }
  }
  if (chance(rng, 0.25)) {  // tiles on every border cell
    for (int c = 1; c <= cols; ++c) {
      b.set(1, c, tile());
      b.set(rows, c, tile());
    }
    for (int r = 1; r <= rows; ++r) {
      b.set(r, 1, tile());
      b.set(r, cols, tile());
    }
  }

  // Index the tiles by value so queries can aim at equal pairs.
  std::unordered_map<std::int32_t, std::vector<Cell>> by_value;
  std::vector<Cell> tiles, border_tiles;
  for (int r = 1; r <= rows; ++r)
    for (int c = 1; c <= cols; ++c) {
      if (b.at(r, c) == 0) continue;
      by_value[b.at(r, c)].push_back({r, c});
      tiles.push_back({r, c});
      if (r == 1 || c == 1 || r == rows || c == cols) border_tiles.push_back({r, c});
    }
  auto any_cell = [&] { return Cell{uniform(rng, 1, rows), uniform(rng, 1, cols)}; };
  auto pick = [&](const std::vector<Cell>& v) {
    return v[static_cast<std::size_t>(uniform(rng, 0, int(v.size()) - 1))];
  };
  auto partner = [&](Cell a) {
    const auto& same = by_value[b.at(a)];
    return same.size() > 1 ? pick(same) : any_cell();
  };

  Case out;
  const int q = chance(rng, 0.5) ? 49 : uniform(rng, 1, 49);
  for (int i = 0; i < q; ++i) {
    const double p = real(rng);
    Query query;
    if (p < 0.6 && !tiles.empty()) {
      query.a = pick(tiles);
      query.b = partner(query.a);
    } else if (p < 0.72 && !border_tiles.empty()) {
      query.a = pick(border_tiles);
      query.b = partner(query.a);
    } else if (p < 0.78) {
      query.a = query.b = tiles.empty() ? any_cell() : pick(tiles);
    } else if (p < 0.9 && !tiles.empty()) {
      query.a = pick(tiles);
      query.b = any_cell();
    } else {
      query.a = any_cell();
      query.b = any_cell();
    }
    if (chance(rng, 0.5)) std::swap(query.a, query.b);
    out.queries.push_back(query);
  }
  out.board = std::move(b);
  return out;
}

/// Values for the pairs of a worst case: distinct, most of them near the top of the int32 range.
std::int32_t pair_value(Rng& rng, int pair) {
  if (chance(rng, 0.5)) return std::numeric_limits<std::int32_t>::max() - pair;
  return std::uniform_int_distribution<std::int32_t>(
      1 << 24, std::numeric_limits<std::int32_t>::max() - 64)(rng);
}

/// A 1000 x 999 board (n and m at their limits, now and then a little less), empty but for 49
/// pairs. `walled`: each target in a ring of tiles of radius 1 or 2, so no path reaches it and a
/// search from the source sweeps the whole board; otherwise the pairs sit on the edges.
Case worst_case(Rng& rng, bool walled) {
  const int rows = chance(rng, 0.8) ? 1000 : uniform(rng, 990, 1000);
  const int cols = chance(rng, 0.8) ? 999 : uniform(rng, 990, 999);
  Case out;
  out.board = Board(rows, cols);
  Board& b = out.board;
  const std::int32_t wall = uniform(rng, 1, 1 << 20);  // below every pair's value
  auto edge_cell = [&] {
    switch (uniform(rng, 0, 4)) {
      case 0:
        return Cell{rows, uniform(rng, 1, cols)};
      case 1:
        return Cell{uniform(rng, 1, rows), cols};
      case 2:
        return Cell{rows, cols};
      case 3:
        return Cell{chance(rng, 0.5) ? 1 : rows, chance(rng, 0.5) ? 1 : cols};
      default:
        return Cell{uniform(rng, 1, rows), uniform(rng, 1, cols)};
    }
  };
  for (int pair = 0; static_cast<int>(out.queries.size()) < 49 && pair < 400; ++pair) {
    const int radius = uniform(rng, 1, 2);
    Cell a = walled && chance(rng, 0.67) ? Cell{uniform(rng, 1, rows), uniform(rng, 1, cols)}
                                         : edge_cell();
    if (walled && chance(rng, 0.5)) a = chance(rng, 0.5) ? Cell{rows, a.col} : Cell{a.row, cols};
    Cell t = walled ? Cell{uniform(rng, 1 + radius, rows - radius),
                           uniform(rng, 1 + radius, cols - radius)}
                    : edge_cell();
    // The ring (and the pair) must land on empty cells, away from the source.
    std::vector<Cell> ring;
    if (walled)
      for (int dr = -radius; dr <= radius; ++dr)
        for (int dc = -radius; dc <= radius; ++dc)
          if (std::max(std::abs(dr), std::abs(dc)) == radius && (radius == 2 || dr == 0 || dc == 0))
            ring.push_back({t.row + dr, t.col + dc});
    bool free = b.at(a) == 0 && b.at(t) == 0 && !(a == t);
    if (walled)
      free = free && (std::abs(a.row - t.row) > radius || std::abs(a.col - t.col) > radius);
    for (const Cell c : ring) free = free && b.at(c) == 0;
    if (!free) continue;
    const std::int32_t v = pair_value(rng, pair);
    b.set(a.row, a.col, v);
    b.set(t.row, t.col, v);
    for (const Cell c : ring) b.set(c.row, c.col, wall);
    Query q{a, t};
    if (!walled && chance(rng, 0.5)) std::swap(q.a, q.b);
    out.queries.push_back(q);
  }
  return out;
}

/// Adds small cases until the input holds about `cells` cells or `max_cases` cases.
void add_small_cases(Rng& rng, std::vector<Case>& cases, int max_side, std::size_t cells,
                     std::size_t max_cases) {
  std::size_t total = 0;
  for (const Case& c : cases) total += c.board.values().size();
  while (cases.size() < max_cases && total < cells) {
    cases.push_back(make_case(rng, side(rng, max_side), side(rng, max_side)));
    total += cases.back().board.values().size();
  }
}

}  // namespace

std::vector<Case> stress_input(std::uint64_t seed, std::uint64_t index) {
  Rng rng(splitmix(seed ^ splitmix(index + 0x5851f42d4c957f2dULL)));
  std::vector<Case> cases;
  if (index == 3 || (index >= 16 && index % 16 == 7)) {
    const std::uint64_t turn = index == 3 ? 0 : (index / 16) % 3;
    int rows = 1000, cols = 999;
    if (turn == 2 && chance(rng, 0.3)) {
      rows = uniform(rng, 300, 1000);
      cols = uniform(rng, 300, 999);
    }
    cases.push_back(turn == 2 ? make_case(rng, rows, cols) : worst_case(rng, turn == 0));
    const int small = uniform(rng, 2, 8);  // small cases after the big one: leaked state shows
    for (int i = 0; i < small; ++i) cases.push_back(make_case(rng, side(rng, 6), side(rng, 6)));
  } else if (index >= 20 && index % 16 == 15) {
    cases.push_back(make_case(rng, uniform(rng, 30, 300), uniform(rng, 30, 300)));
    const int small = uniform(rng, 1, 6);
    for (int i = 0; i < small; ++i) cases.push_back(make_case(rng, side(rng, 8), side(rng, 8)));
  } else if (index < 40) {
    add_small_cases(rng, cases, 4, 1000, 60);
  } else if (index < 200) {
    add_small_cases(rng, cases, 10, 3000, 30);
  } else {
    add_small_cases(rng, cases, 40, 8000, 8);
  }
  return cases;
}

}  // namespace llk
