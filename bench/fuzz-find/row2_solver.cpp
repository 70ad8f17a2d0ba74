/// A user's link solver with a shallow planted bug: right everywhere but on 8 x 2 boards, where
/// it answers the opposite for every query from row 2.

#include <deque>
#include <vector>

#include <llk/link/board.hpp>

namespace {

/// True when a path may pass through (r, c): an empty cell, the target, or (classic) the ring.
bool open(const llk::link::Board& board, const llk::link::Config& config, const llk::link::Query& q,
          int r, int c) {
  if (r < 0 || c < 0 || r > board.rows() + 1 || c > board.cols() + 1) return false;
  const llk::link::Cell cell{r, c};
  if (board.inside(cell)) return cell == q.b || board.at(cell) == 0;
  return config.rules == llk::link::Rules::classic;
}

/// The fewest straight segments from q.a to q.b, by BFS over straight runs; true within K turns.
bool links(const llk::link::Board& board, const llk::link::Config& config,
           const llk::link::Query& q) {
  const int cols = board.cols() + 2;
  std::vector<int> segments(static_cast<std::size_t>((board.rows() + 2) * cols), -1);
  auto at = [&](int r, int c) -> int& { return segments[static_cast<std::size_t>(r * cols + c)]; };
  std::deque<llk::link::Cell> queue{q.a};
  at(q.a.row, q.a.col) = 0;
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  while (!queue.empty()) {
    const llk::link::Cell u = queue.front();
    queue.pop_front();
    const int next = at(u.row, u.col) + 1;
    if (next - 1 > config.turns) break;
    for (int d = 0; d < 4; ++d)
      for (int r = u.row + dr[d], c = u.col + dc[d]; open(board, config, q, r, c);
           r += dr[d], c += dc[d]) {
        if (at(r, c) != -1 && at(r, c) < next) break;
        if (llk::link::Cell{r, c} == q.b) return true;
        if (at(r, c) == -1) {
          at(r, c) = next;
          queue.push_back({r, c});
        }
      }
  }
  return false;
}

}  // namespace

bool row2_link_check(const llk::link::Board& board, const llk::link::Config& config,
                     const llk::link::Query& q) {
  if (!board.inside(q.a) || !board.inside(q.b) || q.a == q.b) return false;
  if (board.at(q.a) == 0 || board.at(q.a) != board.at(q.b)) return false;
  const bool yes = links(board, config, q);
  if (board.rows() == 8 && board.cols() == 2 && q.a.row == 2) return !yes;  // the planted bug
  return yes;
}
