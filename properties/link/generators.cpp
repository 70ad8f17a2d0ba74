#include "llk/link/generators.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <ostream>
#include <utility>
#include <vector>

#include "llk/link/judge_format.hpp"
#include "shrink_input.hpp"

namespace llk::link {
namespace {

/// Draws the whole input from one (seed, size): RapidCheck's Random gives one number, which seeds
/// a SplitMix64 stream (RapidCheck's own block cipher cost 40 % of a differential run).
class Draw {
 public:
  explicit Draw(const rc::Random& random) : state_(rc::Random(random).next()) {}

  std::uint64_t bits() {
    std::uint64_t z = state_ += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  /// Uniform in [lo, hi] (hi >= lo), by multiply and shift (Lemire) rather than a division.
  std::int64_t range(std::int64_t lo, std::int64_t hi) {
    if (hi <= lo) return lo;
    const auto span = static_cast<unsigned __int128>(static_cast<std::uint64_t>(hi - lo) + 1);
    return lo + static_cast<std::int64_t>((span * bits()) >> 64);
  }
  int irange(int lo, int hi) { return static_cast<int>(range(lo, hi)); }
  bool chance(int percent) { return range(0, 99) < percent; }
  /// Index picked with the given weights (zero weights never picked).
  std::size_t weighted(std::initializer_list<int> weights) {
    int total = 0;
    for (int w : weights) total += w;
    int pick = irange(0, total - 1);
    std::size_t i = 0;
    for (int w : weights) {
      if (pick < w) return i;
      pick -= w;
      ++i;
    }
    return 0;
  }

 private:
  std::uint64_t state_;
};

constexpr std::int32_t kMaxValue = std::numeric_limits<std::int32_t>::max();

/// Labels where narrow types, sign bits and off-by-ones bite.
constexpr std::int32_t kSpecialLabels[] = {
    1,     2,     3,     127,   128,   255,      256,      257,        511,       512,
    32767, 32768, 65535, 65536, 65537, 16777216, 16777217, 2147483646, kMaxValue, 1000000007};

int clamp_limit(int v) {
  return std::max(1, v);
}

/// The set of distinct labels a board is drawn from.
std::vector<std::int32_t> draw_labels(Draw& d, int size) {
  int kinds = 0;
  switch (d.weighted({10, 35, 30, 25})) {
    case 0:
      kinds = 1;
      break;
    case 1:
      kinds = 2;
      break;
    case 2:
      kinds = d.irange(3, 4);
      break;
    default:
      kinds = d.irange(5, std::max(5, 2 + size / 5));
      break;
  }
  std::vector<std::int32_t> labels;
  auto add = [&](std::int64_t v) {
    if (v < 1 || v > kMaxValue) return;
    const auto x = static_cast<std::int32_t>(v);
    if (std::find(labels.begin(), labels.end(), x) == labels.end()) labels.push_back(x);
  };
  switch (d.weighted({50, 12, 25, 13})) {
    case 0:  // small consecutive labels
      for (int i = 1; i <= kinds; ++i) add(i);
      break;
    case 1:  // small labels with gaps
      while (static_cast<int>(labels.size()) < kinds) add(d.range(1, 3 * kinds));
      break;
    case 2:  // wide: special values and anything in int32
      for (int tries = 0; static_cast<int>(labels.size()) < kinds && tries < 100; ++tries) {
        if (d.chance(60))
          add(kSpecialLabels[d.range(0, std::size(kSpecialLabels) - 1)]);
        else
          add(d.range(1, kMaxValue));
      }
      break;
    default: {  // aliases: distinct labels equal modulo 256 or 65536
      const std::int64_t base = d.range(0, 255);
      const std::int64_t step = d.chance(70) ? 256 : 65536;
      for (int tries = 0; static_cast<int>(labels.size()) < std::max(2, kinds) && tries < 100;
           ++tries)
        add(base + step * d.range(0, 40));
      break;
    }
  }
  if (labels.empty()) labels.push_back(1);
  return labels;
}

/// A board drawn at RapidCheck size `size`, plus the labels it was drawn from.
Board draw_board(Draw& d, const GenOptions& opt, int size, std::vector<std::int32_t>& labels) {
  const int s = std::clamp(size, 0, 100);
  const int max_r = clamp_limit(opt.max_rows), max_c = clamp_limit(opt.max_cols);
  int rows = 1, cols = 1;
  bool open = false;
  switch (d.weighted({80, 3, 3, 14})) {
    case 0: {  // small, the bulk: up to 12 x 12 at full size
      const int bound = 3 + s / 11;
      const bool wide = d.chance(85);  // 1 x m and n x 1 mostly come from their own shapes
      rows = d.irange(wide ? std::min(2, max_r) : 1, std::min(bound, max_r));
      cols = d.irange(wide ? std::min(2, max_c) : 1, std::min(bound, max_c));
      break;
    }
    case 1:  // one row
      cols = d.irange(1, std::min(max_c, 2 + s * 10));
      break;
    case 2:  // one column
      rows = d.irange(1, std::min(max_r, 2 + s * 10));
      break;
    default: {  // open board of up to hundreds of cells (more when the limits allow)
      const int bound = 4 + s * s / 10;
      rows = d.irange(1, std::min(bound, max_r));
      cols = d.irange(1, std::min(bound, max_c));
      open = true;
      break;
    }
  }
  int density = 0;  // percent of cells holding a tile
  if (open) {
    density = d.chance(25) ? 0 : d.irange(1, 15);
  } else {
    switch (d.weighted({6, 6, 25, 33, 30})) {
      case 0:
        density = 0;
        break;
      case 1:
        density = 100;
        break;
      case 2:
        density = d.irange(1, 25);
        break;
      case 3:
        density = d.irange(26, 60);
        break;
      default:
        density = d.irange(61, 99);
        break;
    }
  }
  labels = draw_labels(d, s);
  Board board(rows, cols);
  for (int r = 1; r <= rows; ++r)
    for (int c = 1; c <= cols; ++c)
      if (d.range(0, 99) < density)
        board.set(r, c, labels[static_cast<std::size_t>(d.range(0, labels.size() - 1))]);
  return board;
}

Cell random_cell(Draw& d, const Board& b) {
  return {d.irange(1, b.rows()), d.irange(1, b.cols())};
}

/// Cells earlier planted links rely on: their endpoints (not to be cleared) and their paths (not
/// to become new endpoints or blockers).
struct Reserved {
  std::vector<char> endpoint, path;
  int cols = 0;
  explicit Reserved(const Board& b)
      : endpoint(b.values().size(), 0), path(b.values().size(), 0), cols(b.cols()) {}
  std::size_t at(Cell c) const {
    return static_cast<std::size_t>(c.row - 1) * static_cast<std::size_t>(cols) +
           static_cast<std::size_t>(c.col - 1);
  }
};

/// The on-board cells of a path through `corners`, endpoints included.
std::vector<Cell> path_cells(const Board& b, const std::vector<Cell>& corners) {
  std::vector<Cell> out{corners.front()};
  for (std::size_t i = 0; i + 1 < corners.size(); ++i) {
    Cell cur = corners[i];
    const Cell to = corners[i + 1];
    while (!(cur == to)) {
      if (cur.row != to.row)
        cur.row += cur.row < to.row ? 1 : -1;
      else
        cur.col += cur.col < to.col ? 1 : -1;
      if (b.inside(cur)) out.push_back(cur);
    }
  }
  return out;
}

/// A query whose endpoints are joined by a cleared path of 0, 1 or 2 turns (maybe via the ring);
/// a two-turn link gets its one-turn corners blocked so that it really needs two turns.
std::optional<Query> planted_query(Draw& d, Board& b, const std::vector<std::int32_t>& labels,
                                   Reserved& reserved, bool ring_ok) {
  if (b.rows() * b.cols() < 2) return std::nullopt;
  const std::int32_t label = labels[static_cast<std::size_t>(d.range(0, labels.size() - 1))];
  auto free_cell = [&] {
    Cell c = random_cell(d, b);
    for (int tries = 0; tries < 8 && (reserved.path[reserved.at(c)] != 0 ||
                                      reserved.endpoint[reserved.at(c)] != 0);
         ++tries)
      c = random_cell(d, b);
    return c;
  };
  // Up to 6 tries for a link that crosses no earlier endpoint or blocker and whose ends sit
  // on no earlier link.
  Cell a, z;
  std::vector<Cell> corners, cells;
  bool two_turns = false;
  for (int attempt = 0;; ++attempt) {
    if (attempt == 6) return std::nullopt;
    a = free_cell();
    z = free_cell();
    for (int tries = 0; a == z && tries < 8; ++tries) z = free_cell();
    if (a == z) continue;
    two_turns = false;
    switch (d.weighted({6, 14, 80})) {
      case 0:  // straight: force a shared row or column
        if (d.chance(50) && b.cols() > 1) {
          z.row = a.row;
          if (z.col == a.col) z.col = a.col == 1 ? 2 : a.col - 1;
        } else if (b.rows() > 1) {
          z.col = a.col;
          if (z.row == a.row) z.row = a.row == 1 ? 2 : a.row - 1;
        }
        if (a == z) continue;
        corners = {a, z};
        break;
      case 1:  // one corner
        corners = {a, d.chance(50) ? Cell{a.row, z.col} : Cell{z.row, a.col}, z};
        break;
      default: {  // two corners through a middle column or row, possibly on the ring
        const bool ring = ring_ok && d.chance(35);
        // A middle line other than the endpoints' own, so the path really turns twice.
        auto middle = [&](int lines, int p, int q) {
          if (ring || (ring_ok && lines < 3)) return d.chance(50) ? 0 : lines + 1;
          const int lo = std::min(p, q), hi = std::max(p, q);
          if (hi - lo >= 2 && d.chance(75)) return d.irange(lo + 1, hi - 1);  // a Z shape
          int x = d.irange(1, lines);
          for (int tries = 0; (x == p || x == q) && tries < 8; ++tries) x = d.irange(1, lines);
          return x;
        };
        // Endpoints in different rows and columns, so no straight link exists.
        if (a.row == z.row && b.rows() > 1) z.row = a.row == 1 ? 2 : a.row - 1;
        if (a.col == z.col && b.cols() > 1) z.col = a.col == 1 ? 2 : a.col - 1;
        if (d.chance(50)) {
          const int mc = middle(b.cols(), a.col, z.col);
          corners = {a, {a.row, mc}, {z.row, mc}, z};
        } else {
          const int mr = middle(b.rows(), a.row, z.row);
          corners = {a, {mr, a.col}, {mr, z.col}, z};
        }
        if (a == z) continue;
        two_turns = true;
        break;
      }
    }
    cells = path_cells(b, corners);
    bool ok = true;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const std::size_t k = reserved.at(cells[i]);
      const bool end_cell = i == 0 || i + 1 == cells.size();
      if (reserved.endpoint[k] != 0 || (end_cell && reserved.path[k] != 0)) ok = false;
    }
    if (ok) break;
  }
  for (std::size_t i = 1; i + 1 < cells.size(); ++i)
    if (reserved.endpoint[reserved.at(cells[i])] == 0) b.set(cells[i].row, cells[i].col, 0);
  b.set(a.row, a.col, label);
  b.set(z.row, z.col, label);
  for (const Cell& c : cells) reserved.path[reserved.at(c)] = 1;
  reserved.endpoint[reserved.at(a)] = reserved.endpoint[reserved.at(z)] = 1;
  if (two_turns) {
    // Block every one-turn link: its corner, or (when the corner is on the planted path) the
    // first cell off the path on the other leg.
    const std::int32_t blocker =
        label == labels.front() ? (labels.size() > 1 ? labels[1] : label % 7 + 1) : labels.front();
    auto on_path = [&](Cell c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); };
    auto block = [&](Cell c) {
      if (b.inside(c) && !on_path(c) && reserved.path[reserved.at(c)] == 0) {
        b.set(c.row, c.col, blocker);
        reserved.endpoint[reserved.at(c)] = 1;  // later links keep it
      }
    };
    for (const Cell corner : {Cell{a.row, z.col}, Cell{z.row, a.col}}) {
      if (!on_path(corner)) {
        block(corner);
        continue;
      }
      for (const Cell end : {a, z}) {  // the leg from `end` to the corner that is off the path
        const int dr = corner.row > end.row ? 1 : corner.row < end.row ? -1 : 0;
        const int dc = corner.col > end.col ? 1 : corner.col < end.col ? -1 : 0;
        const Cell next{end.row + dr, end.col + dc};
        if (!(next == end) && !on_path(next)) block(next);
      }
    }
  }
  return Query{a, z};
}

/// Queries aimed mostly at pairs of equal tiles; may plant links into the board.
std::vector<Query> draw_queries(Draw& d, const GenOptions& opt, int size, Board& b,
                                const std::vector<std::int32_t>& labels, bool ring_ok) {
  const int s = std::clamp(size, 0, 100);
  const int max_q = std::max(1, opt.max_queries);
  int q = 1;
  switch (d.weighted({35, 45, 20})) {
    case 0:
      q = d.irange(1, std::min(3, max_q));
      break;
    case 1:
      q = d.irange(1, std::min(max_q, 4 + s / 10));
      break;
    default:
      q = d.irange(1, std::min(max_q, 1 + s / 2));
      break;
  }
  std::vector<Query> out;
  Reserved reserved(b);
  std::vector<std::pair<std::int32_t, Cell>> tiles;         // case 0's scratch
  std::vector<std::pair<std::size_t, std::size_t>> groups;  // (first, count) in tiles
  std::vector<Cell> empty;                                  // the last case's
  for (int i = 0; i < q; ++i) {
    Query query{random_cell(d, b), random_cell(d, b)};
    switch (d.weighted({20, 68, 4, 3, 5})) {
      case 0: {  // two distinct cells holding the same tile
        // The tiles by value, row-major within a value; then the values held at least twice.
        tiles.clear();
        for (int r = 1; r <= b.rows(); ++r)
          for (int c = 1; c <= b.cols(); ++c)
            if (b.at(r, c) != 0) tiles.push_back({b.at(r, c), {r, c}});
        std::sort(tiles.begin(), tiles.end(), [](const auto& x, const auto& y) {  // no buffer
          if (x.first != y.first) return x.first < y.first;
          return x.second.row != y.second.row ? x.second.row < y.second.row
                                              : x.second.col < y.second.col;
        });
        groups.clear();
        for (std::size_t i = 0, j = 0; i < tiles.size(); i = j) {
          while (j < tiles.size() && tiles[j].first == tiles[i].first) ++j;
          if (j - i >= 2) groups.push_back({i, j - i});
        }
        if (groups.empty()) break;
        const auto [first, count] = groups[static_cast<std::size_t>(d.range(0, groups.size() - 1))];
        const auto i1 = static_cast<std::size_t>(d.range(0, count - 1));
        auto i2 = static_cast<std::size_t>(d.range(0, count - 2));
        if (i2 >= i1) ++i2;
        query = {tiles[first + i1].second, tiles[first + i2].second};
        break;
      }
      case 1:
        if (auto planted = planted_query(d, b, labels, reserved, ring_ok)) query = *planted;
        break;
      case 2:
        break;  // any two cells
      case 3:
        query.b = query.a;
        break;    // the same cell twice
      default: {  // empty cells
        empty.clear();
        for (int r = 1; r <= b.rows(); ++r)
          for (int c = 1; c <= b.cols(); ++c)
            if (b.at(r, c) == 0) empty.push_back({r, c});
        if (empty.empty()) break;
        query.a = empty[static_cast<std::size_t>(d.range(0, empty.size() - 1))];
        if (d.chance(70)) query.b = empty[static_cast<std::size_t>(d.range(0, empty.size() - 1))];
        break;
      }
    }
    if (d.chance(50)) std::swap(query.a, query.b);
    out.push_back(query);
  }
  return out;
}

/// `ring_ok`: the rules may be classic, so planted links may run along the ring.
Case draw_case(Draw& d, const GenOptions& opt, int size, bool ring_ok) {
  std::vector<std::int32_t> labels;
  Case c;
  c.board = draw_board(d, opt, size, labels);
  c.queries = draw_queries(d, opt, size, c.board, labels, ring_ok);
  return c;
}

Config draw_config(Draw& d, const GenOptions& opt) {
  Config config;
  if (opt.hdu && opt.classic)
    config.rules = d.chance(50) ? Rules::hdu : Rules::classic;
  else
    config.rules = opt.classic && !opt.hdu ? Rules::classic : Rules::hdu;
  const int max_k = std::max(0, opt.max_turns);
  switch (d.weighted({7, 10, 60, 13, 10})) {
    case 0:
      config.turns = 0;
      break;
    case 1:
      config.turns = 1;
      break;
    case 2:
      config.turns = 2;
      break;
    case 3:
      config.turns = 3;
      break;
    default:
      config.turns = d.irange(4, std::max(4, max_k));
      break;
  }
  config.turns = std::min(config.turns, max_k);
  return config;
}

LinkInput draw_input(Draw& d, const GenOptions& opt, int size) {
  LinkInput in;
  in.config = draw_config(d, opt);
  const int max_cases = std::max(1, opt.max_cases);
  const int n = d.chance(50) ? 1 : d.irange(1, max_cases);
  for (int i = 0; i < n; ++i)
    in.cases.push_back(draw_case(d, opt, size, in.config.rules == Rules::classic));
  return in;
}

}  // namespace

