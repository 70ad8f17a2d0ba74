#pragma once
/// Fuzzer bytes as a game input (Problem::decode): fields at fixed offsets, so every byte string
/// is a valid input and a one-byte change moves one cell, one board's side or one parameter.

#include <cstddef>
#include <cstdint>
#include <span>

#include "llk/game/model.hpp"

namespace llk::game {

/// The layout. Byte 0: rules (bit 0: classic) and K (bits 1-2, plus 2 mod 4: zero bytes give hdu
/// and K = 2). Then one block per board (at most kDecodeCases): rows, cols (1..6), kinds (bits
/// 0-1: 1..4; bit 2: every kind made even by emptying its last odd tile), empty share (a cell
/// byte at or below it is empty), and a 6 x 6 grid of cell bytes, row-major.
inline constexpr std::size_t kDecodeHeader = 1;
inline constexpr std::size_t kDecodeSide = 6;
inline constexpr std::size_t kDecodeGrid = 4;
inline constexpr std::size_t kDecodeCaseBytes = kDecodeGrid + kDecodeSide * kDecodeSide;
inline constexpr std::size_t kDecodeCases = 3;

GameInput decode(std::span<const std::uint8_t> bytes);

}  // namespace llk::game
