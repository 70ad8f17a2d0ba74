/* A right link solver as a C plug-in: fewest straight segments by BFS, with its witness path.
 * Built with BAD_WITNESS it answers right but gives its paths backwards (from b to a); with
 * CRASH_LAST_ROW it crashes (SIGSEGV) on a query that touches the last row, as a solver whose
 * array is one row short does. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "llk/link/plugin.h"

typedef struct state {
  llk_link_board board;
  int rows, cols; /* with the ring: rows + 2 by cols + 2 */
  int* seg;       /* fewest segments from a, -1: not reached */
  int* from;      /* the cell its last segment started at */
  int* queue;
  int reached; /* the index of b, once found */
} state;

static int idx(const state* s, int r, int c) {
  return r * s->cols + c;
}

static int open_cell(const state* s, int r, int c, llk_link_cell b) {
  if (r < 0 || c < 0 || r >= s->rows || c >= s->cols) return 0;
  if (r == 0 || c == 0 || r == s->rows - 1 || c == s->cols - 1) return s->board.classic;
  if (r == b.row && c == b.col) return 1;
  return s->board.values[(r - 1) * s->board.cols + (c - 1)] == 0;
}

int32_t llk_link_plugin_abi(void) {
  return LLK_LINK_PLUGIN_ABI_VERSION;
}

void* llk_link_prepare(const llk_link_board* board) {
  state* s = calloc(1, sizeof *s);
  s->board = *board;
  s->rows = board->rows + 2;
  s->cols = board->cols + 2;
  const size_t n = (size_t)s->rows * (size_t)s->cols;
  s->seg = malloc(n * sizeof *s->seg);
  s->from = malloc(n * sizeof *s->from);
  s->queue = malloc(n * sizeof *s->queue);
  return s;
}

static int value(const state* s, llk_link_cell c) {
  return s->board.values[(c.row - 1) * s->board.cols + (c.col - 1)];
}

int32_t llk_link_answer(void* p, llk_link_cell a, llk_link_cell b) {
  state* s = p;
  const llk_link_board* bd = &s->board;
  s->reached = -1;
#ifdef CRASH_LAST_ROW
  if (a.row == bd->rows || b.row == bd->rows) raise(SIGSEGV);
#endif
  if (a.row < 1 || a.col < 1 || a.row > bd->rows || a.col > bd->cols) return 0;
  if (b.row < 1 || b.col < 1 || b.row > bd->rows || b.col > bd->cols) return 0;
  if ((a.row == b.row && a.col == b.col) || value(s, a) == 0 || value(s, a) != value(s, b))
    return 0;
  memset(s->seg, -1, (size_t)s->rows * (size_t)s->cols * sizeof *s->seg);
  static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  int head = 0, tail = 0;
  s->seg[idx(s, a.row, a.col)] = 0;
  s->queue[tail++] = idx(s, a.row, a.col);
  while (head < tail) {
    const int u = s->queue[head++], ur = u / s->cols, uc = u % s->cols;
    const int next = s->seg[u] + 1;
    if (next - 1 > bd->turns) break;
    for (int d = 0; d < 4; ++d)
      for (int r = ur + dr[d], c = uc + dc[d]; open_cell(s, r, c, b); r += dr[d], c += dc[d]) {
        const int v = idx(s, r, c);
        if (s->seg[v] != -1 && s->seg[v] < next) break;
        if (s->seg[v] == -1) {
          s->seg[v] = next;
          s->from[v] = u;
          s->queue[tail++] = v;
        }
        if (r == b.row && c == b.col) {
          s->reached = v;
          return 1;
        }
      }
  }
  return 0;
}

int32_t llk_link_witness(void* p, llk_link_cell a, llk_link_cell b, llk_link_cell* path,
                         int32_t capacity) {
  state* s = p;
  if (s->reached < 0) return 0;
  /* Corners from b back to a, then every cell between them. */
  int n = 0;
  for (int v = s->reached;; v = s->from[v]) {
    const llk_link_cell corner = {v / s->cols, v % s->cols};
    if (n > 0) {
      llk_link_cell last = path[n - 1];
      while (last.row != corner.row || last.col != corner.col) {
        last.row += (corner.row > last.row) - (corner.row < last.row);
        last.col += (corner.col > last.col) - (corner.col < last.col);
        if (n == capacity) return 0;
        path[n++] = last;
      }
    } else {
      path[n++] = corner;
    }
    if (corner.row == a.row && corner.col == a.col) break;
  }
#ifndef BAD_WITNESS
  for (int i = 0; i < n / 2; ++i) {
    const llk_link_cell t = path[i];
    path[i] = path[n - 1 - i];
    path[n - 1 - i] = t;
  }
#endif
  (void)b;
  return n;
}

void llk_link_release(void* p) {
  state* s = p;
  free(s->seg);
  free(s->from);
  free(s->queue);
  free(s);
}
