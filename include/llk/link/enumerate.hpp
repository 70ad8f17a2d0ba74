#pragma once
/// Every link board up to a size, in size order (`llk prove`): the boards the link check's proof
/// enumerates, and those of any problem played on the link board.

#include <cstdint>
#include <memory>
#include <string>

#include "llk/core/size_order.hpp"
#include "llk/enumeration.hpp"
#include "llk/link/board.hpp"

namespace llk::link {

/// Every board of at most `cells` cells (sides up to `max_side`) with values 0..kinds: fewer
/// cells first, then fewer rows, then the values as base-(kinds + 1) digits in row-major order,
/// the last cell fastest (the empty board of each shape first).
class BoardSpace {
 public:
  /// Throws std::invalid_argument on a scope of no board or of more than 2^62 boards.
  BoardSpace(int cells, int kinds, int max_side);
  std::uint64_t size() const { return order_.size(); }
  Board board(std::uint64_t i) const;
  /// rows and columns of board `i`.
  std::pair<int, int> shape(std::uint64_t i) const;
  /// The boards in words: "every board of rows x cols <= 6 cells (10 shapes), values 0..2".
  std::string text() const;
  /// "--cells 6 --kinds 2".
  std::string flags() const;
  const SizeOrder& order() const { return order_; }

 private:
  SizeOrder order_;
  int cells_;
  int kinds_;
};

/// The link check's proof: every board of the space, every ordered pair of its cells as a query
/// (the same cell, empty endpoints and different values included), under `config`.
std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope, const Config& config);

}  // namespace llk::link
