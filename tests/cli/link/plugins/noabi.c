/* Not a plug-in: llk_link_answer is missing. */
#include "llk/link/plugin.h"

int32_t llk_link_plugin_abi(void) {
  return LLK_LINK_PLUGIN_ABI_VERSION;
}
void* llk_link_prepare(const llk_link_board* board) {
  return (void*)board;
}
