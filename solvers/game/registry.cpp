#include "players.hpp"

namespace llk::game {

const PlayerRegistry& production_players() {
  static const PlayerRegistry registry = [] {
    PlayerRegistry r;
    r.add({"sweep", "rays cast from every tile per question; holds nothing but the board",
           player_detail::make_sweep_player});
    r.add({"linkcache",
           "a production link solver per same-valued pair, pairs cached until "
           "the board changes",
           player_detail::make_linkcache_player});
    return r;
  }();
  return registry;
}

}  // namespace llk::game
