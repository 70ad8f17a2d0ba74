#pragma once
/// The title of a problem's SVG picture, wrapped to the picture's width: the board sets a
/// picture's size, not the length of the words above it.

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "llk/core/safe_text.hpp"

namespace llk {

/// A title as lines of 12 px monospace text, the first baseline at y = 14.
struct SvgTitle {
  std::string markup;  ///< the <text> elements
  int width = 0;       ///< the widest line, in pixels
  int height = 0;      ///< below y = 0, in pixels, to the last line's descent
};

/// `title` from x = `x`, in lines of at most `width` pixels (7.5 px a character, at least 30
/// characters a line), broken at spaces; a longer word stands alone.
inline SvgTitle svg_title(std::string_view title, int x, int width) {
  const std::size_t columns = std::max<std::size_t>(30, static_cast<std::size_t>(width) * 2 / 15);
  std::vector<std::string> lines(1);
  std::size_t at = 0;
  while (at < title.size()) {
    std::size_t end = title.find(' ', at);
    if (end == std::string_view::npos) end = title.size();
    const std::string_view word = title.substr(at, end - at);
    if (!lines.back().empty() && lines.back().size() + 1 + word.size() > columns)
      lines.emplace_back();
    lines.back() += (lines.back().empty() ? "" : " ") + std::string(word);
    at = end + 1;
  }
  SvgTitle t;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    t.markup += fmt::format("<text class=\"title\" x=\"{}\" y=\"{}\" font-size=\"12\">{}</text>\n",
                            x, 14 + 14 * i, text::xml_safe(lines[i]));
    t.width = std::max(t.width, static_cast<int>(lines[i].size()) * 15 / 2);
  }
  t.height = 18 + 14 * static_cast<int>(lines.size() - 1);
  return t;
}

}  // namespace llk
