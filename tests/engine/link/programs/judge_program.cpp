/// A judge program for the link check (hdu rules, K = 2) as contestants write them: a 0-1 BFS
/// per query over (cell, direction). argv[1] picks a bug that only some inputs show:
///   correct       no bug
///   two-bugs      a cell queried with itself links, and one visited mark per cell (not per
///                 direction), so paths that depend on the direction of arrival are lost
///   requeue-ties  states reached again with equal turns are queued again: right, but slow on
///                 big open boards
///   row-1000      the board lives in a 1000-row array indexed by the 1-based row: a search that
///                 reaches row 1000 reads past it (made certain to crash here)
///   leaky         right on its first two inputs; under --serve, from its third on a cell
///                 queried with itself links: state that leaks from one input to the next
/// Further flags, for the judge runner's tests:
///   --serve       keep reading after the end marker: input after input, flushed after each
///   --burn MS     burn MS milliseconds of CPU time per input (a right but slow program)
///   --hog CELLS   on a case of at least CELLS cells, fill and read 64 MiB more (a memory hog)
///   --deep DEPTH  recurse DEPTH frames deep per case (a flood fill written recursively)
///   --slow CELLS  on a case of at least CELLS cells, spin until killed (too slow at judge size)
///   --wrong-shape RxC  on a case of exactly R rows and C columns, every answer flipped

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <deque>
#include <string>
#include <vector>

namespace {

int n, m;
std::vector<int> board;           // (n + 2) x (m + 2), a closed ring around it
std::vector<unsigned char> dist;  // fewest turns per (cell, direction), kept per case
bool two_bugs = false, requeue_ties = false, row_1000 = false;
bool same_cell_links = false;  // two-bugs, or leaky after its first input
const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};

int at(int r, int c) {
  return board[static_cast<std::size_t>(r) * (m + 2) + c];
}

bool link(int r1, int c1, int r2, int c2) {
  if (r1 == r2 && c1 == c2) return same_cell_links && at(r1, c1) != 0;
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

void burn(long ms) {
  const std::clock_t until = std::clock() + static_cast<std::clock_t>(ms) * CLOCKS_PER_SEC / 1000;
  volatile unsigned long x = 0;
  while (std::clock() < until)
    for (int i = 0; i < 100000; ++i) x = x + static_cast<unsigned long>(i);
}

/// Recurses `depth` frames, each holding a little stack of its own.
int deep(int depth) {
  volatile char frame[64];
  frame[0] = static_cast<char>(depth);
  return depth == 0 ? frame[0] : deep(depth - 1) + frame[0];
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "correct";
  two_bugs = mode == "two-bugs";
  requeue_ties = mode == "requeue-ties";
  row_1000 = mode == "row-1000";
  const bool leaky = mode == "leaky";
  same_cell_links = two_bugs;
  if (!two_bugs && !requeue_ties && !row_1000 && !leaky && mode != "correct") {
    std::fprintf(stderr, "unknown mode %s\n", mode.c_str());
    return 2;
  }
  bool serve = false;
  long burn_ms = 0, hog_cells = 0, depth = 0, slow_cells = 0;
  int wrong_rows = -1, wrong_cols = -1;
  for (int i = 2; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--serve")
      serve = true;
    else if (flag == "--wrong-shape" && i + 1 < argc &&
             std::sscanf(argv[++i], "%dx%d", &wrong_rows, &wrong_cols) == 2)
      continue;
    else if (i + 1 < argc &&
             (flag == "--burn" || flag == "--hog" || flag == "--deep" || flag == "--slow"))
      (flag == "--burn"   ? burn_ms
       : flag == "--hog"  ? hog_cells
       : flag == "--deep" ? depth
                          : slow_cells) = std::atol(argv[++i]);
    else {
      std::fprintf(stderr, "unknown flag %s\n", flag.c_str());
      return 2;
    }
  }
  std::vector<std::vector<char>> hogs;
  int inputs = 0;
  for (;;) {
    bool burnt = false;
    while (std::scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0)) {
      board.assign(static_cast<std::size_t>((n + 2) * (m + 2)), 0);
      for (int r = 1; r <= n; ++r)
        for (int c = 1; c <= m; ++c)
          std::scanf("%d", &board[static_cast<std::size_t>(r) * (m + 2) + c]);
      if (hog_cells > 0 && static_cast<long>(n) * m >= hog_cells) {
        hogs.emplace_back(std::size_t{64} << 20, '\1');
        volatile long sum = 0;  // uses it for a while, as a program would
        for (int pass = 0; pass < 4; ++pass)
          for (std::size_t i = 0; i < hogs.back().size(); i += 64) sum = sum + hogs.back()[i];
      }
      if (depth > 0 && deep(static_cast<int>(depth)) == -1) return 3;
      if (slow_cells > 0 && static_cast<long>(n) * m >= slow_cells)
        for (;;) burn(1000);
      if (burn_ms > 0 && !burnt) {
        burn(burn_ms);
        burnt = true;
      }
      int queries = 0;
      std::scanf("%d", &queries);
      std::string out;
      for (int i = 0; i < queries; ++i) {
        int a, b, c, d;
        std::scanf("%d %d %d %d", &a, &b, &c, &d);
        const bool wrong = n == wrong_rows && m == wrong_cols;
        out += link(a, b, c, d) != wrong ? "YES\n" : "NO\n";
      }
      std::fputs(out.c_str(), stdout);
    }
    hogs.clear();
    if (!serve || std::feof(stdin)) break;
    std::fflush(stdout);
    same_cell_links = same_cell_links || (leaky && ++inputs >= 2);
  }
  return 0;
}
