#pragma once
/// Shared by the reader fuzz targets: an error must point into the input it reports on.

#include <cstddef>
#include <string_view>

#include "llk/judge_format.hpp"

namespace llk::fuzz {

/// True when `pos` is a byte of `in` (line and column 1-based) or the place just past its end.
inline bool inside(std::string_view in, Position pos) {
  if (pos.line < 1 || pos.column < 1) return false;
  std::size_t start = 0;
  for (int line = 1; line < pos.line; ++line) {
    const std::size_t nl = in.find('\n', start);
    if (nl == std::string_view::npos) return false;
    start = nl + 1;
  }
  std::size_t end = in.find('\n', start);
  if (end == std::string_view::npos) end = in.size();
  return static_cast<std::size_t>(pos.column) <= end - start + 1;
}

}  // namespace llk::fuzz
