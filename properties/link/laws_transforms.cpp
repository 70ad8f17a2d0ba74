#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "law_support.hpp"
#include "laws.hpp"

namespace llk::link::props {
namespace {

/// One of the 8 symmetries of the rectangle: flip rows, flip columns, then maybe transpose.
struct Dihedral {
  bool flip_rows = false;
  bool flip_cols = false;
  bool transpose = false;

  Cell apply(Cell c, int rows, int cols) const {
    if (flip_rows) c.row = rows + 1 - c.row;
    if (flip_cols) c.col = cols + 1 - c.col;
    if (transpose) std::swap(c.row, c.col);
    return c;
  }
  Board apply(const Board& b) const {
    Board out = transpose ? Board(b.cols(), b.rows()) : Board(b.rows(), b.cols());
    for (int r = 1; r <= b.rows(); ++r)
      for (int c = 1; c <= b.cols(); ++c) {
        const Cell t = apply(Cell{r, c}, b.rows(), b.cols());
        out.set(t.row, t.col, b.at(r, c));
      }
    return out;
  }
  std::string name() const {
    std::string s;
    if (flip_rows) s += "flip-rows ";
    if (flip_cols) s += "flip-cols ";
    if (transpose) s += "transpose";
    return s;
  }
};

/// A one-to-one relabelling of the board's values, chosen to make narrow types collide.
std::map<std::int32_t, std::int32_t> draw_relabel(const Board& b, Rng& rng) {
  std::vector<std::int32_t> values;
  for (std::int32_t v : b.values())
    if (v != 0 && std::find(values.begin(), values.end(), v) == values.end()) values.push_back(v);
  std::map<std::int32_t, std::int32_t> out;
  const auto n = static_cast<std::int64_t>(values.size());
  std::set<std::int32_t> used;
  const int scheme = static_cast<int>(rng() % 5);
  const std::int64_t base = static_cast<std::int64_t>(rng() % 256);
  std::shuffle(values.begin(), values.end(), rng);
  for (std::int64_t i = 0; i < n; ++i) {
    std::int64_t v = 0;
    switch (scheme) {
      case 0:
        v = base + 256 * (i + 1);
        break;  // equal modulo 256
      case 1:
        v = base + 65536 * (i + 1);
        break;  // equal modulo 65536
      case 2:
        v = 2147483647 - i;
        break;  // the top of int32
      case 3:
        v = values[static_cast<std::size_t>((i + 1) % n)];
        break;  // a permutation
      default:
        do v = static_cast<std::int64_t>(rng() % 2147483647) + 1;
        while (used.count(static_cast<std::int32_t>(v)));
        break;
    }
    used.insert(static_cast<std::int32_t>(v));
    out[values[static_cast<std::size_t>(i)]] = static_cast<std::int32_t>(v);
  }
  return out;
}

}  // namespace

namespace {

/// A board and its queries as a transformation sees them, named for the failure message.
struct Transformed {
  Board board;
  std::function<Query(const Query&)> query;
  std::string name;
};

/// The transformation laws' walk: a fresh solver answers `in` (counted in `tally`); then every
/// board `transform(c)` gives for a case is answered again, each query mapped, and must keep
/// its answer.
std::optional<std::string> answers_survive(
    const SolverInfo& solver, const LinkInput& in, Tally& tally,
    const std::function<std::vector<Transformed>(const Case& c)>& transform) {
  auto s = solver.make();
  const auto base = answer_all(*s, in);
  for (std::size_t ci = 0; ci < in.cases.size(); ++ci) {
    const Case& c = in.cases[ci];
    count_case(tally, c.board, in.config);
    for (const Answer& a : base[ci]) count_answer(tally, c.board, a);
    for (const Transformed& t : transform(c)) {
      s->prepare(t.board, in.config);
      for (std::size_t qi = 0; qi < c.queries.size(); ++qi) {
        const bool yes = s->solve(t.query(c.queries[qi])).yes;
        if (yes != base[ci][qi].yes)
          return where(ci, qi, c.queries[qi]) + ": " + yes_no(base[ci][qi].yes) + " before, " +
                 yes_no(yes) + " after " + t.name;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

Law dihedral_law() {
  return solver_law(
      "dihedral", "answers do not change under the 8 rotations and reflections of the board",
      [](const SolverInfo& solver, const LinkInput& in, Rng&,
         Tally& tally) -> std::optional<std::string> {
        return answers_survive(solver, in, tally, [](const Case& c) {
          std::vector<Transformed> out;
          const int rows = c.board.rows(), cols = c.board.cols();
          for (int t = 1; t < 8; ++t) {
            const Dihedral d{(t & 1) != 0, (t & 2) != 0, (t & 4) != 0};
            out.push_back({d.apply(c.board),
                           [d, rows, cols](const Query& q) {
                             return Query{d.apply(q.a, rows, cols), d.apply(q.b, rows, cols)};
                           },
                           d.name()});
          }
          return out;
        });
      });
}

Law relabel_law() {
  return solver_law("relabel", "answers do not change when the values are relabelled one-to-one",
                    [](const SolverInfo& solver, const LinkInput& in, Rng& rng,
                       Tally& tally) -> std::optional<std::string> {
                      return answers_survive(solver, in, tally, [&rng](const Case& c) {
                        const auto map = draw_relabel(c.board, rng);
                        Board b = c.board;
                        for (int r = 1; r <= b.rows(); ++r)
                          for (int col = 1; col <= b.cols(); ++col)
                            if (b.at(r, col) != 0) b.set(r, col, map.at(b.at(r, col)));
                        std::string name = "relabelling";
                        for (const auto& [from, to] : map)
                          name += " " + std::to_string(from) + "->" + std::to_string(to);
                        return std::vector<Transformed>{
                            {std::move(b), [](const Query& q) { return q; }, std::move(name)}};
                      });
                    });
}

Law classic_ring_law() {
  return make_law(
      "classic-ring",
      "classic rules on a board answer as hdu rules on it with a ring of empty cells around",
      [](const SolverInfo& solver, const LawRun& run) {
        if (!solver.caps.hdu || !solver.caps.classic)
          return not_applicable("solver does not support both rule sets");
        GenOptions opt = law_options(solver.caps);
        opt.hdu = false;
        return run_law(
            law_id("classic-ring", solver), opt, run,
            [&](const LinkInput& in, Rng&, Tally& tally) -> std::optional<std::string> {
              auto classic = solver.make();
              auto hdu = solver.make();
              const Config flat{Rules::hdu, in.config.turns};
              for (std::size_t ci = 0; ci < in.cases.size(); ++ci) {
                const Case& c = in.cases[ci];
                count_case(tally, c.board, in.config);
                Board padded(c.board.rows() + 2, c.board.cols() + 2);
                for (int r = 1; r <= c.board.rows(); ++r)
                  for (int col = 1; col <= c.board.cols(); ++col)
                    padded.set(r + 1, col + 1, c.board.at(r, col));
                classic->prepare(c.board, in.config);
                hdu->prepare(padded, flat);
                for (std::size_t qi = 0; qi < c.queries.size(); ++qi) {
                  const Query& q = c.queries[qi];
                  const Answer a = classic->solve(q);
                  count_answer(tally, c.board, a);
                  const Query shifted{{q.a.row + 1, q.a.col + 1}, {q.b.row + 1, q.b.col + 1}};
                  const bool yes = hdu->solve(shifted).yes;
                  if (yes != a.yes)
                    return where(ci, qi, q) + ": classic says " + yes_no(a.yes) +
                           ", hdu on the board with an empty ring says " + yes_no(yes);
                }
              }
              return std::nullopt;
            });
      });
}

}  // namespace llk::link::props
