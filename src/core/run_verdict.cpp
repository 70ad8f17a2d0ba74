/// How a run ended, from its measurements and its limits (run_verdict.hpp).

#include "run_verdict.hpp"

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

void set_exit(const Pumped& p, const Child& c, RunResult& r) {
  if (r.limited()) return;
  if (WIFEXITED(p.status)) {
    r.exit_code = WEXITSTATUS(p.status);
    // bwrap reports a program killed by a signal as 128 + the signal; its own failures (the
    // program not found) as 1 with "bwrap: ..." on stderr.
    if (c.sandboxed && !c.hosted && r.exit_code > 128 && r.exit_code < 128 + 65) {
      r.signal = r.exit_code - 128;
      r.exit_code = -1;
    } else if (c.sandboxed && !c.hosted && r.exit_code == 1 && r.err.rfind("bwrap: ", 0) == 0) {
      r.exit_code = 127;
    }
  } else if (WIFSIGNALED(p.status)) {
    r.signal = WTERMSIG(p.status);
  }
  if (r.signal == SIGXFSZ) {  // past RLIMIT_FSIZE: its stdout, or a file it wrote
    r.signal = 0;
    r.output_limit = true;
  } else if (r.signal == SIGXCPU) {  // the backstop, a second past the limit: it was over
    r.signal = 0;
    r.time_limit = true;
  }
}

void take_report(int fd, RunResult& r) {
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  char buf[64] = {};
  const ssize_t n = ::read(fd, buf, sizeof buf - 1);
  long long us = 0;
  long maxrss_kib = 0;
  if (n <= 0 || std::sscanf(buf, "%lld %ld", &us, &maxrss_kib) != 2) return;
  r.cpu_seconds = std::max(r.cpu_seconds, static_cast<double>(us) / 1e6);
  r.peak_memory_bytes = std::max(r.peak_memory_bytes, std::int64_t{maxrss_kib} * 1024);
}

void decide_limits(const RunLimits& limits, RunResult& r) {
  if (r.interrupted) return;  // llk cut it off: no verdict is drawn from it
  if (r.cpu_seconds > limits.cpu_seconds) r.time_limit = true;
  if (limits.memory_bytes > 0 && r.peak_memory_bytes > limits.memory_bytes) r.memory_limit = true;
  if (limits.output_bytes > 0 && r.out_bytes > limits.output_bytes) r.output_limit = true;
  if (r.time_limit) r.idle = false;  // it was busy, not waiting
}

}  // namespace llk::runner
