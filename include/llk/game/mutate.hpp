#pragma once
/// The game's structure-aware fuzz mutation (Problem::fuzz_mutation): game inputs in the range of
/// its decoding (llk/game/decode.hpp) changed one cell, board shape or parameter at a time, with
/// the link check's board steps, and encoded back into bytes.

#include <memory>

#include "llk/fuzz_mutation.hpp"
#include "llk/game/model.hpp"

namespace llk::game {

/// encode, steps and splice over GameInput.
std::shared_ptr<const FuzzMutation> fuzz_mutation();
/// `input` brought into decode's range (1..3 boards of 1..6 x 1..6, values 1..4, K 0..3).
void fit_decodable(GameInput& input);

}  // namespace llk::game
