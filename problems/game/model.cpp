#include "llk/game/model.hpp"

#include <algorithm>
#include <iterator>

#include <fmt/format.h>

namespace llk::game {

std::vector<Cell> tile_cells(const Board& board) {
  std::vector<Cell> out;
  for (int r = 1; r <= board.rows(); ++r)
    for (int c = 1; c <= board.cols(); ++c)
      if (board.at(r, c) != 0) out.push_back({r, c});
  return out;
}

std::size_t tile_count(const Board& board) {
  return static_cast<std::size_t>(std::count_if(board.values().begin(), board.values().end(),
                                                [](std::int32_t v) { return v != 0; }));
}

bool same_tiles(const Board& board, const Pair& p) {
  return board.inside(p.a) && board.inside(p.b) && !(p.a == p.b) && board.at(p.a) != 0 &&
         board.at(p.a) == board.at(p.b);
}

std::string to_text(const Pair& p) {
  return "(" + std::to_string(p.a.row) + "," + std::to_string(p.a.col) + ")-(" +
         std::to_string(p.b.row) + "," + std::to_string(p.b.col) + ")";
}

std::string clear_line(const std::vector<Pair>* removals) {
  if (removals == nullptr) return "NO";
  fmt::memory_buffer s;  // one allocation for the line, not one per number
  fmt::format_to(std::back_inserter(s), "YES {}", removals->size());
  for (const Pair& p : *removals)
    fmt::format_to(std::back_inserter(s), " {} {} {} {}", p.a.row, p.a.col, p.b.row, p.b.col);
  return fmt::to_string(s);
}

}  // namespace llk::game
