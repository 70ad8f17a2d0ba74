#pragma once
/// The solver under test: the fewest line segments from one tile to the other, by BFS.

#include <llk/link/board.hpp>

/// YES when `q.a` and `q.b` hold the same tile and a path of at most `config.turns` turns
/// through empty cells joins them (under classic rules, also through the ring around the board).
bool my_link_check(const llk::link::Board& board, const llk::link::Config& config,
                   const llk::link::Query& q);
