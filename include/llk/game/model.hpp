#pragma once
/// The whole game's model (SPEC section 5): a link board that changes as pairs are removed, the
/// pairs and removals on it, and a game input. Built on the link check's board and rules.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "llk/link/board.hpp"

namespace llk::game {

/// The link check's board, cells, rules and K: the game is played on them.
using link::Board;
using link::Cell;
using link::Config;
using link::Rules;

/// Two different cells of the board, 1-based; as a removal, both become empty.
struct Pair {
  Cell a;
  Cell b;
  friend bool operator==(const Pair&, const Pair&) = default;
};

/// A game input: its boards (one case each, two answer lines each) and the rules and K.
struct GameInput {
  std::vector<Board> boards;
  Config config;
  friend bool operator==(const GameInput&, const GameInput&) = default;
};

/// Tiles (non-empty cells) of a board.
std::size_t tile_count(const Board& board);
/// Their cells, row by row.
std::vector<Cell> tile_cells(const Board& board);
/// True when `p` names two different cells inside the board holding the same non-zero value.
bool same_tiles(const Board& board, const Pair& p);
/// "(1,2)-(3,4)".
std::string to_text(const Pair& p);
/// The clear line of the judge format: "NO", or "YES s x1 y1 x2 y2 ...".
std::string clear_line(const std::vector<Pair>* removals);

}  // namespace llk::game
