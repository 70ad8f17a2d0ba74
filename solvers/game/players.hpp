#pragma once
/// The production game players, made by the registry.

#include <memory>

#include "llk/game/player.hpp"

namespace llk::game::player_detail {

std::unique_ptr<GamePlayer> make_sweep_player();
std::unique_ptr<GamePlayer> make_linkcache_player();

}  // namespace llk::game::player_detail
