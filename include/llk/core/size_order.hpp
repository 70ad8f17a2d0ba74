#pragma once
/// Numbering for bounded-exhaustive enumerations: blocks of equally shaped inputs laid end to
/// end in size order, so that a position finds its shape and its offset within it.

#include <cstdint>
#include <utility>
#include <vector>

namespace llk {

/// Blocks of inputs of one shape each (rows x cols), numbered consecutively.
class SizeOrder {
 public:
  struct Block {
    int rows = 0;
    int cols = 0;
    std::uint64_t count = 0;  ///< inputs of this shape
    std::uint64_t first = 0;  ///< the position of the first of them
  };
  /// Appends a block of `count` inputs; throws std::invalid_argument past 2^62 inputs in all.
  void add(int rows, int cols, std::uint64_t count);
  std::uint64_t size() const { return size_; }
  const std::vector<Block>& blocks() const { return blocks_; }
  /// The block holding position `i` (< size()) and the offset of `i` within it.
  std::pair<const Block*, std::uint64_t> locate(std::uint64_t i) const;

 private:
  std::vector<Block> blocks_;
  std::uint64_t size_ = 0;
};

/// Every shape rows x cols with rows * cols <= cells and both sides in [min_side, max_side]:
/// fewer cells first, then fewer rows.
std::vector<std::pair<int, int>> shapes_up_to(int cells, int min_side, int max_side);

/// base^exp; throws std::invalid_argument when it passes 2^62.
std::uint64_t checked_power(std::uint64_t base, int exp);

}  // namespace llk
