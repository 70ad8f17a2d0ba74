#pragma once
/// The game's reference: pairs from its own reachability search (one per tile), removals checked
/// by the link oracle, and an exhaustive search over removal orders for clearing. Shares nothing
/// with the game players but the model.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "llk/game/model.hpp"

namespace llk::game {

/// Largest board the clearing search takes: its memo keys are 64-bit masks of emptied cells.
constexpr int kOracleMaxCells = 64;

/// Every unordered pair that links on `board`, each once with `a` first in row-major order.
std::vector<Pair> oracle_pairs(const Board& board, const Config& config);
/// True when the two cells link (SPEC section 1) on the board as it stands.
bool oracle_links(const Board& board, const Config& config, const Pair& pair);

/// The clearing search's answer: whether the board clears, a sequence that does, and the states
/// it visited.
struct ClearVerdict {
  bool clears = false;
  std::vector<Pair> removals;
  std::uint64_t states = 0;
};
/// A reduction of the clearing search made unsound on purpose, on boards of more than 10 tiles
/// only (past what the old checks looked at): the oracle's mutants (docs/game.md).
enum class ClearFault {
  none,
  value_goes_partly,      ///< values_go(): a value's first pairs go though not all its tiles can
  forced_off_by_one,      ///< forced_goes(): a pair goes when a tile of it has two partners left
  forced_not_linked,      ///< forced_goes(): a tile's one partner left goes with it, linked or not
  dead_own_value_only,    ///< stuck(): a path passes only over gone tiles of its own value
  odd_group_one_partner,  ///< odd_group(): a tile is joined to its first partner only
  bound_chain_dead,       ///< hopeless(): a bound pair waiting on any bound pair never goes
  order_any_option,       ///< out_of_order(): the tiles blocking any option go first, not all
  part_own_tiles_only,    ///< part_stuck(): a part's tile goes only with a tile of the part
  restart_keeps_unfinished,  ///< restarts: a state an attempt left unfinished is kept as dead
};

/// The name of a fault ("forced-off-by-one").
const char* to_string(ClearFault fault);

/// How the clearing search prunes; every caller but the oracle's tests keeps the defaults.
struct ClearOptions {
  /// States searched before the order test (which tiles must go before which) is asked too,
  /// and the start tested once for a part that cannot empty: both cost more than most searches.
  std::uint64_t patience = 32;
  /// States between the tests, past the patience, of the states on the search's path for a
  /// part that cannot empty (a long search may be deep below a dead state).
  std::uint64_t recheck = 1024;
  /// States of an attempt of the search before it starts again in another order, times Luby's
  /// sequence, the dead states kept (0: one attempt): a board that clears seldom stays lost long.
  std::uint64_t restart = 32;
  /// A reduction made unsound (the oracle's mutants); none for every real use.
  ClearFault fault = ClearFault::none;
};

/// Every reduction as early as it can come: the order and part tests at every state (patience 0,
/// recheck 1) and attempts of 2 states times Luby's sequence; the same answers, by more tests.
ClearOptions eager_clear_options(ClearFault fault = ClearFault::none);

/// Exact: searches every removal order (memoized on the set of cells emptied); throws
/// std::invalid_argument for boards of more than kOracleMaxCells cells.
ClearVerdict oracle_clear(const Board& board, const Config& config,
                          const ClearOptions& options = {});

/// Every removal order tried, nothing memoized or pruned, each state's pairs from the link oracle:
/// the clearing search's and oracle_pairs()' own check on tiny boards (up to about 8 tiles).
bool brute_force_clears(const Board& board, const Config& config);

/// The checker of a YES: why `removals` is not a legal sequence that empties `board` (each
/// removal replayed with the link oracle on the board as it stands then), or nothing.
std::optional<std::string> check_removals(const Board& board, const Config& config,
                                          const std::vector<Pair>& removals);

}  // namespace llk::game
