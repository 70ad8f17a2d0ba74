// What llk writes of a program's text: invalid UTF-8 (stray bytes, overlong forms, surrogates,
// past U+10FFFF, cut short) becomes U+FFFD, control characters are escaped, cuts fall on a
// character boundary, and markup is escaped for XML and HTML.

#include "llk/core/safe_text.hpp"

#include <gtest/gtest.h>

#include <string>

#include "llk/core/json.hpp"

namespace llk {
namespace {

const std::string kFffd = "\xEF\xBF\xBD";

/// True when `s` is well-formed UTF-8, checked by code points independently of safe_text.cpp.
bool is_utf8(const std::string& s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const int n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    unsigned cp = n == 1 ? c : c & (0x7F >> n);
    for (int k = 1; k < n; ++k) {
      const auto t = static_cast<unsigned char>(s[i + k]);
      if ((t >> 6) != 2) return false;
      cp = cp << 6 | (t & 0x3F);
    }
    const unsigned least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < least[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n;
  }
  return true;
}

TEST(SafeText, ValidUtf8KeepsWellFormedText) {
  const std::string good = "YES é ñ € 𝄞 \x01 end";
  EXPECT_EQ(text::valid_utf8(good), good);
  EXPECT_EQ(text::valid_utf8(""), "");
}

TEST(SafeText, ValidUtf8ReplacesEachMaximalBadSubpart) {
  EXPECT_EQ(text::valid_utf8("a\xFF\xFE"
                             "b"),
            "a" + kFffd + kFffd + "b");                                // stray bytes
  EXPECT_EQ(text::valid_utf8("\x80"), kFffd);                          // lone continuation
  EXPECT_EQ(text::valid_utf8("\xC0\xAF"), kFffd + kFffd);              // overlong '/'
  EXPECT_EQ(text::valid_utf8("\xE0\x80\xAF"), kFffd + kFffd + kFffd);  // overlong, 3 bytes
  EXPECT_EQ(text::valid_utf8("\xED\xA0\x80"), kFffd + kFffd + kFffd);  // surrogate D800
  EXPECT_EQ(text::valid_utf8("\xF4\x90\x80\x80"), kFffd + kFffd + kFffd + kFffd);  // > 10FFFF
  EXPECT_EQ(text::valid_utf8("x\xE2\x82"), "x" + kFffd);  // a 3-byte character cut at the end
  EXPECT_EQ(text::valid_utf8("\xE2\x82x"), kFffd + "x");  // ... and in the middle
  EXPECT_EQ(text::valid_utf8("\xF0\x9D\x84"), kFffd);     // a 4-byte one cut short
}

TEST(SafeText, ValidUtf8IsUtf8WhateverTheBytes) {
  std::string all;
  for (int b = 0; b < 256; ++b)
    for (int c = 0x7E; c < 0xC4; c += 7) all += {static_cast<char>(b), static_cast<char>(c)};
  EXPECT_FALSE(is_utf8(all));
  EXPECT_TRUE(is_utf8(text::valid_utf8(all)));
  EXPECT_TRUE(is_utf8(text::printable(all)));
  EXPECT_TRUE(is_utf8(text::xml_safe(all)));
}

TEST(SafeText, CutNeverSplitsACharacter) {
  const std::string euro = "ab\xE2\x82\xAC";  // "ab€": € is bytes 2..4
  EXPECT_EQ(text::cut(euro, 2), "ab");
  EXPECT_EQ(text::cut(euro, 3), "ab");
  EXPECT_EQ(text::cut(euro, 4), "ab");
  EXPECT_EQ(text::cut(euro, 5), euro);
  EXPECT_EQ(text::cut("a\xFF\xFF", 2), "a\xFF");  // a bad byte is a unit of its own
  for (std::size_t max = 0; max < 12; ++max)
    EXPECT_TRUE(is_utf8(std::string(text::cut("\xF0\x9D\x84\x9E\xC3\xA9\xE2\x82\xAC", max))))
        << max;
}

TEST(SafeText, PrintableEscapesControlCharacters) {
  EXPECT_EQ(text::printable("a\x01"
                            "b\x1b[31m\x7f"),
            "a\\x01b\\x1b[31m\\x7f");
  EXPECT_EQ(text::printable(std::string("nul\0!", 5)), "nul\\x00!");
  EXPECT_EQ(text::printable("l1\nl2\r\t"), "l1\\nl2\\r\\t");
  EXPECT_EQ(text::printable("l1\nl2\r\t", true), "l1\nl2\r\t");
  EXPECT_EQ(text::printable("\xC2\x9B"
                            "1m"),
            "\\u009b1m");                             // C1 CSI
  EXPECT_EQ(text::printable("\xEF\xBF\xBE"), kFffd);  // U+FFFE
  EXPECT_EQ(text::printable("\xFF"), kFffd);
}

TEST(SafeText, ExcerptIsCutAtACharacterAndSaysHowLong) {
  const std::string s = std::string(63, 'a') + "\xE2\x82\xAC" + "tail";
  EXPECT_EQ(text::excerpt(s), std::string(63, 'a') + "... (70 bytes)");
  EXPECT_EQ(text::excerpt("short\x01"), "short\\x01");
}

TEST(SafeText, XmlAndHtmlEscapeMarkup) {
  const std::string hostile = "</testcase><script>alert(1)</script>&\"'\x01\xFF";
  const std::string want =
      "&lt;/testcase&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&apos;\\x01" + kFffd;
  EXPECT_EQ(text::xml_safe(hostile), want);
  EXPECT_EQ(text::html_safe(hostile), want);
  EXPECT_EQ(text::xml_safe("a\nb\tc"), "a\nb\tc");
}

TEST(SafeText, JsonWriterTakesAnyBytes) {
  const std::string hostile = std::string("\xFF\xFE \xE2\x82 \x01\x1b[31m \0 \"\\", 17);
  const std::string written = json::write(json::Json{{"text", hostile}});
  EXPECT_TRUE(is_utf8(written)) << written;
  EXPECT_NE(written.find("\\u0001\\u001b[31m \\u0000 \\\"\\\\"), std::string::npos) << written;
  EXPECT_EQ(json::parse(written).at("text"),
            kFffd + kFffd + " " + kFffd + " \x01\x1b[31m " + std::string("\0", 1) + " \"\\");
  EXPECT_THROW(json::parse("{\"a\": \"\xFF\"}"), std::invalid_argument);
}

}  // namespace
}  // namespace llk
