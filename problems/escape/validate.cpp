/// The strict escape validator: line by line, every violation with its line and column.

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <string>

#include "llk/core/line_check.hpp"
#include "llk/core/text.hpp"
#include "llk/escape/format.hpp"

namespace llk::escape {
namespace {

/// Garbage can violate every rule on every line; past this many issues the rest is noise.
constexpr std::size_t kMaxIssues = 100;

using Tok = text::LineToken;

/// A small state machine over lines: a header "N M T", then N rows, then the next header; after a
/// header whose N is unusable, rows are skipped until a line that looks like a header.
class Validator {
 public:
  Validator(std::string_view in, MazeLimits limits) : in_(in), limits_(limits) {}

  std::vector<ParseError> run() {
    const Position eof = text::walk_lines(
        in_, "0 0 0",
        [this](const text::Line& l) {
          line_ = l.number;
          line(l.content, l.eol);
        },
        [this] { return issues_.size() < kMaxIssues; }, [this] { return terminated_; },
        [this](Position p, std::string message) { add_at(p, std::move(message)); });
    if (!terminated_ && issues_.size() < kMaxIssues) {
      line_ = eof.line;
      if (rows_left_ > 0) finish_case();
      add_at(eof, rows_left_ > 0
                      ? "expected row " + std::to_string(row_) + " of the maze, found end of input"
                      : "expected the end marker '0 0 0', found end of input");
    }
    text::sort_by_position(issues_);
    return std::move(issues_);
  }

 private:
  void add(int col, std::string message) { add_at({line_, col}, std::move(message)); }
  void add_at(Position p, std::string message) {
    if (issues_.size() < kMaxIssues) issues_.push_back(ParseError{p, std::move(message)});
  }

  void line(std::string_view content, int eol) {
    if (rows_left_ > 0) return row(content, eol);
    if (skipping_ && !looks_like_header(content)) return;
    skipping_ = false;
    header(content, eol);
  }

  static bool looks_like_header(std::string_view content) {
    return !content.empty() && content.find_first_not_of("0123456789 \r\t") == std::string::npos;
  }

  /// A non-negative integer without leading zeros, or nothing (reported).
  std::optional<std::int64_t> number(const Tok& t) {
    const text::ParsedUint p = text::parse_uint(t.text);
    if (!p.is_integer) {
      add(t.col, "expected a non-negative integer, found " + text::quote(t.text));
      return std::nullopt;
    }
    if (p.leading_zero)
      add(t.col, "expected an integer without leading zeros, found " + text::quote(t.text));
    return p.value;
  }

  void header(std::string_view content, int eol) {
    std::vector<Tok> toks;
    text::split_line(content, toks);
    if (toks.empty()) {
      add(1,
          std::string("expected ") +
              (cases_ == 0 ? "the line 'N M T'" : "the line 'N M T' of the next case, or '0 0 0'") +
              ", found " + (content.empty() ? "an empty line" : "a line of only whitespace"));
      return;
    }
    text::check_layout(content, toks, [this](int col, std::string m) { add(col, std::move(m)); });
    std::optional<std::int64_t> v[3];
    static const char* const kNames[3] = {"the number of rows N", "the number of columns M",
                                          "the time T"};
    for (int i = 0; i < 3; ++i) {
      if (i < static_cast<int>(toks.size()))
        v[i] = number(toks[i]);
      else
        add(eol, std::string("expected ") + kNames[i] + ", found end of line");
    }
    if (toks.size() > 3)
      add(toks[3].col, "expected end of line after 'N M T', found " + text::quote(toks[3].text));
    if (v[0] == 0) {
      for (int i = 1; i < 3 && i < static_cast<int>(toks.size()); ++i)
        if (v[i] && *v[i] != 0)
          add(toks[i].col,
              "expected 0 (the end marker is '0 0 0'), found " + text::quote(toks[i].text));
      terminated_ = true;
      return;
    }
    ++cases_;
    const std::int64_t lo[3] = {limits_.min_side, limits_.min_side, 1};
    const std::int64_t hi[3] = {limits_.max_side, limits_.max_side, limits_.max_time};
    for (int i = 0; i < 3 && i < static_cast<int>(toks.size()); ++i)
      if (v[i] && (*v[i] < lo[i] || *v[i] > hi[i]))
        add(toks[i].col, std::string("expected ") + kNames[i] + " " + text::range(lo[i], hi[i]) +
                             ", found " + text::quote(toks[i].text));
    // Out-of-range sizes still count the rows that follow, as long as they stay plausible.
    if (!v[0] || *v[0] > kMaxCells) {
      skipping_ = true;
      return;
    }
    rows_left_ = static_cast<int>(*v[0]);
    cols_ = v[1] && *v[1] <= kMaxCells ? static_cast<int>(*v[1]) : -1;
    row_ = 1;
    case_pos_ = {line_, toks[0].col};
    starts_.clear();
    doors_.clear();
  }

  void row(std::string_view content, int eol) {
    if (content.empty()) {
      add(1, "expected row " + std::to_string(row_) + " of the maze, found an empty line");
    } else {
      for (std::size_t i = 0; i < content.size(); ++i) {
        const char ch = content[i];
        const int col = text::clamp_int(std::int64_t(i) + 1);
        if (!is_maze_char(ch)) {
          add(col,
              "expected one of '.', 'X', 'S', 'D', found " + text::quote(content.substr(i, 1)));
        } else if (ch == kStart) {
          starts_.push_back({line_, col});
        } else if (ch == kDoor) {
          doors_.push_back({line_, col});
        }
      }
      if (cols_ > 0 && content.size() != static_cast<std::size_t>(cols_))
        add(1, "expected row " + std::to_string(row_) + " of " + std::to_string(cols_) +
                   " cells, found " + std::to_string(content.size()) + " characters");
    }
    ++row_;
    if (--rows_left_ == 0) finish_case();
  }

  void finish_case() {
    for (const auto* list : {&starts_, &doors_}) {
      const char ch = list == &starts_ ? kStart : kDoor;
      if (list->empty())
        add_at(case_pos_,
               std::string("the maze of this case has no '") + ch + "'; it needs exactly one");
      for (std::size_t i = 1; i < list->size(); ++i)
        add_at((*list)[i], std::string("found a second '") + ch + "' (the first is at line " +
                               std::to_string(list->front().line) + ", column " +
                               std::to_string(list->front().column) +
                               "); a maze has exactly one '" + ch + "'");
    }
    starts_.clear();
    doors_.clear();
  }

  std::string_view in_;
  MazeLimits limits_;
  std::vector<ParseError> issues_;
  int line_ = 1;
  int cases_ = 0;
  int rows_left_ = 0;
  int row_ = 1;
  int cols_ = -1;
  bool skipping_ = false;
  bool terminated_ = false;
  Position case_pos_;
  std::vector<Position> starts_, doors_;
};

}  // namespace

std::vector<ParseError> validate_input(std::string_view input, MazeLimits limits) {
  if (input.empty()) return {ParseError{{1, 1}, "expected the line 'N M T', found end of input"}};
  return Validator(input, limits).run();
}

}  // namespace llk::escape
