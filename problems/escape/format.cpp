#include <algorithm>
#include <climits>
#include <utility>

#include "llk/core/read_all.hpp"
#include "llk/core/text.hpp"
#include "llk/escape/format.hpp"

namespace llk::escape {
namespace {

std::string where(Position p) {
  return "line " + std::to_string(p.line) + ", column " + std::to_string(p.column);
}

}  // namespace

Reader::Reader(std::string_view input, MazeLimits limits) : TokenReader(input), limits_(limits) {}

std::string Reader::not_a_number(const std::string&, const Token& tok) const {
  return "expected a non-negative integer, found " + text::quote(tok.text);
}

std::string Reader::out_of_range(const std::string& what, std::int64_t lo, std::int64_t hi,
                                 const Token& tok, const text::ParsedUint&) const {
  return "expected " + what + (lo == hi ? "" : " " + text::range(lo, hi)) + ", found " +
         text::quote(tok.text);
}

Reader::Status Reader::next(Case& out) {
  Token tok;
  if (const auto status = start_case(tok, "the number of rows N")) return *status;
  case_pos_ = tok.pos;
  const text::ParsedUint pn = text::parse_uint(tok.text);
  if (!pn.is_integer) return fail(tok.pos, not_a_number("the number of rows N", tok));
  const std::int64_t n = pn.value;
  std::int64_t m = 0, t = 0;
  if (n == 0) {
    if (!read_number("0 (the end marker is '0 0 0')", 0, 0, m)) return Status::error;
    if (!read_number("0 (the end marker is '0 0 0')", 0, 0, t)) return Status::error;
    done_ = true;
    return Status::end;
  }
  if (n < limits_.min_side || n > limits_.max_side)
    return fail(tok.pos, "expected the number of rows N " +
                             text::range(limits_.min_side, limits_.max_side) + ", found " +
                             text::quote(tok.text));
  if (!read_number("the number of columns M", limits_.min_side, limits_.max_side, m))
    return Status::error;
  if (!read_number("the time T", 1, limits_.max_time, t)) return Status::error;

  std::string cells;
  cells.reserve(static_cast<std::size_t>(n * m));
  std::optional<Position> start, door;
  for (std::int64_t r = 1; r <= n; ++r) {
    if (!tokens_.next(tok))
      return fail(tokens_.end_position(), "expected row " + std::to_string(r) + " of the maze (" +
                                              std::to_string(m) + " cells), found end of input");
    for (std::size_t i = 0; i < tok.text.size(); ++i) {
      const char ch = tok.text[i];
      const Position p{tok.pos.line, text::clamp_int(tok.pos.column + std::int64_t(i))};
      if (!is_maze_char(ch))
        return fail(
            p, "expected one of '.', 'X', 'S', 'D', found " + text::quote(tok.text.substr(i, 1)));
      if (ch == kStart || ch == kDoor) {
        std::optional<Position>& first = ch == kStart ? start : door;
        if (first)
          return fail(p, std::string("found a second '") + ch + "' (the first is at " +
                             where(*first) + "); a maze has exactly one '" + ch + "'");
        first = p;
      }
    }
    if (tok.text.size() != static_cast<std::size_t>(m))
      return fail(tok.pos, "expected row " + std::to_string(r) + " of " + std::to_string(m) +
                               " cells, found " + text::quote(tok.text) + " (" +
                               std::to_string(tok.text.size()) + " cells)");
    cells.append(tok.text);
  }
  if (!start) return fail(case_pos_, "the maze of this case has no 'S'; it needs exactly one");
  if (!door) return fail(case_pos_, "the maze of this case has no 'D'; it needs exactly one");
  out.maze = Maze(static_cast<int>(n), static_cast<int>(m), std::move(cells));
  out.time = static_cast<int>(t);
  ++cases_read_;
  return Status::case_read;
}

ParsedInput parse_input(std::string_view input, MazeLimits limits) {
  return read_all<ParsedInput>(Reader(input, limits));
}

void write_case(std::string& out, const Case& c) {
  out += to_text(c);
}

std::string write_input(const std::vector<Case>& cases) {
  std::string out;
  for (const Case& c : cases) write_case(out, c);
  out += "0 0 0\n";
  return out;
}

}  // namespace llk::escape
