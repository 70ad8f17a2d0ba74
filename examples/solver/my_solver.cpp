#include "my_solver.hpp"

#include <deque>
#include <vector>

bool my_link_check(const llk::link::Board& board, const llk::link::Config& config,
                   const llk::link::Query& q) {
  if (!board.inside(q.a) || !board.inside(q.b) || q.a == q.b) return false;
  if (board.at(q.a) == 0 || board.at(q.a) != board.at(q.b)) return false;
  // Cells 0..rows+1 x 0..cols+1; the ring (row or column 0 or last + 1) only under classic.
  const int rows = board.rows() + 2, cols = board.cols() + 2;
  const bool ring = config.rules == llk::link::Rules::classic;
  auto open = [&](int r, int c) {
    if (r < 0 || c < 0 || r >= rows || c >= cols) return false;
    const llk::link::Cell cell{r, c};
    if (!board.inside(cell)) return ring;
    return cell == q.b || board.at(cell) == 0;
  };
  // segments[r][c]: fewest straight segments from a to (r, c); a segment is one more turn.
  std::vector<int> segments(static_cast<std::size_t>(rows * cols), -1);
  auto at = [&](int r, int c) -> int& { return segments[static_cast<std::size_t>(r * cols + c)]; };
  std::deque<llk::link::Cell> queue{q.a};
  at(q.a.row, q.a.col) = 0;
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  while (!queue.empty()) {
    const llk::link::Cell u = queue.front();
    queue.pop_front();
    const int next = at(u.row, u.col) + 1;
#ifdef MY_SOLVER_BUG
    if (next - 1 > config.turns + 1) break;  // the bug ci/examples.sh plants: one turn too many
#else
    if (next - 1 > config.turns) break;  // turns = segments - 1
#endif
    for (int d = 0; d < 4; ++d) {
      for (int r = u.row + dr[d], c = u.col + dc[d]; open(r, c); r += dr[d], c += dc[d]) {
        if (at(r, c) != -1 && at(r, c) < next) break;  // met by fewer segments: beyond is too
        if (llk::link::Cell{r, c} == q.b) return true;
        if (at(r, c) == -1) {
          at(r, c) = next;
          queue.push_back({r, c});
        }
      }
    }
  }
  return false;
}
