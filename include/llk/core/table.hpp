#pragma once
/// Plain-text tables for reports (numbers are fmt's: `{:.2f}`).

#include <cstddef>
#include <string>
#include <vector>

namespace llk {

/// `s` padded with spaces to `width`.
std::string pad(std::string s, std::size_t width);

/// Columns padded to their widest cell (at least `min_width`), rows in the order added.
class Table {
 public:
  explicit Table(std::size_t min_width = 0) : min_width_(min_width) {}
  void row(std::vector<std::string> cells) { rows_.push_back(std::move(cells)); }
  std::string str() const;

 private:
  std::size_t min_width_;
  std::vector<std::vector<std::string>> rows_;
};

}  // namespace llk
