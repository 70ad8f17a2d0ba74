#pragma once
/// Private to the solvers: the factories that registry.cpp registers.

#include <memory>

#include "llk/link/solver.hpp"

namespace llk::link {

/// Prefix counts per row and column; O(n + m) per query, K <= 2, fewest turns.
std::unique_ptr<Solver> make_linescan_solver();
/// 0-1 BFS over (cell, direction) with turns as the distance; fewest turns for any K.
std::unique_ptr<Solver> make_bfs01_solver();
/// Depth-first search on an explicit stack with best-turns pruning; any K, some witness.
std::unique_ptr<Solver> make_dfs_solver();

}  // namespace llk::link
