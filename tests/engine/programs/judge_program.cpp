/// A judge program for the link check (hdu rules, K = 2) as contestants write them: a 0-1 BFS
/// per query over (cell, direction). argv[1] picks a bug that only some inputs show:
///   correct       no bug
///   two-bugs      a cell queried with itself links, and one visited mark per cell (not per
///                 direction), so paths that depend on the direction of arrival are lost
///   requeue-ties  states reached again with equal turns are queued again: right, but slow on
///                 big open boards
///   row-1000      the board lives in a 1000-row array indexed by the 1-based row: a search that
///                 reaches row 1000 reads past it (made certain to crash here)

#include <csignal>
#include <cstdio>
#include <cstring>
#include <deque>
#include <string>
#include <vector>

namespace {

int n, m;
std::vector<int> board;           // (n + 2) x (m + 2), a closed ring around it
std::vector<unsigned char> dist;  // fewest turns per (cell, direction), kept per case
bool two_bugs = false, requeue_ties = false, row_1000 = false;
const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};

int at(int r, int c) {
  return board[static_cast<std::size_t>(r) * (m + 2) + c];
}

bool link(int r1, int c1, int r2, int c2) {
  if (r1 == r2 && c1 == c2) return two_bugs && at(r1, c1) != 0;
  if (at(r1, c1) == 0 || at(r1, c1) != at(r2, c2)) return false;
  const int width = m + 2;
  dist.assign(static_cast<std::size_t>((n + 2) * width) * 4, 99);
  struct State {
    int r, c, d, t;
  };
  std::deque<State> q;
  auto slot = [&](int r, int c, int d) {
    return (static_cast<std::size_t>(r) * width + c) * 4 + (two_bugs ? 0 : d);
  };
  auto relax = [&](int r, int c, int d, int t, bool front) {
    if (t > 2) return;
    if (row_1000 && r == 1000) std::raise(SIGSEGV);
    if (r < 1 || r > n || c < 1 || c > m) return;
    if (!(r == r2 && c == c2) && at(r, c) != 0) return;
    unsigned char& best = dist[slot(r, c, d)];
    if (requeue_ties ? t > best : t >= best) return;
    best = static_cast<unsigned char>(t);
    if (front)
      q.push_front({r, c, d, t});
    else
      q.push_back({r, c, d, t});
  };
  for (int d = 0; d < 4; ++d) relax(r1 + dr[d], c1 + dc[d], d, 0, false);
  while (!q.empty()) {
    const State s = q.front();
    q.pop_front();
    if (s.t > dist[slot(s.r, s.c, s.d)]) continue;
    if (s.r == r2 && s.c == c2) return true;
    for (int d = 0; d < 4; ++d)
      if ((d + 2) % 4 != s.d) relax(s.r + dr[d], s.c + dc[d], d, s.t + (d != s.d), d == s.d);
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "correct";
  two_bugs = mode == "two-bugs";
  requeue_ties = mode == "requeue-ties";
  row_1000 = mode == "row-1000";
  if (!two_bugs && !requeue_ties && !row_1000 && mode != "correct") {
    std::fprintf(stderr, "unknown mode %s\n", mode.c_str());
    return 2;
  }
  while (std::scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0)) {
    board.assign(static_cast<std::size_t>((n + 2) * (m + 2)), 0);
    for (int r = 1; r <= n; ++r)
      for (int c = 1; c <= m; ++c)
        std::scanf("%d", &board[static_cast<std::size_t>(r) * (m + 2) + c]);
    int queries = 0;
    std::scanf("%d", &queries);
    std::string out;
    for (int i = 0; i < queries; ++i) {
      int a, b, c, d;
      std::scanf("%d %d %d %d", &a, &b, &c, &d);
      out += link(a, b, c, d) ? "YES\n" : "NO\n";
    }
    std::fputs(out.c_str(), stdout);
  }
  return 0;
}
