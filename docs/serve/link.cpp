// A judge program for the link check (HDU 1175) that serves: `llk stress --serve ./link`.
// It keeps reading after each input's end marker "0 0" and flushes the answers of each input.
// Fill in `link`; the reading and the answering loop are done.
#include <cstdio>
#include <vector>

static int n, m;
static std::vector<int> board;  // row-major, n x m

/// Can (x1, y1) and (x2, y2) (1-based) be linked? Your solution goes here.
static bool link(int x1, int y1, int x2, int y2) {
  return false;
}

int main() {
  for (;;) {  // one input after another
    bool any = false;
    while (std::scanf("%d %d", &n, &m) == 2) {  // the cases of one input
      any = true;
      if (n == 0 && m == 0) break;  // its end marker
      board.assign(static_cast<std::size_t>(n) * m, 0);
      for (int& v : board) std::scanf("%d", &v);
      int q = 0;
      std::scanf("%d", &q);
      for (int i = 0; i < q; ++i) {
        int x1, y1, x2, y2;
        std::scanf("%d %d %d %d", &x1, &y1, &x2, &y2);
        std::puts(link(x1, y1, x2, y2) ? "YES" : "NO");
      }
    }
    if (!any) return 0;   // stdin closed: llk is done
    std::fflush(stdout);  // this input's answers, now
  }
}
