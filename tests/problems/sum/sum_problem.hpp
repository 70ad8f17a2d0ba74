#pragma once
// A test-only problem that provides only what a problem must (docs/architecture.md, "What a new
// problem must provide"): range sums over a list of small integers. It must not ship, so it is
// in no registry but the tests' own.

#include <memory>

#include "llk/problem.hpp"

namespace llk::test {

/// The sum problem: a line "n", n integers 0..9, a line "q", q lines "l r" (1 <= l <= r <= n);
/// one line per query, the sum of values l to r. One solver ("prefix") and one mutant
/// ("drops-last", which leaves out value r when l < r).
std::shared_ptr<const Problem> make_sum_problem();

/// The tests' registry: the sum problem alone.
const ProblemRegistry& test_problems();

}  // namespace llk::test
