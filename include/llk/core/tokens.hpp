#pragma once
/// The judge formats' tokenizer: whitespace-separated tokens of an input held in memory, each
/// with the line and column it starts at, so every reader reports bad input the same way.

#include <climits>
#include <cstddef>
#include <string_view>

#include "llk/core/position.hpp"
#include "llk/core/text.hpp"

namespace llk {

class TokenStream {
 public:
  struct Token {
    std::string_view text;
    Position pos;
  };
  explicit TokenStream(std::string_view input) : in_(input) {}

  /// The next token; false at the end of the input.
  bool next(Token& tok) {
    std::size_t p = pos_;
    while (p < in_.size() && text::is_judge_space(in_[p])) {
      if (in_[p] == '\n') {
        if (line_ < INT_MAX) ++line_;
        line_start_ = p + 1;
      }
      ++p;
    }
    pos_ = p;
    if (p == in_.size()) return false;
    while (p < in_.size() && !text::is_judge_space(in_[p])) ++p;
    tok.text = in_.substr(pos_, p - pos_);
    tok.pos = {line_, text::clamp_int(static_cast<std::int64_t>(pos_ - line_start_) + 1)};
    pos_ = p;
    return true;
  }
  /// Just past the last byte: where "found end of input" is reported.
  Position end_position() const {
    return {line_, text::clamp_int(static_cast<std::int64_t>(in_.size() - line_start_) + 1)};
  }
  /// Bytes read so far.
  std::size_t offset() const { return pos_; }

 private:
  std::string_view in_;
  std::size_t pos_ = 0;
  int line_ = 1;
  std::size_t line_start_ = 0;
};

}  // namespace llk
