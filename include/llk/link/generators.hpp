#pragma once
/// RapidCheck generators for link inputs, shared by the properties, `llk verify`, `llk stress`
/// and the tests. They shrink the way a person would: fewer rows and columns, emptier cells,
/// smaller labels, queries toward the top-left, while every query stays on the board.

#include <rapidcheck.h>

#include <cstdint>
#include <iosfwd>
#include <vector>

#include "llk/link/board.hpp"

namespace llk::link {

/// What the generators may produce; defaults cover the whole input space at RapidCheck sizes.
struct GenOptions {
  int max_rows = 1000;  ///< judge limit; actual sizes grow with RapidCheck's size parameter
  int max_cols = 999;
  int max_cases = 3;
  int max_queries = 49;
  int max_turns = 4;  ///< K is drawn from 0..max_turns
  bool hdu = true;    ///< rule sets that may be drawn
  bool classic = true;
};

/// A board: shapes from 1 x 1 up (1 x m and n x 1 included), density from empty to full,
/// two kinds up to the full int32 range.
rc::Gen<Board> gen_board(const GenOptions& opt = {});
/// A case on a board with queries aimed mostly at pairs of equal tiles.
rc::Gen<Case> gen_case(const GenOptions& opt = {});
/// A configuration (rules, K) allowed by opt.
rc::Gen<Config> gen_config(const GenOptions& opt = {});
/// Several cases and a configuration.
rc::Gen<LinkInput> gen_input(const GenOptions& opt = {});

/// How RapidCheck prints generated values in counterexamples: judge format, config first.
void showValue(const Board& board, std::ostream& os);
void showValue(const Case& c, std::ostream& os);
void showValue(const Config& config, std::ostream& os);
void showValue(const LinkInput& input, std::ostream& os);

/// Draws one value from a generator outside a property, reproducibly from (seed, size).
template <class T>
T sample(const rc::Gen<T>& gen, std::uint64_t seed, int size) {
  return gen(rc::Random(seed), size).value();
}

}  // namespace llk::link

namespace rc {
template <>
struct Arbitrary<llk::link::Board> {
  static Gen<llk::link::Board> arbitrary() { return llk::link::gen_board(); }
};
template <>
struct Arbitrary<llk::link::Case> {
  static Gen<llk::link::Case> arbitrary() { return llk::link::gen_case(); }
};
template <>
struct Arbitrary<llk::link::Config> {
  static Gen<llk::link::Config> arbitrary() { return llk::link::gen_config(); }
};
template <>
struct Arbitrary<llk::link::LinkInput> {
  static Gen<llk::link::LinkInput> arbitrary() { return llk::link::gen_input(); }
};
}  // namespace rc
