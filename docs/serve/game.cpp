// A game player that serves: `llk stress --problem game --serve ./game`. Two lines per board:
// the number of linkable pairs, then "NO" or "YES s x1 y1 x2 y2 ..." (a clearing order). It keeps
// reading after each input's end marker "0 0" and flushes the answers of each input. Fill in
// `pairs` and `clear`; the reading and the answering loop are done.
#include <cstdio>
#include <string>
#include <vector>

using Board = std::vector<std::vector<int>>;

/// The number of unordered pairs of cells that link. Your engine goes here.
static long pairs(const Board& board) {
  return 0;
}
/// "NO", or "YES s" and s removals that clear the board. Your engine goes here.
static std::string clear(const Board& board) {
  return "NO";
}

int main() {
  for (;;) {  // one input after another
    bool any = false;
    int n, m;
    while (std::scanf("%d %d", &n, &m) == 2) {  // the boards of one input
      any = true;
      if (n == 0 && m == 0) break;  // its end marker
      Board board(static_cast<std::size_t>(n), std::vector<int>(static_cast<std::size_t>(m)));
      for (auto& row : board)
        for (int& v : row) std::scanf("%d", &v);
      std::printf("%ld\n%s\n", pairs(board), clear(board).c_str());
    }
    if (!any) return 0;   // stdin closed: llk is done
    std::fflush(stdout);  // this input's answers, now
  }
}
