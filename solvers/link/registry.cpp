#include "llk/link/solver.hpp"
#include "solvers.hpp"

namespace llk::link {

const SolverRegistry& production_solvers() {
  static const SolverRegistry registry = [] {
    SolverRegistry r;
    // The first entry is the default and must be the fastest.
    r.add({"linescan", "row/column prefix counts, O(n + m) per query, K <= 2, fewest turns",
           Capabilities{.hdu = true, .classic = true, .max_turns = 2, .reports_min_turns = true},
           make_linescan_solver});
    r.add({"bfs01", "0-1 BFS over (cell, direction) with turns as distance, fewest turns",
           Capabilities{.hdu = true, .classic = true, .max_turns = 64, .reports_min_turns = true},
           make_bfs01_solver});
    r.add({"dfs", "explicit-stack DFS with best-turns pruning, any witness",
           Capabilities{.hdu = true, .classic = true, .max_turns = 64, .reports_min_turns = false},
           make_dfs_solver});
    return r;
  }();
  return registry;
}

}  // namespace llk::link