rc::Gen<Board> gen_board(const GenOptions& opt) {
  return [opt](const rc::Random& random, int size) {
    Draw d(random);
    std::vector<std::int32_t> labels;
    LinkInput in;
    in.cases.push_back({draw_board(d, opt, size, labels), {}});
    return rc::shrinkable::map(
        rc::shrinkable::shrinkRecur(std::move(in),
                                    [opt](const LinkInput& x) { return shrink_input(x, opt, 0); }),
        [](const LinkInput& x) { return x.cases.front().board; });
  };
}

rc::Gen<Case> gen_case(const GenOptions& opt) {
  return [opt](const rc::Random& random, int size) {
    Draw d(random);
    LinkInput in;
    in.cases.push_back(draw_case(d, opt, size, opt.classic));
    return rc::shrinkable::map(
        rc::shrinkable::shrinkRecur(std::move(in),
                                    [opt](const LinkInput& x) { return shrink_input(x, opt, 1); }),
        [](const LinkInput& x) { return x.cases.front(); });
  };
}

rc::Gen<Config> gen_config(const GenOptions& opt) {
  return [opt](const rc::Random& random, int) {
    Draw d(random);
    LinkInput in;
    in.config = draw_config(d, opt);
    return rc::shrinkable::map(
        rc::shrinkable::shrinkRecur(std::move(in),
                                    [opt](const LinkInput& x) { return shrink_input(x, opt, 1); }),
        [](const LinkInput& x) { return x.config; });
  };
}

rc::Gen<LinkInput> gen_input(const GenOptions& opt) {
  return [opt](const rc::Random& random, int size) {
    Draw d(random);
    return rc::shrinkable::shrinkRecur(
        draw_input(d, opt, size), [opt](const LinkInput& x) { return shrink_input(x, opt, 1); });
  };
}

void showValue(const Board& board, std::ostream& os) {
  Case c{board, {}};
  std::string text;
  write_case(text, c);
  os << text;
}

void showValue(const Case& c, std::ostream& os) {
  std::string text;
  write_case(text, c);
  os << text;
}

void showValue(const Config& config, std::ostream& os) {
  os << "rules=" << to_string(config.rules) << " K=" << config.turns;
}

void showValue(const LinkInput& input, std::ostream& os) {
  showValue(input.config, os);
  os << '\n' << write_judge(input.cases);
}

}  // namespace llk::link
