#pragma once
/// Fuzzer bytes as escape mazes (Problem::decode): fields at fixed offsets, so every byte string
/// is a valid input and a one-byte change moves one cell, S, D, T or a side.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "llk/escape/model.hpp"

namespace llk::escape {

/// The layout: one block per maze (at most kDecodeCases): rows, cols (2..6), S, D (cell indices
/// modulo the cells; D moves one on when it would be S), T (1..49), wall share (a cell byte
/// below it is a wall), and a 6 x 6 grid of cell bytes, row-major. T is then lowered to the
/// largest whose walk tree (every walk of up to T moves, walk_tree_size) has at most
/// kDecodeWalkBudget nodes: every search stays cheap (an open 6 x 6 maze at T = 35 holds
/// millions of states), the walled and small mazes keep T as the bytes say.
inline constexpr std::size_t kDecodeSide = 6;
inline constexpr std::size_t kDecodeGrid = 6;
inline constexpr std::size_t kDecodeCaseBytes = kDecodeGrid + kDecodeSide * kDecodeSide;
inline constexpr std::size_t kDecodeCases = 3;
inline constexpr std::size_t kDecodeWalkBudget = 4096;

std::vector<Case> decode(std::span<const std::uint8_t> bytes);
/// T as decode keeps it for this maze: the largest up to c.time within kDecodeWalkBudget.
int capped_time(Case c);

}  // namespace llk::escape
