#include "llk/link/judge_format.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <climits>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <utility>

#include "block_scan.hpp"
#include "llk/core/huge_pages.hpp"
#include "llk/core/read_all.hpp"
#include "llk/core/text.hpp"

namespace llk::link {

namespace {

/// Relaxed mode still keeps q finite: enough for scaling runs, small enough to reject garbage.
constexpr std::int64_t kRelaxedMaxQueries = 10'000'000;

void append_int(std::string& out, std::int64_t v) {
  char buf[24];
  const auto res = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, res.ptr);
}

}  // namespace

Limits Limits::relaxed(std::size_t cap) {
  Limits l;
  l.max_rows = l.max_cols = std::int64_t{1} << 30;
  l.min_queries = 0;
  l.max_queries = kRelaxedMaxQueries;
  l.memory_cap = cap;
  return l;
}

struct JudgeReader::Token {
  std::string_view text;
  Position pos;
};

JudgeReader::JudgeReader(std::string_view input, Limits limits) : in_(input), limits_(limits) {}

bool JudgeReader::next_token(Token& tok) {
  const char* const data = in_.data();
  const std::size_t size = in_.size();
  std::size_t p = pos_;
  while (p < size) {
    const char c = data[p];
    if (c == '\n') {
      if (line_ < INT_MAX) ++line_;
      line_start_ = ++p;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++p;
    } else {
      break;
    }
  }
  if (p == size) {
    pos_ = p;
    return false;
  }
  const std::size_t start = p;
  while (p < size && !text::is_judge_space(data[p])) ++p;
  tok.text = std::string_view(data + start, p - start);
  tok.pos = {line_, text::clamp_int(static_cast<std::int64_t>(start - line_start_) + 1)};
  pos_ = p;
  return true;
}

Position JudgeReader::end_position() const {
  return {line_, text::clamp_int(static_cast<std::int64_t>(in_.size() - line_start_) + 1)};
}

JudgeReader::Status JudgeReader::fail(Position pos, std::string message) {
  failed_ = true;
  error_ = ParseError{pos, std::move(message)};
  return Status::error;
}

JudgeReader::Status JudgeReader::fail_end(const std::string& what) {
  return fail(end_position(), "expected " + what + ", found end of input");
}

bool JudgeReader::read_int(Token& tok, std::int64_t& value) {
  if (!next_token(tok)) return false;  // end of input: the caller names what it expected
  // Fast path for the short plain numbers that make up almost all of a board.
  if (tok.text.size() <= 9) {
    std::int64_t v = 0;
    bool digits = true;
    for (char c : tok.text) {
      const unsigned d = static_cast<unsigned char>(c) - unsigned{'0'};
      if (d > 9) {
        digits = false;
        break;
      }
      v = v * 10 + d;
    }
    if (digits) {
      value = v;
      return true;
    }
  } else {
    const text::ParsedUint parsed = text::parse_uint(tok.text);
    if (parsed.is_integer) {
      value = parsed.value;
      return true;
    }
  }
  fail(tok.pos, "expected a non-negative integer, found " + text::quote(tok.text));
  return false;
}

