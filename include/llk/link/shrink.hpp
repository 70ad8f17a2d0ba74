#pragma once
/// How a link input shrinks: the passes delta debugging tries, biggest steps first.

#include <vector>

#include "llk/link/board.hpp"
#include "llk/core/shrink.hpp"

namespace llk::link {

/// Drops cases, queries, rows and columns (queries kept valid), empties cells, relabels values
/// small, merges kinds, shrinks values and (unless `keep_params`) lowers K. Works on LinkInput.
std::vector<ShrinkPass> shrink_passes(const LinkInput& input, bool keep_params);

}  // namespace llk::link
