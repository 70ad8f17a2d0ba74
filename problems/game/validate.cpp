/// The strict game validator: the exact layout of SPEC section 5, line by line, with every
/// violation reported where it stands and reading going on after it where it can.

#include <algorithm>
#include <climits>

#include "llk/core/line_check.hpp"
#include "llk/core/text.hpp"
#include "llk/game/format.hpp"

namespace llk::game {
namespace {

struct Word {
  std::string_view text;
  Position pos;
};

struct Line {
  std::vector<Word> words;
  Position end;  ///< just past the last byte of the line
};

class Validator {
 public:
  Validator(std::string_view in, GameLimits limits) : in_(in), limits_(limits) { split(); }

  std::vector<ParseError> run() {
    std::size_t i = 0;
    bool ended = false;
    while (i < lines_.size()) {
      const Line& head = lines_[i];
      if (head.words.empty()) {
        add(head.end, "empty line");
        ++i;
        continue;
      }
      if (head.words.size() != 2) {
        add(head.words.front().pos,
            "expected a line \"n m\", found " + std::to_string(head.words.size()) + " values");
        ++i;
        continue;
      }
      const auto n = number(head.words[0], "the number of rows n", 0, limits_.max_side);
      const auto m = number(head.words[1], "the number of columns m", 0, limits_.max_side);
      ++i;
      if (!n || !m) continue;
      if (*n == 0 || *m == 0) {
        if (*n != 0 || *m != 0) add(head.words[0].pos, "a side of 0 outside the end marker '0 0'");
        ended = *n == 0 && *m == 0;
        if (ended) break;
        continue;
      }
      if (*n * *m > limits_.max_cells)
        add(head.words[0].pos,
            "a board of " + std::to_string(*n * *m) +
                " cells, over the limit n * m <= " + std::to_string(limits_.max_cells));
      for (std::int64_t r = 1; r <= *n; ++r, ++i) {
        if (i >= lines_.size()) {
          add(end_position(), "expected row " + std::to_string(r) + " of " + std::to_string(*n) +
                                  ", found end of input");
          return out_;
        }
        const Line& row = lines_[i];
        if (row.words.size() != static_cast<std::size_t>(*m))
          add(row.words.empty() ? row.end : row.words.front().pos,
              "expected row " + std::to_string(r) + " of " + std::to_string(*m) +
                  " values, found " + std::to_string(row.words.size()));
        for (const Word& w : row.words) number(w, "a cell value", 0, limits_.max_value);
      }
    }
    if (!ended) {
      add(end_position(), "expected the end marker '0 0', found end of input");
      return out_;
    }
    for (; i < lines_.size(); ++i)
      if (!lines_[i].words.empty()) {
        add(lines_[i].words.front().pos, "text after the end marker '0 0'");
        break;
      }
    return out_;
  }

 private:
  void split() {
    int line = 1;
    std::size_t start = 0;
    Line cur;
    for (std::size_t p = 0; p <= in_.size(); ++p) {
      const bool end = p == in_.size();
      const char c = end ? '\n' : in_[p];
      if (c == '\n') {
        cur.end = {line, text::clamp_int(static_cast<std::int64_t>(p - start) + 1)};
        if (!end || !cur.words.empty() || p > start) lines_.push_back(std::move(cur));
        cur = {};
        if (line < INT_MAX) ++line;
        start = p + 1;
        continue;
      }
      const Position pos{line, text::clamp_int(static_cast<std::int64_t>(p - start) + 1)};
      if (c == ' ') {
        if (p == start || in_[p - 1] == ' ') add(pos, "extra space");
        continue;
      }
      if (c == '\r' || c == '\t') {
        add(pos, c == '\r' ? "carriage return (the judge format uses \\n line ends)"
                           : "tab (values are separated by one space)");
        continue;
      }
      std::size_t q = p;
      while (q < in_.size() && in_[q] != ' ' && in_[q] != '\n' && in_[q] != '\r' && in_[q] != '\t')
        ++q;
      cur.words.push_back({in_.substr(p, q - p), pos});
      p = q - 1;
    }
  }

  std::optional<std::int64_t> number(const Word& w, const char* what, std::int64_t lo,
                                     std::int64_t hi) {
    const text::ParsedUint v = text::parse_uint(w.text);
    if (!v.is_integer) {
      add(w.pos, std::string("expected ") + what + " (a non-negative integer), found " +
                     text::quote(w.text));
      return std::nullopt;
    }
    if (v.leading_zero) add(w.pos, "leading zero in " + text::quote(w.text));
    if (v.value < lo || v.value > hi) {
      add(w.pos, std::string("expected ") + what + " (" + std::to_string(lo) + ".." +
                     std::to_string(hi) + "), found " + text::shown_value(v, w.text));
      return std::nullopt;
    }
    return v.value;
  }

  Position end_position() const { return lines_.empty() ? Position{} : lines_.back().end; }
  void add(Position p, std::string message) { out_.push_back({p, std::move(message)}); }

  std::string_view in_;
  GameLimits limits_;
  std::vector<Line> lines_;
  std::vector<ParseError> out_;
};

}  // namespace

std::vector<ParseError> validate_game(std::string_view input, GameLimits limits) {
  std::vector<ParseError> out = Validator(input, limits).run();
  text::sort_by_position(out);
  return out;
}

}  // namespace llk::game
