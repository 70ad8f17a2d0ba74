#pragma once
/// The floor no solver can beat: one pass over the bytes that parses every integer and sums them.

#include <cstddef>
#include <cstdint>

namespace llk::link::bench {

/// Streaming state, so the input may arrive in chunks split anywhere.
struct TokenSum {
  std::uint64_t sum = 0;
  std::uint64_t count = 0;
  std::uint64_t value = 0;
  bool in_number = false;

  void feed(const char* data, std::size_t size) {
    for (std::size_t i = 0; i < size; ++i) {
      const unsigned d = static_cast<unsigned char>(data[i]) - unsigned{'0'};
      if (d <= 9) {
        value = value * 10 + d;
        in_number = true;
      } else if (in_number) {
        sum += value;
        ++count;
        value = 0;
        in_number = false;
      }
    }
  }
  /// Ends the input: a number running to the last byte counts too.
  void finish() { feed(" ", 1); }
};

}  // namespace llk::link::bench
