#pragma once
/// Private to the mutant zoo: three small solvers of our own (a 0-1 BFS, a recursive DFS and a
/// line-scan corner checker), each switchable into one realistic bug by a flag.

#include <memory>

#include "llk/link/solver.hpp"

namespace llk::link::zoo {

/// One flag per bug; all false is a correct solver. Each mutant sets exactly one.
struct Bugs {
  // 0-1 BFS
  bool direction_dropped = false;     ///< visited keyed by cell only: first arrival wins
  bool turn_limit_plus_one = false;   ///< prunes at turns > K+1
  bool turn_limit_minus_one = false;  ///< prunes at turns >= K
  bool ring_in_hdu = false;           ///< the ring is open under hdu rules too
  bool no_ring_classic = false;       ///< the ring is closed under classic rules
  bool same_kind_passes = false;      ///< a tile of the endpoints' kind lets the path through
  bool zero_endpoints = false;        ///< 0-0 queries are searched like tiles
  bool same_cell_yes = false;         ///< a cell linked to itself answers YES
  bool values_uint8 = false;          ///< board stored as uint8_t (values mod 256)
  bool last_row_slip = false;         ///< bounds check `r < n`: row n is off the board
  bool query_leak = false;            ///< visited reset only after a failed search
  bool stale_grid = false;            ///< grid grown but never cleared between boards
  // recursive DFS
  bool recursive_flood = false;  ///< component labels by unbounded recursion
  bool enumerate_paths = false;  ///< no memo, turn limit checked only at the target
  // line scan (K <= 2)
  bool corner_unchecked = false;      ///< the 1-turn corner is not checked for emptiness
  bool witness_wrong_corner = false;  ///< 1-turn witness always drawn via the first corner
};

/// Turn-counting 0-1 BFS over (cell, direction); reports the fewest turns.
std::unique_ptr<Solver> make_bfs(const Bugs& bugs);
/// Recursive DFS with a best-turns memo per (cell, direction) and an empty-region filter.
std::unique_ptr<Solver> make_dfs(const Bugs& bugs);
/// Straight / one corner / two corners scan, as judge solutions write it; K <= 2 only.
std::unique_ptr<Solver> make_linescan(const Bugs& bugs);

}  // namespace llk::link::zoo
