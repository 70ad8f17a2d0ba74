#include <utility>

#include "llk/escape/solver.hpp"

namespace llk::escape {
namespace {

SolverRegistry make_production() {
  SolverRegistry r;
  r.add({"backtrack", "DFS backtracking with the parity, distance and free-cell prunes",
         [] { return make_backtrack(Prunes{}); }});
  r.add({"backtrack-noprune", "the same DFS with every prune off",
         [] { return make_backtrack(Prunes::none()); }});
  r.add({"memo", "memoized DFS over (cell, visited bitmask) with a set of failed states",
         [] { return make_memo(); }});
  return r;
}

}  // namespace

const SolverRegistry& production_solvers() {
  return built_once<make_production>();
}

}  // namespace llk::escape
