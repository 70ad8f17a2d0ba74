#pragma once
/// The slow reference: shares nothing with the solvers but the board type.

#include <memory>

#include "llk/link/board.hpp"

namespace llk::link {

/// Boost.Graph BFS over the expanded state graph (cell x direction x turns used, plus a source
/// and a target). The graph is built once per board and reused across queries.
class GraphOracle {
 public:
  GraphOracle();
  ~GraphOracle();
  GraphOracle(GraphOracle&&) noexcept;
  GraphOracle& operator=(GraphOracle&&) noexcept;

  void prepare(const Board& board, const Config& config);
  /// The answer, a witness path on YES, and in `turns` the fewest turns any valid path needs.
  Answer solve(const Query& query);
  /// Whether some path of empty cells (the ring too under classic rules) joins the two cells,
  /// whatever its turns: their neighbours share a region of open cells.
  bool linked_at_all(const Query& query);
  /// solve(query).yes by one search under K, with no witness and no fewest turns: for a yes or
  /// no alone (the class of a NO, under K + 1).
  bool linked_within(const Query& query);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// Enumerates every simple path on tiny boards (up to about 5 x 5): the oracle's own check.
/// `turns` is the fewest turns over all valid paths.
Answer brute_force_link(const Board& board, const Config& config, const Query& query);

}  // namespace llk::link
