/// Driving a run: input in, output out, the tree sampled, the limits applied (pump.hpp).

#include "pump.hpp"

#include "process_tree.hpp"
#include "run_verdict.hpp"
#include "sandbox_host.hpp"
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

std::size_t count_lines(const std::string& s, std::size_t from) {
  return static_cast<std::size_t>(std::count(s.begin() + static_cast<long>(from), s.end(), '\n'));
}

/// Appends `k` bytes of stdout, keeping at most kKeptOutput (and output_bytes) of them.
void keep_output(RunResult& r, const char* buf, std::size_t k, const RunLimits& limits) {
  r.out_bytes += static_cast<std::int64_t>(k);
  const std::size_t room = kKeptOutput > r.out.size() ? kKeptOutput - r.out.size() : 0;
  r.out.append(buf, std::min(k, room));
  if (limits.output_bytes > 0 && r.out_bytes > limits.output_bytes) r.output_limit = true;
  if (room < k) r.output_limit = true;  // a kept program's answers never come near it
}

/// Reads what the pipes hold now, without waiting.
void drain(Child& c, RunResult& r, const RunLimits& limits) {
  char buf[65536];
  for (int* fd : {&c.from_out, &c.from_err}) {
    for (int reads = 0; *fd >= 0 && reads < 256; ++reads) {
      const ssize_t k = ::read(*fd, buf, sizeof buf);
      if (k <= 0) break;
      if (fd == &c.from_out)
        keep_output(r, buf, static_cast<std::size_t>(k), limits);
      else if (r.err.size() < kStderrKept)
        r.err.append(buf, std::min(static_cast<std::size_t>(k), kStderrKept - r.err.size()));
    }
  }
}

