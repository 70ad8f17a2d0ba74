#include "llk/link/board.hpp"

#include <stdexcept>

namespace llk::link {

std::string_view to_string(Rules rules) {
  return rules == Rules::hdu ? "hdu" : "classic";
}

std::optional<Rules> parse_rules(std::string_view text) {
  if (text == "hdu") return Rules::hdu;
  if (text == "classic") return Rules::classic;
  return std::nullopt;
}

Board::Board(int rows, int cols)
    : rows_(rows),
      cols_(cols),
      values_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), 0) {
  if (rows < 0 || cols < 0) throw std::invalid_argument("Board: negative size");
}

Board::Board(int rows, int cols, std::vector<std::int32_t> values)
    : rows_(rows), cols_(cols), values_(std::move(values)) {
  if (rows < 0 || cols < 0 ||
      values_.size() != static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols))
    throw std::invalid_argument("Board: size does not match the values");
}

int count_turns(const std::vector<Cell>& path) {
  int turns = 0;
  for (std::size_t i = 2; i < path.size(); ++i) {
    const int dr1 = path[i - 1].row - path[i - 2].row, dc1 = path[i - 1].col - path[i - 2].col;
    const int dr2 = path[i].row - path[i - 1].row, dc2 = path[i].col - path[i - 1].col;
    if (dr1 != dr2 || dc1 != dc2) ++turns;
  }
  return turns;
}

}  // namespace llk::link
