// A judge program for the timed escape (HDU 1010) that serves: `llk stress --problem escape
// --serve ./escape`. It keeps reading after each input's end marker "0 0 0" and flushes the
// answers of each input. Fill in `escape`; the reading and the answering loop are done.
#include <cstdio>
#include <string>
#include <vector>

/// Can the walker stand on D at second t exactly? Your solution goes here.
static bool escape(const std::vector<std::string>& maze, int t) {
  return false;
}

int main() {
  for (;;) {  // one input after another
    bool any = false;
    int n, m, t;
    while (std::scanf("%d %d %d", &n, &m, &t) == 3) {  // the mazes of one input
      any = true;
      if (n == 0 && m == 0 && t == 0) break;  // its end marker
      std::vector<std::string> maze(static_cast<std::size_t>(n));
      char row[64];
      for (auto& r : maze) {
        std::scanf("%63s", row);
        r = row;
      }
      std::puts(escape(maze, t) ? "YES" : "NO");
    }
    if (!any) return 0;   // stdin closed: llk is done
    std::fflush(stdout);  // this input's answers, now
  }
}