/// Drives one run or exchange: writes `input` (a kept program's), reads its stdout into r.out
/// and stderr into r.err, samples the tree and applies `limits`. run() returns when the wrapper
/// has exited with its pipes closed, when `lines` lines of stdout are in (unless kUntilExit), or
/// when a limit stops it (the caller then kills it).
class Pump {
 public:
  Pump(Child& c, const std::string& input, std::size_t lines, const RunLimits& limits,
       const Baseline& base, RunResult& r)
      : c_(c),
        input_(input),
        lines_(lines),
        limits_(limits),
        base_(base),
        r_(r),
        wall_deadline_(start_ + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(limits.wall_cap()))),
        last_deadline_(start_ + 10 * (wall_deadline_ - start_)),
        sample_every_(std::chrono::milliseconds(limits.memory_bytes > 0 ? 5 : 20)),
        lines_in_(count_lines(r.out, 0)) {}

  Pumped run() {
    for (;;) {
      if (!p_.exited && (c_.host ? c_.host->done(p_.status)
                                 : ::wait4(c_.pid, &p_.status, WNOHANG, &p_.usage) == c_.pid))
        p_.exited = true;
      if (p_.exited) {
        drain(c_, r_, limits_);  // its stdout is closed with it: nothing else comes
        break;
      }
      if (lines_ != kUntilExit && lines_in_ >= lines_ && written_ == input_.size()) break;
      if (run_cut_off()) {
        r_.interrupted = true;
        break;
      }
      const auto now = Clock::now();
      if (now >= next_sample_ && sampled_stop(now)) break;
      if (now >= wall_deadline_ && wall_stop(now)) break;
      if (!transfer(now)) break;
      if (r_.output_limit) break;
    }
    settle();
    return p_;
  }

 private:
  /// Samples the tree: its CPU time, memory and processes so far.
  void sample() {
    const TreeSample t = sample_tree(c_.pid);
    sampled_cpu_ = t.cpu_seconds - base_.cpu_seconds;
    r_.cpu_seconds = std::max(r_.cpu_seconds, sampled_cpu_);
    r_.jvm = r_.jvm || t.jvm;
    r_.peak_memory_bytes = std::max(
        r_.peak_memory_bytes, (base_.current_only ? t.rss_bytes : t.peak_bytes) - base_.rss_bytes);
    if (limits_.processes > 0 && t.processes > limits_.processes) r_.process_limit = true;
  }

  /// A sample due at `now`, with the limits it can show; true when one stops the run.
  bool sampled_stop(Clock::time_point now) {
    sample();
    next_sample_ = now + sample_every_;
    if (now - window_start_ >= std::chrono::seconds(1)) {
      busy_share_ = (r_.cpu_seconds - window_cpu_) /
                    std::chrono::duration<double>(now - window_start_).count();
      window_start_ = now;
      window_cpu_ = r_.cpu_seconds;
    }
    // Two samples in a row: a child reaped between two reads of /proc can count twice once.
    over_cpu_ = sampled_cpu_ > limits_.cpu_seconds ? over_cpu_ + 1 : 0;
    if (over_cpu_ >= 2) r_.time_limit = true;
    if (limits_.memory_bytes > 0 && r_.peak_memory_bytes > limits_.memory_bytes)
      r_.memory_limit = true;
    if (r_.time_limit || r_.memory_limit || r_.process_limit) return true;
    // A kept program with its whole input, too few lines out, and idle for a second: it is
    // waiting for input and will not print the rest.
    if (lines_ != kUntilExit && written_ == input_.size() && window_start_ > start_ &&
        busy_share_ < kBusyShare && now - last_output_ >= std::chrono::seconds(1) &&
        now - window_start_ < sample_every_) {
      r_.stalled = true;
      return true;
    }
    return false;
  }

  /// At the wall cap: idle (stop), or busy and starved by the machine's load, not idle: it runs
  /// on, a second at a time, until its CPU limit ends it (or ten times the cap).
  bool wall_stop(Clock::time_point now) {
    // The share of the second now running, once it is long enough to tell, else the last.
    const auto running = now - window_start_;
    const double share =
        running >= std::chrono::milliseconds(250)
            ? (r_.cpu_seconds - window_cpu_) / std::chrono::duration<double>(running).count()
            : busy_share_;
    if (share < kBusyShare || now >= last_deadline_) {
      r_.idle = true;
      return true;
    }
    wall_deadline_ = now + std::chrono::seconds(1);
    return false;
  }

  /// Waits for the pipes (until the next sample or the wall cap), then writes input and reads
  /// output as they allow; false when poll fails.
  bool transfer(Clock::time_point now) {
    pollfd fds[4];
    int n = 0;
    // A kept program's stdin stays open once its input is written: no more POLLOUT then.
    if (c_.to_child >= 0 && written_ < input_.size()) fds[n++] = {c_.to_child, POLLOUT, 0};
    if (c_.from_out >= 0) fds[n++] = {c_.from_out, POLLIN, 0};
    if (c_.from_err >= 0) fds[n++] = {c_.from_err, POLLIN, 0};
    if (c_.pidfd >= 0) fds[n++] = {c_.pidfd, POLLIN, 0};
    if (c_.host) fds[n++] = {c_.host->socket(), POLLIN, 0};
    const auto until = std::min(wall_deadline_, next_sample_);
    const long long left =
        std::chrono::duration_cast<std::chrono::milliseconds>(until - now).count() + 1;
    // Short slices without a pidfd, so the child's exit is noticed; an interrupt is seen within
    // a sample either way.
    const bool told = c_.pidfd >= 0 || c_.host;  // the end wakes the poll
    const int wait_ms = static_cast<int>(std::clamp<long long>(left, 0, told ? 50 : 5));
    if (::poll(fds, static_cast<nfds_t>(n), wait_ms) < 0 && errno != EINTR) return false;
    for (int i = 0; i < n; ++i) {
      if (fds[i].revents == 0 || fds[i].fd == c_.pidfd) continue;
      if (c_.host && fds[i].fd == c_.host->socket()) continue;
      if (fds[i].fd == c_.to_child)
        write_input();
      else
        read_from(fds[i].fd == c_.from_out ? c_.from_out : c_.from_err);
    }
    return true;
  }

  void write_input() {
    const ssize_t k = ::write(c_.to_child, input_.data() + written_, input_.size() - written_);
    if (k > 0) written_ += static_cast<std::size_t>(k);
    // The program closed its stdin (EPIPE): nothing more goes in.
    if (k < 0 && errno != EAGAIN && errno != EINTR) close_fd(c_.to_child);
  }

  /// Reads what `fd` (its stdout or stderr) holds; closes it at its end.
  void read_from(int& fd) {
    const ssize_t k = ::read(fd, buf_, sizeof buf_);
    if (k > 0) {
      if (&fd == &c_.from_out) {
        last_output_ = Clock::now();
        const std::size_t before = r_.out.size();
        keep_output(r_, buf_, static_cast<std::size_t>(k), limits_);
        lines_in_ += count_lines(r_.out, before);
      } else if (r_.err.size() < kStderrKept) {
        r_.err.append(buf_, std::min(static_cast<std::size_t>(k), kStderrKept - r_.err.size()));
      }
    } else if (k == 0 || (errno != EAGAIN && errno != EINTR)) {
      close_fd(fd);
    }
  }

  /// The run's figures once it stopped: CPU time and peak memory (exact from wait4 where it
  /// exited), the limits they pass, and its wall time.
  void settle() {
    if (!p_.exited) sample();
    if (p_.exited) settle_exited();
    decide_limits(limits_, r_);
    r_.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
  }

  void settle_exited() {
    // The wrapper and whatever it reaped: exact, where a sample can have counted a reaped
    // child twice.
    const double used =
        static_cast<double>(p_.usage.ru_utime.tv_sec + p_.usage.ru_stime.tv_sec) +
        static_cast<double>(p_.usage.ru_utime.tv_usec + p_.usage.ru_stime.tv_usec) / 1e6;
    // Under bwrap the wrapper exits without reaping its namespace's init, so wait4 misses the
    // program's time: the samples (every 5 to 20 ms while it ran) stand then.
    const double waited = std::max(used - base_.cpu_seconds, 0.0);
    r_.cpu_seconds = c_.sandboxed ? std::max(r_.cpu_seconds, waited) : waited;
    // This process's peak now, not only at the fork, plus a margin: the forked image is in the
    // child's figure, with the pages the child touched before exec (ASan's allocator: a 16 MiB
    // llk-mutant was seen at 32.1 MiB, 0.2 MiB above the peak of the sanitized llk that forked
    // it). The samples above measure whatever runs longer than one sampling interval.
    constexpr std::int64_t kForkSlack = std::int64_t{8} << 20;
    const std::int64_t maxrss = std::int64_t{p_.usage.ru_maxrss} * 1024;
    const std::int64_t own = high_water(::getpid());
    if (maxrss > base_.maxrss_trusted_above && maxrss > own + kForkSlack)
      r_.peak_memory_bytes = std::max(r_.peak_memory_bytes, maxrss);
  }

  Child& c_;
  const std::string& input_;
  const std::size_t lines_;
  const RunLimits& limits_;
  const Baseline& base_;
  RunResult& r_;
  Pumped p_;
  const Clock::time_point start_ = Clock::now();
  Clock::time_point wall_deadline_;
  const Clock::time_point last_deadline_;
  Clock::time_point window_start_ = start_;
  double window_cpu_ = 0, busy_share_ = 0;  // CPU per wall second over the last full second
  // Sampling /proc costs a few reads: often enough to stop a runaway allocation early.
  const Clock::duration sample_every_;
  Clock::time_point next_sample_ = start_ + std::chrono::milliseconds(2);
  std::size_t written_ = 0;
  std::size_t lines_in_;
  char buf_[65536];
  double sampled_cpu_ = 0;  // the last sample's
  int over_cpu_ = 0;        // consecutive samples past the CPU limit
  Clock::time_point last_output_ = start_;
};

