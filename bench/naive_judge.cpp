/// llk-bench-naive: the judge program as people submit it for HDU 1175 -- scanf, a global grid,
/// and per query a fresh BFS over (cell, direction) that clears its arrays and allocates its
/// queue every time. Deliberately plain: it is the baseline, not a product.

#include <cstdio>
#include <cstring>
#include <queue>

namespace {

const int N = 1005;
int g[N][N];
int best[N][N][4];  // fewest turns seen at (cell, direction of arrival)
int n, m;
const int dx[4] = {-1, 0, 1, 0};
const int dy[4] = {0, 1, 0, -1};

struct Node {
  int x, y, d, t;
};

bool link(int x1, int y1, int x2, int y2) {
  if (x1 == x2 && y1 == y2) return false;
  if (g[x1][y1] == 0 || g[x1][y1] != g[x2][y2]) return false;
  std::memset(best, 0x3f, sizeof best);
  std::queue<Node> q;
  for (int d = 0; d < 4; ++d) {
    best[x1][y1][d] = 0;
    q.push({x1, y1, d, 0});
  }
  while (!q.empty()) {
    Node cur = q.front();
    q.pop();
    if (cur.t > best[cur.x][cur.y][cur.d]) continue;
    for (int d = 0; d < 4; ++d) {
      int nt = cur.t + (d != cur.d);
      if (nt > 2) continue;
      int nx = cur.x + dx[d], ny = cur.y + dy[d];
      if (nx < 1 || nx > n || ny < 1 || ny > m) continue;
      if (nx == x2 && ny == y2) return true;
      if (g[nx][ny] != 0) continue;
      if (nt >= best[nx][ny][d]) continue;
      best[nx][ny][d] = nt;
      q.push({nx, ny, d, nt});
    }
  }
  return false;
}

}  // namespace

int main() {
  while (std::scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0)) {
    for (int i = 1; i <= n; ++i)
      for (int j = 1; j <= m; ++j) std::scanf("%d", &g[i][j]);
    int q = 0;
    if (std::scanf("%d", &q) != 1) break;
    while (q-- > 0) {
      int x1, y1, x2, y2;
      if (std::scanf("%d %d %d %d", &x1, &y1, &x2, &y2) != 4) return 0;
      std::puts(link(x1, y1, x2, y2) ? "YES" : "NO");
    }
  }
  return 0;
}
