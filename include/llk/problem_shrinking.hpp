#pragma once
/// The shrinking facet of a problem: the passes the delta-debugging driver (llk/core/shrink.hpp)
/// applies to a failing input; by default one pass that drops units.

#include <vector>

#include "llk/core/input.hpp"
#include "llk/core/shrink.hpp"

namespace llk {

class Problem;

/// How its failing inputs shrink. Nothing required.
class ProblemShrinking {
 public:
  virtual ~ProblemShrinking() = default;

  /// The shrink passes for an input as it stands; `keep_params`: rules and K stay as they are.
  /// By default one chunked pass that drops units (through without_units).
  virtual std::vector<ShrinkPass> shrink_passes(const Input& input, bool keep_params) const;

 protected:
  /// The problem this is a facet of, for the defaults that need its other facets.
  virtual const Problem& whole() const = 0;
};

}  // namespace llk
