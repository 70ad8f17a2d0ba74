/// Valid UTF-8, printable text, character-boundary cuts and markup escaping.

#include "llk/core/safe_text.hpp"

namespace llk::text {
namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD

/// The length of the well-formed character at s[i] (Unicode's table 3-7), or 0 when there is
/// none; `bad` is then the length of the maximal subpart to replace (at least 1).
std::size_t char_length(std::string_view s, std::size_t i, std::size_t& bad) {
  const auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return 1;
  std::size_t tail = 0;
  unsigned lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
  if (c >= 0xC2 && c <= 0xDF) {
    tail = 1;
  } else if (c >= 0xE0 && c <= 0xEF) {
    tail = 2;
    lo = c == 0xE0 ? 0xA0 : lo;  // no overlong form
    hi = c == 0xED ? 0x9F : hi;  // no surrogate
  } else if (c >= 0xF0 && c <= 0xF4) {
    tail = 3;
    lo = c == 0xF0 ? 0x90 : lo;  // no overlong form
    hi = c == 0xF4 ? 0x8F : hi;  // nothing past U+10FFFF
  } else {
    bad = 1;
    return 0;
  }
  for (std::size_t k = 1; k <= tail; ++k) {
    const unsigned t = i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0;
    if (t < (k == 1 ? lo : 0x80u) || t > (k == 1 ? hi : 0xBFu)) {
      bad = k;
      return 0;
    }
  }
  return tail + 1;
}

/// Appends the escaped form of control character `c` (below U+00A0): \n, \x01, \u009b.
void escape_control(unsigned c, std::string& out) {
  static constexpr char kHex[] = "0123456789abcdef";
  if (c == '\n') {
    out += "\\n";
  } else if (c == '\r') {
    out += "\\r";
  } else if (c == '\t') {
    out += "\\t";
  } else {
    out += c < 0x80 ? "\\x" : "\\u00";
    out += kHex[c >> 4];
    out += kHex[c & 15];
  }
}

}  // namespace

std::string valid_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0, bad = 0; i < s.size();) {
    const std::size_t n = char_length(s, i, bad);
    out += n > 0 ? s.substr(i, n) : kReplacement;
    i += n > 0 ? n : bad;
  }
  return out;
}

std::string_view cut(std::string_view s, std::size_t max) {
  if (s.size() <= max) return s;
  std::size_t end = 0;
  for (std::size_t bad = 0; end < s.size();) {
    const std::size_t n = char_length(s, end, bad);
    const std::size_t step = n > 0 ? n : bad;
    if (end + step > max) break;
    end += step;
  }
  return s.substr(0, end);
}

std::string printable(std::string_view s, bool keep_lines) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0, bad = 0; i < s.size();) {
    const std::size_t n = char_length(s, i, bad);
    const auto c = static_cast<unsigned char>(s[i]);
    const bool layout = c == '\n' || c == '\t' || c == '\r';
    if (n == 0) {
      out += kReplacement;
      i += bad;
      continue;
    }
    if (n == 1 && (c < 0x20 || c == 0x7f) && !(keep_lines && layout)) {
      escape_control(c, out);
    } else if (n == 2 && c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0) {
      escape_control(static_cast<unsigned char>(s[i + 1]), out);  // C1: U+0080..U+009F
    } else if (n == 3 && s.substr(i, 2) == "\xEF\xBF" &&
               static_cast<unsigned char>(s[i + 2]) >= 0xBE) {
      out += kReplacement;  // U+FFFE, U+FFFF: no XML parser takes them
    } else {
      out += s.substr(i, n);
    }
    i += n;
  }
  return out;
}

std::string excerpt(std::string_view s, std::size_t max) {
  std::string out = printable(cut(s, max));
  if (s.size() > max) out += "... (" + std::to_string(s.size()) + " bytes)";
  return out;
}

std::string xml_safe(std::string_view s) {
  std::string out;
  for (const char c : printable(s, true)) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string html_safe(std::string_view s) {
  return xml_safe(s);
}

}  // namespace llk::text
