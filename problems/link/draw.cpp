/// Pictures of a link query: the board and a witness path, as text and as an SVG picture.

#include "llk/link/draw.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <sstream>
#include <vector>

#include "llk/core/crop.hpp"
#include "llk/core/overview.hpp"
#include "llk/core/safe_text.hpp"
#include "llk/core/svg_title.hpp"

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

/// The path's endpoints and corners.
std::vector<Cell> corner_cells(const std::vector<Cell>& path) {
  std::vector<Cell> out;
  for (std::size_t i = 0; i < path.size(); ++i)
    if (i == 0 || i + 1 == path.size() ||
        (path[i - 1].row == path[i].row) != (path[i].row == path[i + 1].row))
      out.push_back(path[i]);
  return out;
}

/// The rows and columns drawn: the endpoints first, then the marks, then the path's corners,
/// each with a margin; the rest elided.
crop::Window window_of(const Board& b, const Config& cfg, const Query& q, const Answer& a,
                       const std::vector<Cell>& marks) {
  const Frame f = frame_of(b, cfg);
  std::vector<std::vector<int>> rows(3), cols(3);
  for (const Cell c : {q.a, q.b}) {
    rows[0].push_back(c.row);
    cols[0].push_back(c.col);
  }
  for (const Cell c : marks) {
    rows[1].push_back(c.row);
    cols[1].push_back(c.col);
  }
  for (const Cell c : corner_cells(a.path)) {
    rows[2].push_back(c.row);
    cols[2].push_back(c.col);
  }
  return {crop::Axis::fit(f.lo_row, f.hi_row, rows, crop::kMargin, crop::kMaxSlots),
          crop::Axis::fit(f.lo_col, f.hi_col, cols, crop::kMargin, crop::kMaxSlots)};
}

/// The whole board in blocks, the path, marks and endpoints painted over.
crop::Overview overview_of(const Board& b, const Config& cfg, const Query& q, const Answer& a,
                           const std::vector<Cell>& marks, int max_rows, int max_cols) {
  const Frame f = frame_of(b, cfg);
  crop::Overview o(f.lo_row, f.hi_row, f.lo_col, f.hi_col, max_rows, max_cols);
  for (int r = 1; r <= b.rows(); ++r)
    for (int c = 1; c <= b.cols(); ++c)
      if (b.at(r, c) != 0) o.fill(r, c);
  for (std::size_t i = 1; i < a.path.size(); ++i)
    o.paint_line(a.path[i - 1].row, a.path[i - 1].col, a.path[i].row, a.path[i].col,
                 crop::Ink::path);
  for (const Cell m : marks) o.paint(m.row, m.col, crop::Ink::mark);
  for (const Cell c : {q.a, q.b}) o.paint(c.row, c.col, crop::Ink::endpoint);
  return o;
}

}  // namespace

