#include "llk/link/mutants.hpp"

#include <initializer_list>
#include <memory>
#include <utility>

#include "zoo.hpp"

namespace llk::link {
namespace {

enum class Base { bfs, dfs, linescan };

/// One mutant of a base solver: its name, what its bug does, and the one bug flag it sets.
struct Mutant {
  const char* name;
  const char* description;
  bool zoo::Bugs::*flag;
};

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

/// Registers the mutants of one base solver.
void add(SolverRegistry& r, Base base, std::initializer_list<Mutant> mutants) {
  for (const Mutant& m : mutants) add(r, m.name, m.description, base, m.flag);
}

}  // namespace

bool witness_only_mutant(const std::string& name) {
  return name == "witness-wrong-corner";
}

bool runaway_mutant(const std::string& name) {
  return name == "recursive-flood-overflow" || name == "dfs-path-explosion";
}

std::optional<Rules> mutant_shown_under(const std::string& name) {
  if (name == "ring-under-hdu") return Rules::hdu;
  if (name == "no-ring-classic" || name == "case-state-leak") return Rules::classic;
  return std::nullopt;
}

const SolverRegistry& mutant_solvers() {
  static const SolverRegistry registry = [] {
    using B = zoo::Bugs;
    SolverRegistry r;
    add(r, Base::bfs,
        {
            {"no-direction-visited",
             "BFS keeps one visited mark per cell, not per (cell, direction): first arrival wins",
             &B::direction_dropped},
            {"turn-limit-plus-one", "BFS prunes at turns > K+1, so K+1 turns pass",
             &B::turn_limit_plus_one},
            {"turn-limit-minus-one", "BFS prunes at turns >= K, so only K-1 turns pass",
             &B::turn_limit_minus_one},
            {"ring-under-hdu", "BFS lets paths use the ring outside the board under hdu rules too",
             &B::ring_in_hdu},
            {"no-ring-classic", "BFS never opens the outer ring, even under classic rules",
             &B::no_ring_classic},
            {"same-kind-passes", "BFS lets a path through a tile of the endpoints' own kind",
             &B::same_kind_passes},
            {"zero-endpoints-link",
             "BFS forgets that value 0 is no tile: linked 0-0 queries say YES", &B::zero_endpoints},
            {"same-cell-yes", "BFS answers YES when both cells of the query are the same tile",
             &B::same_cell_yes},
            {"values-uint8",
             "BFS stores the board as uint8_t: 256 reads as empty and 257 matches 1",
             &B::values_uint8},
            {"last-row-slip",
             "BFS bounds check uses r < n (0-based slip): paths cannot run along the last row",
             &B::last_row_slip},
            {"query-state-leak",
             "BFS resets its visited table only after a failed search; a YES leaves it dirty",
             &B::query_leak},
            {"case-state-leak",
             "BFS grid only grows and is never cleared: a larger earlier board's tiles block the "
             "ring",
             &B::stale_grid},
        });
    add(r, Base::dfs,
        {
            {"recursive-flood-overflow",
             "DFS labels empty regions by unbounded recursion: stack overflow on big open boards",
             &B::recursive_flood},
            {"dfs-path-explosion",
             "DFS enumerates simple paths and checks the turn limit only at the target: "
             "exponential",
             &B::enumerate_paths},
        });
    add(r, Base::linescan,
        {
            {"corner-unchecked", "line scan does not check that the one-turn corner cell is empty",
             &B::corner_unchecked},
            {"witness-wrong-corner",
             "line scan answers right but draws a one-turn witness through the wrong corner",
             &B::witness_wrong_corner},
        });
    return r;
  }();
  return registry;
}

}  // namespace llk::link
