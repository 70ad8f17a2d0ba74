#pragma once
/// Delta debugging made for boards: shrinks a failing input while it keeps failing the same way.

#include <functional>
#include <string>
#include <vector>

#include "llk/board.hpp"

namespace llk {

/// True when a candidate input still shows the same failure (same kind: wrong answer, crash...).
using StillFails = std::function<bool(const std::vector<Case>& cases, const Config& config)>;

struct MinimizeOptions {
  int max_tests = 100000;    ///< stop after this many predicate calls
  double max_seconds = 300;  ///< and after this much time
  bool lower_turns = true;   ///< try smaller K
};

struct MinimizeResult {
  std::vector<Case> cases;
  Config config;
  int tests_run = 0;
  bool one_minimal = false;  ///< no single step makes it smaller (false when a limit stopped it)
};

/// Drops cases, queries, rows and columns (queries kept valid), empties cells, relabels values
/// small, shrinks values and lowers K, until no step keeps `still_fails` true.
MinimizeResult minimize(std::vector<Case> cases, Config config, const StillFails& still_fails,
                        const MinimizeOptions& options = {});

}  // namespace llk
