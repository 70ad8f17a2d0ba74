#pragma once
/// The game player interface: what a Lianliankan player does with a board between moves, and the
/// registry its implementations (production players, mutants) sit in.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "llk/core/registry.hpp"
#include "llk/game/model.hpp"

namespace llk::game {

/// One board in play. Operations other than load(), remove() and shuffle() leave it unchanged.
class GamePlayer {
 public:
  virtual ~GamePlayer() = default;
  /// Takes a new board and the rules and K it is played under.
  virtual void load(const Board& board, const Config& config) = 0;
  virtual const Board& board() const = 0;
  virtual const Config& config() const = 0;
  /// Every pair of different cells that links, each once.
  virtual std::vector<Pair> pairs() = 0;
  /// Their number; zero on a board with tiles is a deadlock.
  virtual std::size_t pair_count() = 0;
  /// One pair that links, or none exactly when there is none.
  virtual std::optional<Pair> hint() = 0;
  /// Removes the pair when it links (both cells become 0); false and no change otherwise.
  virtual bool remove(const Pair& pair) = 0;
  /// Permutes the tiles over the non-empty cells (seeded: the same seed, the same result).
  virtual void shuffle(std::uint64_t seed) = 0;
  /// Removals that empty the board, or nothing when no order does.
  virtual std::optional<std::vector<Pair>> clear() = 0;
  /// A rows x cols board of `kinds` kinds, each an even number of times, that clears under
  /// config() (one cell stays empty when rows * cols is odd).
  virtual Board deal(int rows, int cols, int kinds, std::uint64_t seed) = 0;
};

/// A named player kind: how to make one.
struct PlayerInfo {
  std::string name;
  std::string description;
  std::function<std::unique_ptr<GamePlayer>()> make;
  /// False for a mutant whose bug lies outside the judge's two lines (hint, removal, shuffle,
  /// deal): only the laws see it, never a judge.
  bool judged = true;
};
using PlayerRegistry = Registry<PlayerInfo>;

/// The production players, filled in solvers/game/registry.cpp; the first is the default.
const PlayerRegistry& production_players();
/// The mutant zoo, filled in mutants/game/mutants.cpp.
const PlayerRegistry& mutant_players();
/// The only rules under which mutant `name`'s bug shows, or nothing when it shows under both.
std::optional<Rules> mutant_shown_under(const std::string& name);

}  // namespace llk::game
