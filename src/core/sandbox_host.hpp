#pragma once
/// Private to the runner: a sandbox kept across runs, one per worker thread. bwrap starts once
/// with llk inside as its host; each run is a request (the program's argv, environment, limits
/// and descriptors) for which the host forks a reaper, then empties /tmp and ends every process
/// left, so nothing of one run reaches the next. Starting bwrap per run cost most of a fast
/// program's runs.

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace llk::runner {

/// One run asked of a host: what the reaper it forks gets.
struct HostRequest {
  std::vector<std::string> argv, env;
  std::int64_t stack_bytes = 0;
  double cpu_backstop = 0;
  std::int64_t file_bytes = 0;
  int in = -1, out = -1, err = -1, report = -1;  ///< the run's descriptors, passed to the host
};

/// A kept sandbox: bwrap (pid) with llk inside serving requests over `socket`.
class SandboxHost {
 public:
  ~SandboxHost();
  SandboxHost(const SandboxHost&) = delete;
  SandboxHost& operator=(const SandboxHost&) = delete;

  /// This thread's host for the sandbox `bwrap_args` describe (its command line up to "--"),
  /// started if none is running; nullptr when it cannot start.
  static SandboxHost* for_sandbox(const std::vector<std::string>& bwrap_args);

  /// Sends one run; false when the host is gone (the caller runs it another way).
  bool submit(const HostRequest& request);
  /// True once the run ended, its wait status in `status`; the host is kept, or ended when it
  /// could not clean up after the run.
  bool done(int& status);
  /// Ends the sandbox with everything in it (a run stopped by a limit or by llk).
  void kill();
  pid_t pid() const { return pid_; }
  int socket() const { return socket_; }

 private:
  SandboxHost() = default;
  pid_t pid_ = -1;
  int socket_ = -1;
  std::string key_;
};

/// Ends the sandbox whose bwrap is `pid` with everything in it, and reaps bwrap: bwrap is
/// stopped first (no child comes after), then its child, the PID namespace's init, is killed.
void kill_sandbox(pid_t pid, int* status = nullptr);

}  // namespace llk::runner
