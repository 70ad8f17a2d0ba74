#include "llk/cli.hpp"

int main(int argc, char** argv) { return llk::cli::main(argc, argv); }