Pumped pump(Child& c, const std::string& input, std::size_t lines, const RunLimits& limits,
            const Baseline& base, RunResult& r) {
  return Pump(c, input, lines, limits, base, r).run();
}

/// Stops the run (the sandbox's namespace goes with bwrap; the reaper ends what is below it),
/// closes our pipe ends and reaps the wrapper.
void finish(Child& c, Pumped& p) {
  if (c.host) {  // a kept sandbox: ended with the run only when the run did not end
    if (!p.exited) c.host->kill();
    p.exited = true;
    c.host = nullptr;
  }
  if (c.pid > 0 && !p.exited) {
    if (c.sandboxed) {
      kill_sandbox(c.pid, &p.status);
      p.exited = true;
    } else {
      ::kill(c.pid, SIGTERM);  // the reaper kills everything below it, then exits
      for (int i = 0; i < 2000 && !p.exited; ++i) {
        if (::wait4(c.pid, &p.status, WNOHANG, &p.usage) == c.pid) {
          p.exited = true;
          break;
        }
        const timespec pause{0, 1000000};
        ::nanosleep(&pause, nullptr);
      }
      if (!p.exited) ::kill(-c.pid, SIGKILL);
    }
    if (!p.exited) ::wait4(c.pid, &p.status, 0, &p.usage);
    p.exited = true;
  }
  close_fd(c.to_child);
  close_fd(c.from_out);
  close_fd(c.from_err);
  close_fd(c.pidfd);
  c.pid = -1;
}

}  // namespace llk::runner
