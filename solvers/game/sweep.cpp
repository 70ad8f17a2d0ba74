/// The sweep player: holds nothing but the board; every question casts rays from each tile.

#include <stdexcept>

#include "llk/core/seed.hpp"
#include "players.hpp"
#include "ray_reach.hpp"
#include "search.hpp"

namespace llk::game::player_detail {
namespace {

/// Appends to `out` the pairs from `a` to the same-valued tiles its rays reach, `b` after `a`
/// in row-major order.
void pairs_from(const Board& board, const Config& config, const Cell& a, Rays& rays,
                std::vector<Cell>& reached, std::vector<Pair>& out) {
  const std::int32_t v = board.at(a);
  rays.cast(
      board, config, a, [&](const Cell& x) { return !board.inside(x) || board.at(x) == 0; },
      [&](const Cell& x) {
        return board.at(x) == v && (x.row > a.row || (x.row == a.row && x.col > a.col));
      },
      reached);
  for (const Cell& b : reached) out.push_back({a, b});
}

/// Every pair on `board` into `out` (its contents replaced).
void sweep_pairs(const Board& board, const Config& config, Rays& rays, std::vector<Cell>& reached,
                 std::vector<Pair>& out) {
  out.clear();
  for (int r = 1; r <= board.rows(); ++r)
    for (int c = 1; c <= board.cols(); ++c)
      if (board.at(r, c) != 0) pairs_from(board, config, {r, c}, rays, reached, out);
}

class SweepPlayer final : public GamePlayer {
 public:
  void load(const Board& board, const Config& config) override {
    board_ = board;
    config_ = config;
  }
  const Board& board() const override { return board_; }
  const Config& config() const override { return config_; }
  std::vector<Pair> pairs() override {
    std::vector<Pair> out;
    sweep_pairs(board_, config_, rays_, reached_, out);
    return out;
  }
  std::size_t pair_count() override { return pairs().size(); }
  std::optional<Pair> hint() override {
    for (int r = 1; r <= board_.rows(); ++r)
      for (int c = 1; c <= board_.cols(); ++c)
        if (board_.at(r, c) != 0) {
          hint_.clear();
          pairs_from(board_, config_, {r, c}, rays_, reached_, hint_);
          if (!hint_.empty()) return hint_.front();
        }
    return std::nullopt;
  }
  bool remove(const Pair& p) override {
    if (!same_tiles(board_, p)) return false;
    ReachRule rule;
    rule.open = [&](const Cell& x) { return !board_.inside(x) || board_.at(x) == 0; };
    rule.target = [&](const Cell& x) { return x == p.b; };
    if (ray_reach(board_, config_, p.a, rule).empty()) return false;
    board_.set(p.a.row, p.a.col, 0);
    board_.set(p.b.row, p.b.col, 0);
    return true;
  }
  void shuffle(std::uint64_t seed) override {
    // A shuffle is there to end a deadlock: a few tries for a board with a pair on it.
    Board first = shuffled(board_, seed);
    for (std::uint64_t i = 0; i < 16; ++i) {
      Board b = i == 0 ? first : shuffled(board_, mix(seed + i));
      sweep_pairs(b, config_, rays_, reached_, hint_);
      if (tile_count(b) == 0 || !hint_.empty()) {
        board_ = std::move(b);
        return;
      }
    }
    board_ = std::move(first);
  }
  std::optional<std::vector<Pair>> clear() override {
    return clear_board(board_, config_, [this](const Board& b, std::vector<Pair>& out) {
      sweep_pairs(b, config_, rays_, reached_, out);
    });
  }
  Board deal(int rows, int cols, int kinds, std::uint64_t seed) override {
    return deal_board(config_, rows, cols, kinds, seed);
  }

 private:
  Board board_;
  Config config_;
  Rays rays_;  ///< scratch space of the rays, kept across questions
  std::vector<Cell> reached_;
  std::vector<Pair> hint_;  ///< hint()'s and shuffle()'s scratch
};

}  // namespace

std::unique_ptr<GamePlayer> make_sweep_player() {
  return std::make_unique<SweepPlayer>();
}

}  // namespace llk::game::player_detail
