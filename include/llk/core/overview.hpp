#pragma once
/// A small raster of a whole grid beside a cropped picture: blocks of cells shaded by how full
/// they are, the cells that matter painted over, the picture's window outlined.

#include <cstdint>
#include <string>
#include <vector>

#include "llk/core/crop.hpp"

namespace llk::crop {

/// What a painted cell is, most visible last: it wins its block over the others.
enum class Ink : std::uint8_t { none, path, mark, endpoint };

class Overview {
 public:
  /// Rows `first_row`..`last_row` by columns `first_col`..`last_col`, in at most `max_rows` x
  /// `max_cols` blocks.
  Overview(int first_row, int last_row, int first_col, int last_col, int max_rows, int max_cols);
  /// Counts a full cell (a tile, a wall) into its block's shade.
  void fill(int row, int col);
  /// Paints a cell that matters over its block.
  void paint(int row, int col, Ink ink);
  /// Paints the straight run between two cells of a row or a column (a path's segment).
  void paint_line(int row0, int col0, int row1, int col1, Ink ink);
  int block_rows() const { return rows_; }
  int block_cols() const { return cols_; }

  /// An SVG group at (x, y), `width` px wide: the raster as an <image> of an inline BMP, and the
  /// window's kept parts outlined.
  std::string svg(int x, int y, int width, const Window& window) const;
  /// The same in text, one character a block (' ' . : + # by fullness; * path, ! mark, @ an
  /// endpoint), framed.
  std::string text() const;
  /// Its shade levels (0 empty .. 4 full) or inks, block by block in rows: for tests.
  std::vector<std::uint8_t> levels() const;

 private:
  std::size_t block(int row, int col) const;
  int first_row_, first_col_, rows_, cols_, per_row_, per_col_;
  std::vector<std::uint32_t> full_;   ///< full cells per block
  std::vector<std::uint32_t> cells_;  ///< cells per block
  std::vector<Ink> ink_;
};

/// `bytes` in base64 (RFC 4648, padded): for data: URIs.
std::string base64(const std::vector<std::uint8_t>& bytes);

}  // namespace llk::crop
