#pragma once
/// The one interface every production solver (and every mutant) sits behind, and its registry.

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "llk/core/registry.hpp"
#include "llk/link/board.hpp"

namespace llk::link {

/// What a solver supports; the checks run it only on configurations it supports.
struct Capabilities {
  bool hdu = true;
  bool classic = true;
  int max_turns = 8;               ///< largest K it answers correctly
  bool reports_min_turns = false;  ///< Answer::turns is the fewest turns possible
  bool witness = true;             ///< a YES carries its path and turns (else YES/NO alone)
  bool supports(const Config& c) const {
    return (c.rules == Rules::hdu ? hdu : classic) && c.turns >= 0 && c.turns <= max_turns;
  }
};

/// Answers link queries on one board at a time; an instance is reused across boards.
class Solver {
 public:
  virtual ~Solver() = default;
  /// Takes a new board (queries before the next prepare() are about it).
  virtual void prepare(const Board& board, const Config& config) = 0;
  /// Answers one query; queries are independent of each other.
  virtual Answer solve(const Query& query) = 0;
  /// solve(query).yes without building the witness, for callers that need the answer alone. A
  /// solver may answer it faster; the `yes-no` law holds it to solve().
  virtual bool links(const Query& query) { return solve(query).yes; }
};

/// A named solver kind: how to make one and what it supports.
struct SolverInfo {
  std::string name;
  std::string description;
  Capabilities caps;
  std::function<std::unique_ptr<Solver>()> make;
};

/// Solvers keyed by name, in registration order; adding a duplicate name throws.
using SolverRegistry = Registry<SolverInfo>;

/// The production solvers, filled in one place (solvers/link/registry.cpp); the first is the
/// default.
const SolverRegistry& production_solvers();

}  // namespace llk::link
