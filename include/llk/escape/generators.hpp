#pragma once
/// RapidCheck generation of escape cases, with shrinking towards fewer walls, a smaller T and a
/// smaller maze.

#include <rapidcheck.h>

#include <iosfwd>

#include "llk/escape/model.hpp"

namespace llk::escape {

/// Shapes of generated cases.
struct GenOptions {
  int max_side = 6;                  ///< rows and columns in 2..max_side (grows with the size)
  std::size_t walk_budget = 100000;  ///< keep only cases whose unpruned walk tree is this small
};

/// Random well-formed cases under the judge limits; about half of them are YES.
rc::Gen<Case> gen_case(GenOptions options = {});
/// Smaller variants of a case, simplest first: a row or column dropped, a wall removed, T lowered.
std::vector<Case> shrink_case(const Case& c);
/// `count` cases from a fixed seed, without RapidCheck's runner (for loops with a known seed).
std::vector<Case> sample_cases(std::uint64_t seed, int count, GenOptions options = {});
/// `count` worst cases under the judge limits: 6 x 6, a few walls, T just below the free cells.
std::vector<Case> worst_cases(std::uint64_t seed, int count);

/// How RapidCheck prints a case in a counterexample: judge text.
void showValue(const Case& c, std::ostream& os);

}  // namespace llk::escape

namespace rc {
template <>
struct Arbitrary<llk::escape::Case> {
  static Gen<llk::escape::Case> arbitrary() { return llk::escape::gen_case(); }
};
}  // namespace rc
