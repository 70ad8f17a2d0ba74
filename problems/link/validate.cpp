#include "llk/link/validate.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>

#include "llk/core/line_check.hpp"
#include "llk/core/text.hpp"

namespace llk::link {
namespace {

/// Garbage can violate every rule on every line; past this many issues the rest is noise.
constexpr std::size_t kMaxIssues = 100;

using Tok = text::LineToken;

/// Walks the input line by line with a small state machine for the case structure; layout rules
/// are checked on every line, and after a structural surprise it resynchronises on the line count.
class Validator {
 public:
  Validator(std::string_view in, const Limits& limits)
      : in_(in),
        limits_(limits),
        max_rows_(std::min<std::int64_t>(limits.max_rows, INT_MAX)),
        max_cols_(std::min<std::int64_t>(limits.max_cols, INT_MAX)) {}

  std::vector<ParseError> run() {
    const auto visit = [this](const text::Line& l) {
      line_ = l.number;
      text::split_line(l.content, toks_);
      if (toks_.empty()) {
        add(1, "expected " + expectation() + ", found " +
                   (l.content.empty() ? std::string("an empty line")
                                      : "a line of only whitespace " + text::quote(l.content)));
      } else {
        text::check_layout(l.content, toks_,
                           [this](int col, std::string m) { add(col, std::move(m)); });
        structure(l.eol);
      }
    };
    const Position eof = text::walk_lines(
        in_, "0 0", visit, [this] { return !full(); }, [this] { return terminated_; },
        [this](Position p, std::string message) {
          line_ = p.line;
          add(p.column, std::move(message));
        });
    if (!terminated_ && !full()) at_end_of_input(eof);
    text::sort_by_position(issues_);
    return std::move(issues_);
  }

 private:
  enum class Expect { header, row, qcount, query, lost };

  bool full() const { return issues_.size() >= kMaxIssues; }

  void add(int col, std::string message) {
    if (!full()) issues_.push_back(ParseError{Position{line_, col}, std::move(message)});
  }
  void add(const Tok& t, std::string message) { add(t.col, std::move(message)); }

  /// Reads a token as a non-negative integer without leading zeros; false if it is none at all.
  bool number(const Tok& t, std::int64_t& value) {
    const text::ParsedUint p = text::parse_uint(t.text);
    if (!p.is_integer) {
      add(t, "expected a non-negative integer, found " + text::quote(t.text));
      return false;
    }
    if (p.leading_zero)
      add(t, "expected an integer without leading zeros, found " + text::quote(t.text));
    value = p.value;
    return true;
  }

  std::string expectation() const {
    switch (state_) {
      case Expect::header:
        return cases_ == 0 ? "the line 'n m'" : "the line 'n m' of the next case, or '0 0'";
      case Expect::row:
        return "row " + std::to_string(row_) + " of the board";
      case Expect::qcount:
        return "the number of queries q";
      case Expect::query:
        return q_known_ ? "query " + std::to_string(k_) + " of " + std::to_string(q_)
                        : "a query 'x1 y1 x2 y2'";
      case Expect::lost:
        break;
    }
    return "a non-empty line";
  }

  void structure(int eol) {
    switch (state_) {
      case Expect::header:
        return header(eol);
      case Expect::row:
        return row(eol);
      case Expect::qcount:
        return qcount();
      case Expect::query:
        return query(eol);
      case Expect::lost:
        return;
    }
  }

  void header(int eol) {
    ++cases_;
    std::int64_t n = 0, m = 0;
    const bool has_n = number(toks_[0], n);
    bool has_m = false;
    if (toks_.size() < 2)
      add(eol, "expected the number of columns m, found end of line");
    else
      has_m = number(toks_[1], m);
    if (toks_.size() > 2)
      add(toks_[2], "expected end of line after 'n m', found " + text::quote(toks_[2].text));
    if (!has_n || !has_m) {
      state_ = Expect::lost;  // without both sizes the following lines cannot be counted
      return;
    }
    if (n == 0) {
      if (m == 0) {
        terminated_ = true;
      } else {
        add(toks_[1], "expected the number of columns m to be 0 after n = 0, found " +
                          text::quote(toks_[1].text));
        state_ = Expect::lost;
      }
      return;
    }
    if (n > max_rows_)
      add(toks_[0], "expected the number of rows n " + text::range(1, max_rows_) + ", found " +
                        text::quote(toks_[0].text));
    if (m == 0 || m > max_cols_)
      add(toks_[1], "expected the number of columns m " + text::range(1, max_cols_) + ", found " +
                        text::quote(toks_[1].text));
    if (m == 0) {
      state_ = Expect::lost;
      return;
    }
    if (std::string cap = text::memory_cap_violation(n, m, limits_.memory_cap); !cap.empty())
      add(toks_[0], std::move(cap));
    n_ = n;
    m_ = m;
    row_ = 1;
    state_ = Expect::row;
  }

