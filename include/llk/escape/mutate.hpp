#pragma once
/// The timed escape's structure-aware fuzz mutation (Problem::fuzz_mutation): mazes in the range
/// of its decoding (llk/escape/decode.hpp) changed one wall, S, D, T or side at a time, and encoded
/// back into bytes.

#include <memory>
#include <vector>

#include "llk/escape/model.hpp"
#include "llk/fuzz_mutation.hpp"

namespace llk::escape {

/// encode, steps and splice over the mazes (std::vector<Case>).
std::shared_ptr<const FuzzMutation> fuzz_mutation();
/// `mazes` brought into decode's range (1..3 mazes of 2..6 x 2..6, one S, one D, T 1..49 within
/// capped_time).
void fit_decodable(std::vector<Case>& mazes);

}  // namespace llk::escape
