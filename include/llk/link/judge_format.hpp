#pragma once
/// Reading and writing the judge format (SPEC section 1): cases of "n m", n rows, "q", q queries.

#include <climits>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llk/link/board.hpp"
#include "llk/core/files.hpp"
#include "llk/core/position.hpp"
#include "llk/core/read_all.hpp"

namespace llk::link {

/// The largest tile value of the judge format (a 32-bit int).
inline constexpr std::int64_t kMaxTileValue = INT32_MAX;
/// The four numbers of a query line, as messages name them.
inline constexpr const char* kQueryFields[4] = {"query row x1", "query column y1", "query row x2",
                                                "query column y2"};

/// Size limits the reader enforces; judge() is the default, relaxed() is for scaling and fuzzing.
struct Limits {
  std::int64_t max_rows = 1000;   ///< n <= max_rows
  std::int64_t max_cols = 999;    ///< m <= max_cols (judge: m < 1000)
  std::int64_t min_queries = 1;   ///< judge: 0 < q
  std::int64_t max_queries = 49;  ///< judge: q < 50
  std::size_t memory_cap = 0;     ///< bytes one board may take; 0 means no cap beyond the sizes
  static Limits judge() { return {}; }
  static Limits relaxed(std::size_t memory_cap = std::size_t{1} << 30);
};

/// Reads cases one at a time from an input held in memory, so a bad case still leaves every
/// complete case before it usable.
class JudgeReader {
 public:
  enum class Status { case_read, end, error };

  JudgeReader(std::string_view input, Limits limits = Limits::judge());
  /// Reads the next case into `out`; on `error`, error() tells where and why.
  Status next(Case& out);
  const ParseError& error() const { return error_; }
  /// Position of the first token of the case last read.
  Position case_position() const { return case_pos_; }
  /// Bytes of the input consumed so far; the reader never looks before this offset again.
  std::size_t offset() const { return pos_; }

 private:
  struct Token;
  bool next_token(Token& tok);
  bool read_int(Token& tok, std::int64_t& value);
  Position end_position() const;
  Status fail(Position pos, std::string message);
  Status fail_end(const std::string& what);

  std::string_view in_;
  Limits limits_;
  std::size_t pos_ = 0;
  int line_ = 1;
  std::size_t line_start_ = 0;
  bool done_ = false;
  bool failed_ = false;
  std::int64_t cases_read_ = 0;
  ParseError error_;
  Position case_pos_;
};

/// Result of reading a whole input: every complete case, and the error that stopped it, if any.
using ParsedInput = ParsedCases<Case>;
ParsedInput parse_judge(std::string_view input, Limits limits = Limits::judge());

/// A judge-format writer, as write_judge (the tests swap in writer mutants).
using JudgeWriterFn = std::string (*)(const std::vector<Case>& cases);

/// Appends one case in judge format (without the "0 0" terminator).
void write_case(std::string& out, const Case& c);
/// A whole judge input: every case, then "0 0".
std::string write_judge(const std::vector<Case>& cases);
/// One answer line per query: "YES\n" or "NO\n".
std::string write_answers(const std::vector<bool>& answers);

}  // namespace llk::link
