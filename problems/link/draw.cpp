/// Pictures of a link query: the board and a witness path, as text and as an SVG picture.

#include "llk/link/draw.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <sstream>
#include <vector>

#include "llk/core/text.hpp"

namespace llk::link {
namespace {

/// Ring cells are drawn too under classic rules; `lo`..`hi` bound the drawn rows/cols.
struct Frame {
  int lo_row, hi_row, lo_col, hi_col;
};

Frame frame_of(const Board& b, const Config& c) {
  const int ring = c.rules == Rules::classic ? 1 : 0;
  return {1 - ring, b.rows() + ring, 1 - ring, b.cols() + ring};
}

/// The glyph of an intermediate path cell from the directions it is entered and left.
char path_glyph(Cell prev, Cell here, Cell next) {
  const bool horiz_in = prev.row == here.row, horiz_out = next.row == here.row;
  if (horiz_in != horiz_out) return '+';
  return horiz_in ? '-' : '|';
}

}  // namespace

std::string draw_text(const Board& b, const Config& cfg, const Query& q, const Answer& a,
                      const std::vector<Cell>& marks) {
  std::ostringstream out;
  const Frame f = frame_of(b, cfg);
  std::size_t w = 1;
  for (auto v : b.values()) w = std::max(w, std::to_string(v).size());
  w += 2;  // room for [v] on an endpoint
  auto cell_text = [&](int r, int c) -> std::string {
    const Cell cell{r, c};
    const bool inside = b.inside(cell);
    const std::string value = inside && b.at(cell) != 0 ? std::to_string(b.at(cell)) : ".";
    if (cell == q.a || cell == q.b) return "[" + value + "]";
    if (!inside) return value == "." ? "," : value;  // ',' marks the ring
    return value;
  };
  std::vector<std::vector<std::string>> text;
  for (int r = f.lo_row; r <= f.hi_row; ++r) {
    text.emplace_back();
    for (int c = f.lo_col; c <= f.hi_col; ++c) text.back().push_back(cell_text(r, c));
  }
  for (std::size_t i = 1; i + 1 < a.path.size(); ++i) {
    const Cell p = a.path[i];
    text[static_cast<std::size_t>(p.row - f.lo_row)][static_cast<std::size_t>(p.col - f.lo_col)] =
        std::string(1, path_glyph(a.path[i - 1], p, a.path[i + 1]));
  }
  for (const Cell m : marks)
    text[static_cast<std::size_t>(m.row - f.lo_row)][static_cast<std::size_t>(m.col - f.lo_col)] =
        "!";
  for (const auto& row : text) {
    std::string line;
    for (const auto& t : row) line += fmt::format("{:>{}}", t, w);
    out << line << '\n';
  }
  return out.str();
}

namespace {

std::string colour_of(std::int32_t v) {
  const unsigned h = static_cast<unsigned>(v) * 2654435761u;
  return fmt::format("hsl({},55%,70%)", h % 360);
}

}  // namespace

std::string draw_svg(const Board& b, const Config& cfg, const Query& q, const Answer& a,
                     const std::string& title, const std::vector<Cell>& marks) {
  const Frame f = frame_of(b, cfg);
  const int s = 28, margin = 20;
  // Monospace at 12 px is about 7.3 px a character: the picture is at least as wide as its title.
  const int title_width = static_cast<int>(title.size()) * 15 / 2 + 2 * margin;
  const int width = std::max((f.hi_col - f.lo_col + 1) * s + 2 * margin, title_width);
  const int height = (f.hi_row - f.lo_row + 1) * s + 2 * margin + 20;
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"monospace\" font-size=\"10\">\n<rect width=\"100%\" height=\"100%\" "
      "fill=\"white\"/>\n<text x=\"{}\" y=\"14\" font-size=\"12\">{}</text>\n",
      width, height, margin, text::xml_safe(title));
  auto x = [&](int c) { return margin + (c - f.lo_col) * s; };
  auto y = [&](int r) { return margin + 20 + (r - f.lo_row) * s; };
  for (int r = f.lo_row; r <= f.hi_row; ++r)
    for (int c = f.lo_col; c <= f.hi_col; ++c) {
      const Cell cell{r, c};
      const bool inside = b.inside(cell);
      const std::int32_t v = inside ? b.at(cell) : 0;
      const std::string fill = !inside ? "#f4f4f4" : v == 0 ? "white" : colour_of(v);
      const bool end = cell == q.a || cell == q.b;
      svg += fmt::format(
          "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"{}\" "
          "stroke-width=\"{}\"/>\n",
          x(c), y(r), s, s, fill, end ? "black" : "#bbbbbb", end ? 3 : 1);
      if (v != 0) {
        const std::string label = std::to_string(v);
        svg +=
            fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", x(c) + s / 2,
                        y(r) + s / 2 + 4, label.size() > 4 ? label.substr(0, 3) + "~" : label);
      }
    }
  if (!a.path.empty()) {
    svg += "<polyline fill=\"none\" stroke=\"red\" stroke-width=\"3\" points=\"";
    for (const Cell& p : a.path) svg += fmt::format("{},{} ", x(p.col) + s / 2, y(p.row) + s / 2);
    svg += "\"/>\n";
  }
  for (const Cell m : marks)
    svg += fmt::format(
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"red\" "
        "stroke-width=\"3\"/>\n",
        x(m.col) + s / 2, y(m.row) + s / 2, s / 2 - 2);
  return svg + "</svg>\n";
}

}  // namespace llk::link
