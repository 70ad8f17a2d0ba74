#pragma once
/// Benchmark inputs made in the repository (nothing large is committed): judge-size cases in four
/// shapes and relaxed boards of any size, all reproducible from a seed.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llk/link/board.hpp"

namespace llk::link::bench {

/// dense: almost full; sparse: 15% tiles; open: empty but for walled targets (every query NO);
/// mixed: bands of falling density with adjacent, random and walled-target queries.
enum class Shape { dense, sparse, open, mixed };

std::string_view to_string(Shape shape);
std::optional<Shape> parse_shape(std::string_view name);
inline constexpr Shape kAllShapes[] = {Shape::dense, Shape::sparse, Shape::open, Shape::mixed};

/// What to generate; the defaults are the judge-size input (3 cases of 1000 x 999, 49 queries).
struct InputSpec {
  Shape shape = Shape::mixed;
  int rows = 1000;
  int cols = 999;
  int cases = 3;
  int queries = 49;
  std::uint64_t seed = 1175;
};

/// One case of the given shape; case `index` of an input gets its own stream of the seed.
Case make_case(const InputSpec& spec, int index);
/// The whole input in judge format, "0 0" included.
std::string make_input(const InputSpec& spec);

}  // namespace llk::link::bench
