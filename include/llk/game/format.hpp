#pragma once
/// The game judge format (SPEC section 5): cases "n m" and n rows of m values, ended by "0 0".
/// Every error names its line and column, as in every other format.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llk/core/position.hpp"
#include "llk/core/read_all.hpp"
#include "llk/core/tokens.hpp"
#include "llk/game/model.hpp"

namespace llk::game {

/// Size limits the reader enforces: judge() is SPEC section 5 (n * m <= 36), relaxed() takes
/// the boards real games use and larger, up to a memory cap.
struct GameLimits {
  std::int64_t max_side = 36;
  std::int64_t max_cells = 36;
  std::int64_t max_value = 2147483647;
  std::size_t memory_cap = 0;  ///< bytes one board may take (0: no cap)
  static GameLimits judge() { return {}; }
  static GameLimits relaxed(std::size_t memory_cap) {
    return {100000, 100000000, 2147483647, memory_cap};
  }
};

/// Reads boards one at a time, so every complete case before a bad one stays usable.
class Reader : public TokenReader {
 public:
  explicit Reader(std::string_view input, GameLimits limits = GameLimits::judge());
  Status next(Board& out);

 private:
  std::string not_a_number(const std::string& what, const Token& tok) const override;
  std::string out_of_range(const std::string& what, std::int64_t lo, std::int64_t hi,
                           const Token& tok, const text::ParsedUint& p) const override;

  GameLimits limits_;
};

/// Every complete board, and the error that stopped reading, if any.
using ParsedGame = ParsedCases<Board>;
ParsedGame parse_game(std::string_view input, GameLimits limits = GameLimits::judge());

/// Every board, then "0 0".
std::string write_game(const std::vector<Board>& boards);

/// Strict validation (one header line and n row lines of m values per case, no leading zeros,
/// the limits, a final "0 0" and nothing after it): every violation in input order.
std::vector<ParseError> validate_game(std::string_view input,
                                      GameLimits limits = GameLimits::judge());

/// A clear line as a program printed it: NO, or YES and its removals.
struct ClearLine {
  bool yes = false;
  std::vector<Pair> removals;
};
/// Reads a clear line; on a malformed one, says what is wrong with it.
std::optional<ClearLine> parse_clear_line(std::string_view line, std::string* why);

}  // namespace llk::game