std::string draw_text(const Board& b, const Config& cfg, const Query& q, const Answer& a,
                      const std::vector<Cell>& marks) {
  std::ostringstream out;
  const Frame f = frame_of(b, cfg);
  const crop::Window win = window_of(b, cfg, q, a, marks);
  const bool cropped = win.cropped();
  std::size_t w = 1;
  for (int s = 0; s < win.rows.slots(); ++s)
    for (int k = 0; k < win.cols.slots(); ++k) {
      const Cell cell{win.rows.line_at(s), win.cols.line_at(k)};
      if (!win.rows.run_at(s).elided && !win.cols.run_at(k).elided && b.inside(cell))
        w = std::max(w, std::to_string(b.at(cell)).size());
    }
  if (cropped) w = std::max(w, std::to_string(std::max(f.hi_row, f.hi_col)).size());
  w += 2;  // room for [v] on an endpoint
  auto cell_text = [&](int r, int c) -> std::string {
    const Cell cell{r, c};
    const bool inside = b.inside(cell);
    const std::string value = inside && b.at(cell) != 0 ? std::to_string(b.at(cell)) : ".";
    if (cell == q.a || cell == q.b) return "[" + value + "]";
    if (!inside) return value == "." ? "," : value;  // ',' marks the ring
    return value;
  };
  // One string per slot: a kept cell, or '~' where a row or a column is elided.
  std::vector<std::vector<std::string>> text;
  for (int s = 0; s < win.rows.slots(); ++s) {
    text.emplace_back();
    for (int k = 0; k < win.cols.slots(); ++k) {
      const bool kept = !win.rows.run_at(s).elided && !win.cols.run_at(k).elided;
      text.back().push_back(kept ? cell_text(win.rows.line_at(s), win.cols.line_at(k)) : "~");
    }
  }
  auto at = [&](Cell c) -> std::string& {
    return text[static_cast<std::size_t>(win.rows.slot(c.row))]
               [static_cast<std::size_t>(win.cols.slot(c.col))];
  };
  for (std::size_t i = 1; i + 1 < a.path.size(); ++i) {
    const Cell p = a.path[i];
    const bool kept = win.rows.kept(p.row) && win.cols.kept(p.col);
    // Through an elided run the path shows as the line it is there.
    at(p) = kept ? std::string(1, path_glyph(a.path[i - 1], p, a.path[i + 1]))
                 : std::string(1, a.path[i - 1].row == p.row ? '-' : '|');
  }
  for (const Cell m : marks)
    if (win.rows.kept(m.row) && win.cols.kept(m.col)) at(m) = "!";
  if (!cropped) {
    for (const auto& row : text) {
      std::string line;
      for (const auto& t : row) line += fmt::format("{:>{}}", t, w);
      out << line << '\n';
    }
    return out.str();
  }
  // A crop: row and column numbers, each elided run one line or column with its count.
  const std::size_t lw = std::to_string(f.hi_row).size() + 1;
  out << "  " << crop::kept_text(win.rows, "row") << "; " << crop::kept_text(win.cols, "column")
      << " (~: elided)\n";
  std::string head(lw, ' ');
  for (int k = 0; k < win.cols.slots(); ++k)
    head += fmt::format(
        "{:>{}}",
        win.cols.run_at(k).elided ? std::string("~") : std::to_string(win.cols.line_at(k)), w);
  out << head << '\n';
  for (int s = 0; s < win.rows.slots(); ++s) {
    const crop::Run& run = win.rows.run_at(s);
    std::string line =
        fmt::format("{:>{}}", run.elided ? "~" : std::to_string(win.rows.line_at(s)), lw - 1);
    line += ' ';
    for (const auto& t : text[static_cast<std::size_t>(s)]) line += fmt::format("{:>{}}", t, w);
    if (run.elided) line += "   (" + crop::elided_label(run, "row") + ")";
    out << line << '\n';
  }
  std::string cols_elided;
  for (const crop::Run& r : win.cols.runs())
    if (r.elided)
      cols_elided += fmt::format("{}{}-{} ({})", cols_elided.empty() ? "" : ", ", r.first, r.last,
                                 crop::elided_label(r, "column"));
  if (!cols_elided.empty()) out << "  elided columns: " << cols_elided << '\n';
  const crop::Overview o = overview_of(b, cfg, q, a, marks, 20, 60);
  out << "  the whole board, a character a block (@ endpoints, * path, ! marks, #+:. fuller to "
         "emptier):\n"
      << o.text();
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
  const crop::Window win = window_of(b, cfg, q, a, marks);
  const bool cropped = win.cropped();
  const int s = 28, margin = 20;
  const int grid_w = win.cols.slots() * s, grid_h = win.rows.slots() * s;
  const int overview_w = cropped ? 240 : 0;
  const int drawn =
      margin + (cropped ? 36 : 0) + grid_w + margin + (cropped ? overview_w + margin : 0);
  // The title wraps to what the picture shows (at least 30 characters a line).
  const SvgTitle heading = svg_title(title, margin, drawn - 2 * margin);
  const int left = margin + (cropped ? 36 : 0);
  const int top = heading.height + 22 + (cropped ? 16 : 0);
  const int width = std::max(drawn, heading.width + 2 * margin);
  const crop::Overview o = overview_of(b, cfg, q, a, marks, 120, 120);
  const int overview_h =
      cropped ? overview_w * o.block_rows() / std::max(1, o.block_cols()) + 40 : 0;
  const int height = std::max(top + grid_h + margin, top + overview_h + margin);
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"monospace\" font-size=\"10\">\n<style>.c{{fill:white;stroke:#bbb}}"
      ".t{{text-anchor:middle}}.n{{fill:#666;font-size:9px}}</style>\n<rect width=\"100%\" "
      "height=\"100%\" fill=\"white\"/>\n{}",
      width, height, heading.markup);
  auto x = [&](int c) { return left + win.cols.slot(c) * s; };
  auto y = [&](int r) { return top + win.rows.slot(r) * s; };
  // Elided runs: a grey band each, with the count it stands for.
  for (int k = 0; k < win.cols.slots(); ++k)
    if (const crop::Run& run = win.cols.run_at(k); run.elided)
      svg += fmt::format(
          "<g class=\"elided\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" "
          "fill=\"#e8e8e8\"/><text x=\"{}\" y=\"{}\" transform=\"rotate(-90 {} {})\" "
          "class=\"t\">{} ({}-{})</text></g>\n",
          left + k * s, top, s, grid_h, left + k * s + s / 2 + 3, top + grid_h / 2,
          left + k * s + s / 2 + 3, top + grid_h / 2, crop::elided_label(run, "column"), run.first,
          run.last);
  for (int r = 0; r < win.rows.slots(); ++r)
    if (const crop::Run& run = win.rows.run_at(r); run.elided)
      svg += fmt::format(
          "<g class=\"elided\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" "
          "fill=\"#e8e8e8\"/><text x=\"{}\" y=\"{}\" class=\"t\">{} ({}-{})</text></g>\n",
          left, top + r * s, grid_w, s, left + grid_w / 2, top + r * s + s / 2 + 4,
          crop::elided_label(run, "row"), run.first, run.last);
  if (cropped) {
    for (int k = 0; k < win.cols.slots(); ++k)
      if (!win.cols.run_at(k).elided)
        svg += fmt::format("<text class=\"n t\" x=\"{}\" y=\"{}\">{}</text>\n",
                           left + k * s + s / 2, top - 4, win.cols.line_at(k));
    for (int r = 0; r < win.rows.slots(); ++r)
      if (!win.rows.run_at(r).elided)
        svg += fmt::format("<text class=\"n\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\n",
                           left - 4, top + r * s + s / 2 + 3, win.rows.line_at(r));
  }
  for (int sr = 0; sr < win.rows.slots(); ++sr)
    for (int sc = 0; sc < win.cols.slots(); ++sc) {
      if (win.rows.run_at(sr).elided || win.cols.run_at(sc).elided) continue;
      const Cell cell{win.rows.line_at(sr), win.cols.line_at(sc)};
      const int r = cell.row, c = cell.col;
      const bool inside = b.inside(cell);
      const std::int32_t v = inside ? b.at(cell) : 0;
      const bool end = cell == q.a || cell == q.b;
      if (end)
        svg += fmt::format(
            "<rect class=\"endpoint\" data-row=\"{}\" data-col=\"{}\" x=\"{}\" y=\"{}\" "
            "width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"black\" stroke-width=\"3\"/>\n",
            r, c, x(c), y(r), s, s, v == 0 ? "white" : colour_of(v));
      else if (!inside || v != 0)
        svg += fmt::format(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"#bbb\"/>\n",
            x(c), y(r), s, s, !inside ? "#f4f4f4" : colour_of(v));
      else
        svg += fmt::format("<rect class=\"c\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>\n",
                           x(c), y(r), s, s);
      if (v != 0) {
        const std::string label = std::to_string(v);
        // A long value is drawn whole, squeezed into its cell.
        const std::string fit =
            label.size() > 4
                ? fmt::format(" textLength=\"{}\" lengthAdjust=\"spacingAndGlyphs\"", s - 4)
                : "";
        svg += fmt::format("<text class=\"t\" x=\"{}\" y=\"{}\"{}>{}</text>\n", x(c) + s / 2,
                           y(r) + s / 2 + 4, fit, label);
      }
    }
  if (!a.path.empty()) {
    // Through its corners: a straight run stays straight across an elided band.
    svg += "<polyline class=\"path\" fill=\"none\" stroke=\"red\" stroke-width=\"3\" points=\"";
    for (const Cell& p : corner_cells(a.path))
      svg += fmt::format("{},{} ", x(p.col) + s / 2, y(p.row) + s / 2);
    svg += "\"/>\n";
  }
  for (const Cell m : marks)
    svg += fmt::format(
        "<circle class=\"mark\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"red\" "
        "stroke-width=\"3\"/>\n",
        x(m.col) + s / 2, y(m.row) + s / 2, s / 2 - 2);
  if (cropped) {
    const int ox = left + grid_w + margin;
    svg += fmt::format("<text x=\"{}\" y=\"{}\">the whole {} x {} board (window in green)</text>\n",
                       ox, top + 10, b.rows(), b.cols());
    svg += o.svg(ox, top + 20, overview_w, win);
  }
  return svg + "</svg>\n";
}

}  // namespace llk::link
