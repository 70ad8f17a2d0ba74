#pragma once
/// Fuzzer bytes read at fixed offsets (Problem::decode): a byte past the end reads as 0, so every
/// byte string decodes, and a one-byte change moves the one field at that offset.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>

namespace llk {

/// A view of fuzzer bytes from `base` on; `at(i)` is byte base + i, or 0 past the end.
class ByteLayout {
 public:
  explicit ByteLayout(std::span<const std::uint8_t> bytes, std::size_t base = 0)
      : bytes_(bytes), base_(base) {}

  std::uint8_t at(std::size_t offset) const {
    const std::size_t i = base_ + offset;
    return i < bytes_.size() ? bytes_[i] : 0;
  }
  /// A value in lo..hi from the byte at `offset` (lo when it reads 0).
  int pick(std::size_t offset, int lo, int hi) const { return lo + at(offset) % (hi - lo + 1); }
  /// The view from `offset` on (a case's block).
  ByteLayout from(std::size_t offset) const { return ByteLayout(bytes_, base_ + offset); }
  /// How many blocks of `stride` bytes after `header` bytes the data reaches into, 1..max: a
  /// longer input adds a case, a shorter one drops the last.
  std::size_t blocks(std::size_t header, std::size_t stride, std::size_t max) const {
    const std::size_t size = bytes_.size() > base_ ? bytes_.size() - base_ : 0;
    const std::size_t body = size > header ? size - header : 0;
    return std::clamp<std::size_t>((body + stride - 1) / stride, 1, max);
  }

 private:
  std::span<const std::uint8_t> bytes_;
  std::size_t base_;
};

}  // namespace llk
