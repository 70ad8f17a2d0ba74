/* The link check's C plug-in ABI, version 1: a link solver in any language that can export C
 * functions, checked with `llk stress|verify|minimize|triage|replay --plugin PATH.so`. llk loads
 * it in a child process (llk-plugin-host), so a crash is reported as a program's crash. Only the
 * link problem has a C ABI; the names say so (llk_link_*). */
#ifndef LLK_LINK_PLUGIN_H
#define LLK_LINK_PLUGIN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LLK_LINK_PLUGIN_ABI_VERSION 1

/** A cell, 1-based inside the board; row or column 0 and rows + 1 / cols + 1 are the ring. */
typedef struct llk_link_cell {
  int32_t row;
  int32_t col;
} llk_link_cell;

/** A board: `values[(row - 1) * cols + (col - 1)]`, 0 is empty; valid until llk_link_release. */
typedef struct llk_link_board {
  int32_t rows;
  int32_t cols;
  const int32_t* values;
  int32_t classic; /**< 1: paths may use the ring of empty cells around the board */
  int32_t turns;   /**< K: the most turns a path may make */
} llk_link_board;

/* Required. */
/** Returns LLK_LINK_PLUGIN_ABI_VERSION. */
int32_t llk_link_plugin_abi(void);
/** Takes a board; returns the state the next calls get (NULL is allowed). */
void* llk_link_prepare(const llk_link_board* board);
/** 1 when a and b can be linked under the board's rules, 0 otherwise. */
int32_t llk_link_answer(void* state, llk_link_cell a, llk_link_cell b);

/* Optional. */
/** For a YES: writes the path from a to b (both included) into `path`, at most `capacity`
 *  cells, and returns its length; llk checks it. 0: no witness for this query. */
int32_t llk_link_witness(void* state, llk_link_cell a, llk_link_cell b, llk_link_cell* path,
                         int32_t capacity);
/** Frees what llk_link_prepare made. */
void llk_link_release(void* state);

#ifdef __cplusplus
}
#endif

#endif /* LLK_LINK_PLUGIN_H */
