/// Running an external program: fork/exec of /bin/sh -c in its own process group, with stdin
/// written and stdout/stderr read through one poll() loop so no pipe can deadlock, and the
/// process tree's CPU time and resident memory sampled from /proc while it runs.

#include "llk/core/process.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <mutex>
#include <vector>

namespace llk {
namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kStderrKept = 4096;
constexpr std::size_t kStdoutCap = std::size_t{256} << 20;
constexpr std::size_t kUntilExit = static_cast<std::size_t>(-1);
/// A program using at least this share of a CPU is busy (if starved), not idle: one that sleeps
/// or waits for input uses next to nothing.
constexpr double kBusyShare = 0.02;

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

void set_nonblocking(int fd) {
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

/// Reads a small /proc file whole; empty when it is gone.
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

/// CPU time and resident memory of a process tree at one moment.
struct TreeSample {
  double cpu_seconds = 0;
  std::int64_t rss_bytes = 0;   ///< resident now
  std::int64_t peak_bytes = 0;  ///< each process's high-water mark (VmHWM), summed
  bool reset_failed = false;    ///< a high-water mark could not be set back (read-only /proc)
};

/// The VmHWM line of /proc/PID/status, in bytes; 0 when it is gone (a zombie has none).
std::int64_t high_water(pid_t pid) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/status", static_cast<int>(pid));
  const std::string status = read_small(path);
  const std::size_t at = status.find("VmHWM:");
  return at == std::string::npos ? 0 : std::strtoll(status.c_str() + at + 6, nullptr, 10) * 1024;
}

/// Sums /proc/PID/stat over `root` and its descendants (found through each task's `children`).
/// A descendant that ended and was reaped inside the tree is in its reaper's cutime/cstime.
/// `reset_peaks`: each high-water mark is first set back to the resident size now.
TreeSample sample_tree(pid_t root, bool reset_peaks = false) {
  static const double ticks = static_cast<double>(::sysconf(_SC_CLK_TCK));
  static const std::int64_t page = ::sysconf(_SC_PAGESIZE);
  TreeSample s;
  std::vector<pid_t> todo{root};
  char path[64];
  for (std::size_t n = 0; !todo.empty() && n < 4096; ++n) {
    const pid_t pid = todo.back();
    todo.pop_back();
    if (reset_peaks) {
      std::snprintf(path, sizeof path, "/proc/%d/clear_refs", static_cast<int>(pid));
      const int fd = ::open(path, O_WRONLY | O_CLOEXEC);
      if (fd < 0 || ::write(fd, "5", 1) != 1) s.reset_failed = true;
      if (fd >= 0) ::close(fd);
    }
    std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
    const std::string stat = read_small(path);
    const std::size_t paren = stat.rfind(')');
    if (paren == std::string::npos) continue;
    // Fields after the name: state is field 3; utime..cstime are 14..17, threads 20, rss 24.
    unsigned long long f[25] = {};
    const char* p = stat.c_str() + paren + 2;
    for (int field = 3; field <= 24 && *p; ++field) {
      while (*p == ' ') ++p;
      if (field > 3) f[field] = std::strtoull(p, nullptr, 10);
      while (*p && *p != ' ') ++p;
    }
    s.cpu_seconds += static_cast<double>(f[14] + f[15] + f[16] + f[17]) / ticks;
    s.rss_bytes += static_cast<std::int64_t>(f[24]) * page;
    s.peak_bytes += std::max(high_water(pid), static_cast<std::int64_t>(f[24]) * page);
    auto add_children = [&](const char* children_path) {
      const std::string kids = read_small(children_path);
      const char* q = kids.c_str();
      while (*q) {
        char* end = nullptr;
        const long k = std::strtol(q, &end, 10);
        if (end == q) break;
        if (k > 0) todo.push_back(static_cast<pid_t>(k));
        q = end;
      }
    };
    if (f[20] <= 1) {
      std::snprintf(path, sizeof path, "/proc/%d/task/%d/children", static_cast<int>(pid),
                    static_cast<int>(pid));
      add_children(path);
    } else {  // a child may have been forked by any of its threads
      std::snprintf(path, sizeof path, "/proc/%d/task", static_cast<int>(pid));
      if (DIR* d = ::opendir(path)) {
        while (const dirent* e = ::readdir(d)) {
          if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
          char kids[320];  // d_name may be 255 bytes as far as the compiler knows
          std::snprintf(kids, sizeof kids, "/proc/%d/task/%s/children", static_cast<int>(pid),
                        e->d_name);
          add_children(kids);
        }
        ::closedir(d);
      }
    }
  }
  return s;
}

/// A started child: /bin/sh -c in its own process group, and our ends of its pipes.
struct Child {
  pid_t pid = -1;
  int to_child = -1, from_out = -1, from_err = -1;
};

/// Starts `command`; on failure returns pid -1 with the reason in `error`.
Child spawn(const std::string& command, std::int64_t stack_bytes, double cpu_backstop,
            std::string& error) {
  // A program that stops reading must not kill us with SIGPIPE; the child gets it back below.
  static std::once_flag ignore_sigpipe;
  std::call_once(ignore_sigpipe, [] { ::signal(SIGPIPE, SIG_IGN); });
  Child c;
  int in_pipe[2], out_pipe[2], err_pipe[2];
  if (::pipe2(in_pipe, O_CLOEXEC) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    return c;
  }
  if (::pipe2(out_pipe, O_CLOEXEC) != 0 || ::pipe2(err_pipe, O_CLOEXEC) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    ::close(in_pipe[0]);
    ::close(in_pipe[1]);
    return c;
  }
  // Closed by the exec: until then the child is a copy of this process, whose memory the tree
  // samples must not count.
  int exec_pipe[2];
  if (::pipe2(exec_pipe, O_CLOEXEC) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]})
      ::close(fd);
    return c;
  }
  const char* argv[] = {"/bin/sh", "-c", command.c_str(), nullptr};
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(exec_pipe[0]);
    // Child: only async-signal-safe calls until exec.
    ::setpgid(0, 0);
    ::signal(SIGPIPE, SIG_DFL);
    if (stack_bytes > 0) {
      const rlimit stack{static_cast<rlim_t>(stack_bytes), static_cast<rlim_t>(stack_bytes)};
      ::setrlimit(RLIMIT_STACK, &stack);
    }
    if (cpu_backstop > 0) {  // per process, should the sampling fall behind
      const rlimit cpu{static_cast<rlim_t>(cpu_backstop), static_cast<rlim_t>(cpu_backstop + 1)};
      ::setrlimit(RLIMIT_CPU, &cpu);
    }
    ::dup2(in_pipe[0], 0);
    ::dup2(out_pipe[1], 1);
    ::dup2(err_pipe[1], 2);
    ::execv("/bin/sh", const_cast<char* const*>(argv));
    ::_exit(127);
  }
  ::close(in_pipe[0]);
  ::close(out_pipe[1]);
  ::close(err_pipe[1]);
  ::close(exec_pipe[1]);
  if (pid > 0) {
    char byte;
    while (::read(exec_pipe[0], &byte, 1) < 0 && errno == EINTR) {
    }
  }
  ::close(exec_pipe[0]);
  c.to_child = in_pipe[1];
  c.from_out = out_pipe[0];
  c.from_err = err_pipe[0];
  if (pid < 0) {
    error = std::string("fork: ") + std::strerror(errno);
    close_fd(c.to_child);
    close_fd(c.from_out);
    close_fd(c.from_err);
    return c;
  }
  ::setpgid(pid, pid);  // also in the parent, so the group exists before any kill
  set_nonblocking(c.to_child);
  set_nonblocking(c.from_out);
  set_nonblocking(c.from_err);
  c.pid = pid;
  return c;
}

