#pragma once
/// Private to the runner: a process tree's CPU time, memory and processes, sampled from /proc.

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace llk::runner {

/// Reads a small /proc file whole; empty when it is gone.
std::string read_small(const char* path);

/// CPU time, resident memory and processes of a process tree at one moment.
struct TreeSample {
  double cpu_seconds = 0;
  std::int64_t rss_bytes = 0;   ///< resident now
  std::int64_t peak_bytes = 0;  ///< each process's high-water mark (VmHWM), summed
  int processes = 0;            ///< the program's processes (the wrappers above it not counted)
  bool jvm = false;             ///< one of them is a JVM
  bool reset_failed = false;    ///< a high-water mark could not be set back (read-only /proc)
};

/// The VmHWM line of /proc/PID/status, in bytes; 0 when it is gone (a zombie has none).
std::int64_t high_water(pid_t pid);

/// The children of `pid` (of every thread of it), from /proc.
std::vector<pid_t> children_of(pid_t pid);
/// The state letter of `pid` in /proc/PID/stat (R, S, T, Z, ...); '\0' when it is gone.
char process_state(pid_t pid);

/// Sums /proc/PID/stat over `root` and its descendants; the wrappers (bwrap, llk's reaper and
/// sandbox host) count for CPU time only. `reset_peaks`: each high-water mark is first set back.
TreeSample sample_tree(pid_t root, bool reset_peaks = false);

}  // namespace llk::runner
