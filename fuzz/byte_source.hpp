#pragma once
/// The subset of clang's FuzzedDataProvider the targets use. Under clang the real header is used;
/// gcc has no such header, so a byte-for-byte compatible copy keeps corpus files meaning the same.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#if defined(__has_include)
#if __has_include(<fuzzer/FuzzedDataProvider.h>)
#include <fuzzer/FuzzedDataProvider.h>
#define LLK_HAVE_FDP 1
#endif
#endif

namespace llk::fuzz {

#ifdef LLK_HAVE_FDP
using ByteSource = FuzzedDataProvider;
#else
/// Integers are taken from the end of the data, as FuzzedDataProvider does; 0 once it runs out.
class ByteSource {
 public:
  ByteSource(const std::uint8_t* data, std::size_t size) : data_(data), remaining_(size) {}

  template <typename T>
  T ConsumeIntegralInRange(T min, T max) {
    static_assert(std::is_integral_v<T> && sizeof(T) <= sizeof(std::uint64_t));
    const std::uint64_t range = static_cast<std::uint64_t>(max) - static_cast<std::uint64_t>(min);
    std::uint64_t result = 0;
    std::size_t offset = 0;
    while (offset < sizeof(T) * 8 && (range >> offset) > 0 && remaining_ != 0) {
      --remaining_;
      result = (result << 8) | data_[remaining_];
      offset += 8;
    }
    if (range != std::numeric_limits<std::uint64_t>::max()) result = result % (range + 1);
    return static_cast<T>(static_cast<std::uint64_t>(min) + result);
  }
  template <typename T>
  T ConsumeIntegral() {
    return ConsumeIntegralInRange(std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
  }
  bool ConsumeBool() { return 1 & ConsumeIntegral<std::uint8_t>(); }
  std::size_t remaining_bytes() const { return remaining_; }

 private:
  const std::uint8_t* data_;
  std::size_t remaining_;
};
#endif

}  // namespace llk::fuzz
