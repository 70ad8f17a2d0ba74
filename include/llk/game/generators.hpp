#pragma once
/// Game boards at random: as RapidCheck generators (they shrink toward fewer tiles and smaller
/// boards) and as plain seeded draws for the stress schedule and verify's differential inputs.

#include <cstdint>

#include <rapidcheck.h>

#include "llk/game/model.hpp"

namespace llk::game {

/// A board and the rules it is played under.
struct GameCase {
  Board board;
  Config config;
};

/// Boards of at most `max_cells` cells (and 6 rows), 1 to 4 kinds, most of them with every kind
/// an even number of times; rules hdu or classic, K from 0 to 3 (2 most often).
rc::Gen<GameCase> gen_game_case(int max_cells = 36);

/// The same kind of board from a seed; `max_cells` caps its size.
Board sample_board(std::uint64_t seed, int max_cells);
/// Rules and K from a seed, as gen_game_case() draws them.
Config sample_config(std::uint64_t seed);

/// Boards of `min_tiles` to `max_tiles` tiles drawn as verify's differential draws them
/// (sample_board() of up to 36 cells, sample_config()), from a RapidCheck seed.
rc::Gen<GameCase> gen_differential_case(int min_tiles, int max_tiles);

}  // namespace llk::game
