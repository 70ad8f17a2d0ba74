#include "bench_inputs.hpp"

#include "llk/link/judge_format.hpp"

namespace llk::link::bench {
namespace {

/// splitmix64: tiny, fast, and the same stream on every platform (std distributions are not).
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : s_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (s_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  /// Uniform in lo..hi (inclusive); the modulo bias is irrelevant here.
  int between(int lo, int hi) {
    return lo + static_cast<int>(next() % static_cast<std::uint64_t>(hi - lo + 1));
  }
  /// True with probability percent / 100.
  bool chance(int percent) { return static_cast<int>(next() % 100) < percent; }

 private:
  std::uint64_t s_;
};

constexpr int kKinds = 16;      ///< tile kinds 1..16: short tokens, as in judge data
constexpr int kWallValue = 17;  ///< walls around a target never match a query's kind

void fill(Board& b, Rng& rng, int percent) {
  for (int r = 1; r <= b.rows(); ++r)
    for (int c = 1; c <= b.cols(); ++c)
      b.set(r, c, rng.chance(percent) ? rng.between(1, kKinds) : 0);
}

/// Fill density of a mixed board's row band: dense, half, sparse, empty.
int mixed_percent(int row, int rows) {
  static constexpr int kBand[4] = {90, 50, 10, 0};
  return kBand[std::min(3, (row - 1) * 4 / rows)];
}

/// A query whose target is walled in by tiles of another kind: the answer is NO, but a search
/// from the source must exhaust everything it can reach to prove it.
Query walled_query(Board& b, Rng& rng, int kind) {
  const int n = b.rows(), m = b.cols();
  if (n < 3 || m < 3) return Query{Cell{1, 1}, Cell{n, m}};
  const Cell t{rng.between(2, n - 1), rng.between(2, m - 1)};
  Cell s;
  do {
    s = Cell{rng.between(1, n), rng.between(1, m)};
  } while (std::abs(s.row - t.row) + std::abs(s.col - t.col) <= 2);
  b.set(t.row, t.col, kind);
  b.set(s.row, s.col, kind);
  b.set(t.row - 1, t.col, kWallValue);
  b.set(t.row + 1, t.col, kWallValue);
  b.set(t.row, t.col - 1, kWallValue);
  b.set(t.row, t.col + 1, kWallValue);
  return Query{s, t};
}

/// Two cells made the same kind: the answer depends on the board.
Query random_pair(Board& b, Rng& rng) {
  const Cell a{rng.between(1, b.rows()), rng.between(1, b.cols())};
  Cell c;
  do {
    c = Cell{rng.between(1, b.rows()), rng.between(1, b.cols())};
  } while (c == a && b.rows() * b.cols() > 1);
  const int kind = rng.between(1, kKinds);
  b.set(a.row, a.col, kind);
  b.set(c.row, c.col, kind);
  return Query{a, c};
}

/// Two neighbouring cells of the same kind: YES with no turn.
Query adjacent_pair(Board& b, Rng& rng) {
  if (b.cols() < 2) return random_pair(b, rng);
  const Cell a{rng.between(1, b.rows()), rng.between(1, b.cols() - 1)};
  const Cell c{a.row, a.col + 1};
  const int kind = rng.between(1, kKinds);
  b.set(a.row, a.col, kind);
  b.set(c.row, c.col, kind);
  return Query{a, c};
}

}  // namespace

std::string_view to_string(Shape shape) {
  switch (shape) {
    case Shape::dense:
      return "dense";
    case Shape::sparse:
      return "sparse";
    case Shape::open:
      return "open";
    case Shape::mixed:
      return "mixed";
  }
  return "?";
}

std::optional<Shape> parse_shape(std::string_view name) {
  for (Shape s : kAllShapes)
    if (to_string(s) == name) return s;
  return std::nullopt;
}

Case make_case(const InputSpec& spec, int index) {
  Rng rng(spec.seed * 1000003ULL + static_cast<std::uint64_t>(index) * 7919ULL +
          static_cast<std::uint64_t>(spec.shape));
  Case c;
  c.board = Board(spec.rows, spec.cols);
  Board& b = c.board;
  switch (spec.shape) {
    case Shape::dense:
      fill(b, rng, 95);
      break;
    case Shape::sparse:
      fill(b, rng, 15);
      break;
    case Shape::open:
      break;
    case Shape::mixed:
      for (int r = 1; r <= b.rows(); ++r) {
        const int percent = mixed_percent(r, b.rows());
        for (int col = 1; col <= b.cols(); ++col)
          b.set(r, col, rng.chance(percent) ? rng.between(1, kKinds) : 0);
      }
      break;
  }
  for (int k = 0; k < spec.queries; ++k) {
    switch (spec.shape) {
      case Shape::open:
        c.queries.push_back(walled_query(b, rng, 1 + k % kKinds));
        break;
      case Shape::dense:
      case Shape::sparse:
        c.queries.push_back(k % 2 == 0 ? random_pair(b, rng) : adjacent_pair(b, rng));
        break;
      case Shape::mixed:
        c.queries.push_back(k % 3 == 0   ? walled_query(b, rng, 1 + k % kKinds)
                            : k % 3 == 1 ? random_pair(b, rng)
                                         : adjacent_pair(b, rng));
        break;
    }
  }
  return c;
}

std::string make_input(const InputSpec& spec) {
  std::string out;
  for (int i = 0; i < spec.cases; ++i) write_case(out, make_case(spec, i));
  out += "0 0\n";
  return out;
}

}  // namespace llk::link::bench
