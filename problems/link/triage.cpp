/// How triage tells link failures apart: the class of a query and a canonical form of an input
/// under the board's 8 symmetries and a relabelling of its values below 256.

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "llk/link/problem.hpp"

namespace llk::link {
namespace {

/// One of the 8 symmetries of the board: transpose first, then flip rows and columns.
struct Symmetry {
  bool transpose = false;
  bool flip_rows = false;
  bool flip_cols = false;
};

Cell map_cell(const Symmetry& s, const Board& b, Cell c) {
  int r = c.row, k = c.col, rows = b.rows(), cols = b.cols();
  if (s.transpose) {
    std::swap(r, k);
    std::swap(rows, cols);
  }
  if (s.flip_rows) r = rows + 1 - r;
  if (s.flip_cols) k = cols + 1 - k;
  return {r, k};
}

/// The case under one symmetry, its values numbered in order of first appearance, as text.
std::string case_text(const Symmetry& s, const Case& c) {
  const Board& b = c.board;
  const int rows = s.transpose ? b.cols() : b.rows(), cols = s.transpose ? b.rows() : b.cols();
  std::vector<std::int32_t> grid(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
  for (int r = 1; r <= b.rows(); ++r)
    for (int k = 1; k <= b.cols(); ++k) {
      const Cell to = map_cell(s, b, {r, k});
      grid[static_cast<std::size_t>(to.row - 1) * static_cast<std::size_t>(cols) +
           static_cast<std::size_t>(to.col - 1)] = b.at(r, k);
    }
  std::map<std::int32_t, int> label;
  std::string text = fmt::format("{} {}\n", rows, cols);
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const std::int32_t v = grid[i];
    // Values of 256 and up stay as they are: bugs of narrow value types depend on them.
    const std::string l =
        v == 0 ? "0"
        : v >= 256
            ? fmt::format("#{}", v)
            : std::to_string(label.emplace(v, static_cast<int>(label.size()) + 1).first->second);
    text += fmt::format("{}{}", l, (i + 1) % static_cast<std::size_t>(cols) == 0 ? "\n" : " ");
  }
  for (const Query& q : c.queries) {
    Cell a = map_cell(s, b, q.a), z = map_cell(s, b, q.b);
    if (std::tie(z.row, z.col) < std::tie(a.row, a.col)) std::swap(a, z);
    text += fmt::format("{} {} {} {}\n", a.row, a.col, z.row, z.col);
  }
  return text;
}

}  // namespace

std::string canonical_text(const LinkInput& input) {
  std::string out =
      fmt::format("rules={} turns={}\n", to_string(input.config.rules), input.config.turns);
  for (const Case& c : input.cases) {
    std::string best;
    for (int code = 0; code < 8; ++code) {
      const std::string text = case_text({(code & 1) != 0, (code & 2) != 0, (code & 4) != 0}, c);
      if (best.empty() || text < best) best = text;
    }
    out += best;
  }
  return out;
}

std::uint8_t query_class(const Board& board, const Query& q, const Answer& oracle, Beyond beyond) {
  // Indices into query_classes(), in its order.
  if (q.a == q.b) return 0;
  if (board.at(q.a) == 0 || board.at(q.b) == 0) return 1;
  if (board.at(q.a) != board.at(q.b)) return 2;
  if (!oracle.yes) return beyond == Beyond::by_one ? 3 : beyond == Beyond::more ? 4 : 5;
  bool edge = false;
  for (const Cell c : oracle.path) {
    if (!board.inside(c)) return 6;
    edge = edge || c.row == board.rows() || c.col == board.cols();
  }
  if (edge) return 7;
  return static_cast<std::uint8_t>(8 + std::min(oracle.turns, 3));
}

const std::vector<std::pair<std::string, std::string>>& query_classes() {
  static const std::vector<std::pair<std::string, std::string>> classes = {
      {"same-cell", "a query of a cell with itself (NO)"},
      {"empty-endpoint", "an endpoint is an empty cell (NO)"},
      {"different-values", "the two tiles differ (NO)"},
      {"turns-over-by-1", "equal tiles whose fewest-turn path needs K + 1 turns (NO)"},
      {"turns-over-more", "equal tiles whose fewest-turn path needs more than K + 1 turns (NO)"},
      {"no-path", "equal tiles that no path links, with any number of turns (NO)"},
      {"ring", "YES, and the oracle's path leaves the board (classic rules)"},
      {"edge", "YES, and the oracle's path reaches the last row or column"},
      {"turns-0", "YES in a straight line"},
      {"turns-1", "YES with one turn at the fewest"},
      {"turns-2", "YES with two turns at the fewest"},
      {"turns-more", "YES with more than two turns at the fewest"},
  };
  return classes;
}

std::optional<std::string> class_impossible(std::string_view cls, const Config& config) {
  if (cls == "ring" && config.rules == Rules::hdu) return "rules=hdu keep every path on the board";
  const int k = config.turns;
  const auto over = [k](int turns) {
    return fmt::format("K = {} allows no path of {} turns", k, turns);
  };
  if (cls == "turns-1" && k < 1) return over(1);
  if (cls == "turns-2" && k < 2) return over(2);
  if (cls == "turns-more" && k < 3)
    return fmt::format("K = {} allows no path of 3 turns or more", k);
  return std::nullopt;
}

}  // namespace llk::link
