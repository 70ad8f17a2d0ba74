#pragma once
/// The previous oracle (every edge of the state graph stored), kept to cross-check the implicit
/// one on random boards.

#include <memory>

#include "llk/board.hpp"

namespace llk::oracle_test {

class StoredGraphOracle {
 public:
  StoredGraphOracle();
  ~StoredGraphOracle();
  StoredGraphOracle(StoredGraphOracle&&) noexcept;
  StoredGraphOracle& operator=(StoredGraphOracle&&) noexcept;

  void prepare(const Board& board, const Config& config);
  /// The answer, a witness path on YES, and in `turns` the fewest turns any valid path needs.
  Answer solve(const Query& query);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace llk::oracle_test
