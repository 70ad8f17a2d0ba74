#pragma once
/// The escape judge format: cases "N M T", N rows of M cells, ended by "0 0 0". Reuses the link
/// core's Position and ParseError so every problem reports bad input the same way.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llk/core/position.hpp"
#include "llk/core/read_all.hpp"
#include "llk/core/tokens.hpp"
#include "llk/escape/model.hpp"

namespace llk::escape {

/// Size limits the reader enforces: judge() is SPEC section 2, relaxed() keeps the visited set
/// within one 64-bit mask.
struct MazeLimits {
  int min_side = 2;   ///< judge: 1 < N, M
  int max_side = 6;   ///< judge: N, M < 7
  int max_time = 49;  ///< judge: 0 < T < 50
  static MazeLimits judge() { return {}; }
  static MazeLimits relaxed() { return {1, 8, 64}; }
};

/// Reads cases one at a time from an input held in memory, so a bad case still leaves every
/// complete case before it usable. A maze without exactly one 'S' and one 'D' is an input error:
/// a second S or D is reported where it stands, a missing one at the first token of its case.
class Reader : public TokenReader {
 public:
  explicit Reader(std::string_view input, MazeLimits limits = MazeLimits::judge());
  /// Reads the next case into `out`; on `error`, error() tells where and why.
  Status next(Case& out);
  /// Position of the first token of the case last read.
  Position case_position() const { return case_pos_; }

 private:
  std::string not_a_number(const std::string& what, const Token& tok) const override;
  std::string out_of_range(const std::string& what, std::int64_t lo, std::int64_t hi,
                           const Token& tok, const text::ParsedUint& p) const override;

  MazeLimits limits_;
  Position case_pos_;
};

/// Every complete case, and the error that stopped reading, if any.
using ParsedInput = ParsedCases<Case>;
ParsedInput parse_input(std::string_view input, MazeLimits limits = MazeLimits::judge());

/// Appends one case ("N M T" and the rows) without the end marker.
void write_case(std::string& out, const Case& c);
/// A whole input: every case, then "0 0 0".
std::string write_input(const std::vector<Case>& cases);

/// Strict validation (exact layout, ranges, one S and one D, final "0 0 0"): every violation in
/// input order, empty when the input is valid.
std::vector<ParseError> validate_input(std::string_view input,
                                       MazeLimits limits = MazeLimits::judge());

}  // namespace llk::escape
