#pragma once
/// Every escape maze up to a size with every T up to a bound, in size order (`llk prove`).

#include <memory>

#include "llk/enumeration.hpp"

namespace llk::escape {

/// Every maze of rows x cols <= scope.cells (sides 2..6, as the judge allows), every placement of
/// S and D on two different cells and every wall set over the others, each with every T from 1
/// to scope.max_time (0: the cells, enough for every YES): fewer cells first, then fewer rows,
/// then S, D, the walls (none first) and T, T fastest.
std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope);

}  // namespace llk::escape
