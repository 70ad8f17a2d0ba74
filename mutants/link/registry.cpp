#include "llk/mutants.hpp"

#include <memory>
#include <utility>

#include "zoo.hpp"

namespace llk {
namespace {

enum class Base { bfs, dfs, linescan };

/// Registers one mutant: a base solver with one bug flag set.
void add(SolverRegistry& r, std::string name, std::string description, Base base,
         bool zoo::Bugs::*flag) {
  zoo::Bugs bugs;
  bugs.*flag = true;
  Capabilities caps;  // what the correct version of the base supports
  switch (base) {
    case Base::bfs:
      caps.reports_min_turns = true;
      break;
    case Base::dfs:
      break;
    case Base::linescan:
      caps.max_turns = 2;
      caps.reports_min_turns = true;
      break;
  }
  r.add({std::move(name), std::move(description), caps, [base, bugs]() -> std::unique_ptr<Solver> {
           switch (base) {
             case Base::bfs:
               return zoo::make_bfs(bugs);
             case Base::dfs:
               return zoo::make_dfs(bugs);
             case Base::linescan:
               return zoo::make_linescan(bugs);
           }
           return nullptr;
         }});
}

}  // namespace

const SolverRegistry& mutant_solvers() {
  static const SolverRegistry registry = [] {
    using B = zoo::Bugs;
    SolverRegistry r;
    add(r, "no-direction-visited",
        "BFS keeps one visited mark per cell, not per (cell, direction): first arrival wins",
        Base::bfs, &B::direction_dropped);
    add(r, "turn-limit-plus-one", "BFS prunes at turns > K+1, so K+1 turns pass", Base::bfs,
        &B::turn_limit_plus_one);
    add(r, "turn-limit-minus-one", "BFS prunes at turns >= K, so only K-1 turns pass", Base::bfs,
        &B::turn_limit_minus_one);
    add(r, "ring-under-hdu", "BFS lets paths use the ring outside the board under hdu rules too",
        Base::bfs, &B::ring_in_hdu);
    add(r, "no-ring-classic", "BFS never opens the outer ring, even under classic rules", Base::bfs,
        &B::no_ring_classic);
    add(r, "same-kind-passes", "BFS lets a path through a tile of the endpoints' own kind",
        Base::bfs, &B::same_kind_passes);
    add(r, "zero-endpoints-link", "BFS forgets that value 0 is no tile: linked 0-0 queries say YES",
        Base::bfs, &B::zero_endpoints);
    add(r, "same-cell-yes", "BFS answers YES when both cells of the query are the same tile",
        Base::bfs, &B::same_cell_yes);
    add(r, "values-uint8", "BFS stores the board as uint8_t: 256 reads as empty and 257 matches 1",
        Base::bfs, &B::values_uint8);
    add(r, "last-row-slip",
        "BFS bounds check uses r < n (0-based slip): paths cannot run along the last row",
        Base::bfs, &B::last_row_slip);
    add(r, "query-state-leak",
        "BFS resets its visited table only after a failed search; a YES leaves it dirty", Base::bfs,
        &B::query_leak);
    add(r, "case-state-leak",
        "BFS grid only grows and is never cleared: a larger earlier board's tiles block the ring",
        Base::bfs, &B::stale_grid);
    add(r, "recursive-flood-overflow",
        "DFS labels empty regions by unbounded recursion: stack overflow on big open boards",
        Base::dfs, &B::recursive_flood);
    add(r, "dfs-path-explosion",
        "DFS enumerates simple paths and checks the turn limit only at the target: exponential",
        Base::dfs, &B::enumerate_paths);
    add(r, "corner-unchecked", "line scan does not check that the one-turn corner cell is empty",
        Base::linescan, &B::corner_unchecked);
    add(r, "witness-wrong-corner",
        "line scan answers right but draws a one-turn witness through the wrong corner",
        Base::linescan, &B::witness_wrong_corner);
    return r;
  }();
  return registry;
}

}  // namespace llk
