#pragma once
/// The production game engines, made by the registry.

#include <memory>

#include "llk/game/engine.hpp"

namespace llk::game::engine_detail {

std::unique_ptr<GameEngine> make_sweep_engine();
std::unique_ptr<GameEngine> make_linkcache_engine();

}  // namespace llk::game::engine_detail