/// What the child's tree held when a run (or an exchange) began.
struct Baseline {
  double cpu_seconds = 0;
  std::int64_t rss_bytes = 0;
  /// wait4's ru_maxrss also counts the image forked from this process before exec (the kernel
  /// folds its high-water mark in), so only a figure above this process's own peak at the
  /// fork is the program's.
  std::int64_t maxrss_trusted_above = std::numeric_limits<std::int64_t>::max();
  /// The high-water marks could not be reset at the start: count resident memory only.
  bool current_only = false;
};

/// How a pump ended.
struct Pumped {
  bool exited = false;  ///< the child (the shell) was reaped; `status` and `usage` are its
  int status = 0;
  rusage usage{};
};

std::size_t count_lines(const std::string& s, std::size_t from) {
  return static_cast<std::size_t>(std::count(s.begin() + static_cast<long>(from), s.end(), '\n'));
}

/// Reads what the pipes hold now, without waiting.
void drain(Child& c, RunResult& r) {
  char buf[65536];
  for (int* fd : {&c.from_out, &c.from_err}) {
    while (*fd >= 0) {
      const ssize_t k = ::read(*fd, buf, sizeof buf);
      if (k <= 0) break;
      if (fd == &c.from_out)
        r.out.append(buf, static_cast<std::size_t>(k));
      else if (r.err.size() < kStderrKept)
        r.err.append(buf, std::min(static_cast<std::size_t>(k), kStderrKept - r.err.size()));
    }
  }
}

