/// Judging game answers: the pair count by equality, the clear line by a checker that replays
/// a YES's removals (any clearing order is right), and the players as subjects.

#include <fmt/format.h>

#include "llk/core/text.hpp"
#include "llk/game/format.hpp"
#include "llk/game/oracle.hpp"
#include "llk/registered_subject.hpp"
#include "parts.hpp"

namespace llk::game {

std::vector<std::string> oracle_lines(const Board& board, const Config& config) {
  const ClearVerdict v = oracle_clear(board, config);
  return {std::to_string(oracle_pairs(board, config).size()),
          clear_line(v.clears ? &v.removals : nullptr)};
}

std::optional<std::string> judge_line(const Board& board, const Config& config, int line,
                                      const std::string& expected, std::string_view got) {
  if (line == 0) {
    if (got == expected) return std::nullopt;
    return fmt::format("counts {} pairs, the oracle {}", got, expected);
  }
  std::string why;
  const auto parsed = parse_clear_line(got, &why);
  if (!parsed) return "the clear line is malformed: " + why;
  const bool clears = expected.rfind("YES", 0) == 0;
  if (!parsed->yes)
    return clears ? std::optional<std::string>(
                        "answers NO, but the board clears (the oracle: " + expected + ")")
                  : std::nullopt;
  if (auto bad = check_removals(board, config, parsed->removals))
    return "answers YES, but " + *bad + (clears ? "" : " (the oracle: NO, it cannot clear)");
  return std::nullopt;
}

namespace {

class PlayerSubject final : public RegisteredSubject<PlayerInfo> {
 public:
  using RegisteredSubject::RegisteredSubject;

  std::string label() const override {
    return std::string(mutant_ ? "game mutant " : "game player ") + info_.name;
  }

 private:
  Verdict check(const llk::Input& input, const Expected& expected) override {
    const GameInput& x = in(input);
    Verdict v;
    try {
      auto player = info_.make();
      for (std::size_t b = 0; b < x.boards.size(); ++b) {
        player->load(x.boards[b], x.config);
        const std::size_t count = player->pair_count();
        const auto clear = player->clear();
        const std::string lines[2] = {std::to_string(count), clear_line(clear ? &*clear : nullptr)};
        for (int l = 0; l < 2; ++l) {
          const std::size_t unit = 2 * b + static_cast<std::size_t>(l);
          v.got.push_back(lines[l]);
          if (auto why = judge_unit(input, expected, unit, lines[l]))
            v.mark_bad(unit, failure_kind::wrong_answer, std::move(*why));
        }
      }
    } catch (const std::exception& e) {
      const std::size_t unit = v.got.size();
      v.stop_at(unit, failure_kind::exception,
                fmt::format("player threw on board {}: {}", unit / 2 + 1, e.what()));
    }
    return v;
  }
};

}  // namespace

std::unique_ptr<Subject> player_subject(const Problem& problem, const PlayerInfo& info,
                                        bool mutant) {
  return std::make_unique<PlayerSubject>(problem, info, mutant);
}

}  // namespace llk::game
