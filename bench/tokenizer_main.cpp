/// llk-bench-tokenizer [FILE]: reads everything (stdin by default), parses every integer and
/// prints their count and sum; the baseline `llk solve` is measured against.

#include <cstdio>

#include "tokenizer.hpp"

int main(int argc, char** argv) {
  std::FILE* f = argc > 1 ? std::fopen(argv[1], "rb") : stdin;
  if (f == nullptr) {
    std::perror(argv[1]);
    return 2;
  }
  static char buf[1 << 16];
  llk::link::bench::TokenSum tokens;
  for (;;) {
    const std::size_t got = std::fread(buf, 1, sizeof buf, f);
    tokens.feed(buf, got);
    if (got < sizeof buf) break;
  }
  tokens.finish();
  std::printf("%llu integers, sum %llu\n", static_cast<unsigned long long>(tokens.count),
              static_cast<unsigned long long>(tokens.sum));
  return 0;
}