  void row(int eol) {
    const std::size_t count = toks_.size();
    const std::size_t checked =
        static_cast<std::uint64_t>(m_) < count ? static_cast<std::size_t>(m_) : count;
    for (std::size_t i = 0; i < checked; ++i) {
      std::int64_t v = 0;
      if (number(toks_[i], v) && v > kMaxTileValue)
        add(toks_[i],
            "value " + text::quote(toks_[i].text) + " does not fit a signed 32-bit integer");
    }
    if (static_cast<std::uint64_t>(m_) > count)
      add(eol, "expected a board value (row " + std::to_string(row_) + ", column " +
                   std::to_string(count + 1) + "), found end of line");
    else if (count > static_cast<std::uint64_t>(m_))
      add(toks_[checked], "expected end of line after the " + std::to_string(m_) +
                              " values of row " + std::to_string(row_) + ", found " +
                              text::quote(toks_[checked].text));
    if (++row_ > n_) state_ = Expect::qcount;
  }

  void qcount() {
    std::int64_t q = 0;
    const bool has_q = number(toks_[0], q);
    if (toks_.size() > 1)
      add(toks_[1], "expected end of line after q, found " + text::quote(toks_[1].text));
    if (has_q && (q < limits_.min_queries || q > limits_.max_queries))
      add(toks_[0], "expected the number of queries q " +
                        text::range(limits_.min_queries, limits_.max_queries) + ", found " +
                        text::quote(toks_[0].text));
    k_ = 1;
    q_known_ = has_q && q >= limits_.min_queries && q <= limits_.max_queries;
    q_ = q;
    // An unreadable or out-of-range q: take the following four-number lines as its queries.
    state_ = (q_known_ && q == 0) ? Expect::header : Expect::query;
  }

  void query(int eol) {
    if (!q_known_ && toks_.size() != 4) {
      state_ = Expect::header;
      return header(eol);
    }
    const std::size_t count = std::min<std::size_t>(toks_.size(), 4);
    for (std::size_t i = 0; i < count; ++i) {
      std::int64_t v = 0;
      if (!number(toks_[i], v)) continue;
      const std::int64_t hi = (i % 2 == 0) ? n_ : m_;
      if (v < 1 || v > hi)
        add(toks_[i], std::string(kQueryFields[i]) + " = " +
                          (v == INT64_MAX ? text::quote(toks_[i].text) : std::to_string(v)) +
                          " is outside the board " + text::range(1, hi));
    }
    const std::string which = q_known_ ? "query " + std::to_string(k_) + " of " + std::to_string(q_)
                                       : "query " + std::to_string(k_);
    if (count < 4)
      add(eol, std::string("expected the ") + kQueryFields[count] + " (" + which +
                   "), found end of line");
    if (toks_.size() > 4)
      add(toks_[4], "expected end of line after the four numbers of " + which + ", found " +
                        text::quote(toks_[4].text));
    ++k_;
    if (q_known_ && k_ > q_) state_ = Expect::header;
  }

  void at_end_of_input(Position eof) {
    line_ = eof.line;
    const int col = eof.column;
    switch (state_) {
      case Expect::header:
        if (cases_ == 0)
          add(col, "expected the number of rows n, found end of input");
        else
          add(col, "expected '0 0' to end the input, found end of input");
        return;
      case Expect::row:
        add(col, "expected a board value (row " + std::to_string(row_) +
                     ", column 1), found end of input");
        return;
      case Expect::qcount:
        add(col, "expected the number of queries q, found end of input");
        return;
      case Expect::query:
        if (q_known_)
          add(col, "expected the query row x1 (query " + std::to_string(k_) + " of " +
                       std::to_string(q_) + "), found end of input");
        else
          add(col, "expected '0 0' to end the input, found end of input");
        return;
      case Expect::lost:
        return;
    }
  }

  std::string_view in_;
  Limits limits_;
  std::int64_t max_rows_;
  std::int64_t max_cols_;
  std::vector<ParseError> issues_;
  std::vector<Tok> toks_;
  int line_ = 1;
  Expect state_ = Expect::header;
  bool terminated_ = false;
  std::int64_t cases_ = 0;
  std::int64_t n_ = 0, m_ = 0, row_ = 0;
  std::int64_t q_ = 0, k_ = 0;
  bool q_known_ = true;
};

}  // namespace

std::vector<ParseError> validate_judge(std::string_view input, Limits limits) {
  return Validator(input, limits).run();
}

}  // namespace llk::link
