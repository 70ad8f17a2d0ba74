/// Generation of escape cases for RapidCheck, with hand-written shrinking.

#include "llk/escape/generators.hpp"

#include <algorithm>
#include <array>
#include <ostream>
#include <random>
#include <utility>

#include "llk/escape/oracle.hpp"

namespace llk::escape {
namespace {

constexpr int kJudgeMaxTime = 49;

int uniform(std::mt19937_64& rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

/// Depth of D in a randomized DFS tree from S (a simple path, so a YES time), or -1.
int random_path_length(const Maze& m, std::mt19937_64& rng) {
  const Cell start = *m.find(kStart), door = *m.find(kDoor);
  std::vector<int> depth(m.cells().size(), -1);
  depth[m.index(start)] = 0;
  const Cell steps[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  // Recursive-style DFS with an explicit stack of (cell, next direction) to keep tree depths.
  std::vector<std::pair<Cell, int>> frames{{start, 0}};
  std::vector<std::array<int, 4>> orders;
  const auto order = [&] {
    std::array<int, 4> o{0, 1, 2, 3};
    std::shuffle(o.begin(), o.end(), rng);
    return o;
  };
  orders.push_back(order());
  while (!frames.empty()) {
    auto& [at, k] = frames.back();
    if (at == door) return depth[m.index(at)];
    if (k == 4) {
      frames.pop_back();
      orders.pop_back();
      continue;
    }
    const Cell step = steps[orders.back()[k++]];
    const Cell next{at.row + step.row, at.col + step.col};
    if (!m.inside(next) || m.at(next) == kWall || depth[m.index(next)] >= 0) continue;
    depth[m.index(next)] = depth[m.index(at)] + 1;
    frames.push_back({next, 0});
    orders.push_back(order());
  }
  return -1;
}

Case random_case(std::mt19937_64& rng, int rows, int cols, int attempt) {
  const int density = std::min(7, uniform(rng, 0, 5) + attempt / 3);  // tenths of the cells
  std::string cells(static_cast<std::size_t>(rows * cols), kOpen);
  for (char& ch : cells)
    if (uniform(rng, 0, 9) < density) ch = kWall;
  const int n = rows * cols;
  const int s = uniform(rng, 0, n - 1);
  int d = uniform(rng, 0, n - 2);
  if (d >= s) ++d;
  cells[s] = kStart;
  cells[d] = kDoor;
  Case c{Maze(rows, cols, std::move(cells)), 1};
  const int dist = manhattan(c.maze.cell(s), c.maze.cell(d));
  const int mode = uniform(rng, 0, 9);
  int t = -1;
  if (mode < 5) t = random_path_length(c.maze, rng);
  if (t < 0 && mode < 7) t = dist + 2 * uniform(rng, 0, 3);
  if (t < 0) t = uniform(rng, 1, c.maze.free_cells() + 2);
  c.time = std::clamp(t, 1, kJudgeMaxTime);
  return c;
}

bool cheap(const Case& c, const GenOptions& o) {
  return walk_tree_size(c, o.walk_budget) <= o.walk_budget;
}

Case generate(std::mt19937_64& rng, int size, const GenOptions& o) {
  const int side_max = 2 + (std::max(2, o.max_side) - 2) * std::clamp(size, 0, 100) / 100;
  // The larger of two draws: big mazes are where searches explode, so they come often. The
  // shape stays fixed across attempts; only the walls thicken until the case is cheap.
  const auto side = [&] { return std::max(uniform(rng, 2, side_max), uniform(rng, 2, side_max)); };
  const int rows = side(), cols = side();
  for (int attempt = 0;; ++attempt) {
    Case c = random_case(rng, rows, cols, attempt);
    if (cheap(c, o)) return c;
    if (attempt >= 20) {
      // Dense enough never came: a short T always keeps the walk tree small.
      c.time = std::min(c.time, 6);
      if (cheap(c, o)) return c;
    }
  }
}

Case drop(const Case& c, bool row, int which) {
  const Maze& m = c.maze;
  const int rows = row ? m.rows() - 1 : m.rows(), cols = row ? m.cols() : m.cols() - 1;
  std::string cells;
  for (int r = 0; r < m.rows(); ++r)
    for (int k = 0; k < m.cols(); ++k)
      if ((row ? r : k) != which) cells += m.at({r, k});
  return Case{Maze(rows, cols, std::move(cells)), c.time};
}

}  // namespace

std::vector<Case> shrink_case(const Case& c) {
  std::vector<Case> out;
  const Maze& m = c.maze;
  for (const bool row : {true, false}) {
    const int extent = row ? m.rows() : m.cols();
    if (extent <= 2) continue;
    for (int which = extent - 1; which >= 0; --which) {
      Case smaller = drop(c, row, which);
      if (well_formed(smaller)) out.push_back(std::move(smaller));
    }
  }
  for (const int t : {c.time / 2, c.time - 2, c.time - 1}) {
    if (t < 1 || t >= c.time) continue;
    Case shorter = c;
    shorter.time = t;
    out.push_back(std::move(shorter));
  }
  for (int i = 0; i < static_cast<int>(m.cells().size()); ++i) {
    if (m.cells()[i] != kWall) continue;
    Case opened = c;
    opened.maze.set(m.cell(i), kOpen);
    out.push_back(std::move(opened));
  }
  return out;
}

rc::Gen<Case> gen_case(GenOptions options) {
  return rc::Gen<Case>([options](const rc::Random& random, int size) {
    rc::Random r = random;
    std::mt19937_64 rng(r.next());
    return rc::shrinkable::shrinkRecur(generate(rng, size, options), [options](const Case& c) {
      // Shrinks stay cheap too, so minimizing never meets an exploding unpruned search.
      std::vector<Case> all = shrink_case(c), kept;
      for (Case& s : all)
        if (cheap(s, options)) kept.push_back(std::move(s));
      return rc::seq::fromContainer(std::move(kept));
    });
  });
}

std::vector<Case> sample_cases(std::uint64_t seed, int count, GenOptions options) {
  std::mt19937_64 rng(seed);
  std::vector<Case> out;
  out.reserve(static_cast<std::size_t>(std::max(count, 0)));
  // Three in four at full size, the rest spread over the small sizes RapidCheck starts with.
  for (int i = 0; i < count; ++i)
    out.push_back(generate(rng, i % 4 == 0 ? (i * 37) % 101 : 100, options));
  return out;
}

std::vector<Case> worst_cases(std::uint64_t seed, int count) {
  std::mt19937_64 rng(seed);
  std::vector<Case> out;
  while (static_cast<int>(out.size()) < count) {
    std::string cells(36, kOpen);
    for (int w = uniform(rng, 0, 3); w > 0; --w)
      cells[static_cast<std::size_t>(uniform(rng, 0, 35))] = kWall;
    std::vector<int> open;
    for (int i = 0; i < 36; ++i)
      if (cells[static_cast<std::size_t>(i)] == kOpen) open.push_back(i);
    std::shuffle(open.begin(), open.end(), rng);
    cells[static_cast<std::size_t>(open[0])] = kStart;
    cells[static_cast<std::size_t>(open[1])] = kDoor;
    Case c{Maze(6, 6, std::move(cells)), 1};
    // T just below the free cells: almost every cell must be walked, and the answer turns on it.
    c.time = std::clamp(c.maze.free_cells() - 1 - uniform(rng, 0, 3), 1, kJudgeMaxTime);
    out.push_back(std::move(c));
  }
  return out;
}

void showValue(const Case& c, std::ostream& os) {
  os << "\n" << to_text(c);
}

}  // namespace llk::escape
