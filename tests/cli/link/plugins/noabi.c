/* Not a plug-in: llk_answer is missing. */
#include "llk/plugin.h"

int32_t llk_plugin_abi(void) {
  return LLK_PLUGIN_ABI_VERSION;
}
void* llk_prepare(const llk_board* board) {
  return (void*)board;
}
