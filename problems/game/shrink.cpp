/// Shrinking a game input: fewer boards, then for each board fewer rows, columns and tiles,
/// smaller values, and rules and K nearer the defaults.

#include <algorithm>
#include <map>

#include "parts.hpp"

namespace llk::game {
namespace {

Board without_row(const Board& b, int row) {
  std::vector<std::int32_t> v;
  for (int r = 1; r <= b.rows(); ++r)
    for (int c = 1; c <= b.cols(); ++c)
      if (r != row) v.push_back(b.at(r, c));
  return Board(b.rows() - 1, b.cols(), std::move(v));
}

Board without_col(const Board& b, int col) {
  std::vector<std::int32_t> v;
  for (int r = 1; r <= b.rows(); ++r)
    for (int c = 1; c <= b.cols(); ++c)
      if (c != col) v.push_back(b.at(r, c));
  return Board(b.rows(), b.cols() - 1, std::move(v));
}

/// Smaller boards like `b`, the biggest steps first.
std::vector<Board> smaller(const Board& b) {
  std::vector<Board> out;
  if (b.rows() > 1)
    for (int r = b.rows(); r >= 1; --r) out.push_back(without_row(b, r));
  if (b.cols() > 1)
    for (int c = b.cols(); c >= 1; --c) out.push_back(without_col(b, c));
  // Two tiles of one value at once keep every kind even; then single tiles.
  std::vector<Cell> tiles;
  for (int r = 1; r <= b.rows(); ++r)
    for (int c = 1; c <= b.cols(); ++c)
      if (b.at(r, c) != 0) tiles.push_back({r, c});
  for (std::size_t i = 0; i < tiles.size(); ++i)
    for (std::size_t j = i + 1; j < tiles.size(); ++j)
      if (b.at(tiles[i]) == b.at(tiles[j])) {
        Board s = b;
        s.set(tiles[i].row, tiles[i].col, 0);
        s.set(tiles[j].row, tiles[j].col, 0);
        out.push_back(std::move(s));
      }
  for (const Cell& t : tiles) {
    Board s = b;
    s.set(t.row, t.col, 0);
    out.push_back(std::move(s));
  }
  // Values relabelled 1, 2, ... in order of first appearance.
  std::map<std::int32_t, std::int32_t> to;
  for (std::int32_t v : b.values())
    if (v != 0 && !to.count(v)) to[v] = static_cast<std::int32_t>(to.size() + 1);
  std::vector<std::int32_t> relabelled = b.values();
  for (std::int32_t& v : relabelled) v = v == 0 ? 0 : to[v];
  if (relabelled != b.values()) out.push_back(Board(b.rows(), b.cols(), std::move(relabelled)));
  return out;
}

}  // namespace

std::vector<ShrinkPass> shrink_passes(const GameInput& x, bool keep_params) {
  std::vector<ShrinkPass> passes;
  ShrinkPass drop;
  drop.size = [](const llk::Input& i) { return in(i).boards.size(); };
  drop.without = [](const llk::Input& i, std::size_t b, std::size_t e) {
    GameInput g = in(i);
    g.boards.erase(g.boards.begin() + static_cast<long>(b),
                   g.boards.begin() + static_cast<long>(e));
    return std::optional<llk::Input>(std::move(g));
  };
  passes.push_back(std::move(drop));
  for (std::size_t bi = 0; bi < x.boards.size(); ++bi) {
    ShrinkPass each;
    each.candidates = [bi](const llk::Input& i) {
      std::vector<llk::Input> out;
      const GameInput& g = in(i);
      if (bi >= g.boards.size()) return out;
      for (Board& s : smaller(g.boards[bi])) {
        GameInput c = g;
        c.boards[bi] = std::move(s);
        out.push_back(std::move(c));
      }
      return out;
    };
    passes.push_back(std::move(each));
  }
  if (!keep_params) {
    ShrinkPass params;
    params.candidates = [](const llk::Input& i) {
      std::vector<llk::Input> out;
      const GameInput& g = in(i);
      if (g.config.rules == Rules::classic) {
        GameInput c = g;
        c.config.rules = Rules::hdu;
        out.push_back(std::move(c));
      }
      if (g.config.turns != 2) {
        GameInput c = g;
        c.config.turns = g.config.turns > 2 ? g.config.turns - 1 : g.config.turns + 1;
        out.push_back(std::move(c));
      }
      return out;
    };
    passes.push_back(std::move(params));
  }
  return passes;
}

}  // namespace llk::game
