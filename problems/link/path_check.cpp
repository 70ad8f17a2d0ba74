#include "llk/link/path_check.hpp"

#include <cstdlib>
#include <string>

namespace llk::link {
namespace {

std::string cell_str(Cell c) {
  return "(" + std::to_string(c.row) + "," + std::to_string(c.col) + ")";
}

bool allowed(const Board& board, const Config& config, Cell c) {
  if (board.inside(c)) return true;
  if (config.rules != Rules::classic) return false;
  return c.row >= 0 && c.row <= board.rows() + 1 && c.col >= 0 && c.col <= board.cols() + 1;
}

}  // namespace

bool endpoints_match(const Board& board, const Query& q) {
  if (!board.inside(q.a) || !board.inside(q.b) || q.a == q.b) return false;
  return board.at(q.a) != 0 && board.at(q.a) == board.at(q.b);
}

std::optional<std::string> check_path(const Board& board, const Config& config, const Query& q,
                                      const std::vector<Cell>& path) {
  if (!endpoints_match(board, q))
    return "the endpoints cannot be linked (different values, 0, or the same cell)";
  if (path.size() < 2) return "a path needs at least two cells";
  if (!(path.front() == q.a))
    return "path starts at " + cell_str(path.front()) + ", not at " + cell_str(q.a);
  if (!(path.back() == q.b))
    return "path ends at " + cell_str(path.back()) + ", not at " + cell_str(q.b);
  for (std::size_t i = 1; i < path.size(); ++i) {
    const int d = std::abs(path[i].row - path[i - 1].row) + std::abs(path[i].col - path[i - 1].col);
    if (d != 1)
      return "step " + std::to_string(i) + " from " + cell_str(path[i - 1]) + " to " +
             cell_str(path[i]) + " is not a unit step";
  }
  for (std::size_t i = 1; i + 1 < path.size(); ++i) {
    const Cell c = path[i];
    if (!allowed(board, config, c))
      return "cell " + cell_str(c) + " is outside what the " +
             std::string(to_string(config.rules)) + " rules allow";
    if (board.inside(c) && board.at(c) != 0)
      return "cell " + cell_str(c) + " holds a tile (" + std::to_string(board.at(c)) + ")";
  }
  const int turns = count_turns(path);
  if (turns > config.turns)
    return "path turns " + std::to_string(turns) +
           " times, more than K = " + std::to_string(config.turns);
  return std::nullopt;
}

std::optional<std::string> check_answer(const Board& board, const Config& config, const Query& q,
                                        const Answer& answer) {
  if (!answer.yes) {
    if (!answer.path.empty()) return "a NO answer carries a path";
    return std::nullopt;
  }
  if (auto why = check_path(board, config, q, answer.path)) return why;
  if (answer.turns != count_turns(answer.path))
    return "answer says " + std::to_string(answer.turns) + " turns, its path has " +
           std::to_string(count_turns(answer.path));
  return std::nullopt;
}

}  // namespace llk::link