/// Drives one run or exchange: writes `input`, reads stdout into r.out and stderr into r.err,
/// samples the tree and applies `limits`. Returns when the child has exited with its pipes
/// closed, when `lines` lines of stdout are in (unless kUntilExit), or when a limit stops it
/// (the caller then kills the group).
Pumped pump(Child& c, const std::string& input, std::size_t lines, const RunLimits& limits,
            const Baseline& base, RunResult& r) {
  Pumped p;
  const auto start = Clock::now();
  auto wall_deadline = start + std::chrono::duration_cast<Clock::duration>(
                                   std::chrono::duration<double>(limits.wall_cap()));
  // A program that is busy at the wall cap is starved by the machine's load, not idle: it runs
  // on, a second at a time, until its CPU limit ends it (or ten times the cap).
  const auto last_deadline = start + 10 * (wall_deadline - start);
  auto window_start = start;
  double window_cpu = 0, busy_share = 0;  // CPU per wall second over the last full second
  // Sampling /proc costs a few reads: often enough to stop a runaway allocation early.
  const auto sample_every = std::chrono::milliseconds(limits.memory_bytes > 0 ? 5 : 20);
  auto next_sample = start + std::chrono::milliseconds(2);
  std::size_t written = 0;
  if (input.empty() && lines == kUntilExit) close_fd(c.to_child);
  std::size_t lines_in = count_lines(r.out, 0);
  Clock::time_point exited_at;
  char buf[65536];
  double sampled_cpu = 0;  // the last sample's
  int over_cpu = 0;        // consecutive samples past the CPU limit
  auto last_output = start;
  auto sample = [&] {
    const TreeSample t = sample_tree(c.pid);
    sampled_cpu = t.cpu_seconds - base.cpu_seconds;
    r.cpu_seconds = std::max(r.cpu_seconds, sampled_cpu);
    r.peak_memory_bytes = std::max(
        r.peak_memory_bytes, (base.current_only ? t.rss_bytes : t.peak_bytes) - base.rss_bytes);
  };
  for (;;) {
    if (!p.exited) {
      const pid_t w = ::wait4(c.pid, &p.status, WNOHANG, &p.usage);
      if (w == c.pid) {
        p.exited = true;
        exited_at = Clock::now();
      }
    }
    if (p.exited && c.from_out < 0 && c.from_err < 0) break;
    if (lines != kUntilExit && lines_in >= lines && written == input.size()) break;
    const auto now = Clock::now();
    if (!p.exited && now >= next_sample) {
      sample();
      next_sample = now + sample_every;
      if (now - window_start >= std::chrono::seconds(1)) {
        busy_share = (r.cpu_seconds - window_cpu) /
                     std::chrono::duration<double>(now - window_start).count();
        window_start = now;
        window_cpu = r.cpu_seconds;
      }
      // Two samples in a row: a child reaped between two reads of /proc can count twice once.
      over_cpu = sampled_cpu > limits.cpu_seconds ? over_cpu + 1 : 0;
      if (over_cpu >= 2) r.time_limit = true;
      if (limits.memory_bytes > 0 && r.peak_memory_bytes > limits.memory_bytes)
        r.memory_limit = true;
      if (r.time_limit || r.memory_limit) break;
      // A kept program with its whole input, too few lines out, and idle for a second: it is
      // waiting for input and will not print the rest.
      if (lines != kUntilExit && written == input.size() && window_start > start &&
          busy_share < kBusyShare && now - last_output >= std::chrono::seconds(1) &&
          now - window_start < sample_every) {
        r.stalled = true;
        break;
      }
    }
    if (now >= wall_deadline && !p.exited) {
      // The share of the second now running, once it is long enough to tell, else the last.
      const auto running = now - window_start;
      const double share =
          running >= std::chrono::milliseconds(250)
              ? (r.cpu_seconds - window_cpu) / std::chrono::duration<double>(running).count()
              : busy_share;
      if (share < kBusyShare || now >= last_deadline) {
        r.idle = true;
        break;
      }
      wall_deadline = now + std::chrono::seconds(1);
    }
    // After the shell exits, a leftover background child holding our pipes gets a short grace;
    // what is already in the pipes is read whatever the delay.
    if (p.exited && now - exited_at > std::chrono::milliseconds(200)) {
      drain(c, r);
      break;
    }
    pollfd fds[3];
    int n = 0;
    // A kept program's stdin stays open once its input is written: no more POLLOUT then.
    if (c.to_child >= 0 && written < input.size()) fds[n++] = {c.to_child, POLLOUT, 0};
    if (c.from_out >= 0) fds[n++] = {c.from_out, POLLIN, 0};
    if (c.from_err >= 0) fds[n++] = {c.from_err, POLLIN, 0};
    const auto until = std::min(wall_deadline, next_sample);
    const long long left =
        std::chrono::duration_cast<std::chrono::milliseconds>(until - now).count() + 1;
    // Short slices so the child's exit is noticed even while it holds no pipe.
    const int wait_ms = static_cast<int>(std::clamp<long long>(left, 0, n == 0 ? 5 : 50));
    if (n == 0) {
      ::poll(nullptr, 0, wait_ms);
      continue;
    }
    if (::poll(fds, static_cast<nfds_t>(n), wait_ms) < 0 && errno != EINTR) break;
    for (int i = 0; i < n; ++i) {
      if (fds[i].revents == 0) continue;
      if (fds[i].fd == c.to_child) {
        const ssize_t k = ::write(c.to_child, input.data() + written, input.size() - written);
        if (k > 0) written += static_cast<std::size_t>(k);
        // Done (a run's stdin is closed then, a kept program's stays open), or the program
        // closed its stdin (EPIPE).
        if ((k < 0 && errno != EAGAIN && errno != EINTR) ||
            (written == input.size() && lines == kUntilExit))
          close_fd(c.to_child);
      } else {
        int& fd = fds[i].fd == c.from_out ? c.from_out : c.from_err;
        const ssize_t k = ::read(fd, buf, sizeof buf);
        if (k > 0) {
          if (fd == c.from_out) {
            last_output = Clock::now();
            r.out.append(buf, static_cast<std::size_t>(k));
            lines_in += count_lines(r.out, r.out.size() - static_cast<std::size_t>(k));
            if (r.out.size() > kStdoutCap) r.output_overflow = true;
          } else if (r.err.size() < kStderrKept) {
            r.err.append(buf, std::min(static_cast<std::size_t>(k), kStderrKept - r.err.size()));
          }
        } else if (k == 0 || (errno != EAGAIN && errno != EINTR)) {
          close_fd(fd);
        }
      }
    }
    if (r.output_overflow) break;
  }
  if (!p.exited) sample();
  if (p.exited) {
    // The shell and whatever it waited for: exact, where a sample can have counted a reaped
    // child twice.
    const double used =
        static_cast<double>(p.usage.ru_utime.tv_sec + p.usage.ru_stime.tv_sec) +
        static_cast<double>(p.usage.ru_utime.tv_usec + p.usage.ru_stime.tv_usec) / 1e6;
    r.cpu_seconds = used - base.cpu_seconds;
    // This process's peak now, not only at the fork, plus a margin: the forked image is in the
    // child's figure, with the pages the child touched before exec (ASan's allocator: a 16 MiB
    // llk-mutant was seen at 32.1 MiB, 0.2 MiB above the peak of the sanitized llk that forked
    // it). The samples above measure whatever runs longer than one sampling interval.
    constexpr std::int64_t kForkSlack = std::int64_t{8} << 20;
    const std::int64_t maxrss = std::int64_t{p.usage.ru_maxrss} * 1024;
    const std::int64_t own = high_water(::getpid());
    if (maxrss > base.maxrss_trusted_above && maxrss > own + kForkSlack)
      r.peak_memory_bytes = std::max(r.peak_memory_bytes, maxrss);
  }
  if (r.cpu_seconds > limits.cpu_seconds) r.time_limit = true;
  if (limits.memory_bytes > 0 && r.peak_memory_bytes > limits.memory_bytes) r.memory_limit = true;
  if (r.time_limit) r.idle = false;  // it was busy, not waiting
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return p;
}

