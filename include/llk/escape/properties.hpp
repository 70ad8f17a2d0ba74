#pragma once
/// The laws every escape solver must obey, as plain checks on one case, so RapidCheck properties,
/// the mutant tests and `llk verify` all run the same code.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "llk/escape/solver.hpp"

namespace llk::escape {

using SolverFactory = std::function<std::unique_ptr<Solver>()>;

/// A law: checks one solver kind on one case; returns why it was broken, or nothing.
struct Law {
  std::string name;
  std::string description;
  std::function<std::optional<std::string>(const Case&, const SolverFactory&)> check;
};

/// agrees-with-oracle, valid-witness, swap-start-door, symmetry, wall-monotone, parity-law,
/// free-cell-law, no-state-leak.
const std::vector<Law>& laws();
/// The law named `name`; throws std::out_of_range when there is none.
const Law& law(const std::string& name);

/// Every combination of the backtracking prunes gives the unpruned answer on `c`.
std::optional<std::string> check_prunes_sound(const Case& c);

/// T - |S - D| is odd: no walk can arrive at D at second T (a move changes the colour of the
/// chessboard square the walker stands on).
bool parity_forbids(const Case& c);
/// T is at least the number of free cells: a walk of T moves would need T + 1 distinct cells.
bool free_cells_forbid(const Case& c);

}  // namespace llk::escape
