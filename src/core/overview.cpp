/// The overview raster of a grid: shaded blocks, painted cells, an inline BMP for SVG.

#include "llk/core/overview.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace llk::crop {
namespace {

/// Shades white to dark grey, then path, mark and endpoint: BMP palette order (B, G, R).
constexpr std::uint8_t kPalette[][3] = {
    {255, 255, 255}, {221, 221, 221}, {170, 170, 170}, {119, 119, 119},
    {68, 68, 68},    {48, 48, 224},   {0, 153, 255},   {255, 96, 16},
};
constexpr int kShades = 5;

void put16(std::vector<std::uint8_t>& b, unsigned v) {
  b.push_back(static_cast<std::uint8_t>(v & 0xff));
  b.push_back(static_cast<std::uint8_t>((v >> 8) & 0xff));
}
void put32(std::vector<std::uint8_t>& b, std::uint32_t v) {
  put16(b, v & 0xffff);
  put16(b, v >> 16);
}

/// An 8-bit indexed BMP of `pixels` (rows top to bottom, palette indices).
std::vector<std::uint8_t> bmp(int w, int h, const std::vector<std::uint8_t>& pixels) {
  constexpr std::uint32_t colours = sizeof kPalette / sizeof kPalette[0];
  const std::uint32_t stride = (static_cast<std::uint32_t>(w) + 3) & ~3u;
  const std::uint32_t offset = 14 + 40 + 4 * colours;
  const std::uint32_t size = offset + stride * static_cast<std::uint32_t>(h);
  std::vector<std::uint8_t> b;
  b.reserve(size);
  b.push_back('B');
  b.push_back('M');
  put32(b, size);
  put32(b, 0);
  put32(b, offset);
  put32(b, 40);
  put32(b, static_cast<std::uint32_t>(w));
  put32(b, static_cast<std::uint32_t>(h));  // positive: rows bottom-up
  put16(b, 1);
  put16(b, 8);
  put32(b, 0);  // BI_RGB
  put32(b, stride * static_cast<std::uint32_t>(h));
  put32(b, 2835);
  put32(b, 2835);
  put32(b, colours);
  put32(b, 0);
  for (const auto& c : kPalette) {
    b.insert(b.end(), c, c + 3);
    b.push_back(0);
  }
  for (int r = h - 1; r >= 0; --r) {
    const auto row = pixels.begin() + static_cast<std::ptrdiff_t>(r) * w;
    b.insert(b.end(), row, row + w);
    b.insert(b.end(), stride - static_cast<std::uint32_t>(w), 0);
  }
  return b;
}

}  // namespace

std::string base64(const std::vector<std::uint8_t>& bytes) {
  static constexpr char kDigits[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::uint32_t n = (std::uint32_t{bytes[i]} << 16) |
                            (i + 1 < bytes.size() ? std::uint32_t{bytes[i + 1]} << 8 : 0) |
                            (i + 2 < bytes.size() ? std::uint32_t{bytes[i + 2]} : 0);
    out += kDigits[(n >> 18) & 63];
    out += kDigits[(n >> 12) & 63];
    out += i + 1 < bytes.size() ? kDigits[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.size() ? kDigits[n & 63] : '=';
  }
  return out;
}

Overview::Overview(int first_row, int last_row, int first_col, int last_col, int max_rows,
                   int max_cols)
    : first_row_(first_row), first_col_(first_col) {
  const int rows = std::max(1, last_row - first_row + 1),
            cols = std::max(1, last_col - first_col + 1);
  per_row_ = (rows + max_rows - 1) / max_rows;
  per_col_ = (cols + max_cols - 1) / max_cols;
  rows_ = (rows + per_row_ - 1) / per_row_;
  cols_ = (cols + per_col_ - 1) / per_col_;
  const std::size_t n = static_cast<std::size_t>(rows_) * static_cast<std::size_t>(cols_);
  full_.assign(n, 0);
  cells_.assign(n, 0);
  ink_.assign(n, Ink::none);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) ++cells_[block(first_row + r, first_col + c)];
}

std::size_t Overview::block(int row, int col) const {
  const int r = std::clamp((row - first_row_) / per_row_, 0, rows_ - 1);
  const int c = std::clamp((col - first_col_) / per_col_, 0, cols_ - 1);
  return static_cast<std::size_t>(r) * static_cast<std::size_t>(cols_) +
         static_cast<std::size_t>(c);
}

void Overview::fill(int row, int col) {
  ++full_[block(row, col)];
}

void Overview::paint(int row, int col, Ink ink) {
  Ink& here = ink_[block(row, col)];
  here = std::max(here, ink);
}

void Overview::paint_line(int row0, int col0, int row1, int col1, Ink ink) {
  if (row0 == row1)
    for (int c = std::min(col0, col1); c <= std::max(col0, col1); c += 1) paint(row0, c, ink);
  else if (col0 == col1)
    for (int r = std::min(row0, row1); r <= std::max(row0, row1); r += 1) paint(r, col0, ink);
}

std::vector<std::uint8_t> Overview::levels() const {
  std::vector<std::uint8_t> out(full_.size());
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (ink_[i] != Ink::none) {
      out[i] = static_cast<std::uint8_t>(kShades - 1 + static_cast<int>(ink_[i]));
      continue;
    }
    const std::uint32_t f = full_[i], n = std::max<std::uint32_t>(cells_[i], 1);
    out[i] = f == 0 ? 0 : static_cast<std::uint8_t>(std::min<std::uint32_t>(4, 1 + 3 * f / n));
  }
  return out;
}

std::string Overview::svg(int x, int y, int width, const Window& window) const {
  const double cell_w = static_cast<double>(width) / (cols_ * per_col_);
  const int height = std::max(1, static_cast<int>(cell_w * rows_ * per_row_ + 0.5));
  std::string out = fmt::format(
      "<g class=\"overview\"><image x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" "
      "preserveAspectRatio=\"none\" style=\"image-rendering:pixelated\" "
      "href=\"data:image/bmp;base64,{}\"/>\n<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" "
      "fill=\"none\" stroke=\"#888\"/>\n",
      x, y, width, height, base64(bmp(cols_, rows_, levels())), x, y, width, height);
  for (const Run& r : window.rows.runs())
    for (const Run& c : window.cols.runs()) {
      if (r.elided || c.elided) continue;
      out += fmt::format(
          "<rect class=\"window\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" "
          "fill=\"none\" stroke=\"#00a000\"/>\n",
          x + (c.first - first_col_) * cell_w, y + (r.first - first_row_) * cell_w,
          std::max(1.5, c.count() * cell_w), std::max(1.5, r.count() * cell_w));
    }
  return out + "</g>\n";
}

std::string Overview::text() const {
  static constexpr char kChars[] = " .:+#*!@";
  const std::vector<std::uint8_t> l = levels();
  std::string frame = "  +" + std::string(static_cast<std::size_t>(cols_), '-') + "+\n";
  std::string out = frame;
  for (int r = 0; r < rows_; ++r) {
    out += "  |";
    for (int c = 0; c < cols_; ++c)
      out += kChars[l[static_cast<std::size_t>(r) * static_cast<std::size_t>(cols_) +
                      static_cast<std::size_t>(c)]];
    out += "|\n";
  }
  return out + frame;
}

}  // namespace llk::crop
