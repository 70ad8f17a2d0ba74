/// Plain-text tables.

#include "llk/core/table.hpp"

#include <algorithm>
#include <sstream>

namespace llk {

std::string pad(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

std::string Table::str() const {
  std::vector<std::size_t> width;
  for (const auto& r : rows_)
    for (std::size_t i = 0; i < r.size(); ++i) {
      if (width.size() <= i) width.push_back(min_width_);
      width[i] = std::max(width[i], r[i].size() + 2);
    }
  std::string out;
  for (const auto& r : rows_) {
    std::string line;
    for (std::size_t i = 0; i < r.size(); ++i)
      line += i + 1 < r.size() ? pad(r[i], width[i]) : r[i];
    out += line + '\n';
  }
  return out;
}

}  // namespace llk
