#pragma once
/// One run of an external program described as values: the limits it is held to and how it is
/// contained (RunLimits), and what it did with the resources it used (RunResult). The runner's
/// rooms (core/process.hpp and those below it) take and give these.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "llk/core/sandbox.hpp"

namespace llk {

/// The limits one run is held to, as judges state them, and how it is contained.
struct RunLimits {
  double cpu_seconds = 10;        ///< CPU time (user + system) of the program and its children
  double wall_seconds = 0;        ///< wall-clock cap for programs that block; 0: the default
  std::int64_t memory_bytes = 0;  ///< peak resident memory of the process tree; 0: no limit
  std::int64_t stack_bytes = 0;   ///< the program's stack limit (RLIMIT_STACK); 0: the system's
  /// Bytes of stdout (and of any one file it writes): past it, output-limit.
  std::int64_t output_bytes = std::int64_t{64} << 20;
  int processes = 64;                    ///< processes of its tree at once: past it, killed
  Sandbox sandbox = Sandbox::automatic;  ///< how it is contained
  /// Paths shown read-only besides the system folders and its own (--sandbox-bind).
  std::vector<std::string> binds;
  /// Variables it gets beyond PATH, HOME, TMPDIR and LANG (--env): NAME=VALUE, or NAME (llk's).
  std::vector<std::string> env;
  /// The wall-clock cap in force: `wall_seconds`, or max(3 x CPU limit, CPU limit + 10 s).
  double wall_cap() const {
    return wall_seconds > 0 ? wall_seconds : std::max(3 * cpu_seconds, cpu_seconds + 10);
  }
};

/// What one run of an external program did, with the resources it used.
struct RunResult {
  bool started = true;         ///< false when fork or pipe failed (detail in `err`)
  bool time_limit = false;     ///< its CPU time passed the limit (killed, or ended past it)
  bool idle = false;           ///< killed at the wall-clock cap with CPU time under the limit
  bool memory_limit = false;   ///< its peak memory passed the limit (killed, or ended past it)
  bool output_limit = false;   ///< it wrote more than RunLimits::output_bytes
  bool process_limit = false;  ///< it ran more processes at once than RunLimits::processes
  /// Cut off by llk (an interrupt, the engine's deadline): no verdict is drawn from it.
  bool interrupted = false;
  bool jvm = false;  ///< a Java virtual machine ran in its tree
  /// A kept program (Server) that printed too few answer lines, then sat waiting for input.
  bool stalled = false;
  int exit_code = -1;                  ///< exit status when it exited normally
  int signal = 0;                      ///< the signal that ended it, if any
  std::string out;                     ///< what it wrote to stdout, the first kKeptOutput bytes
  std::int64_t out_bytes = 0;          ///< bytes it wrote to stdout in all
  std::string err;                     ///< the first few KiB of its stderr
  double seconds = 0;                  ///< wall time of the run
  double cpu_seconds = 0;              ///< CPU time (user + system) of the process tree
  std::int64_t peak_memory_bytes = 0;  ///< peak resident memory of the process tree
  /// Any of the limits, or llk, stopped it.
  bool limited() const {
    return time_limit || idle || memory_limit || output_limit || process_limit || interrupted;
  }
};

/// The most of a program's stdout llk keeps in memory, whatever it writes: answers are short.
inline constexpr std::size_t kKeptOutput = std::size_t{8} << 20;

/// The argv that runs `command`: its words when it has no shell syntax, else /bin/sh -c.
std::vector<std::string> command_argv(const std::string& command);

}  // namespace llk
