#pragma once
/// Private to the engines: the bytes of an input file, read the cheapest way for its size.

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

#include "llk/core/files.hpp"
#include "llk/core/huge_pages.hpp"

namespace llk::engine_detail {

/// Inputs up to this size are read into the heap (huge pages, see advise_huge_heap); larger ones
/// are mapped and released as the reader goes, so that memory stays bounded.
inline constexpr std::size_t kReadWholeLimit = std::size_t{64} << 20;

/// The bytes of an input. A regular file is read with read() into one uninitialized buffer:
/// the kernel copies from its own large-page mapping, whereas a mapping of the file costs a TLB
/// miss per 4 KiB page (dear under virtualization). Past kReadWholeLimit the file is mapped
/// instead; stdin, pipes and empty files take the copy read_file makes.
class InputText {
 public:
  InputText() = default;
  InputText(const InputText&) = delete;
  InputText& operator=(const InputText&) = delete;
  ~InputText() {
    if (map_ != nullptr) ::munmap(map_, size_);
  }

  bool load(const std::string& path, std::ostream& err, const char* command) {
    if (path != "-") {
      const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
      struct stat st {};
      if (fd >= 0 && ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
        const auto size = static_cast<std::size_t>(st.st_size);
        if (size <= kReadWholeLimit) {
          read_whole(fd, size);
        } else if (void* map = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
                   map != MAP_FAILED) {
          map_ = map;
          size_ = size;
          ::madvise(map_, size_, MADV_SEQUENTIAL);
        }
      }
      if (fd >= 0) ::close(fd);
      if (map_ != nullptr || buffer_ != nullptr) return true;
    }
    // Everything else, errors included, goes through read_file and its messages.
    try {
      copy_ = read_file(path);
      return true;
    } catch (const std::exception& e) {
      err << "llk " << command << ": " << e.what() << '\n';
      return false;
    }
  }

  std::string_view view() const {
    if (map_ != nullptr) return {static_cast<const char*>(map_), size_};
    if (buffer_ != nullptr) return {buffer_.get(), size_};
    return copy_;
  }

  /// Lets the mapped pages wholly before `offset` go: the reader never reads them again, so a
  /// long input does not stay resident while its later cases are solved.
  void release_before(std::size_t offset) {
    if (map_ == nullptr) return;
    const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t end = offset / page * page;
    if (end > released_) {
      ::madvise(static_cast<char*>(map_) + released_, end - released_, MADV_DONTNEED);
      released_ = end;
    }
  }

 private:
  /// Reads `size` bytes (fewer if the file shrank); leaves buffer_ empty on a read error, so
  /// read_file reports it.
  void read_whole(int fd, std::size_t size) {
    std::unique_ptr<char[]> buffer(new char[size]);  // not zeroed: every byte is read over
    memory::advise_huge_pages(buffer.get(), size);
    std::size_t got = 0;
    while (got < size) {
      const ssize_t n = ::read(fd, buffer.get() + got, size - got);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) return;
      if (n == 0) break;
      got += static_cast<std::size_t>(n);
    }
    if (got == 0) return;
    buffer_ = std::move(buffer);
    size_ = got;
  }

  void* map_ = nullptr;
  std::unique_ptr<char[]> buffer_;
  std::size_t size_ = 0;
  std::size_t released_ = 0;
  std::string copy_;
};

}  // namespace llk::engine_detail
