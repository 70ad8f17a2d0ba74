#pragma once
/// The pieces of the game plug-in, one file each: judging, drawing, generation and shrinking.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llk/core/coverage.hpp"
#include "llk/core/shrink.hpp"
#include "llk/game/player.hpp"
#include "llk/problem.hpp"

namespace llk::game {

inline const GameInput& in(const llk::Input& i) {
  return input_as<GameInput>(i);
}

/// The oracle's two lines for one board: its pair count, and NO or YES with its removals.
std::vector<std::string> oracle_lines(const Board& board, const Config& config);
/// Why `got` is wrong for line `line` (0: pairs, 1: clear) of `board`, given the oracle's line.
std::optional<std::string> judge_line(const Board& board, const Config& config, int line,
                                      const std::string& expected, std::string_view got);
/// A player kind as a subject, judged line by line by `problem`'s judge_answer (judge_line()).
std::unique_ptr<Subject> player_subject(const Problem& problem, const PlayerInfo& info,
                                        bool mutant);

/// Board `unit / 2` drawn with the oracle's removal order (and the subject's, when it gave one).
std::string draw_text(const GameInput& x, std::size_t unit, std::string_view got);
std::string draw_svg(const GameInput& x, std::size_t unit, std::string_view got);
Explanation explain_unit(const GameInput& x, std::size_t unit);

/// The stress schedule and verify's differential inputs.
GameInput schedule_input(std::uint64_t seed, std::uint64_t index, const Config& config);
GameInput differential_input(std::uint64_t seed, int round, int index);
/// The candidates of `llk testset` under `config`: boards of every size up to 36 cells, and the
/// boards of every class (empty, deadlocked, odd kinds, stuck).
std::vector<TestCandidate> test_candidates(std::uint64_t seed, const Config& config);
/// Shrink passes: fewer boards, then smaller boards with fewer tiles and (unless kept) K and
/// rules nearer the defaults.
std::vector<ShrinkPass> shrink_passes(const GameInput& x, bool keep_params);

/// Every board up to `scope` (the judge's 36 cells at most), both lines of each (`llk prove`).
std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope, const Config& config);

/// The class of a unit, the classes, and what an input covers.
std::string unit_class(const GameInput& x, std::size_t unit, const Expected& e);
const std::vector<std::pair<std::string, std::string>>& classes();
void cover(const GameInput& x, const Expected& e, Coverage& coverage);

}  // namespace llk::game
