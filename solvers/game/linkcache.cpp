/// The link-cache player: asks a production link solver about every same-valued pair, keeps
/// the pairs until the board changes, and groups its tiles by value.

#include <algorithm>
#include <stdexcept>
#include <tuple>

#include "llk/core/seed.hpp"
#include "llk/link/solver.hpp"
#include "players.hpp"
#include "search.hpp"

namespace llk::game::player_detail {
namespace {

/// The fastest production link solver that answers this K.
std::unique_ptr<link::Solver> link_solver(const Config& config) {
  for (const link::SolverInfo& s : link::production_solvers().all())
    if (s.caps.supports(config)) return s.make();
  throw std::invalid_argument("no link solver answers K = " + std::to_string(config.turns));
}

/// Every pair on `board` into `out` (its contents replaced), `solver` prepared for `board`.
void solver_pairs(link::Solver& solver, const Board& board, const Config& config,
                  std::vector<Pair>& out) {
  solver.prepare(board, config);
  // The tiles grouped by value, row-major within a value (kept: the clearing search asks often).
  thread_local std::vector<std::pair<std::int32_t, Cell>> tiles;
  tiles.clear();
  for (int r = 1; r <= board.rows(); ++r)
    for (int c = 1; c <= board.cols(); ++c)
      if (board.at(r, c) != 0) tiles.push_back({board.at(r, c), {r, c}});
  std::sort(tiles.begin(), tiles.end(), [](const auto& x, const auto& y) {  // no buffer
    if (x.first != y.first) return x.first < y.first;
    return x.second.row != y.second.row ? x.second.row < y.second.row : x.second.col < y.second.col;
  });
  out.clear();
  for (std::size_t i = 0; i < tiles.size(); ++i)
    for (std::size_t j = i + 1; j < tiles.size() && tiles[j].first == tiles[i].first; ++j)
      if (solver.links({tiles[i].second, tiles[j].second}))
        out.push_back({tiles[i].second, tiles[j].second});
  // Row-major order: the clearing search tries pairs across values, not one value's first.
  auto key = [&](const Pair& p) { return std::tuple(p.a.row, p.a.col, p.b.row, p.b.col); };
  std::sort(out.begin(), out.end(), [&](const Pair& x, const Pair& y) { return key(x) < key(y); });
}

class LinkCachePlayer final : public GamePlayer {
 public:
  void load(const Board& board, const Config& config) override {
    board_ = board;
    if (!solver_ || !(config == config_)) solver_ = link_solver(config);
    config_ = config;
    changed();
  }
  const Board& board() const override { return board_; }
  const Config& config() const override { return config_; }
  std::vector<Pair> pairs() override { return cached(); }
  std::size_t pair_count() override { return cached().size(); }
  std::optional<Pair> hint() override {
    const auto& ps = cached();
    if (ps.empty()) return std::nullopt;
    return ps.front();
  }
  bool remove(const Pair& p) override {
    if (!same_tiles(board_, p)) return false;
    if (!prepared_) {
      solver_->prepare(board_, config_);
      prepared_ = true;
    }
    if (!solver_->links({p.a, p.b})) return false;
    board_.set(p.a.row, p.a.col, 0);
    board_.set(p.b.row, p.b.col, 0);
    changed();
    return true;
  }
  void shuffle(std::uint64_t seed) override {
    Board first = shuffled(board_, seed);
    for (std::uint64_t i = 0; i < 16; ++i) {
      Board b = i == 0 ? first : shuffled(board_, mix(seed + i));
      solver_pairs(*solver_, b, config_, scratch_);
      if (tile_count(b) == 0 || !scratch_.empty()) {
        board_ = std::move(b);
        changed();
        return;
      }
    }
    board_ = std::move(first);
    changed();
  }
  std::optional<std::vector<Pair>> clear() override {
    prepared_ = false;  // the search prepares the solver for its own boards
    return clear_board(board_, config_, [&](const Board& b, std::vector<Pair>& out) {
      solver_pairs(*solver_, b, config_, out);
    });
  }
  Board deal(int rows, int cols, int kinds, std::uint64_t seed) override {
    return deal_board(config_, rows, cols, kinds, seed);
  }

 private:
  void changed() {
    cache_.reset();
    prepared_ = false;
  }
  const std::vector<Pair>& cached() {
    if (!cache_) {
      solver_pairs(*solver_, board_, config_, cache_.emplace());
      prepared_ = true;
    }
    return *cache_;
  }

  Board board_;
  Config config_;
  std::unique_ptr<link::Solver> solver_;
  std::optional<std::vector<Pair>> cache_;
  std::vector<Pair> scratch_;  ///< shuffle()'s pairs
  bool prepared_ = false;
};

}  // namespace

std::unique_ptr<GamePlayer> make_linkcache_player() {
  return std::make_unique<LinkCachePlayer>();
}

}  // namespace llk::game::player_detail