/// Kills the child's group, closes our pipe ends and reaps the shell.
void finish(Child& c, Pumped& p) {
  if (c.pid > 0) {
    ::kill(-c.pid, SIGKILL);  // the whole group: the shell and anything it started
    if (!p.exited) {
      ::wait4(c.pid, &p.status, 0, &p.usage);
      p.exited = true;
    }
  }
  close_fd(c.to_child);
  close_fd(c.from_out);
  close_fd(c.from_err);
  c.pid = -1;
}

void set_exit(const Pumped& p, RunResult& r) {
  if (r.limited()) return;
  if (WIFEXITED(p.status))
    r.exit_code = WEXITSTATUS(p.status);
  else if (WIFSIGNALED(p.status))
    r.signal = WTERMSIG(p.status);
}

double cpu_backstop(const RunLimits& limits) {
  return std::ceil(limits.cpu_seconds) + 1;
}

}  // namespace

double RunLimits::wall_cap() const {
  return wall_seconds > 0 ? wall_seconds : std::max(3 * cpu_seconds, cpu_seconds + 10);
}

RunResult run_program(const std::string& command, const std::string& input,
                      const RunLimits& limits) {
  RunResult r;
  Baseline base;
  base.maxrss_trusted_above = high_water(::getpid());
  Child c = spawn(command, limits.stack_bytes, cpu_backstop(limits), r.err);
  if (c.pid < 0) {
    r.started = false;
    return r;
  }
  Pumped p = pump(c, input, kUntilExit, limits, base, r);
  finish(c, p);
  set_exit(p, r);
  return r;
}

