#pragma once
/// Where a token of an input starts, and an input rejected there: every judge format reports
/// bad input the same way.

#include <string>

namespace llk {

/// Where a token starts: 1-based line and column (column counts bytes).
struct Position {
  int line = 1;
  int column = 1;
  friend bool operator==(const Position&, const Position&) = default;
};

/// A rejected input: where, and what was expected.
struct ParseError {
  Position pos;
  std::string message;  ///< "expected a non-negative integer, found '-3'"
  /// "line 5, column 9: expected a non-negative integer, found '-3'"
  std::string to_string() const {
    return "line " + std::to_string(pos.line) + ", column " + std::to_string(pos.column) + ": " +
           message;
  }
};

}  // namespace llk
