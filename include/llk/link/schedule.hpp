#pragma once
/// The link stress schedule: inputs that grow from 1 x 1 boards to judge-size ones.

#include <cstdint>
#include <vector>

#include "llk/link/board.hpp"

namespace llk {

/// Input number `index` of the stress schedule for `seed`: the same (seed, index) always gives
/// the same cases (see problems/link/schedule.cpp for the documented schedule).
std::vector<Case> stress_input(std::uint64_t seed, std::uint64_t index);

}  // namespace llk
