#pragma once
/// Connected regions of the cells a path may pass through: two tiles whose neighbourhoods share
/// no region cannot be linked, whatever the turn limit, so such queries need no search.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "state_graph.hpp"

namespace llk::link::oracle_detail {

/// Region number of every open cell of the grid (by Boost.Graph's connected_components over the
/// grid graph filtered to open cells); closed cells hold -1.
std::vector<std::int32_t> label_regions(const OpenGrid& grid);

/// True when some open neighbour of cell `a` and some open neighbour of cell `b` share a region.
bool share_region(const OpenGrid& grid, const std::vector<std::int32_t>& regions, std::size_t a,
                  std::size_t b);

}  // namespace llk::link::oracle_detail
