/// Fuzzer bytes as escape mazes: the layout of llk/escape/decode.hpp.

#include "llk/escape/decode.hpp"

#include <string>

#include "llk/core/byte_layout.hpp"
#include "llk/escape/oracle.hpp"

namespace llk::escape {

// T itself when its tree fits, else deepened from 1 (the tree grows geometrically with T, so the
// deepening costs about the budget again).
int capped_time(Case c) {
  if (walk_tree_size(c, kDecodeWalkBudget) <= kDecodeWalkBudget) return c.time;
  const int asked = c.time;
  int t = 1;
  for (c.time = 2; c.time < asked && walk_tree_size(c, kDecodeWalkBudget) <= kDecodeWalkBudget;
       ++c.time)
    t = c.time;
  return t;
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
