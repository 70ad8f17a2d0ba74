/// Sampling a process tree from /proc: CPU time, memory, processes (core/process_tree.hpp).

#include "process_tree.hpp"

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

std::string read_small(const char* path) {
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return {};
  char buf[4096];
  std::string s;
  for (;;) {
    const ssize_t k = ::read(fd, buf, sizeof buf);
    if (k <= 0) break;
    s.append(buf, static_cast<std::size_t>(k));
  }
  ::close(fd);
  return s;
}

/// The VmHWM line of /proc/PID/status, in bytes; 0 when it is gone (a zombie has none).
std::int64_t high_water(pid_t pid) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/status", static_cast<int>(pid));
  const std::string status = read_small(path);
  const std::size_t at = status.find("VmHWM:");
  return at == std::string::npos ? 0 : std::strtoll(status.c_str() + at + 6, nullptr, 10) * 1024;
}

/// Pushes the pids /proc lists in `children_path` onto `todo`.
void add_children(const char* children_path, std::vector<pid_t>& todo) {
  const std::string kids = read_small(children_path);
  const char* q = kids.c_str();
  while (*q) {
    char* end = nullptr;
    const long k = std::strtol(q, &end, 10);
    if (end == q) break;
    if (k > 0) todo.push_back(static_cast<pid_t>(k));
    q = end;
  }
}

std::vector<pid_t> children_of(pid_t pid) {
  std::vector<pid_t> out;
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/task", static_cast<int>(pid));
  if (DIR* d = ::opendir(path)) {
    while (const dirent* e = ::readdir(d)) {
      if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
      char kids[320];
      std::snprintf(kids, sizeof kids, "/proc/%d/task/%s/children", static_cast<int>(pid),
                    e->d_name);
      add_children(kids, out);
    }
    ::closedir(d);
  }
  return out;
}

char process_state(pid_t pid) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
  const std::string stat = read_small(path);
  const std::size_t paren = stat.rfind(')');
  return paren == std::string::npos || paren + 2 >= stat.size() ? '\0' : stat[paren + 2];
}

/// Sums /proc/PID/stat over `root` and its descendants (found through each task's `children`).
/// A descendant that ended and was reaped inside the tree is in its reaper's cutime/cstime. The
/// root (the reaper, a copy of llk) and bwrap's own processes are wrappers: their CPU counts,
/// their memory and their number do not. `reset_peaks`: each high-water mark is first set back
/// to the resident size now.
TreeSample sample_tree(pid_t root, bool reset_peaks) {
  static const double ticks = static_cast<double>(::sysconf(_SC_CLK_TCK));
  static const std::int64_t page = ::sysconf(_SC_PAGESIZE);
  TreeSample s;
  std::vector<pid_t> todo{root};
  char path[64];
  for (std::size_t n = 0; !todo.empty() && n < 4096; ++n) {
    const pid_t pid = todo.back();
    todo.pop_back();
    std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
    const std::string stat = read_small(path);
    const std::size_t open = stat.find('(');
    const std::size_t paren = stat.rfind(')');
    if (paren == std::string::npos || open == std::string::npos) continue;
    const std::string name = stat.substr(open + 1, paren - open - 1);
    const bool wrapper =
        pid == root || name == "bwrap" || name == "llk-reaper" || name == "llk-sandbox";
    if (reset_peaks && !wrapper) {
      std::snprintf(path, sizeof path, "/proc/%d/clear_refs", static_cast<int>(pid));
      const int fd = ::open(path, O_WRONLY | O_CLOEXEC);
      if (fd < 0 || ::write(fd, "5", 1) != 1) s.reset_failed = true;
      if (fd >= 0) ::close(fd);
    }
    // Fields after the name: state is field 3; utime..cstime are 14..17, threads 20, rss 24.
    unsigned long long f[25] = {};
    const char* p = stat.c_str() + paren + 2;
    for (int field = 3; field <= 24 && *p; ++field) {
      while (*p == ' ') ++p;
      if (field > 3) f[field] = std::strtoull(p, nullptr, 10);
      while (*p && *p != ' ') ++p;
    }
    s.cpu_seconds += static_cast<double>(f[14] + f[15] + f[16] + f[17]) / ticks;
    if (!wrapper) {
      s.processes++;
      s.jvm = s.jvm || name == "java";
      s.rss_bytes += static_cast<std::int64_t>(f[24]) * page;
      s.peak_bytes += std::max(high_water(pid), static_cast<std::int64_t>(f[24]) * page);
    }
    if (f[20] <= 1) {
      std::snprintf(path, sizeof path, "/proc/%d/task/%d/children", static_cast<int>(pid),
                    static_cast<int>(pid));
      add_children(path, todo);
    } else {  // a child may have been forked by any of its threads
      std::snprintf(path, sizeof path, "/proc/%d/task", static_cast<int>(pid));
      if (DIR* d = ::opendir(path)) {
        while (const dirent* e = ::readdir(d)) {
          if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
          char kids[320];  // d_name may be 255 bytes as far as the compiler knows
          std::snprintf(kids, sizeof kids, "/proc/%d/task/%s/children", static_cast<int>(pid),
                        e->d_name);
          add_children(kids, todo);
        }
        ::closedir(d);
      }
    }
  }
  return s;
}

}  // namespace llk::runner
