#pragma once
/// A game mutant's base: a production player with every operation forwarded, so that a mutant
/// overrides only the one it breaks (the zoo's players and the oracle's faults alike).

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "llk/game/player.hpp"

namespace llk::game {

/// Forwards every operation to a production player; a mutant overrides the one it breaks.
class Forwarding : public GamePlayer {
 public:
  explicit Forwarding(const char* base = "sweep")
      : inner_(production_players().find(base)->make()) {}
  void load(const Board& board, const Config& config) override { inner_->load(board, config); }
  const Board& board() const override { return inner_->board(); }
  const Config& config() const override { return inner_->config(); }
  std::vector<Pair> pairs() override { return inner_->pairs(); }
  std::size_t pair_count() override { return inner_->pair_count(); }
  std::optional<Pair> hint() override { return inner_->hint(); }
  bool remove(const Pair& pair) override { return inner_->remove(pair); }
  void shuffle(std::uint64_t seed) override { inner_->shuffle(seed); }
  std::optional<std::vector<Pair>> clear() override { return inner_->clear(); }
  Board deal(int rows, int cols, int kinds, std::uint64_t seed) override {
    return inner_->deal(rows, cols, kinds, seed);
  }

 protected:
  /// Puts `board` in play in place of the player's own.
  void replace(const Board& board) { inner_->load(board, inner_->config()); }
  std::unique_ptr<GamePlayer> inner_;
};

}  // namespace llk::game
