/// Process-wide tuning for `llk solve`, in one place the solve command's entry calls: malloc
/// options and huge pages for the heap the boards will live in. Never done by library calls, so
/// tests and fuzz targets that solve many inputs keep the default allocator.

#include "process_tuning.hpp"

#include <sys/mman.h>
#include <sys/stat.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "llk/core/huge_pages.hpp"

namespace llk::cli {
namespace {

/// The block below the 2 MiB boundary, taken for good (volatile: the malloc may not be dropped).
void* volatile gap_block = nullptr;

/// Inputs up to this size are read into the heap (src/engine/input_text.hpp).
constexpr std::size_t kReadWholeLimit = std::size_t{64} << 20;

#if defined(__GLIBC__)
/// Asks for transparent huge pages on the next `bytes` of the heap, where the boards of the cases
/// will live: first touches then cost one fault per 2 MiB instead of one per 4 KiB, which on
/// virtual machines is most of the time spent on a judge-size input. A huge page needs its whole
/// 2 MiB untouched, so the heap's free space is first moved up to a 2 MiB boundary. Once per
/// process: the first solve sizes it (the CLI solves once; tests and fuzz targets many times).
void advise_huge_heap(std::size_t bytes) {
#if defined(MADV_HUGEPAGE)
  static const bool done = [bytes] {
    constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
    void* block = std::malloc(bytes + kHuge);
    if (block == nullptr) return true;
    memory::advise_huge_pages(block, bytes + kHuge);
    const auto start = reinterpret_cast<std::uintptr_t>(block);
    const auto lo = (start + kHuge - 1) & ~(kHuge - 1);
    std::free(block);  // stays in the heap (trim threshold), untouched until a board needs it
    // The gap below the boundary is taken for good and never touched, so the next big block
    // starts there.
    if (lo - start > 4096) gap_block = std::malloc(lo - start - 64);
    return true;
  }();
  (void)done;
#endif
}
#endif

/// What `llk solve` will hold at once for an input: the bytes read (up to kReadWholeLimit), a
/// board of at most one value per two bytes, and the solver's copy of it; 24 MiB for a stream.
std::size_t heap_estimate(const std::string& path) {
  struct stat st {};
  if (path == "-" || ::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return 24 << 20;
  const auto size = static_cast<std::size_t>(st.st_size);
  return std::min(size, kReadWholeLimit) + 3 * size + (8 << 20);
}

}  // namespace

void tune_process_for_solve(const std::string& input_path) {
#if defined(__GLIBC__)
  // Every block from the heap and freed boards kept there: every case then reuses the last
  // one's pages instead of mapping (and faulting in) fresh ones, and all of it is advised.
  ::mallopt(M_MMAP_MAX, 0);
  ::mallopt(M_TRIM_THRESHOLD, 1 << 30);
  advise_huge_heap(heap_estimate(input_path));
#else
  (void)input_path;
#endif
}

}  // namespace llk::cli
