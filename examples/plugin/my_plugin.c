/* A link solver in C, the judge's way: a path of at most two turns is a row, a column and a row
 * (or a column, a row and a column) through empty cells, so try every middle column and row.
 * It answers K = 0, 1 and 2 (K above 2 as 2): `llk stress` checks the judge's K = 2. */
#include <stdlib.h>

#include <llk/link/plugin.h>

int32_t llk_link_plugin_abi(void) {
  return LLK_LINK_PLUGIN_ABI_VERSION;
}

void* llk_link_prepare(const llk_link_board* board) {
  llk_link_board* copy = malloc(sizeof *copy);
  *copy = *board;
  return copy;
}

void llk_link_release(void* state) {
  free(state);
}

/* A cell a path may cross: an empty cell, an endpoint, or (classic rules) the ring around. */
static int open_cell(const llk_link_board* b, int r, int c, llk_link_cell x, llk_link_cell y) {
  if ((r == x.row && c == x.col) || (r == y.row && c == y.col)) return 1;
  if (r < 1 || c < 1 || r > b->rows || c > b->cols) {
#ifdef MY_PLUGIN_BUG
    return r >= 0 && c >= 0 && r <= b->rows + 1 && c <= b->cols + 1;
#else
    return b->classic && r >= 0 && c >= 0 && r <= b->rows + 1 && c <= b->cols + 1;
#endif
  }
  return b->values[(r - 1) * b->cols + (c - 1)] == 0;
}

/* Every cell of the straight segment from (r0, c0) to (r1, c1) is open. */
static int clear(const llk_link_board* b, int r0, int c0, int r1, int c1, llk_link_cell x,
                 llk_link_cell y) {
  const int dr = (r1 > r0) - (r1 < r0), dc = (c1 > c0) - (c1 < c0);
  for (int r = r0, c = c0;; r += dr, c += dc) {
    if (!open_cell(b, r, c, x, y)) return 0;
    if (r == r1 && c == c1) return 1;
  }
}

int32_t llk_link_answer(void* state, llk_link_cell a, llk_link_cell z) {
  const llk_link_board* b = state;
  if (a.row < 1 || a.col < 1 || a.row > b->rows || a.col > b->cols) return 0;
  if (z.row < 1 || z.col < 1 || z.row > b->rows || z.col > b->cols) return 0;
  const int32_t va = b->values[(a.row - 1) * b->cols + (a.col - 1)];
  const int32_t vz = b->values[(z.row - 1) * b->cols + (z.col - 1)];
  if ((a.row == z.row && a.col == z.col) || va == 0 || va != vz) return 0;
  const int k = b->turns;
  if ((a.row == z.row || a.col == z.col) && clear(b, a.row, a.col, z.row, z.col, a, z)) return 1;
  if (k < 1) return 0;
  /* Row, column, row through column c; column, row, column through row r. Turns: one for
   * each end segment that is not empty, when the middle one is not. */
  for (int c = 0; c <= b->cols + 1; ++c) {
    const int turns = (c != a.col) + (c != z.col);
    if (a.row == z.row || turns > k) continue;
    if (clear(b, a.row, a.col, a.row, c, a, z) && clear(b, a.row, c, z.row, c, a, z) &&
        clear(b, z.row, c, z.row, z.col, a, z))
      return 1;
  }
  for (int r = 0; r <= b->rows + 1; ++r) {
    const int turns = (r != a.row) + (r != z.row);
    if (a.col == z.col || turns > k) continue;
    if (clear(b, a.row, a.col, r, a.col, a, z) && clear(b, r, a.col, r, z.col, a, z) &&
        clear(b, r, z.col, z.row, z.col, a, z))
      return 1;
  }
  return 0;
}
