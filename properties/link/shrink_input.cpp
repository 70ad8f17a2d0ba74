#include "shrink_input.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace llk::link {
namespace {

using Input = std::shared_ptr<const LinkInput>;
using Op = std::function<std::optional<LinkInput>(const LinkInput&)>;

/// Where a row (or column) index lands once [lo, hi] (1-based, inclusive) is removed; cells of
/// the removed band move to the next surviving line so the query stays on the board.
int remap_line(int x, int lo, int hi, int new_count) {
  if (x < lo) return x;
  if (x > hi) return x - (hi - lo + 1);
  return std::min(lo, new_count);
}

/// Removes rows lo..hi (or columns) of one case, remapping its queries.
LinkInput remove_band(const LinkInput& in, std::size_t ci, bool rows, int lo, int hi) {
  LinkInput out = in;
  const Board& b = in.cases[ci].board;
  const int n = b.rows(), m = b.cols();
  const int gone = hi - lo + 1;
  const int nn = rows ? n - gone : n, mm = rows ? m : m - gone;
  Board nb(nn, mm);
  for (int r = 1, nr = 1; r <= n; ++r) {
    if (rows && r >= lo && r <= hi) continue;
    for (int c = 1, nc = 1; c <= m; ++c) {
      if (!rows && c >= lo && c <= hi) continue;
      nb.set(nr, nc, b.at(r, c));
      ++nc;
    }
    ++nr;
  }
  Case& oc = out.cases[ci];
  oc.board = std::move(nb);
  for (Query& q : oc.queries)
    for (Cell* e : {&q.a, &q.b}) {
      if (rows)
        e->row = remap_line(e->row, lo, hi, nn);
      else
        e->col = remap_line(e->col, lo, hi, mm);
    }
  return out;
}

bool is_endpoint(const Case& c, Cell cell) {
  for (const Query& q : c.queries)
    if (q.a == cell || q.b == cell) return true;
  return false;
}

template <class T>
std::vector<T> materialize(rc::Seq<T> seq) {
  std::vector<T> out;
  while (auto v = seq.next()) out.push_back(std::move(*v));
  return out;
}

/// Every one-step shrink of case `ci`, biggest steps first.
void case_ops(const LinkInput& in, std::size_t ci, int min_queries, std::vector<Op>& ops) {
  const Case& c = in.cases[ci];
  const int nq = static_cast<int>(c.queries.size());
  // Fewer queries: each half, then each single query.
  if (nq > min_queries) {
    const int half = nq / 2;
    if (half >= std::max(1, min_queries) && nq >= 2) {
      ops.push_back([ci, half](const LinkInput& x) -> std::optional<LinkInput> {
        LinkInput y = x;
        y.cases[ci].queries.resize(static_cast<std::size_t>(half));
        return y;
      });
      ops.push_back([ci, half](const LinkInput& x) -> std::optional<LinkInput> {
        LinkInput y = x;
        auto& qs = y.cases[ci].queries;
        qs.erase(qs.begin(), qs.begin() + half);
        return y;
      });
    }
    for (int i = 0; i < nq; ++i)
      ops.push_back([ci, i](const LinkInput& x) -> std::optional<LinkInput> {
        LinkInput y = x;
        auto& qs = y.cases[ci].queries;
        qs.erase(qs.begin() + i);
        return y;
      });
  }
  // Fewer rows and columns: halves first, then single lines.
  for (bool rows : {true, false}) {
    const int n = rows ? c.board.rows() : c.board.cols();
    if (n >= 4) {
      ops.push_back([=](const LinkInput& x) { return remove_band(x, ci, rows, n / 2 + 1, n); });
      ops.push_back([=](const LinkInput& x) { return remove_band(x, ci, rows, 1, n / 2); });
    }
  }
  for (bool rows : {true, false}) {
    const int n = rows ? c.board.rows() : c.board.cols();
    if (n >= 2)
      for (int i = n; i >= 1; --i)
        ops.push_back([=](const LinkInput& x) { return remove_band(x, ci, rows, i, i); });
  }
  // Emptier: every tile but the endpoints at once, then tile by tile.
  bool other_tiles = false;
  for (int r = 1; r <= c.board.rows(); ++r)
    for (int col = 1; col <= c.board.cols(); ++col)
      if (c.board.at(r, col) != 0 && !is_endpoint(c, {r, col})) other_tiles = true;
  if (other_tiles)
    ops.push_back([ci](const LinkInput& x) -> std::optional<LinkInput> {
      LinkInput y = x;
      Case& yc = y.cases[ci];
      for (int r = 1; r <= yc.board.rows(); ++r)
        for (int col = 1; col <= yc.board.cols(); ++col)
          if (!is_endpoint(yc, {r, col})) yc.board.set(r, col, 0);
      return y;
    });
  for (int r = 1; r <= c.board.rows(); ++r)
    for (int col = 1; col <= c.board.cols(); ++col)
      if (c.board.at(r, col) != 0)
        ops.push_back([ci, r, col](const LinkInput& x) -> std::optional<LinkInput> {
          LinkInput y = x;
          y.cases[ci].board.set(r, col, 0);
          return y;
        });
  // Smaller labels: 1, 2, 3... in order of first appearance, then one label at a time.
  std::map<std::int32_t, std::int32_t> compact;
  bool changes = false;
  for (std::int32_t v : c.board.values())
    if (v != 0 && !compact.count(v)) {
      const auto k = static_cast<std::int32_t>(compact.size() + 1);
      compact[v] = k;
      changes = changes || k != v;
    }
  if (changes)
    ops.push_back([ci, compact](const LinkInput& x) -> std::optional<LinkInput> {
      LinkInput y = x;
      Board& b = y.cases[ci].board;
      for (int r = 1; r <= b.rows(); ++r)
        for (int col = 1; col <= b.cols(); ++col)
          if (b.at(r, col) != 0) b.set(r, col, compact.at(b.at(r, col)));
      return y;
    });
  for (const auto& [v, k] : compact) {
    if (v <= 1) continue;
    for (std::int32_t t : materialize(rc::shrink::towards<std::int32_t>(v, 1)))
      ops.push_back([ci, v = v, t](const LinkInput& x) -> std::optional<LinkInput> {
        LinkInput y = x;
        Board& b = y.cases[ci].board;
        for (int r = 1; r <= b.rows(); ++r)
          for (int col = 1; col <= b.cols(); ++col)
            if (b.at(r, col) == v) b.set(r, col, t);
        return y;
      });
  }
  // An endpoint and its tile one step up or left (swapped with that cell), so a link can
  // shrink as a whole; then endpoints alone toward the top-left corner.
  for (std::size_t qi = 0; qi < c.queries.size(); ++qi)
    for (int end = 0; end < 2; ++end)
      for (auto [dr, dc] : {std::pair{-1, 0}, {0, -1}}) {
        const Cell e = end == 0 ? c.queries[qi].a : c.queries[qi].b;
        const Cell to{e.row + dr, e.col + dc};
        if (!c.board.inside(to)) continue;
        ops.push_back([=](const LinkInput& x) -> std::optional<LinkInput> {
          LinkInput y = x;
          Board& b = y.cases[ci].board;
          const std::int32_t v = b.at(e);
          b.set(e.row, e.col, b.at(to));
          b.set(to.row, to.col, v);
          Query& q = y.cases[ci].queries[qi];
          (end == 0 ? q.a : q.b) = to;
          return y;
        });
      }
  for (std::size_t qi = 0; qi < c.queries.size(); ++qi)
    for (int end = 0; end < 2; ++end)
      for (int coord = 0; coord < 2; ++coord) {
        const Cell e = end == 0 ? c.queries[qi].a : c.queries[qi].b;
        const int v = coord == 0 ? e.row : e.col;
        if (v <= 1) continue;
        for (int t : materialize(rc::shrink::towards(v, 1)))
          ops.push_back([=](const LinkInput& x) -> std::optional<LinkInput> {
            LinkInput y = x;
            Query& q = y.cases[ci].queries[qi];
            Cell& cell = end == 0 ? q.a : q.b;
            (coord == 0 ? cell.row : cell.col) = t;
            return y;
          });
      }
}

}  // namespace

