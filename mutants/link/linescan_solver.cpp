#include <cstdint>
#include <vector>

#include "grid.hpp"
#include "zoo.hpp"

namespace llk::link::zoo {
namespace {

/// The judge-style corner check: a straight line, then one corner, then two corners on a scanned
/// row or column; answers in the fewest turns, for K <= 2.
class LineScanSolver final : public ZooSolver {
  Answer link(Cell a, Cell b) override {
    const int k = config_.turns;
    if ((a.row == b.row || a.col == b.col) && clear(a, b)) return witness({a, b});
    if (k < 1 || a.row == b.row || a.col == b.col) return k >= 2 ? two_corners(a, b) : Answer{};
    const Cell c1{a.row, b.col}, c2{b.row, a.col};
    const bool via1 = corner_ok(c1) && clear(a, c1) && clear(c1, b);
    const bool via2 = !via1 && corner_ok(c2) && clear(a, c2) && clear(c2, b);
    if (via1 || via2) {
      // The witness bug draws the path through c1 even when only c2 was found open.
      const Cell c = (via1 || bugs_.witness_wrong_corner) ? c1 : c2;
      return witness({a, c, b});
    }
    return k >= 2 ? two_corners(a, b) : Answer{};
  }

  bool passable(Cell p) const {
    if (!grid_.on_board(p.row, p.col) &&
        (config_.rules != Rules::classic || !grid_.in_ring_range(p.row, p.col)))
      return false;
    return grid_.at(p.row, p.col) == 0;
  }

  /// The one-corner test; the bug forgets to look at the corner cell itself.
  bool corner_ok(Cell c) const { return bugs_.corner_unchecked || passable(c); }

  /// Every cell strictly between p and q (same row or column) is passable.
  bool clear(Cell p, Cell q) const {
    const int dr = (q.row > p.row) - (q.row < p.row), dc = (q.col > p.col) - (q.col < p.col);
    for (Cell c{p.row + dr, p.col + dc}; !(c == q); c = {c.row + dr, c.col + dc})
      if (!passable(c)) return false;
    return true;
  }

  Answer two_corners(Cell a, Cell b) const {
    const int lo = config_.rules == Rules::classic ? 0 : 1;
    if (a.col != b.col)
      for (int r = lo; r <= grid_.n + 1 - lo; ++r) {
        const Cell p{r, a.col}, q{r, b.col};
        if (r == a.row || r == b.row || !passable(p) || !passable(q)) continue;
        if (clear(a, p) && clear(p, q) && clear(q, b)) return witness({a, p, q, b});
      }
    if (a.row != b.row)
      for (int c = lo; c <= grid_.m + 1 - lo; ++c) {
        const Cell p{a.row, c}, q{b.row, c};
        if (c == a.col || c == b.col || !passable(p) || !passable(q)) continue;
        if (clear(a, p) && clear(p, q) && clear(q, b)) return witness({a, p, q, b});
      }
    return {};
  }

  /// Unit steps through the given corners.
  static Answer witness(const std::vector<Cell>& corners) {
    Answer ans;
    ans.yes = true;
    ans.path.push_back(corners.front());
    for (std::size_t i = 1; i < corners.size(); ++i) {
      const Cell to = corners[i];
      Cell c = ans.path.back();
      while (!(c == to)) {
        c = {c.row + (to.row > c.row) - (to.row < c.row),
             c.col + (to.col > c.col) - (to.col < c.col)};
        ans.path.push_back(c);
      }
    }
    ans.turns = count_turns(ans.path);
    return ans;
  }
};

}  // namespace

std::unique_ptr<Solver> make_linescan(const Bugs& bugs) {
  return ZooSolver::make<LineScanSolver>(bugs);
}

}  // namespace llk::link::zoo
