/// The plain brute force: a depth-first search over the sets of tiles still standing, each set
/// expanded once (a set that cannot clear is remembered), its pairs asked of link::GraphOracle.
/// Nothing else: no reduction, no order of its own, no shared code with the clearing search.

#include "llk/game/brute_force.hpp"

#include <stdexcept>
#include <unordered_set>

#include "llk/link/oracle.hpp"

namespace llk::game {
namespace {

struct OutOfStates {};

class Plain {
 public:
  Plain(const Board& board, const Config& config, std::uint64_t budget)
      : board_(board), config_(config), tiles_(tile_cells(board)), budget_(budget) {
    if (tiles_.size() > 64) throw std::invalid_argument("the brute force takes up to 64 tiles");
  }

  /// True when the tiles of `standing` (bits of tiles_) can all be removed; the removals onto
  /// path_. Throws OutOfStates past the budget.
  bool clears(std::uint64_t standing) {
    if (standing == 0) return true;
    if (dead_.count(standing) != 0) return false;
    if (++states_ > budget_) throw OutOfStates{};
    Board now(board_.rows(), board_.cols());
    for (std::size_t i = 0; i < tiles_.size(); ++i)
      if ((standing >> i & 1) != 0) now.set(tiles_[i].row, tiles_[i].col, board_.at(tiles_[i]));
    link::GraphOracle link;
    link.prepare(now, config_);
    for (std::size_t i = 0; i < tiles_.size(); ++i)
      for (std::size_t j = i + 1; j < tiles_.size(); ++j) {
        if ((standing >> i & 1) == 0 || (standing >> j & 1) == 0) continue;
        if (now.at(tiles_[i]) != now.at(tiles_[j])) continue;
        if (!link.linked_within({tiles_[i], tiles_[j]})) continue;
        path_.push_back({tiles_[i], tiles_[j]});
        if (clears(standing & ~(std::uint64_t{1} << i) & ~(std::uint64_t{1} << j))) return true;
        path_.pop_back();
      }
    dead_.insert(standing);
    return false;
  }

  std::uint64_t all() const {
    return tiles_.size() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << tiles_.size()) - 1;
  }
  std::uint64_t states() const { return states_; }
  std::vector<Pair>& path() { return path_; }

 private:
  const Board& board_;
  Config config_;
  std::vector<Cell> tiles_;
  std::uint64_t budget_;
  std::uint64_t states_ = 0;
  std::unordered_set<std::uint64_t> dead_;
  std::vector<Pair> path_;
};

}  // namespace

std::size_t brute_pair_count(const Board& board, const Config& config) {
  link::GraphOracle link;
  link.prepare(board, config);
  const std::vector<Cell> tiles = tile_cells(board);
  std::size_t n = 0;
  for (std::size_t i = 0; i < tiles.size(); ++i)
    for (std::size_t j = i + 1; j < tiles.size(); ++j)
      if (board.at(tiles[i]) == board.at(tiles[j]) && link.linked_within({tiles[i], tiles[j]})) ++n;
  return n;
}

BruteVerdict plain_brute_force(const Board& board, const Config& config,
                               const BruteOptions& options) {
  Plain plain(board, config, options.max_states);
  BruteVerdict v;
  try {
    v.answer = plain.clears(plain.all()) ? BruteAnswer::yes : BruteAnswer::no;
    if (v.answer == BruteAnswer::yes) v.removals = std::move(plain.path());
  } catch (const OutOfStates&) {
    v.answer = BruteAnswer::undecided;
  }
  v.states = plain.states();
  return v;
}

}  // namespace llk::game
