#pragma once
/// Deliberately wrong game writers: the proof that the game reader target's round trip can fail.

#include <string>
#include <vector>

#include "llk/core/registry.hpp"
#include "llk/game/model.hpp"

namespace llk::game {

using GameWriterFn = std::string (*)(const std::vector<Board>&);
struct GameWriterMutant {
  std::string name;
  std::string description;
  GameWriterFn write;
};
/// writer-swapped-sides, writer-drops-last-board.
const Registry<GameWriterMutant>& game_writer_mutants();

}  // namespace llk::game
