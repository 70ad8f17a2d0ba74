/// The scratch folder of a run and the small file helpers the runner uses (core/scratch.hpp).

#include "scratch.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <limits>
#include <mutex>
#include <vector>

#include "llk/core/interrupt.hpp"

extern char** environ;

namespace llk::runner {

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

void set_nonblocking(int fd) {
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

int open_file(const std::string& path, bool write) {
  return write ? ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600)
               : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
}

/// The first `max` bytes of `path`, and its size.
std::string read_prefix(const std::string& path, std::size_t max, std::int64_t& size) {
  struct stat st {};
  size = ::stat(path.c_str(), &st) == 0 ? st.st_size : 0;
  std::string s;
  const int fd = open_file(path, false);
  if (fd < 0) return s;
  s.resize(std::min<std::size_t>(max, static_cast<std::size_t>(size)));
  std::size_t got = 0;
  while (got < s.size()) {
    const ssize_t k = ::read(fd, s.data() + got, s.size() - got);
    if (k <= 0) break;
    got += static_cast<std::size_t>(k);
  }
  s.resize(got);
  ::close(fd);
  return s;
}

bool write_whole(const std::string& path, const std::string& data) {
  const int fd = open_file(path, true);
  if (fd < 0) return false;
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t k = ::write(fd, data.data() + done, data.size() - done);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    done += static_cast<std::size_t>(k);
  }
  ::close(fd);
  return done == data.size();
}

}  // namespace llk::runner
