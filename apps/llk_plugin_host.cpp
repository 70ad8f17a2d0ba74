/// llk-plugin-host: a link plug-in as a judge program (see include/llk/link/plugin_host.hpp).
#include <cstdio>

#include "llk/link/plugin_host.hpp"

int main(int argc, char** argv) {
  return llk::link::plugin_host_main(argc, argv, stdin, stdout, stderr);
}
