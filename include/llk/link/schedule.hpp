#pragma once
/// The link stress schedule: inputs that grow from 1 x 1 boards to judge-size ones.

#include <cstdint>
#include <string>
#include <vector>

#include "llk/link/board.hpp"

namespace llk::link {

/// Input number `index` of the stress schedule for `seed`: the same (seed, index) always gives
/// the same cases (see problems/link/schedule.cpp for the documented schedule).
std::vector<Case> stress_input(std::uint64_t seed, std::uint64_t index);

/// Cases a judge test set may hold as one file, and why (`llk testset`).
struct NamedCases {
  std::string name;
  std::string purpose;
  std::vector<Case> cases;
  bool heavy = false;     ///< a judge-size worst case: alone in its file
  bool required = false;  ///< kept in every test set
};

/// The test set's candidates for `seed`: breadth (thousands of small queries, every shape up to
/// 6 x 6, same-cell queries), the judge-size worst cases, and more of the schedule's inputs.
std::vector<NamedCases> test_candidates(std::uint64_t seed);

}  // namespace llk::link
