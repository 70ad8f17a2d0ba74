#pragma once
/// The judge formats' tokenizer: whitespace-separated tokens of an input held in memory, each
/// with the line and column it starts at, so every reader reports bad input the same way.

#include <climits>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

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

/// What a problem's case-by-case reader over a TokenStream keeps: its state, the error that
/// stopped it, how a case starts and how a number is read; the problem's reader adds how the
/// rest of a case reads and what it says of a bad number.
class TokenReader {
 public:
  enum class Status { case_read, end, error };
  const ParseError& error() const { return error_; }
  /// Bytes of the input it will not look at again.
  std::size_t offset() const { return tokens_.offset(); }

 protected:
  using Token = TokenStream::Token;
  explicit TokenReader(std::string_view input) : tokens_(input) {}

  Status fail(Position pos, std::string message) {
    failed_ = true;
    error_ = ParseError{pos, std::move(message)};
    return Status::error;
  }

  /// Reads the first token of a case into `tok`; or, when no case starts, what next() returns:
  /// the error again, the end (also a clean end of input after a complete case, like the end
  /// marker), or an error naming `first`, what a case starts with.
  std::optional<Status> start_case(Token& tok, const char* first) {
    if (failed_) return Status::error;
    if (done_) return Status::end;
    if (tokens_.next(tok)) return std::nullopt;
    if (cases_read_ > 0) {
      done_ = true;
      return Status::end;
    }
    return fail(tokens_.end_position(), std::string("expected ") + first + ", found end of input");
  }

  /// The next token as a whole number in [lo, hi] into `value`; false after an error naming
  /// `what` ("expected WHAT, found end of input", or the complaints below).
  bool read_number(const std::string& what, std::int64_t lo, std::int64_t hi, std::int64_t& value) {
    Token tok;
    if (!tokens_.next(tok)) {
      fail(tokens_.end_position(), "expected " + what + ", found end of input");
      return false;
    }
    const text::ParsedUint p = text::parse_uint(tok.text);
    if (!p.is_integer) {
      fail(tok.pos, not_a_number(what, tok));
      return false;
    }
    if (p.value < lo || p.value > hi) {
      fail(tok.pos, out_of_range(what, lo, hi, tok, p));
      return false;
    }
    value = p.value;
    return true;
  }
  /// The message for `tok`, no whole number, where `what` was expected.
  virtual std::string not_a_number(const std::string& what, const Token& tok) const = 0;
  /// The message for `tok`, the whole number `p` outside [lo, hi], where `what` was expected.
  virtual std::string out_of_range(const std::string& what, std::int64_t lo, std::int64_t hi,
                                   const Token& tok, const text::ParsedUint& p) const = 0;

  TokenStream tokens_;
  bool done_ = false;
  bool failed_ = false;
  long cases_read_ = 0;
  ParseError error_;
};

}  // namespace llk