JudgeReader::Status JudgeReader::next(Case& out) {
  if (failed_) return Status::error;
  if (done_) return Status::end;

  Token tok;
  if (!next_token(tok)) {
    if (cases_read_ > 0) {
      done_ = true;
      return Status::end;
    }
    return fail(end_position(), "expected the number of rows n, found end of input");
  }
  const std::int64_t max_rows = std::min<std::int64_t>(limits_.max_rows, INT_MAX);
  const std::int64_t max_cols = std::min<std::int64_t>(limits_.max_cols, INT_MAX);
  case_pos_ = tok.pos;
  const text::ParsedUint pn = text::parse_uint(tok.text);
  if (!pn.is_integer)
    return fail(tok.pos, "expected a non-negative integer, found " + text::quote(tok.text));
  const std::int64_t n = pn.value;
  if (n > max_rows)
    return fail(tok.pos, "expected the number of rows n " + text::range(1, max_rows) + ", found " +
                             text::quote(tok.text));

  std::int64_t m = 0;
  if (!read_int(tok, m)) return failed_ ? Status::error : fail_end("the number of columns m");
  if (n == 0) {
    if (m != 0)
      return fail(tok.pos, "expected the number of columns m to be 0 after n = 0, found " +
                               text::quote(tok.text));
    done_ = true;
    return Status::end;
  }
  if (m < 1 || m > max_cols)
    return fail(tok.pos, "expected the number of columns m " + text::range(1, max_cols) +
                             ", found " + text::quote(tok.text));
  if (std::string cap = text::memory_cap_violation(n, m, limits_.memory_cap); !cap.empty())
    return fail(case_pos_, std::move(cap));

  // Every value takes at least two bytes ("0 "), so never reserve more than the input can fill.
  const auto cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(m);
  std::vector<std::int32_t> values = out.board.release_values();
  const std::size_t first_size = std::min(cells, (in_.size() - pos_) / 2 + 1);
  if (values.capacity() < first_size) {  // new storage: huge pages before it is first written
    values = std::vector<std::int32_t>();
    values.reserve(first_size);
    memory::advise_huge_pages(values.data(), first_size * sizeof(std::int32_t));
  }
  values.resize(first_size);
  const char* const data = in_.data();
  const std::size_t size = in_.size();
  std::size_t k = 0;  // values read so far
  while (k < cells) {
    if (k == values.size()) values.resize(std::min(cells, 2 * values.size() + 16));
    // Fast paths: whole blocks first, then one fused byte pass in locals (skip blanks, read up
    // to 9 digits ended by a blank or the end). Anything else stops at the token start and
    // takes read_int below, so positions and messages are exactly those of the general path.
    std::int32_t* const out = values.data();
    const std::size_t room = values.size();
    detail::ScanState scan{pos_, k, line_, line_start_};
    detail::scan_blocks(data, size, out, room, scan);
    k = scan.count;
    if (k == room) {
      pos_ = scan.pos;
      line_ = scan.line;
      line_start_ = scan.line_start;
      continue;
    }
    std::size_t p = scan.pos;
    std::size_t line_start = scan.line_start;
    int line = scan.line;
    std::uint32_t acc = 0;
    std::size_t len = 0;  // digits of the token being read
    // The byte loop takes what the block scan left, then hands back once past its stopping point.
    const std::size_t hand_back = std::min(size, p + 32);
    bool handed_back = false;
    for (; p < size; ++p) {
      if (len == 0 && p >= hand_back && k + 8 <= room) {
        handed_back = true;
        break;
      }
      const char ch = data[p];
      const unsigned d = static_cast<unsigned char>(ch) - unsigned{'0'};
      if (d <= 9) {
        if (++len > 9) break;
        acc = acc * 10 + d;
        continue;
      }
      if (!text::is_judge_space(ch)) break;
      if (len != 0) {
        out[k++] = static_cast<std::int32_t>(acc);
        acc = 0;
        len = 0;
        if (k == room) break;  // the blank after the token stays unread, as in read_int
      }
      if (ch == '\n') {
        if (line < INT_MAX) ++line;
        line_start = p + 1;
      }
    }
    if (p == size && len != 0 && len <= 9) {  // a value that ends the input
      out[k++] = static_cast<std::int32_t>(acc);
      len = 0;
    }
    p -= std::min(len, std::size_t{10}) - (len > 9 ? 1 : 0);  // back to the token start
    pos_ = p;
    line_ = line;
    line_start_ = line_start;
    if (k == cells || k == room || handed_back) continue;
    const auto r = static_cast<std::int64_t>(k / static_cast<std::size_t>(m)) + 1;
    const auto c = static_cast<std::int64_t>(k % static_cast<std::size_t>(m)) + 1;
    std::int64_t v = 0;
    if (!read_int(tok, v)) {
      if (failed_) return Status::error;
      return fail_end("a board value (row " + std::to_string(r) + ", column " + std::to_string(c) +
                      ")");
    }
    if (v > kMaxTileValue)
      return fail(tok.pos,
                  "value " + text::quote(tok.text) + " does not fit a signed 32-bit integer");
    values[k++] = static_cast<std::int32_t>(v);
  }
  values.resize(cells);

  std::int64_t q = 0;
  if (!read_int(tok, q)) return failed_ ? Status::error : fail_end("the number of queries q");
  if (q < limits_.min_queries || q > limits_.max_queries)
    return fail(tok.pos, "expected the number of queries q " +
                             text::range(limits_.min_queries, limits_.max_queries) + ", found " +
                             text::quote(tok.text));

  // A query takes at least eight bytes ("1 1 1 1\n"): the same guard against a lying q.
  std::vector<Query> queries;
  queries.reserve(std::min(static_cast<std::size_t>(q), (in_.size() - pos_) / 8 + 1));
  for (std::int64_t k = 1; k <= q; ++k) {
    std::int64_t f[4];
    for (int i = 0; i < 4; ++i) {
      if (!read_int(tok, f[i])) {
        if (failed_) return Status::error;
        return fail_end(std::string("the ") + kQueryFields[i] + " (query " + std::to_string(k) +
                        " of " + std::to_string(q) + ")");
      }
      const std::int64_t hi = (i % 2 == 0) ? n : m;
      if (f[i] < 1 || f[i] > hi) {
        const std::string shown = f[i] == INT64_MAX ? text::quote(tok.text) : std::to_string(f[i]);
        return fail(tok.pos, std::string(kQueryFields[i]) + " = " + shown +
                                 " is outside the board " + text::range(1, hi));
      }
    }
    queries.push_back(Query{Cell{static_cast<int>(f[0]), static_cast<int>(f[1])},
                            Cell{static_cast<int>(f[2]), static_cast<int>(f[3])}});
  }

  out.board = Board(static_cast<int>(n), static_cast<int>(m), std::move(values));
  out.queries = std::move(queries);
  ++cases_read_;
  return Status::case_read;
}

ParsedInput parse_judge(std::string_view input, Limits limits) {
  return read_all<ParsedInput>(JudgeReader(input, limits));
}

void write_case(std::string& out, const Case& c) {
  const Board& b = c.board;
  out.reserve(out.size() + 32 + b.values().size() * 4 + c.queries.size() * 24);
  append_int(out, b.rows());
  out += ' ';
  append_int(out, b.cols());
  out += '\n';
  const auto& values = b.values();
  const auto cols = static_cast<std::size_t>(b.cols());
  for (std::size_t i = 0; i < values.size(); ++i) {
    append_int(out, values[i]);
    out += (i % cols == cols - 1) ? '\n' : ' ';
  }
  append_int(out, static_cast<std::int64_t>(c.queries.size()));
  out += '\n';
  for (const Query& q : c.queries) {
    append_int(out, q.a.row);
    out += ' ';
    append_int(out, q.a.col);
    out += ' ';
    append_int(out, q.b.row);
    out += ' ';
    append_int(out, q.b.col);
    out += '\n';
  }
}

std::string write_judge(const std::vector<Case>& cases) {
  std::string out;
  for (const Case& c : cases) write_case(out, c);
  out += "0 0\n";
  return out;
}

std::string write_answers(const std::vector<bool>& answers) {
  std::string out;
  out.reserve(answers.size() * 4);
  for (bool yes : answers) out += yes ? "YES\n" : "NO\n";
  return out;
}

}  // namespace llk::link
