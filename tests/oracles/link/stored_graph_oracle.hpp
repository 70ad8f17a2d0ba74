#pragma once
/// The previous oracle (every edge of the state graph stored), kept to cross-check the implicit
/// one on random boards.

#include <memory>

#include "llk/link/board.hpp"
#include "llk/link/solver.hpp"

namespace llk::link::oracle_test {

/// The stored-graph oracle behind the solver interface: prepared per board, asked per query,
/// answering as GraphOracle does (a witness, and the fewest turns in `turns`).
std::unique_ptr<Solver> make_stored_graph_oracle();

}  // namespace llk::link::oracle_test
