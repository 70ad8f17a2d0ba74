/// Numbering of size-ordered enumerations (llk prove).

#include "llk/core/size_order.hpp"

#include <algorithm>
#include <stdexcept>

namespace llk {
namespace {
constexpr std::uint64_t kMaxPositions = std::uint64_t{1} << 62;
}  // namespace

void SizeOrder::add(int rows, int cols, std::uint64_t count) {
  if (count > kMaxPositions - size_)
    throw std::invalid_argument("the scope holds more than 2^62 inputs: choose a smaller one");
  blocks_.push_back({rows, cols, count, size_});
  size_ += count;
}

std::pair<const SizeOrder::Block*, std::uint64_t> SizeOrder::locate(std::uint64_t i) const {
  const auto it = std::upper_bound(blocks_.begin(), blocks_.end(), i,
                                   [](std::uint64_t p, const Block& b) { return p < b.first; });
  if (i >= size_ || it == blocks_.begin())
    throw std::out_of_range("position " + std::to_string(i) + " is past the scope's end");
  const Block& b = *(it - 1);
  return {&b, i - b.first};
}

std::vector<std::pair<int, int>> shapes_up_to(int cells, int min_side, int max_side) {
  std::vector<std::pair<int, int>> out;
  for (int n = 1; n <= cells; ++n)
    for (int r = min_side; r <= std::min(n, max_side); ++r)
      if (n % r == 0 && n / r >= min_side && n / r <= max_side) out.emplace_back(r, n / r);
  return out;
}

std::uint64_t checked_power(std::uint64_t base, int exp) {
  std::uint64_t v = 1;
  for (int k = 0; k < exp; ++k) {
    if (base != 0 && v > kMaxPositions / base)
      throw std::invalid_argument("the scope holds more than 2^62 inputs: choose a smaller one");
    v *= base;
  }
  return v;
}

}  // namespace llk
