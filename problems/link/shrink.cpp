/// The shrink passes of a link input: removal of cases, queries, rows, columns and tiles in
/// chunks, then relabelling, merging and shrinking of values, then lowering K.

#include "llk/link/shrink.hpp"

#include <cstdint>
#include <map>
#include <set>

namespace llk::link {
namespace {

const LinkInput& link_input(const Input& i) {
  return input_as<LinkInput>(i);
}

/// Removal of items [b, e) of case `ci` made by `edit`, as a chunked pass.
template <class Size, class Edit>
ShrinkPass chunked(Size size, Edit edit, bool all_ok = false) {
  ShrinkPass p;
  p.size = [size](const Input& i) { return size(link_input(i)); };
  p.without = [edit](const Input& i, std::size_t b, std::size_t e) -> std::optional<Input> {
    LinkInput cand = link_input(i);
    if (!edit(cand, b, e)) return std::nullopt;
    return Input(std::move(cand));
  };
  p.all_ok = all_ok;
  return p;
}

/// Drops rows (or columns) [b, e) (0-based) of a case; query endpoints on them move to the
/// nearest kept line, so no query pins a line.
Case without_lines(const Case& c, bool rows, std::size_t b, std::size_t e) {
  const int lo = static_cast<int>(b) + 1, hi = static_cast<int>(e);  // 1-based, inclusive
  const int removed = hi - lo + 1;
  const int nr = rows ? c.board.rows() - removed : c.board.rows();
  const int nc = rows ? c.board.cols() : c.board.cols() - removed;
  Board nb(nr, nc);
  for (int r = 1, sr = 1; sr <= c.board.rows(); ++sr) {
    if (rows && sr >= lo && sr <= hi) continue;
    for (int col = 1, sc = 1; sc <= c.board.cols(); ++sc) {
      if (!rows && sc >= lo && sc <= hi) continue;
      nb.set(r, col++, c.board.at(sr, sc));
    }
    ++r;
  }
  auto remap = [&](Cell cell) {
    int& v = rows ? cell.row : cell.col;
    if (v >= lo && v <= hi)
      v = std::max(lo - 1, 1);
    else if (v > hi)
      v -= removed;
    return cell;
  };
  Case out;
  out.board = std::move(nb);
  for (const Query& q : c.queries) out.queries.push_back({remap(q.a), remap(q.b)});
  return out;
}

std::vector<std::size_t> tiles(const Case& c) {
  std::vector<std::size_t> at;
  const auto& v = c.board.values();
  for (std::size_t i = 0; i < v.size(); ++i)
    if (v[i] != 0) at.push_back(i);
  return at;
}

std::set<std::int32_t> kinds(const LinkInput& input) {
  std::set<std::int32_t> k;
  for (const Case& c : input.cases)
    for (auto v : c.board.values())
      if (v != 0) k.insert(v);
  return k;
}

Input mapped(const LinkInput& input, const std::map<std::int32_t, std::int32_t>& m) {
  LinkInput cand = input;
  for (Case& c : cand.cases) {
    std::vector<std::int32_t> values = c.board.values();
    for (auto& v : values)
      if (auto it = m.find(v); it != m.end()) v = it->second;
    c.board = Board(c.board.rows(), c.board.cols(), std::move(values));
  }
  return cand;
}

ShrinkPass candidates(std::function<std::vector<Input>(const LinkInput&)> make) {
  ShrinkPass p;
  p.candidates = [make = std::move(make)](const Input& i) { return make(link_input(i)); };
  return p;
}

}  // namespace

std::vector<ShrinkPass> shrink_passes(const LinkInput& input, bool keep_params) {
  std::vector<ShrinkPass> passes;
  passes.push_back(chunked([](const LinkInput& x) { return x.cases.size(); },
                           [](LinkInput& x, std::size_t b, std::size_t e) {
                             x.cases.erase(x.cases.begin() + static_cast<long>(b),
                                           x.cases.begin() + static_cast<long>(e));
                             return true;
                           }));
  for (std::size_t ci = 0; ci < input.cases.size(); ++ci) {
    auto here = [ci](const LinkInput& x) { return ci < x.cases.size(); };
    passes.push_back(
        chunked([ci, here](const LinkInput& x) { return here(x) ? x.cases[ci].queries.size() : 0; },
                [ci](LinkInput& x, std::size_t b, std::size_t e) {
                  auto& q = x.cases[ci].queries;
                  q.erase(q.begin() + static_cast<long>(b), q.begin() + static_cast<long>(e));
                  return true;
                }));
    for (const bool rows : {true, false})
      passes.push_back(chunked(
          [ci, rows, here](const LinkInput& x) -> std::size_t {
            if (!here(x)) return 0;
            const Board& b = x.cases[ci].board;
            return static_cast<std::size_t>(rows ? b.rows() : b.cols());
          },
          [ci, rows](LinkInput& x, std::size_t b, std::size_t e) {
            x.cases[ci] = without_lines(x.cases[ci], rows, b, e);
            return true;
          }));
    passes.push_back(
        chunked([ci, here](const LinkInput& x) { return here(x) ? tiles(x.cases[ci]).size() : 0; },
                [ci](LinkInput& x, std::size_t b, std::size_t e) {
                  const std::vector<std::size_t> at = tiles(x.cases[ci]);
                  const Board& old = x.cases[ci].board;
                  std::vector<std::int32_t> values = old.values();
                  for (std::size_t i = b; i < e; ++i) values[at[i]] = 0;
                  x.cases[ci].board = Board(old.rows(), old.cols(), std::move(values));
                  return true;
                },
                true));
  }
  // Every kind to 1..k in the order of the values (order-based bugs keep their order).
  passes.push_back(candidates([](const LinkInput& x) {
    std::map<std::int32_t, std::int32_t> m;
    std::int32_t next = 1;
    bool changes = false;
    for (auto v : kinds(x)) {
      changes |= v != next;
      m[v] = next++;
    }
    return changes ? std::vector<Input>{mapped(x, m)} : std::vector<Input>{};
  }));
  // Two kinds merged into one: fewer distinctions, kept only when the failure needs them.
  passes.push_back(candidates([](const LinkInput& x) {
    std::vector<Input> out;
    const auto k = kinds(x);
    if (k.size() < 2 || k.size() > 24) return out;
    std::vector<std::int32_t> v(k.begin(), k.end());
    for (std::size_t i = v.size(); i-- > 1;)
      for (std::size_t j = 0; j < i; ++j) out.push_back(mapped(x, {{v[i], v[j]}}));
    return out;
  }));
  // Each kind toward 1: v >> k first (keeps power-of-two structure such as 256 = 0 mod 256),
  // then v - gap for halving gaps (the classic integer shrink).
  passes.push_back(candidates([](const LinkInput& x) {
    std::vector<Input> out;
    const auto k = kinds(x);
    for (auto it = k.rbegin(); it != k.rend(); ++it) {
      const std::int32_t v = *it;
      if (v <= 1) continue;
      std::vector<std::int32_t> targets;
      for (int s = 30; s >= 1; --s)
        if ((v >> s) >= 1 && (targets.empty() || targets.back() != (v >> s)))
          targets.push_back(v >> s);
      for (std::int64_t gap = v - 1; gap >= 1; gap /= 2)
        targets.push_back(static_cast<std::int32_t>(v - gap));
      for (const std::int32_t t : targets) out.push_back(mapped(x, {{v, t}}));
    }
    return out;
  }));
  if (!keep_params)
    passes.push_back(candidates([](const LinkInput& x) {
      std::vector<Input> out;
      for (int t = 0; t < x.config.turns; ++t) {
        LinkInput cand = x;
        cand.config.turns = t;
        out.push_back(std::move(cand));
      }
      return out;
    }));
  return passes;
}

}  // namespace llk::link
