#pragma once
/// Fuzzer bytes as a link input (Problem::decode): fields at fixed offsets, so every byte string
/// is a valid input and a one-byte change moves one cell, one query or one parameter.

#include <cstddef>
#include <cstdint>
#include <span>

#include "llk/link/board.hpp"

namespace llk::link {

/// The layout. Byte 0: rules (bit 0: classic), K (bits 1-2, plus 2 mod 4: zero bytes give hdu
/// and K = 2), wide values (bits 3-5 all set: 257, 256, 1, 2^31-1 instead of 1..4). Then one block
/// per case (at most kDecodeCases): rows, cols (1..16), kinds (1..4), empty share (a cell byte at
/// or below it is empty), query count (1..12), kDecodeQueries queries of 5 bytes, and a 16 x 16
/// grid of cell bytes, row-major.
inline constexpr std::size_t kDecodeHeader = 1;
inline constexpr std::size_t kDecodeSide = 16;
inline constexpr std::size_t kDecodeQueries = 12;
inline constexpr std::size_t kDecodeQueryBytes = 5;
inline constexpr std::size_t kDecodeGrid = 5 + kDecodeQueries * kDecodeQueryBytes;
inline constexpr std::size_t kDecodeCaseBytes = kDecodeGrid + kDecodeSide * kDecodeSide;
inline constexpr std::size_t kDecodeCases = 3;
/// The tile values of the wide mode, kind by kind: 256 ends in a zero byte, 257 aliases 1.
inline constexpr std::int32_t kDecodeWide[4] = {257, 256, 1, 2147483647};

/// A query's 5 bytes: its first cell (row, column byte), then a selector: bit 0 clear on a tile
/// picks a partner of the same kind (selector / 2 among them), else the next two bytes' cell.
LinkInput decode(std::span<const std::uint8_t> bytes);

}  // namespace llk::link
