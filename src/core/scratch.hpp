#pragma once
/// Private to the runner: the scratch folder of one run (or one kept program) and the few file
/// and descriptor helpers the runner's rooms share.

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>

#include <stdlib.h>

namespace llk {

/// The scratch folder of one run (or one kept program): its stdin and stdout files, and the
/// program's TMPDIR when it runs unsandboxed. Removed with everything in it at the end.
class ScratchDir {
 public:
  ScratchDir() {
    const char* base = std::getenv("TMPDIR");
    std::string templ = std::string(base && *base ? base : "/tmp") + "/llk-run-XXXXXX";
    if (::mkdtemp(templ.data())) path_ = templ;
  }
  ~ScratchDir() {
    if (path_.empty()) return;
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  bool ok() const { return !path_.empty(); }
  std::string file(const char* name) const { return path_ + "/" + name; }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

namespace runner {

/// Closes `fd` if open and marks it closed (-1).
void close_fd(int& fd);
void set_nonblocking(int fd);
/// Opens `path` (read-only, or created for writing), close-on-exec; -1 on failure.
int open_file(const std::string& path, bool write);
/// The first `max` bytes of `path`, and its size.
std::string read_prefix(const std::string& path, std::size_t max, std::int64_t& size);
/// Writes `data` to `path` whole; false when it could not.
bool write_whole(const std::string& path, const std::string& data);

}  // namespace runner
}  // namespace llk
