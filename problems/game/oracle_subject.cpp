/// The game's oracle as a subject (`llk prove --problem game --solver oracle`): its two lines
/// per board judged by the plain brute force, not by itself, so a proof certifies the oracle.

#include <fmt/format.h>

#include "llk/game/brute_force.hpp"
#include "llk/game/format.hpp"
#include "llk/game/oracle.hpp"
#include "llk/game/problem.hpp"
#include "llk/registered_subject.hpp"
#include "parts.hpp"

namespace llk::game {
namespace {

/// States the brute force may expand on one board of a proof (a board of 16 tiles has at most
/// 2^16 sets of standing tiles): past it the board is reported, not passed.
constexpr std::uint64_t kProofStates = std::uint64_t{1} << 22;

/// Why the oracle's `lines` for `board` are not the brute force's answers (the pair count by
/// the link oracle, YES or NO by plain_brute_force(), a YES replayed), with its unit (0 or 1).
std::optional<std::pair<int, std::string>> misjudged(const Board& board, const Config& config,
                                                     const std::vector<std::string>& lines) {
  if (lines.size() != 2) return std::pair(0, std::string("the oracle gave no two lines"));
  const std::size_t pairs = brute_pair_count(board, config);
  if (lines[0] != std::to_string(pairs))
    return std::pair(
        0, fmt::format("the oracle counts {} pairs, the link oracle {}", lines[0], pairs));
  const BruteVerdict truth = plain_brute_force(board, config, {kProofStates});
  if (truth.answer == BruteAnswer::undecided)
    return std::pair(
        1, fmt::format("the plain brute force is undecided after {} states", truth.states));
  std::string why;
  const auto said = parse_clear_line(lines[1], &why);
  if (!said) return std::pair(1, "the oracle's clear line is malformed: " + why);
  const bool clears = truth.answer == BruteAnswer::yes;
  if (said->yes != clears)
    return std::pair(1, fmt::format("the oracle says {}, the plain brute force {} ({} states)",
                                    said->yes ? "YES" : "NO", clears ? "YES" : "NO", truth.states));
  if (said->yes)
    if (auto bad = check_removals(board, config, said->removals))
      return std::pair(1, "the oracle's YES: " + *bad);
  return std::nullopt;
}

class OracleSubject final : public RegisteredSubject<PlayerInfo> {
 public:
  OracleSubject(const Problem& problem, const ClearOptions& options)
      : RegisteredSubject(problem, PlayerInfo{"oracle", "the game oracle", {}}, false),
        options_(options) {}
  std::string label() const override { return "the game oracle, judged by the plain brute force"; }

 private:
  Verdict check(const llk::Input& input, const Expected&) override {
    const GameInput& x = in(input);
    Verdict v;
    for (std::size_t b = 0; b < x.boards.size(); ++b) {
      const Board& board = x.boards[b];
      const ClearVerdict clear = oracle_clear(board, x.config, options_);
      const std::vector<std::string> lines = {std::to_string(oracle_pairs(board, x.config).size()),
                                              clear_line(clear.clears ? &clear.removals : nullptr)};
      v.got.insert(v.got.end(), lines.begin(), lines.end());
      if (auto bad = misjudged(board, x.config, lines))
        v.mark_bad(2 * b + static_cast<std::size_t>(bad->first), failure_kind::wrong_answer,
                   fmt::format("board {}: {}", b + 1, bad->second));
    }
    return v;
  }

  ClearOptions options_;
};

}  // namespace

std::unique_ptr<Subject> oracle_subject(const Problem& problem, const ClearOptions& options) {
  return std::make_unique<OracleSubject>(problem, options);
}

}  // namespace llk::game
