/// "backtrack": DFS over the grid with the classic prunes of HDU 1010, each switchable.

#include "llk/escape/backtrack.hpp"

namespace llk::escape {
namespace {

/// The correct rules, with each prune on or off as `prunes` says.
struct PruneRules {
  Prunes prunes;
  bool hopeless(int time, int free_cells) const { return prunes.free_cells && time >= free_cells; }
  bool keep_marks() const { return false; }
  bool mark_start() const { return true; }
  bool arrived(int t, int time) const { return t == time; }
  bool cut(int left, int dist) const {
    return (prunes.distance && left < dist) || (prunes.parity && ((left - dist) & 1) != 0);
  }
};

}  // namespace

std::unique_ptr<Solver> make_backtrack(Prunes prunes) {
  return std::make_unique<BasicBacktrack<PruneRules>>(PruneRules{prunes});
}

}  // namespace llk::escape
