/* A wrong link solver as a C plug-in: any two different cells of one tile "link", walls or not
 * (no witness, no release: both are optional). */
#include "llk/link/plugin.h"

int32_t llk_link_plugin_abi(void) {
  return LLK_LINK_PLUGIN_ABI_VERSION;
}

void* llk_link_prepare(const llk_link_board* board) {
  return (void*)board;
}

int32_t llk_link_answer(void* p, llk_link_cell a, llk_link_cell b) {
  const llk_link_board* bd = p;
  const int32_t va = bd->values[(a.row - 1) * bd->cols + (a.col - 1)];
  const int32_t vb = bd->values[(b.row - 1) * bd->cols + (b.col - 1)];
  return (a.row != b.row || a.col != b.col) && va != 0 && va == vb;
}
