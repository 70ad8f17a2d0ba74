#pragma once
/// What the strict line-by-line validators share: the line walk with its missing final '\n' and
/// its text after the end marker, the tokens of a line, and the one-space layout rule.

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "llk/core/position.hpp"
#include "llk/core/text.hpp"

namespace llk::text {

/// One line of an input, without its '\n'.
struct Line {
  std::string_view content;
  int number = 1;  ///< 1-based
  int eol = 1;     ///< the column just past the content
};

/// Calls visit(line) on each line of `in` while more() holds, and stops after the line on which
/// ended() (the end marker was read); report(position, message) hears of a last line without
/// '\n' and of text after the end marker `marker`. Returns where the input ends.
template <class Visit, class More, class Ended, class Report>
Position walk_lines(std::string_view in, std::string_view marker, Visit visit, More more,
                    Ended ended, Report report) {
  std::size_t start = 0;
  int line = 1;
  Position eof{1, 1};
  while (start < in.size() && more()) {
    const std::size_t nl = in.find('\n', start);
    const bool has_newline = nl != std::string_view::npos;
    const std::size_t end = has_newline ? nl : in.size();
    const std::string_view content = in.substr(start, end - start);
    const int eol = clamp_int(static_cast<std::int64_t>(content.size()) + 1);
    visit(Line{content, line, eol});
    if (!has_newline) {
      report(Position{line, eol}, "expected '\\n' at the end of the line, found end of input");
      eof = {line, eol};
    } else {
      eof = {line < INT_MAX ? line + 1 : line, 1};
    }
    if (ended()) {
      if (has_newline && end + 1 < in.size()) {
        const std::string_view rest = in.substr(end + 1);
        std::size_t len = 0;
        while (len < rest.size() && !is_judge_space(rest[len])) ++len;
        report(Position{eof.line, 1}, "expected end of input after '" + std::string(marker) +
                                          "', found " + quote(rest.substr(0, len == 0 ? 1 : len)));
      }
      break;
    }
    start = has_newline ? end + 1 : end;
    if (line < INT_MAX) ++line;
  }
  return eof;
}

/// A token of one line: its text and 1-based byte column.
struct LineToken {
  std::string_view text;
  int col = 1;
};

/// The tokens of a line, split at judge whitespace, into `toks` (cleared first, so a
/// validator can keep one vector for every line).
inline void split_line(std::string_view content, std::vector<LineToken>& toks) {
  toks.clear();
  std::size_t p = 0;
  while (p < content.size()) {
    while (p < content.size() && is_judge_space(content[p])) ++p;
    if (p == content.size()) break;
    const std::size_t s = p;
    while (p < content.size() && !is_judge_space(content[p])) ++p;
    toks.push_back({content.substr(s, p - s), clamp_int(static_cast<std::int64_t>(s) + 1)});
  }
}

/// Exactly one space between tokens, none at either end, no '\r': add(column, message) hears of
/// each break of the rule. `toks` are the line's tokens, at least one.
template <class Add>
void check_layout(std::string_view content, const std::vector<LineToken>& toks, Add add) {
  const auto offset = [](const LineToken& t) { return static_cast<std::size_t>(t.col - 1); };
  if (offset(toks.front()) > 0)
    add(1, "expected no whitespace at the start of the line, found " +
               quote(content.substr(0, offset(toks.front()))));
  for (std::size_t i = 1; i < toks.size(); ++i) {
    const std::size_t from = offset(toks[i - 1]) + toks[i - 1].text.size();
    const std::string_view sep = content.substr(from, offset(toks[i]) - from);
    if (sep != " ")
      add(clamp_int(static_cast<std::int64_t>(from) + 1),
          "expected a single space between tokens, found " + quote(sep));
  }
  const std::size_t last_end = offset(toks.back()) + toks.back().text.size();
  if (last_end < content.size()) {
    const std::string_view tail = content.substr(last_end);
    const int col = clamp_int(static_cast<std::int64_t>(last_end) + 1);
    if (tail == "\r")
      add(col, "expected '\\n' at the end of the line, found '\\r' (a CRLF line ending)");
    else
      add(col, "expected no whitespace at the end of the line, found " + quote(tail));
  }
}

/// The issues in reading order: by line, then column, ties kept in the order found.
inline void sort_by_position(std::vector<ParseError>& issues) {
  std::stable_sort(issues.begin(), issues.end(), [](const ParseError& a, const ParseError& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
  });
}

}  // namespace llk::text
