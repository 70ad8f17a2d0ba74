#pragma once
/// The laws every escape solver must obey, as the one law type run through the one law runner,
/// each backed by a plain check on one case (the RC_GTEST properties call it directly).

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "llk/escape/solver.hpp"
#include "llk/problem.hpp"

namespace llk::escape {

using SolverFactory = std::function<std::unique_ptr<Solver>()>;

/// agrees-with-oracle, valid-witness, swap-start-door, symmetry, wall-monotone, parity-law,
/// free-cell-law, no-state-leak, and prunes-sound (per_solver false: the backtracking's prunes).
/// A counterexample is one maze (std::vector<Case> as llk::Input).
const std::vector<llk::Law>& laws();

/// Why `c` breaks the per-solver law `name` for the solver `make` builds, or nothing: the plain
/// check behind that law. Throws std::out_of_range when no per-solver law has the name.
std::optional<std::string> check_law(const std::string& name, const Case& c,
                                     const SolverFactory& make);

/// The escape solver `ref` holds, or the registered one (or mutant) it names; nullptr when none
/// has the name; throws std::invalid_argument when `own` holds another problem's SolverInfo.
const SolverInfo* find_solver(const SolverRef& ref);

/// Every combination of the backtracking prunes gives the unpruned answer on `c`.
std::optional<std::string> check_prunes_sound(const Case& c);

/// T - |S - D| is odd: no walk can arrive at D at second T (a move changes the colour of the
/// chessboard square the walker stands on).
bool parity_forbids(const Case& c);
/// T is at least the number of free cells: a walk of T moves would need T + 1 distinct cells.
bool free_cells_forbid(const Case& c);

}  // namespace llk::escape
