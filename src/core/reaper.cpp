/// The reaper between llk and a program: it starts the program, ends all it started, reports
/// (reaper.hpp).

#include "reaper.hpp"

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

// ---- The reaper (no sandbox): only async-signal-safe calls, it is a fork of a threaded llk.

/// Parses the pids in buf[0, n) into `pids` (at most `cap`); their count.
int parse_pids(const char* buf, ssize_t n, pid_t* pids, int cap) {
  int count = 0;
  long v = -1;
  for (ssize_t i = 0; i <= n; ++i) {
    const char c = i < n ? buf[i] : ' ';
    if (c >= '0' && c <= '9') {
      v = (v < 0 ? 0 : v * 10) + (c - '0');
    } else if (v >= 0) {
      if (count < cap) pids[count++] = static_cast<pid_t>(v);
      v = -1;
    }
  }
  return count;
}

/// Kills every process below this one (orphans are reparented here: it is a subreaper) and
/// reaps them, until none is left.
void reaper_kill_all(pid_t program) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/self/task/%d/children", static_cast<int>(::getpid()));
  for (int round = 0; round < 100000; ++round) {
    if (program > 0) ::kill(-program, SIGKILL);  // its group, should it have kept one
    char buf[4096];
    ssize_t n = 0;
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
      n = ::read(fd, buf, sizeof buf);
      ::close(fd);
    }
    pid_t pids[512];
    const int count = parse_pids(buf, n < 0 ? 0 : n, pids, 512);
    for (int i = 0; i < count; ++i) ::kill(pids[i], SIGKILL);
    int status;
    pid_t w;
    while ((w = ::waitpid(-1, &status, WNOHANG)) > 0) {
    }
    if (w < 0 && errno == ECHILD) return;
    const timespec pause{0, 1000000};
    ::nanosleep(&pause, nullptr);
  }
}

/// The reaper's life: starts the program, waits for it, ends everything it started, and exits
/// as the program did. Ends the same way at SIGTERM (llk stops the run) or when llk dies.
/// `exec_fd` is closed once the program has exec'd (or failed to), as llk waits for. When
/// `report_fd` >= 0, the CPU time and largest resident size of everything below it go there at
/// the end ("CPU_MICROSECONDS MAXRSS_KIB\n"): what wait4 cannot tell llk through a sandbox.
/// The reaper's report: CPU time and largest resident size of everything below it (fork-safe).
void reaper_report(int report_fd) {
  rusage u{};
  ::getrusage(RUSAGE_CHILDREN, &u);
  char line[64];
  const long long us =
      (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000000LL + u.ru_utime.tv_usec + u.ru_stime.tv_usec;
  const int n = std::snprintf(line, sizeof line, "%lld %ld\n", us, u.ru_maxrss);
  [[maybe_unused]] auto w = ::write(report_fd, line, static_cast<std::size_t>(n));
  ::close(report_fd);
}

/// Ends this process as the program ended: by the same signal, or with its exit status.
[[noreturn]] void exit_as(int status) {
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    ::signal(sig, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    ::sigprocmask(SIG_UNBLOCK, &set, nullptr);
    ::kill(::getpid(), sig);
    ::_exit(128 + sig);
  }
  ::_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

/// The reaper's program, forked: dies with the reaper, then execs `argv` (fork-safe).
[[noreturn]] void exec_program(char* const* argv, char* const* envp, pid_t reaper) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != reaper) ::_exit(137);
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);  // the reaper's waits are not the program's
  ::execvpe(argv[0], argv, envp);
  const char* msg = "llk: cannot run ";
  [[maybe_unused]] auto w = ::write(2, msg, std::strlen(msg));
  w = ::write(2, argv[0], std::strlen(argv[0]));
  const char* why = errno == ENOENT ? ": not found\n" : ": cannot execute\n";
  w = ::write(2, why, std::strlen(why));
  ::_exit(127);
}

[[noreturn]] void reaper(char* const* argv, char* const* envp, int exec_fd, int report_fd) {
  // SIGTERM (llk stops the run) and SIGCHLD stay pending until sigwaitinfo takes them: a stop
  // that lands between a check and a wait is never lost.
  sigset_t wanted;
  sigemptyset(&wanted);
  sigaddset(&wanted, SIGTERM);
  sigaddset(&wanted, SIGCHLD);
  ::sigprocmask(SIG_BLOCK, &wanted, nullptr);
  ::signal(SIGCHLD, SIG_DFL);
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  // The program gets descriptors 0, 1 and 2 only.
  ::close_range(3, ~0U, CLOSE_RANGE_CLOEXEC);
  const pid_t self = ::getpid();
  int started[2];
  if (::pipe2(started, O_CLOEXEC) != 0) ::_exit(126);
  const pid_t program = ::fork();
  if (program == 0) exec_program(argv, envp, self);
  ::close(started[1]);
  char byte;
  while (program > 0 && ::read(started[0], &byte, 1) < 0 && errno == EINTR) {
  }
  ::close(started[0]);
  ::close(exec_fd);
  int status = 0;
  bool ended = false;
  while (program > 0) {
    int st;
    pid_t w;
    while ((w = ::waitpid(-1, &st, WNOHANG)) > 0) {
      if (w == program) {
        status = st;
        ended = true;
      }
    }
    if (ended || (w < 0 && errno == ECHILD)) break;
    siginfo_t info;
    if (::sigwaitinfo(&wanted, &info) == SIGTERM) break;
  }
  reaper_kill_all(program);
  if (report_fd >= 0) reaper_report(report_fd);
  if (!ended) ::_exit(program < 0 ? 126 : 137);
  exit_as(status);
}

/// Before anything else in a program that links the runner: when llk started this very program
/// inside a sandbox as the reaper of a run ($LLK_REAPER_FD set), it becomes that reaper, starting
/// the program its arguments name (llk execs itself there: a sandbox holds no fork of llk).
__attribute__((constructor(101))) void become_reaper_if_asked(int argc, char** argv, char** envp) {
  const char* fd = std::getenv(kReaperVariable);
  if (fd == nullptr || argc < 2) return;
  const int report = std::atoi(fd);
  std::vector<char*> env;
  for (char** e = envp; *e; ++e)
    if (std::strncmp(*e, kReaperVariable, std::strlen(kReaperVariable)) != 0) env.push_back(*e);
  env.push_back(nullptr);
  ::prctl(PR_SET_NAME, "llk-reaper");
  int exec_pipe[2];
  if (::pipe2(exec_pipe, O_CLOEXEC) != 0) ::_exit(126);
  ::close(exec_pipe[0]);
  reaper(argv + 1, env.data(), exec_pipe[1], report);
}

}  // namespace llk::runner