rc::Seq<LinkInput> shrink_input(const LinkInput& input, const GenOptions& opt, int min_queries) {
  auto in = std::make_shared<const LinkInput>(input);
  auto ops = std::make_shared<std::vector<Op>>();
  if (input.cases.size() > 1)
    for (std::size_t i = 0; i < input.cases.size(); ++i)
      ops->push_back([i](const LinkInput& x) -> std::optional<LinkInput> {
        LinkInput y = x;
        y.cases.erase(y.cases.begin() + static_cast<std::ptrdiff_t>(i));
        return y;
      });
  for (std::size_t ci = 0; ci < input.cases.size(); ++ci) case_ops(input, ci, min_queries, *ops);
  if (input.config.rules == Rules::classic && opt.hdu)
    ops->push_back([](const LinkInput& x) -> std::optional<LinkInput> {
      LinkInput y = x;
      y.config.rules = Rules::hdu;
      return y;
    });
  if (input.config.turns > 0)
    for (int t : materialize(rc::shrink::towards(input.config.turns, 0)))
      ops->push_back([t](const LinkInput& x) -> std::optional<LinkInput> {
        LinkInput y = x;
        y.config.turns = t;
        return y;
      });
  return rc::seq::mapMaybe(rc::seq::range<std::size_t>(0, ops->size()),
                           [in, ops](std::size_t i) -> rc::Maybe<LinkInput> {
                             auto y = (*ops)[i](*in);
                             if (!y) return rc::Nothing;
                             return std::move(*y);
                           });
}

}  // namespace llk::link
