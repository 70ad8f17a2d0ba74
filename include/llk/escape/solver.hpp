#pragma once
/// The escape solver interface, in the style of llk::link::Solver, and its registries (the shared
/// llk::Registry template): production solvers and the mutant zoo.

#include <functional>
#include <memory>
#include <string>

#include "llk/core/registry.hpp"
#include "llk/escape/model.hpp"

namespace llk::escape {

/// Answers escape cases; one instance is reused across cases, so it must not leak state.
class Solver {
 public:
  virtual ~Solver() = default;
  /// The answer for one well-formed case, with a witness walk on YES.
  virtual Answer solve(const Case& c) = 0;
};

/// A named solver kind and how to make one.
struct SolverInfo {
  std::string name;
  std::string description;
  std::function<std::unique_ptr<Solver>()> make;
};
using SolverRegistry = Registry<SolverInfo>;

/// The classic prunes of the backtracking solver, each switchable so its soundness can be tested.
struct Prunes {
  bool parity = true;      ///< remaining time minus distance to D must be even
  bool distance = true;    ///< remaining time must cover the Manhattan distance to D
  bool free_cells = true;  ///< T must be below the number of non-wall cells
  static Prunes none() { return {false, false, false}; }
  /// The 8 combinations, in bit order (bit 0 parity, bit 1 distance, bit 2 free cells).
  static Prunes from_bits(unsigned bits) {
    return {(bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0};
  }
};

/// DFS backtracking over the grid with the given prunes.
std::unique_ptr<Solver> make_backtrack(Prunes prunes);
/// Memoized DFS over (cell, visited bitmask) with a set of failed states; no geometric prunes.
std::unique_ptr<Solver> make_memo();

/// "backtrack" (all prunes, the default), "backtrack-noprune", "memo".
const SolverRegistry& production_solvers();
/// Deliberately wrong solvers, kept to prove the properties can fail; never the default.
const SolverRegistry& mutant_solvers();

}  // namespace llk::escape
