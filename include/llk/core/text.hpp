#pragma once
/// Text helpers shared by every judge-format reader and validator: token classes,
/// integer parsing without overflow, and quoting of what was found for error messages (what
/// llk writes of a program's own text is made safe by llk/core/safe_text.hpp).

#include <climits>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace llk::text {

/// The bytes that separate tokens in the judge format.
inline bool is_judge_space(char c) {
  return c == ' ' || c == '\n' || c == '\t' || c == '\r';
}

/// A token read as a non-negative decimal integer.
struct ParsedUint {
  bool is_integer = false;    ///< only digits, at least one
  bool overflow = false;      ///< more than fits an int64; value is then INT64_MAX
  bool leading_zero = false;  ///< "07", "00": accepted by the reader, rejected by the validator
  std::int64_t value = 0;
};

/// Parses digits only (no sign, no '+'); saturates instead of overflowing.
inline ParsedUint parse_uint(std::string_view tok) {
  ParsedUint r;
  if (tok.empty()) return r;
  std::int64_t v = 0;
  for (char c : tok) {
    const unsigned d = static_cast<unsigned char>(c) - unsigned{'0'};
    if (d > 9) return r;
    if (!r.overflow) {
      if (v > (INT64_MAX - static_cast<std::int64_t>(d)) / 10) {
        r.overflow = true;
        v = INT64_MAX;
      } else {
        v = v * 10 + static_cast<std::int64_t>(d);
      }
    }
  }
  r.is_integer = true;
  r.leading_zero = tok.size() > 1 && tok[0] == '0';
  r.value = v;
  return r;
}

/// Quotes a token for a message: non-printable bytes escaped, long tokens cut after 20 bytes.
inline std::string quote(std::string_view tok) {
  constexpr std::size_t kMaxShown = 20;
  static constexpr char kHex[] = "0123456789abcdef";
  std::string s = "'";
  const std::size_t shown = tok.size() > kMaxShown ? kMaxShown : tok.size();
  for (std::size_t i = 0; i < shown; ++i) {
    const auto c = static_cast<unsigned char>(tok[i]);
    if (c == '\n') {
      s += "\\n";
    } else if (c == '\r') {
      s += "\\r";
    } else if (c == '\t') {
      s += "\\t";
    } else if (c < 0x20 || c >= 0x7f) {
      s += "\\x";
      s += kHex[c >> 4];
      s += kHex[c & 15];
    } else {
      s += static_cast<char>(c);
    }
  }
  if (tok.size() > kMaxShown) s += "...";
  s += "'";
  return s;
}

/// The value of an integer token for a message: the number, or the quoted text when it overflowed.
inline std::string shown_value(const ParsedUint& v, std::string_view tok) {
  return v.overflow ? quote(tok) : std::to_string(v.value);
}

/// Clamps a byte count to a 1-based int column or line, so gigabyte lines cannot overflow.
inline int clamp_int(std::int64_t v) {
  return v > INT_MAX ? INT_MAX : static_cast<int>(v);
}

/// "board of N x M needs X MiB, over the memory cap of Y MiB (--memory-cap)", or empty when it
/// fits.
inline std::string memory_cap_violation(std::int64_t n, std::int64_t m, std::size_t cap) {
  if (cap == 0 || n <= 0 || m <= 0 || n > INT_MAX || m > INT_MAX) return {};
  // n, m < 2^31 here, so n * m * 4 < 2^64 fits unsigned 64-bit arithmetic.
  const auto need = static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(m) * 4u;
  if (need <= cap) return {};
  constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;
  return "board of " + std::to_string(n) + " x " + std::to_string(m) + " needs " +
         std::to_string((need + kMiB - 1) / kMiB) + " MiB, over the memory cap of " +
         std::to_string(cap / kMiB) + " MiB (--memory-cap)";
}

/// The parts joined by `separator`: answer lines on one report line, say.
inline std::string join(const std::vector<std::string>& parts, std::string_view separator = " ") {
  std::string out;
  for (const std::string& p : parts) {
    if (!out.empty()) out += separator;
    out += p;
  }
  return out;
}

/// Answer lines on one report line: joined by spaces, or by " | " when a line holds a space
/// itself (a clearing line "YES 2 1 1 1 2 ..."), so split_answers() gets the same lines back.
inline std::string join_answers(const std::vector<std::string>& lines) {
  for (const std::string& l : lines)
    if (l.find(' ') != std::string::npos) return join(lines, " | ");
  return join(lines, " ");
}
inline std::vector<std::string> split_answers(std::string_view line) {
  std::vector<std::string> out;
  const bool bars = line.find(" | ") != std::string_view::npos;
  for (std::size_t i = 0; i <= line.size();) {
    const std::size_t j = bars ? line.find(" | ", i) : line.find(' ', i);
    const std::size_t end = j == std::string_view::npos ? line.size() : j;
    if (end > i) out.emplace_back(line.substr(i, end - i));
    if (j == std::string_view::npos) break;
    i = j + (bars ? 3 : 1);
  }
  return out;
}

/// "(lo..hi)": a value's allowed range, for messages.
inline std::string range(std::int64_t lo, std::int64_t hi) {
  return "(" + std::to_string(lo) + ".." + std::to_string(hi) + ")";
}

}  // namespace llk::text
