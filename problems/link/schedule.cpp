/// The stress schedule: input number i of seed s is drawn from its own std::mt19937_64 seeded
/// with mix(s, i), so any input can be rebuilt alone (`llk stress --seed s --from i`).
///
/// Tiers by input number i (every input packs several cases and stays within the judge limits):
///   i < 40              tiny:   boards up to 4 x 4, ~60 cases per input; input 2 every shape
///                       from 1 x 1 to 6 x 6, one case each
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

namespace llk::link {
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

/// A 1000 x 999 board (n and m at their limits, now and then a little less), empty but for
/// `queries` pairs (49, the most a case may ask). `walled`: each target in a ring of tiles of
/// radius 1 or 2, so no path reaches it and a search from the source sweeps the whole board;
/// otherwise the pairs sit on the edges.
Case worst_case(Rng& rng, bool walled, int queries = 49) {
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
  for (int pair = 0; static_cast<int>(out.queries.size()) < queries && pair < 400; ++pair) {
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

/// Every query of `c` replaced by queries of a cell with itself: tiles first (boxed in, beside an
/// empty cell, on the edges), then empty cells.
void same_cell_queries(Rng& rng, Case& c) {
  const Board& b = c.board;
  std::vector<Cell> tiles, empty;
  for (int r = 1; r <= b.rows(); ++r)
    for (int col = 1; col <= b.cols(); ++col) (b.at(r, col) ? tiles : empty).push_back({r, col});
  std::shuffle(tiles.begin(), tiles.end(), rng);
  std::shuffle(empty.begin(), empty.end(), rng);
  c.queries.clear();
  for (std::size_t i = 0; i < tiles.size() && c.queries.size() < 40; ++i)
    c.queries.push_back({tiles[i], tiles[i]});
  for (std::size_t i = 0; i < empty.size() && c.queries.size() < 49; ++i)
    c.queries.push_back({empty[i], empty[i]});
}

/// A case on an n x m board whose pairs sit on the last row and the last column and link along
/// them (a bound checked against the other side's size breaks them), and random queries after.
Case shape_case(Rng& rng, int rows, int cols) {
  Case c = make_case(rng, rows, cols);
  Board& b = c.board;
  const std::int32_t v = std::numeric_limits<std::int32_t>::max() - uniform(rng, 0, 3);
  std::vector<Query> edge;
  if (cols >= 2) {  // the two ends of the last row, the row between them emptied
    for (int col = 1; col <= cols; ++col) b.set(rows, col, 0);
    b.set(rows, 1, v);
    b.set(rows, cols, v);
    edge.push_back({{rows, 1}, {rows, cols}});
  }
  if (rows >= 2) {  // the two ends of the last column
    for (int r = 1; r <= rows; ++r)
      if (!(r == rows && cols >= 2)) b.set(r, cols, 0);
    b.set(1, cols, v);
    if (cols < 2) b.set(rows, cols, v);
    edge.push_back({{1, cols}, {rows, cols}});
  }
  c.queries.insert(c.queries.begin(), edge.begin(), edge.end());
  if (c.queries.size() > 49) c.queries.resize(49);
  return c;
}

}  // namespace

std::vector<NamedCases> test_candidates(std::uint64_t seed) {
  std::vector<NamedCases> out;
  Rng rng(splitmix(seed ^ 0x7e57c0de7e57c0deULL));
  auto schedule_cases = [&](std::initializer_list<std::uint64_t> indices) {
    std::vector<Case> cases;
    for (const std::uint64_t i : indices)
      for (Case& c : stress_input(seed, i)) cases.push_back(std::move(c));
    return cases;
  };
  out.push_back({"tiny-boards",
                 "about 240 random boards up to 4 x 4 in every style, 49 queries on most: the "
                 "breadth where small-board bugs show",
                 schedule_cases({0, 1, 2, 4}), false, true});
  out.push_back({"small-boards", "about 120 random boards up to 10 x 10 in every style",
                 schedule_cases({40, 41, 42, 43}), false, true});
  {
    NamedCases shapes{"every-shape",
                      "every board shape from 1 x 1 to 6 x 6 (n != m included), pairs on the last "
                      "row and column that link along them, values near 2^31 - 1",
                      {},
                      false,
                      true};
    for (int r = 1; r <= 6; ++r)
      for (int c = 1; c <= 6; ++c) shapes.cases.push_back(shape_case(rng, r, c));
    out.push_back(std::move(shapes));
  }
  {
    NamedCases same{"same-cell",
                    "queries of a cell with itself: tiles boxed in, beside empty cells, in corners "
                    "and on edges, and empty cells (every answer NO)",
                    {},
                    false,
                    true};
    for (int i = 0; i < 60; ++i) {
      Case c = make_case(rng, side(rng, 8), side(rng, 8));
      same_cell_queries(rng, c);
      same.cases.push_back(std::move(c));
    }
    out.push_back(std::move(same));
  }
  auto heavy = [&](std::string name, std::string purpose, Case big, bool required) {
    NamedCases h{std::move(name), std::move(purpose), {std::move(big)}, true, required};
    // Small cases after the big one: state leaked from it shows there.
    for (int i = 0; i < 6; ++i) h.cases.push_back(make_case(rng, side(rng, 6), side(rng, 6)));
    out.push_back(std::move(h));
  };
  // 24 sweeps of the whole board: a correct search per query (a BFS) needs a few seconds of
  // the 10 s, one without memory (a DFS over paths) far more than the limit.
  heavy("walled-1000x999",
        "an empty 1000 x 999 board but for 24 pairs, each target walled in by a ring of tiles "
        "(every answer NO after a search that sweeps the board), sources on the last row and "
        "column, values near 2^31 - 1; small cases after it",
        worst_case(rng, true, 24), true);
  heavy("edges-1000x999",
        "an empty 1000 x 999 board with 49 pairs on the last row, the last column and the "
        "corners: paths run along the edges; small cases after it",
        worst_case(rng, false), true);
  heavy("open-1000x999",
        "a 1000 x 999 board, mostly empty, 49 queries (pairs, same cells, empty cells): where "
        "a search without memory explodes; small cases after it",
        make_case(rng, 1000, 999, Style::open), true);
  heavy("dense-1000x999", "a 1000 x 999 board, mostly tiles, 49 queries; small cases after it",
        make_case(rng, 1000, 999, Style::dense), false);
  heavy("walls-1000x999", "a 1000 x 999 board crossed by walls with doors, 49 queries",
        make_case(rng, 1000, 999, Style::walls), false);
  out.push_back({"medium-boards", "random boards up to 40 x 40 in every style",
                 schedule_cases({200, 201, 202, 203}), false, false});
  out.push_back({"large-then-small", "a board up to 300 x 300, then small boards after it",
                 schedule_cases({31, 47}), false, false});
  for (std::uint64_t k = 0; k < 6; ++k)
    out.push_back({"tiny-boards-" + std::to_string(k + 2), "more random boards up to 4 x 4",
                   schedule_cases({5 + 4 * k, 6 + 4 * k, 8 + 4 * k, 9 + 4 * k}), false, false});
  for (std::uint64_t k = 0; k < 4; ++k)
    out.push_back({"small-boards-" + std::to_string(k + 2), "more random boards up to 10 x 10",
                   schedule_cases({44 + 4 * k, 45 + 4 * k, 46 + 4 * k, 48 + 4 * k}), false, false});
  return out;
}

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
  } else if (index == 2) {
    // Every shape up to 6 x 6 once, early: a bug of one narrow shape (2 x 6) shows at once,
    // before the first judge-size input (3) can take a worker for a whole time limit.
    for (int rows = 1; rows <= 6; ++rows)
      for (int cols = 1; cols <= 6; ++cols) cases.push_back(make_case(rng, rows, cols));
  } else if (index < 40) {
    add_small_cases(rng, cases, 4, 1000, 60);
  } else if (index < 200) {
    add_small_cases(rng, cases, 10, 3000, 30);
  } else {
    add_small_cases(rng, cases, 40, 8000, 8);
  }
  return cases;
}

}  // namespace llk::link
