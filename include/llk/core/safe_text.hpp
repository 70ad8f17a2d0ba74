#pragma once
/// What llk writes of a program's text, whatever bytes it printed: valid UTF-8, control
/// characters escaped, cut at a character boundary, escaped for XML and HTML.

#include <cstddef>
#include <string>
#include <string_view>

namespace llk::text {

/// `s` with every byte sequence that is not UTF-8 (stray bytes, overlong forms, surrogates,
/// past U+10FFFF, a character cut short) replaced by U+FFFD, one per maximal bad subpart.
std::string valid_utf8(std::string_view s);

/// The longest prefix of `s` of at most `max` bytes that does not end inside a character.
std::string_view cut(std::string_view s, std::size_t max);

/// `s` as valid UTF-8 for a terminal line: control characters written as \n, \r, \t, \x1b or
/// \u009b (with `keep_lines`, newlines, tabs and carriage returns stay); U+FFFE, U+FFFF -> U+FFFD.
std::string printable(std::string_view s, bool keep_lines = false);

/// A program's text as llk quotes it: at most `max` bytes cut at a character boundary, made
/// printable, and how much more there was. Made once, where the text is first quoted.
std::string excerpt(std::string_view s, std::size_t max = 64);

/// `s` safe inside XML 1.0 text and attributes (JUnit, SVG): printable with its lines kept, and
/// & < > " ' escaped.
std::string xml_safe(std::string_view s);

/// `s` safe inside HTML text and attributes: the same rules as XML, so that SVG and XHTML
/// parsers read the pages too.
std::string html_safe(std::string_view s);

}  // namespace llk::text
