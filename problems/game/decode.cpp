/// Fuzzer bytes as a game input: the layout of llk/game/decode.hpp.

#include "llk/game/decode.hpp"

#include <vector>

#include "llk/core/byte_layout.hpp"

namespace llk::game {

GameInput decode(std::span<const std::uint8_t> bytes) {
  const ByteLayout all(bytes);
  GameInput input;
  const std::uint8_t head = all.at(0);
  input.config.rules = (head & 1) != 0 ? Rules::classic : Rules::hdu;
  input.config.turns = ((head >> 1) + 2) & 3;
  const std::size_t count = all.blocks(kDecodeHeader, kDecodeCaseBytes, kDecodeCases);
  for (std::size_t i = 0; i < count; ++i) {
    const ByteLayout b = all.from(kDecodeHeader + i * kDecodeCaseBytes);
    const int rows = b.pick(0, 1, kDecodeSide), cols = b.pick(1, 1, kDecodeSide);
    const int kinds = 1 + (b.at(2) & 3);
    const bool paired = (b.at(2) & 4) != 0;
    const int empty_share = b.at(3);
    Board board(rows, cols);
    std::vector<Cell> last(static_cast<std::size_t>(kinds));
    std::vector<int> count_of(static_cast<std::size_t>(kinds), 0);
    for (int r = 1; r <= rows; ++r)
      for (int c = 1; c <= cols; ++c) {
        const int byte = b.at(kDecodeGrid + static_cast<std::size_t>(r - 1) * kDecodeSide +
                              static_cast<std::size_t>(c - 1));
        if (byte <= empty_share) continue;
        const int kind = byte % kinds;
        board.set(r, c, kind + 1);
        last[static_cast<std::size_t>(kind)] = {r, c};
        ++count_of[static_cast<std::size_t>(kind)];
      }
    if (paired)
      for (int k = 0; k < kinds; ++k)
        if (count_of[static_cast<std::size_t>(k)] % 2 != 0) {
          const Cell c = last[static_cast<std::size_t>(k)];
          board.set(c.row, c.col, 0);
        }
    input.boards.push_back(std::move(board));
  }
  return input;
}

}  // namespace llk::game
