#pragma once
/// The game's plain brute force: every removal order, memoized on the set of tiles still
/// standing, each state's pairs from the link oracle, no reduction at all. It checks the oracle
/// (oracle_clear()) on boards of up to about 24 tiles and says "undecided" past its budget.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "llk/game/model.hpp"

namespace llk::game {

/// What the plain brute force found.
enum class BruteAnswer { yes, no, undecided };

/// Its answer, the removals of a YES, and the states (sets of standing tiles) it expanded.
struct BruteVerdict {
  BruteAnswer answer = BruteAnswer::undecided;
  std::vector<Pair> removals;
  std::uint64_t states = 0;
};

/// States expanded before the brute force gives up undecided.
struct BruteOptions {
  std::uint64_t max_states = 20000;
};

/// The pairs that link on `board`, counted by the link oracle over every pair of same-valued tiles.
std::size_t brute_pair_count(const Board& board, const Config& config);

/// Decides whether `board` clears by trying every removal order (boards of up to 64 tiles).
BruteVerdict plain_brute_force(const Board& board, const Config& config,
                               const BruteOptions& options = {});

}  // namespace llk::game
