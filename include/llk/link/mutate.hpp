#pragma once
/// The link check's structure-aware fuzz mutation (Problem::fuzz_mutation): link inputs in the
/// range of its decoding (llk/link/decode.hpp) changed one cell, query, shape or parameter at a
/// time, and encoded back into bytes; and the board steps other problems on the link board reuse.

#include <cstdint>
#include <memory>
#include <vector>

#include "llk/fuzz_mutation.hpp"
#include "llk/link/board.hpp"

namespace llk::link {

/// encode, steps and splice over LinkInput.
std::shared_ptr<const FuzzMutation> fuzz_mutation();
/// `input` brought into decode's range (1..3 cases of 1..16 x 1..16, 1..12 queries inside the
/// board, values 1..4 or all of the wide set, K 0..3) with as little change as it takes.
void fit_decodable(LinkInput& input);

// Board steps for every problem played on the link board.
/// Sets one cell to 0 (a third of the time) or to one of `values`; false on a 0-cell board.
bool mutate_cell(Board& board, const std::vector<std::int32_t>& values, MutationRng& rng);
/// Clears a rectangle, a row or a column, or fills a rectangle with one of `values`.
bool mutate_region(Board& board, const std::vector<std::int32_t>& values, MutationRng& rng);
/// Exchanges two different values everywhere on the board; false when it holds fewer than two.
bool swap_values(Board& board, MutationRng& rng);
/// The board at rows x cols: the cells both have kept, new ones empty.
Board resized(const Board& board, int rows, int cols);
/// Symmetry `s` of the rectangle (bit 2 transposes, bit 0 flips rows, bit 1 flips columns)
/// applied to cell `c` of a rows x cols board, and to a whole board.
Cell transformed(Cell c, int rows, int cols, int s);
Board transformed(const Board& board, int s);
/// `a` with the rows from `from_row` on taken from `b` (over the columns both have).
Board spliced(const Board& a, const Board& b, int from_row);
/// The other rule set (hdu and classic exchanged).
bool flip_rules(Config& config);
/// Another turn limit K in decode's range 0..3.
bool change_turns(Config& config, MutationRng& rng);

}  // namespace llk::link
