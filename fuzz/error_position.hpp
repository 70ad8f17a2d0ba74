#pragma once
/// Shared by the reader fuzz targets: an error must point into the input it reports on, accepted
/// cases must survive a write/read round trip, and the strict validator must agree.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "llk/core/position.hpp"

namespace llk::fuzz {

/// True when `pos` is a byte of `in` (line and column 1-based) or the place just past its end.
inline bool inside(std::string_view in, Position pos) {
  if (pos.line < 1 || pos.column < 1) return false;
  std::size_t start = 0;
  for (int line = 1; line < pos.line; ++line) {
    const std::size_t nl = in.find('\n', start);
    if (nl == std::string_view::npos) return false;
    start = nl + 1;
  }
  std::size_t end = in.find('\n', start);
  if (end == std::string_view::npos) end = in.size();
  return static_cast<std::size_t>(pos.column) <= end - start + 1;
}

/// How a target stops on a broken promise: what was checked (the limits) and what broke.
using FailFn = void (*)(const char* mode, const std::string& detail);

/// The reader's error, if any, points into `in` and says something.
template <class Parsed>
void check_error(std::string_view in, const Parsed& parsed, const char* mode, FailFn fail) {
  if (!parsed.error) return;
  if (!inside(in, parsed.error->pos))
    fail(mode, "error position outside the input: " + parsed.error->to_string());
  if (parsed.error->message.empty()) fail(mode, "error without a message");
}

/// The accepted cases, written by `write` and read again by `parse`, come back unchanged;
/// `cases` names them in the message ("cases", "boards").
template <class Parsed, class Write, class Parse>
void check_round_trip(const Parsed& parsed, Write write, Parse parse, const char* cases,
                      const char* mode, FailFn fail) {
  const std::string written = write(parsed.cases);
  const Parsed again = parse(written);
  if (again.error) fail(mode, "written cases rejected: " + again.error->to_string());
  if (again.cases != parsed.cases)
    fail(mode, std::string(cases) + " differ after a write/read round trip");
}

/// The strict validator's violations all point into `in`, and it accepts nothing the reader
/// rejects.
template <class Parsed>
void check_validator(std::string_view in, const std::vector<ParseError>& violations,
                     const Parsed& parsed, const char* mode, FailFn fail) {
  for (const auto& v : violations)
    if (!inside(in, v.pos)) fail(mode, "violation outside the input: " + v.to_string());
  if (violations.empty() && parsed.error)
    fail(mode, "validator accepts what the reader rejects: " + parsed.error->to_string());
}

}  // namespace llk::fuzz
