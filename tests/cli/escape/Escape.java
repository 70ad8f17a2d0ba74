// A right HDU 1010 program in Java, as a contestant writes one: a DFS over the maze with the
// parity prune. Run in source-file mode (`java Escape.java`), so no build step is needed.
import java.io.*;
import java.util.*;

public class Escape {
  static char[][] g;
  static int n, m, t, dx, dy;
  static boolean found;

  static void dfs(int x, int y, int time) {
    if (found) return;
    if (x == dx && y == dy) {
      if (time == t) found = true;
      return;
    }
    int left = t - time - Math.abs(x - dx) - Math.abs(y - dy);
    if (left < 0 || left % 2 != 0) return;
    int[][] moves = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int[] d : moves) {
      int a = x + d[0], b = y + d[1];
      if (a < 0 || b < 0 || a >= n || b >= m || g[a][b] == 'X') continue;
      g[a][b] = 'X';
      dfs(a, b, time + 1);
      g[a][b] = '.';
    }
  }

  public static void main(String[] args) throws IOException {
    StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
    in.resetSyntax();
    in.wordChars(33, 126);
    in.whitespaceChars(0, 32);
    StringBuilder out = new StringBuilder();
    while (in.nextToken() != StreamTokenizer.TT_EOF) {
      n = Integer.parseInt(in.sval);
      in.nextToken();
      m = Integer.parseInt(in.sval);
      in.nextToken();
      t = Integer.parseInt(in.sval);
      if (n == 0 && m == 0 && t == 0) break;
      g = new char[n][];
      int sx = 0, sy = 0;
      for (int i = 0; i < n; i++) {
        in.nextToken();
        g[i] = in.sval.toCharArray();
        for (int j = 0; j < m; j++) {
          if (g[i][j] == 'S') { sx = i; sy = j; }
          if (g[i][j] == 'D') { dx = i; dy = j; }
        }
      }
      found = false;
      g[sx][sy] = 'X';
      dfs(sx, sy, 0);
      out.append(found ? "YES\n" : "NO\n");
    }
    System.out.print(out);
  }
}
