/// Fuzzer bytes as escape mazes: the layout of llk/escape/decode.hpp.

#include "llk/escape/decode.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "llk/core/byte_layout.hpp"

namespace llk::escape {

// The walk tree (every walk of up to T moves, walk_tree_size) grown a level at a time: N(t), its
// nodes down to depth t, for each t until N passes the budget. T itself when N(T) fits, else
// the largest t below T whose N(t) fits (at least 1), as deepening walk_tree_size from 1 finds;
// one pass over at most about the budget's nodes (deepening walked it several times).
int capped_time(Case c) {
  const Maze& m = c.maze;
  const int start = m.index(*m.find(kStart));
  struct Walk {
    std::uint64_t used;
    int at;
  };
  // Each cell's open neighbours, looked up once: the levels then step without bounds checks.
  constexpr int kStep[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  // Kept across calls (decode and every mutation step ask): no allocation once warm.
  thread_local std::vector<std::array<int, 4>> near;
  thread_local std::vector<Walk> level, next;
  near.resize(static_cast<std::size_t>(m.rows() * m.cols()));
  for (int i = 0; i < m.rows() * m.cols(); ++i)
    for (int k = 0; k < 4; ++k) {
      const Cell to{m.cell(i).row + kStep[k][0], m.cell(i).col + kStep[k][1]};
      near[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)] =
          m.inside(to) && m.at(to) != kWall ? m.index(to) : -1;
    }
  level.assign(1, {std::uint64_t{1} << start, start});
  std::size_t nodes = 1;  // N(0)
  for (int depth = 1; depth <= c.time; ++depth) {
    next.clear();
    for (const Walk& w : level)
      for (const int i : near[static_cast<std::size_t>(w.at)]) {
        if (i < 0 || (w.used >> i & 1) != 0) continue;
        if (nodes + next.size() + 1 > kDecodeWalkBudget) return std::max(1, depth - 1);
        next.push_back({w.used | std::uint64_t{1} << i, i});
      }
    nodes += next.size();
    level.swap(next);
  }
  return c.time;
}

std::vector<Case> decode(std::span<const std::uint8_t> bytes) {
  const ByteLayout all(bytes);
  std::vector<Case> mazes;
  const std::size_t count = all.blocks(0, kDecodeCaseBytes, kDecodeCases);
  for (std::size_t i = 0; i < count; ++i) {
    const ByteLayout b = all.from(i * kDecodeCaseBytes);
    const int rows = b.pick(0, 2, kDecodeSide), cols = b.pick(1, 2, kDecodeSide);
    const int cells = rows * cols;
    const int start = b.at(2) % cells;
    int door = b.at(3) % cells;
    if (door == start) door = (door + 1) % cells;
    const int wall_share = b.at(5);
    std::string grid(static_cast<std::size_t>(cells), kOpen);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        if (b.at(kDecodeGrid + static_cast<std::size_t>(r) * kDecodeSide +
                 static_cast<std::size_t>(c)) < wall_share)
          grid[static_cast<std::size_t>(r * cols + c)] = kWall;
    grid[static_cast<std::size_t>(start)] = kStart;
    grid[static_cast<std::size_t>(door)] = kDoor;
    Case c{Maze(rows, cols, std::move(grid)), b.pick(4, 1, 49)};
    c.time = capped_time(c);
    mazes.push_back(std::move(c));
  }
  return mazes;
}

}  // namespace llk::escape
