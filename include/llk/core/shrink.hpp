#pragma once
/// The generic delta-debugging driver: a problem lists its shrink passes, the driver applies them
/// while the failure persists, until no single step keeps it (1-minimal) or a limit stops it.

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "llk/core/input.hpp"

namespace llk {

/// One kind of shrinking step. Either a chunked pass (`size` items, `without` removes a run of
/// them, tried from halves down to single items) or a candidate pass (`candidates`, smallest first,
/// the first that still fails is kept and the pass repeats).
struct ShrinkPass {
  std::function<std::size_t(const Input&)> size;
  std::function<std::optional<Input>(const Input&, std::size_t begin, std::size_t end)> without;
  bool all_ok = false;  ///< chunked: removing every item is allowed
  std::function<std::vector<Input>(const Input&)> candidates;
};

/// Builds the passes for the input as it stands (called again at every round).
using ShrinkPlan = std::function<std::vector<ShrinkPass>(const Input&)>;
/// True while a candidate still fails the same way.
using StillFails = std::function<bool(const Input&)>;

struct ShrinkLimits {
  int max_tests = 100000;    ///< stop after this many predicate calls
  double max_seconds = 300;  ///< and after this much time
};

struct ShrinkResult {
  Input input;
  int tests_run = 0;
  bool one_minimal = false;  ///< no single step makes it smaller (false when a limit stopped it)
};

/// Shrinks `input` with the passes of `plan` while `still_fails` holds.
ShrinkResult shrink(Input input, const ShrinkPlan& plan, const StillFails& still_fails,
                    const ShrinkLimits& limits = {});

}  // namespace llk
