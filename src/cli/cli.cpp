#include "llk/cli.hpp"
namespace llk::cli { int main(int, char**) { return 0; } }