Server::Server(std::string command, std::int64_t stack_bytes)
    : command_(std::move(command)), stack_bytes_(stack_bytes) {}

Server::~Server() {
  stop();
}

void Server::stop() {
  if (pid_ <= 0) return;
  Child c{pid_, to_child_, from_out_, from_err_};
  Pumped p;
  finish(c, p);
  pid_ = -1;
  to_child_ = from_out_ = from_err_ = -1;
  exchanges_ = 0;
}

bool Server::alive(RunResult* how) {
  if (pid_ <= 0) return false;
  Pumped ended;
  if (::wait4(pid_, &ended.status, WNOHANG, &ended.usage) != pid_) return true;
  ended.exited = true;
  Child c{pid_, to_child_, from_out_, from_err_};
  RunResult r;
  drain(c, r);
  finish(c, ended);
  set_exit(ended, r);
  if (how) *how = std::move(r);
  pid_ = -1;
  to_child_ = from_out_ = from_err_ = -1;
  exchanges_ = 0;
  return false;
}

RunResult Server::exchange(const std::string& input, std::size_t lines, const RunLimits& limits) {
  RunResult r;
  if (!alive()) {
    // No per-process CPU backstop: a kept program accumulates CPU time over many inputs.
    Child fresh = spawn(command_, stack_bytes_, 0, r.err);
    if (fresh.pid < 0) {
      r.started = false;
      return r;
    }
    pid_ = fresh.pid;
    to_child_ = fresh.to_child;
    from_out_ = fresh.from_out;
    from_err_ = fresh.from_err;
    exchanges_ = 0;
  }
  Child c{pid_, to_child_, from_out_, from_err_};
  Baseline base;
  if (exchanges_ > 0) {
    const TreeSample t = sample_tree(c.pid, peaks_resettable_);  // peaks from now on are ours
    if (t.reset_failed) peaks_resettable_ = false;
    base.cpu_seconds = t.cpu_seconds;
    base.rss_bytes = t.rss_bytes;
    base.current_only = !peaks_resettable_;
  }
  drain(c, r);  // lines printed after the last exchange's answers count here, as too many
  Pumped p = pump(c, input, lines, limits, base, r);
  ++exchanges_;
  if (!p.exited && !r.limited() && !r.stalled && c.from_out >= 0) {
    drain(c, r);  // anything past the answers that is already there
    r.exit_code = 0;
    to_child_ = c.to_child;  // the pump closes stdin when the program closed its end
    return r;
  }
  finish(c, p);
  set_exit(p, r);
  pid_ = -1;
  to_child_ = from_out_ = from_err_ = -1;
  exchanges_ = 0;
  return r;
}

}  // namespace llk
