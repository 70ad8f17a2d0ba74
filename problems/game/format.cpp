#include "llk/game/format.hpp"

#include <algorithm>
#include <climits>
#include <utility>

#include "llk/core/read_all.hpp"
#include "llk/core/text.hpp"

namespace llk::game {
namespace {}  // namespace

Reader::Reader(std::string_view input, GameLimits limits) : TokenReader(input), limits_(limits) {}

std::string Reader::not_a_number(const std::string& what, const Token& tok) const {
  return "expected " + what + " (a non-negative integer), found " + text::quote(tok.text);
}

std::string Reader::out_of_range(const std::string& what, std::int64_t lo, std::int64_t hi,
                                 const Token& tok, const text::ParsedUint& p) const {
  return "expected " + what + " " + text::range(lo, hi) + ", found " +
         text::shown_value(p, tok.text);
}

Reader::Status Reader::next(Board& out) {
  Token tok;
  if (const auto status = start_case(tok, "the number of rows n")) return *status;
  const Position case_pos = tok.pos;
  const text::ParsedUint pn = text::parse_uint(tok.text);
  if (!pn.is_integer) return fail(tok.pos, not_a_number("the number of rows n", tok));
  std::int64_t m = 0;
  if (pn.value == 0) {
    if (!read_number("0 (the end marker is '0 0')", 0, 0, m)) return Status::error;
    done_ = true;
    return Status::end;
  }
  if (pn.value > limits_.max_side)
    return fail(tok.pos, out_of_range("the number of rows n", 1, limits_.max_side, tok, pn));
  const std::int64_t n = pn.value;
  if (!read_number("the number of columns m", 1, limits_.max_side, m)) return Status::error;
  if (n * m > limits_.max_cells)
    return fail(case_pos, "a board of " + std::to_string(n) + " x " + std::to_string(m) + " has " +
                              std::to_string(n * m) + " cells, over the limit n * m <= " +
                              std::to_string(limits_.max_cells) +
                              (limits_.max_cells == 36 ? " (--relaxed lifts it)" : ""));
  if (auto over = text::memory_cap_violation(n, m, limits_.memory_cap); !over.empty())
    return fail(case_pos, over);
  std::vector<std::int32_t> values;
  values.reserve(static_cast<std::size_t>(n * m));
  for (std::int64_t r = 1; r <= n; ++r)
    for (std::int64_t c = 1; c <= m; ++c) {
      std::int64_t v = 0;
      if (!read_number("the value of row " + std::to_string(r) + ", column " + std::to_string(c), 0,
                       limits_.max_value, v))
        return Status::error;
      values.push_back(static_cast<std::int32_t>(v));
    }
  out = Board(static_cast<int>(n), static_cast<int>(m), std::move(values));
  ++cases_read_;
  return Status::case_read;
}

ParsedGame parse_game(std::string_view input, GameLimits limits) {
  return read_all<ParsedGame>(Reader(input, limits));
}

std::string write_game(const std::vector<Board>& boards) {
  std::string out;
  for (const Board& b : boards) {
    out += std::to_string(b.rows()) + " " + std::to_string(b.cols()) + "\n";
    for (int r = 1; r <= b.rows(); ++r)
      for (int c = 1; c <= b.cols(); ++c) {
        out += std::to_string(b.at(r, c));
        out += c == b.cols() ? '\n' : ' ';
      }
  }
  out += "0 0\n";
  return out;
}

std::optional<ClearLine> parse_clear_line(std::string_view line, std::string* why) {
  std::vector<std::string_view> words;
  words.reserve(static_cast<std::size_t>(std::count(line.begin(), line.end(), ' ')) + 1);
  for (std::size_t i = 0; i < line.size();) {
    while (i < line.size() && line[i] == ' ') ++i;
    std::size_t j = i;
    while (j < line.size() && line[j] != ' ') ++j;
    if (j > i) words.push_back(line.substr(i, j - i));
    i = j;
  }
  auto bad = [&](std::string w) -> std::optional<ClearLine> {
    if (why) *why = std::move(w);
    return std::nullopt;
  };
  ClearLine out;
  if (words.size() == 1 && words[0] == "NO") return out;
  if (words.empty() || words[0] != "YES") return bad("expected NO or YES s and s removals");
  if (words.size() < 2) return bad("YES without the number of removals s");
  const text::ParsedUint s = text::parse_uint(words[1]);
  if (!s.is_integer || s.overflow || s.value > 1000000)
    return bad("the number of removals is " + text::quote(words[1]) + ", not a whole number");
  const std::size_t want = 2 + 4 * static_cast<std::size_t>(s.value);
  if (words.size() != want)
    return bad("YES " + std::to_string(s.value) + " needs " + std::to_string(4 * s.value) +
               " numbers after it, found " + std::to_string(words.size() - 2));
  std::vector<int> nums;
  nums.reserve(words.size() - 2);
  for (std::size_t i = 2; i < words.size(); ++i) {
    const text::ParsedUint v = text::parse_uint(words[i]);
    if (!v.is_integer || v.value > INT_MAX)
      return bad("removal " + std::to_string((i - 2) / 4 + 1) + " has " + text::quote(words[i]) +
                 ", not a cell coordinate");
    nums.push_back(static_cast<int>(v.value));
  }
  out.yes = true;
  out.removals.reserve(nums.size() / 4);
  for (std::size_t i = 0; i + 3 < nums.size(); i += 4)
    out.removals.push_back({{nums[i], nums[i + 1]}, {nums[i + 2], nums[i + 3]}});
  return out;
}

}  // namespace llk::game
