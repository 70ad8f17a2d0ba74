#pragma once
/// Transparent huge pages for big buffers before their first touch: one fault per 2 MiB instead
/// of one per 4 KiB, which on virtual machines is most of the time spent filling a large board.

#include <cstddef>
#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace llk::memory {

/// Buffers below this gain nothing worth a system call.
inline constexpr std::size_t kHugeAdviceMin = std::size_t{4} << 20;

/// Advises huge pages for the whole 2 MiB pages inside [p, p + bytes); does nothing elsewhere.
inline void advise_huge_pages(const void* p, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (p == nullptr || bytes < kHugeAdviceMin) return;
  constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
  const auto start = reinterpret_cast<std::uintptr_t>(p);
  const auto lo = (start + kHuge - 1) & ~(kHuge - 1);
  const auto hi = (start + bytes) & ~(kHuge - 1);
  if (hi > lo) ::madvise(reinterpret_cast<void*>(lo), hi - lo, MADV_HUGEPAGE);
#else
  (void)p, (void)bytes;
#endif
}

}  // namespace llk::memory
