/// `llk`: hands over to the command line. Process-wide settings live here, not in the library.

#include <iostream>

#include "llk/cli.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);  // answers are written in bulk; nothing mixes C stdio in
  return llk::cli::main(argc, argv);
}
