/// Running an external program, contained: a forked child that becomes bwrap (the sandbox) or a
/// reaper (no sandbox) above the program, its stdin and stdout files in a scratch folder of the
/// run's own (a kept program's are pipes), and the process tree's CPU time, resident memory and
/// process count sampled from /proc while it runs.

#include "llk/core/process.hpp"

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

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kStderrKept = 4096;
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

/// Sums /proc/PID/stat over `root` and its descendants (found through each task's `children`).
/// A descendant that ended and was reaped inside the tree is in its reaper's cutime/cstime. The
/// root (the reaper, a copy of llk) and bwrap's own processes are wrappers: their CPU counts,
/// their memory and their number do not. `reset_peaks`: each high-water mark is first set back
/// to the resident size now.
TreeSample sample_tree(pid_t root, bool reset_peaks = false) {
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
    const bool wrapper = pid == root || name == "bwrap" || name == "llk-reaper";
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

// ---- The reaper (no sandbox): only async-signal-safe calls, it is a fork of a threaded llk.

volatile sig_atomic_t g_reaper_stop = 0;

extern "C" void reaper_on_term(int) {
  g_reaper_stop = 1;
}

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
  ::signal(SIGTERM, SIG_DFL);
  ::execvpe(argv[0], argv, envp);
  const char* msg = "llk: cannot run ";
  [[maybe_unused]] auto w = ::write(2, msg, std::strlen(msg));
  w = ::write(2, argv[0], std::strlen(argv[0]));
  const char* why = errno == ENOENT ? ": not found\n" : ": cannot execute\n";
  w = ::write(2, why, std::strlen(why));
  ::_exit(127);
}

[[noreturn]] void reaper(char* const* argv, char* const* envp, int exec_fd, int report_fd) {
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  struct sigaction sa {};
  sa.sa_handler = reaper_on_term;
  sigemptyset(&sa.sa_mask);
  ::sigaction(SIGTERM, &sa, nullptr);
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
  while (program > 0 && !g_reaper_stop) {
    int st;
    const pid_t w = ::waitpid(-1, &st, 0);
    if (w == program) {
      status = st;
      ended = true;
      break;
    }
    if (w < 0 && errno == ECHILD) break;
  }
  reaper_kill_all(program);
  if (report_fd >= 0) reaper_report(report_fd);
  if (!ended) ::_exit(program < 0 ? 126 : 137);
  exit_as(status);
}

/// The fd number a sandboxed run's reaper reports on (kept open through bwrap).
constexpr int kReportFd = 3;
constexpr const char* kReaperVariable = "LLK_REAPER_FD";

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

// ---- Starting a run.

/// Shell syntax in a command line: it runs through /bin/sh -c, else as its words.
bool needs_shell(const std::string& command) {
  return command.find_first_of("|&;<>()$`\\\"'*?[]#~=%!{}\n") != std::string::npos;
}

/// A started run: the wrapper's pid (bwrap, or the reaper), and our ends of its pipes (-1 for
/// a run whose stdin and stdout are files).
struct Child {
  pid_t pid = -1;
  int pidfd = -1;  ///< readable when the wrapper ends
  bool sandboxed = false;
  int to_child = -1, from_out = -1, from_err = -1;
};

/// What the child's stdin, stdout and stderr become, and how it runs.
struct Launch {
  int in = -1, out = -1, err = -1;
  std::int64_t stack_bytes = 0;
  double cpu_backstop = 0;  ///< per-process RLIMIT_CPU, should the sampling fall behind
  std::int64_t file_bytes = 0;
  bool sandboxed = false;
  int net_ns = -1, ipc_ns = -1;  ///< namespaces a sandboxed run enters (shared_namespaces())
  /// A sandboxed run's report pipe (write end): llk re-executed inside is the program's reaper
  /// and says there what it used. -1: no reaper inside (a kept program: samples only).
  int report = -1;
  std::string tmp_dir;  ///< the program's TMPDIR (unsandboxed)
};

std::vector<char*> c_strings(std::vector<std::string>& v) {
  std::vector<char*> out;
  for (std::string& s : v) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

/// This very executable (the reaper a sandboxed run starts inside), as the kernel names it.
const std::string& own_executable() {
  static const std::string path = [] {
    std::string p(4096, '\0');
    const ssize_t n = ::readlink("/proc/self/exe", p.data(), p.size());
    p.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
    return p;
  }();
  return path;
}

/// The child's resource limits: no core, and the stack, CPU backstop and file size of `launch`
/// (fork-safe).
void set_child_limits(const Launch& launch) {
  const rlimit no_core{0, 0};
  ::setrlimit(RLIMIT_CORE, &no_core);
  if (launch.stack_bytes > 0) {
    const rlimit stack{static_cast<rlim_t>(launch.stack_bytes),
                       static_cast<rlim_t>(launch.stack_bytes)};
    ::setrlimit(RLIMIT_STACK, &stack);
  }
  if (launch.cpu_backstop > 0) {
    const rlimit cpu{static_cast<rlim_t>(launch.cpu_backstop),
                     static_cast<rlim_t>(launch.cpu_backstop + 1)};
    ::setrlimit(RLIMIT_CPU, &cpu);
  }
  if (launch.file_bytes > 0) {
    const rlimit fsize{static_cast<rlim_t>(launch.file_bytes),
                       static_cast<rlim_t>(launch.file_bytes)};
    ::setrlimit(RLIMIT_FSIZE, &fsize);
  }
}

/// The forked child of spawn(): its group, limits and descriptors set, it becomes bwrap (with
/// the reaper inside) or the reaper of the program. Only async-signal-safe calls.
[[noreturn]] void spawned_child(const Launch& launch, pid_t parent, char* const* argv,
                                char* const* envp, int exec_write) {
  ::setpgid(0, 0);
  // Ends with llk: bwrap at once (and its namespace with it), the reaper after its clean-up.
  ::prctl(PR_SET_PDEATHSIG, launch.sandboxed ? SIGKILL : SIGTERM);
  if (::getppid() != parent) ::_exit(137);
  ::signal(SIGPIPE, SIG_DFL);
  set_child_limits(launch);
  ::dup2(launch.in, 0);
  ::dup2(launch.out, 1);
  ::dup2(launch.err, 2);
  if (launch.sandboxed) {
    if (launch.report >= 0) {  // the reaper inside reports on kReportFd
      if (launch.report != kReportFd)
        ::dup2(launch.report, kReportFd);
      else
        ::fcntl(kReportFd, F_SETFD, 0);
    }
    // No network, no IPC shared with the machine: llk's own empty namespaces (made once).
    if (launch.net_ns >= 0 &&
        (::setns(launch.net_ns, CLONE_NEWNET) != 0 || ::setns(launch.ipc_ns, CLONE_NEWIPC) != 0))
      ::_exit(126);
    ::execvpe(argv[0], argv, envp);
    ::_exit(127);
  }
  // The reaper keeps no descriptor of llk's but the exec pipe, closed at the program's exec.
  const int keep = ::dup2(exec_write, 3);
  ::fcntl(keep, F_SETFD, FD_CLOEXEC);  // dup2 clears it: the program must not hold it
  ::close_range(4, ~0U, 0);
  reaper(argv, envp, keep, -1);
}

/// The argv and environment a run of `command` starts with: under bwrap (with llk inside as the
/// reaper when it reports), else as its words with its own TMPDIR.
void spawn_args(const std::string& command, const Launch& launch, std::vector<std::string>& args,
                std::vector<std::string>& env) {
  args = command_argv(command);
  if (launch.sandboxed && launch.report >= 0) args.insert(args.begin(), own_executable());
  if (launch.sandboxed) {
    SandboxSpec spec;
    std::error_code ec;
    spec.working_dir = std::filesystem::current_path(ec).string();
    spec.visible = tmp_paths_named(command + " " + own_executable());
    spec.tmp_bytes = std::max<std::int64_t>(launch.file_bytes, std::int64_t{16} << 20);
    spec.scratch = launch.tmp_dir;
    args = bwrap_argv(args, spec);
  }
  for (char** e = environ; *e; ++e)
    if (std::strncmp(*e, "TMPDIR=", 7) != 0) env.emplace_back(*e);
  if (!launch.sandboxed) env.push_back("TMPDIR=" + launch.tmp_dir);
  if (launch.sandboxed && launch.report >= 0)
    env.push_back(std::string(kReaperVariable) + "=" + std::to_string(kReportFd));
}

/// Starts `command` as `launch` says; on failure returns pid -1 with the reason in `error`.
Child spawn(const std::string& command, const Launch& launch, std::string& error) {
  // A program that stops reading must not kill us with SIGPIPE; the child gets it back below.
  static std::once_flag ignore_sigpipe;
  std::call_once(ignore_sigpipe, [] { ::signal(SIGPIPE, SIG_IGN); });
  Child c;
  c.sandboxed = launch.sandboxed;
  std::vector<std::string> args, env;
  spawn_args(command, launch, args, env);
  std::vector<char*> argv = c_strings(args);
  std::vector<char*> envp = c_strings(env);
  // Closed by the exec: until then the child is a copy of this process, whose memory the tree
  // samples must not count.
  int exec_pipe[2];
  if (::pipe2(exec_pipe, O_CLOEXEC) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    return c;
  }
  const pid_t parent = ::getpid();
  const pid_t pid = ::fork();
  // Child: only async-signal-safe calls from here on.
  if (pid == 0) spawned_child(launch, parent, argv.data(), envp.data(), exec_pipe[1]);
  ::close(exec_pipe[1]);
  if (pid > 0) {
    char byte;
    while (::read(exec_pipe[0], &byte, 1) < 0 && errno == EINTR) {
    }
  }
  ::close(exec_pipe[0]);
  if (pid < 0) {
    error = std::string("fork: ") + std::strerror(errno);
    return c;
  }
  ::setpgid(pid, pid);  // also in the parent, so the group exists before any kill
  c.pid = pid;
  c.pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
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
  bool exited = false;  ///< the wrapper was reaped; `status` and `usage` are its
  int status = 0;
  rusage usage{};
};

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
      if (!p_.exited && ::wait4(c_.pid, &p_.status, WNOHANG, &p_.usage) == c_.pid) p_.exited = true;
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
    const auto until = std::min(wall_deadline_, next_sample_);
    const long long left =
        std::chrono::duration_cast<std::chrono::milliseconds>(until - now).count() + 1;
    // Short slices without a pidfd, so the child's exit is noticed; an interrupt is seen within
    // a sample either way.
    const int wait_ms = static_cast<int>(std::clamp<long long>(left, 0, c_.pidfd >= 0 ? 50 : 5));
    if (::poll(fds, static_cast<nfds_t>(n), wait_ms) < 0 && errno != EINTR) return false;
    for (int i = 0; i < n; ++i) {
      if (fds[i].revents == 0 || fds[i].fd == c_.pidfd) continue;
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
    if (r_.cpu_seconds > limits_.cpu_seconds) r_.time_limit = true;
    if (limits_.memory_bytes > 0 && r_.peak_memory_bytes > limits_.memory_bytes)
      r_.memory_limit = true;
    if (r_.time_limit) r_.idle = false;  // it was busy, not waiting
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
  if (c.pid > 0 && !p.exited) {
    if (c.sandboxed) {
      ::kill(-c.pid, SIGKILL);
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

void set_exit(const Pumped& p, const Child& c, RunResult& r) {
  if (r.limited()) return;
  if (WIFEXITED(p.status)) {
    r.exit_code = WEXITSTATUS(p.status);
    // bwrap reports a program killed by a signal as 128 + the signal; its own failures (the
    // program not found) as 1 with "bwrap: ..." on stderr.
    if (c.sandboxed && r.exit_code > 128 && r.exit_code < 128 + 65) {
      r.signal = r.exit_code - 128;
      r.exit_code = -1;
    } else if (c.sandboxed && r.exit_code == 1 && r.err.rfind("bwrap: ", 0) == 0) {
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

double cpu_backstop(const RunLimits& limits) {
  return std::ceil(limits.cpu_seconds) + 1;
}

/// Opens `path` (read-only, or created for writing), close-on-exec; -1 on failure.
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

Launch launch_for(const RunLimits& limits, double backstop) {
  Launch l;
  l.stack_bytes = limits.stack_bytes;
  l.cpu_backstop = backstop;
  l.file_bytes = limits.output_bytes;
  l.sandboxed = effective_sandbox(limits.sandbox) == Sandbox::bwrap;
  if (l.sandboxed && shared_namespaces().ready()) {
    l.net_ns = shared_namespaces().net;
    l.ipc_ns = shared_namespaces().ipc;
  }
  return l;
}

/// What the reaper inside a sandbox reported (its descendants' CPU time and largest resident
/// size, exact where samples can miss a short run), folded into `r` with the limits.
void take_report(int fd, const RunLimits& limits, RunResult& r) {
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  char buf[64] = {};
  const ssize_t n = ::read(fd, buf, sizeof buf - 1);
  long long us = 0;
  long maxrss_kib = 0;
  if (n <= 0 || std::sscanf(buf, "%lld %ld", &us, &maxrss_kib) != 2) return;
  r.cpu_seconds = std::max(r.cpu_seconds, static_cast<double>(us) / 1e6);
  r.peak_memory_bytes = std::max(r.peak_memory_bytes, std::int64_t{maxrss_kib} * 1024);
  if (r.interrupted) return;
  if (r.cpu_seconds > limits.cpu_seconds) {
    r.time_limit = true;
    r.idle = false;
  }
  if (limits.memory_bytes > 0 && r.peak_memory_bytes > limits.memory_bytes) r.memory_limit = true;
}

}  // namespace

double RunLimits::wall_cap() const {
  return wall_seconds > 0 ? wall_seconds : std::max(3 * cpu_seconds, cpu_seconds + 10);
}

std::vector<std::string> command_argv(const std::string& command) {
  if (needs_shell(command)) return {"/bin/sh", "-c", command};
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < command.size()) {
    const std::size_t start = command.find_first_not_of(" \t", i);
    if (start == std::string::npos) break;
    std::size_t end = command.find_first_of(" \t", start);
    if (end == std::string::npos) end = command.size();
    words.push_back(command.substr(start, end - start));
    i = end;
  }
  // A word that names no program (a shell builtin such as `ulimit`, or a missing one, which
  // the shell then names) runs through the shell.
  if (words.empty() || find_program(words[0]).empty()) return {"/bin/sh", "-c", command};
  return words;
}

RunResult run_program(const std::string& command, const std::string& input,
                      const RunLimits& limits) {
  RunResult r;
  if (run_cut_off()) {
    r.interrupted = true;
    return r;
  }
  Launch launch;
  try {
    launch = launch_for(limits, cpu_backstop(limits));
  } catch (const std::invalid_argument& e) {
    r.started = false;
    r.err = e.what();
    return r;
  }
  ScratchDir dir;
  const std::string tmp = dir.file("tmp");
  if (!dir.ok() || ::mkdir(tmp.c_str(), 0700) != 0 || !write_whole(dir.file("in"), input)) {
    r.started = false;
    r.err = std::string("cannot make a scratch folder for the run: ") + std::strerror(errno);
    return r;
  }
  launch.tmp_dir = tmp;
  int report[2] = {-1, -1};
  if (launch.sandboxed && ::pipe2(report, O_CLOEXEC) == 0) launch.report = report[1];
  launch.in = open_file(dir.file("in"), false);
  launch.out = open_file(dir.file("out"), true);
  launch.err = open_file(dir.file("err"), true);
  Baseline base;
  base.maxrss_trusted_above = high_water(::getpid());
  Child c;
  if (launch.in >= 0 && launch.out >= 0 && launch.err >= 0) c = spawn(command, launch, r.err);
  for (int fd : {launch.in, launch.out, launch.err, report[1]})
    if (fd >= 0) ::close(fd);
  if (c.pid < 0) {
    if (report[0] >= 0) ::close(report[0]);
    r.started = false;
    if (r.err.empty()) r.err = std::string("cannot open the run's files: ") + std::strerror(errno);
    return r;
  }
  Pumped p = pump(c, "", kUntilExit, limits, base, r);
  finish(c, p);
  if (report[0] >= 0) {
    take_report(report[0], limits, r);
    ::close(report[0]);
  }
  r.out = read_prefix(dir.file("out"), kKeptOutput, r.out_bytes);
  std::int64_t err_bytes = 0;
  r.err = read_prefix(dir.file("err"), kStderrKept, err_bytes);
  if (limits.output_bytes > 0 && r.out_bytes >= limits.output_bytes) r.output_limit = true;
  set_exit(p, c, r);
  return r;
}

Server::Server(std::string command, const RunLimits& limits)
    : command_(std::move(command)), limits_(limits) {}

Server::~Server() {
  stop();
}

void Server::stop() {
  if (pid_ <= 0) return;
  Child c{pid_, pidfd_, sandboxed_, to_child_, from_out_, from_err_};
  Pumped p;
  finish(c, p);
  pid_ = -1;
  pidfd_ = to_child_ = from_out_ = from_err_ = -1;
  exchanges_ = 0;
}

bool Server::launch() {
  RunResult r;
  return alive() || start_program(r);
}

bool Server::alive(RunResult* how) {
  if (pid_ <= 0) return false;
  Pumped ended;
  if (::wait4(pid_, &ended.status, WNOHANG, &ended.usage) != pid_) return true;
  ended.exited = true;
  Child c{pid_, pidfd_, sandboxed_, to_child_, from_out_, from_err_};
  RunResult r;
  drain(c, r, limits_);
  finish(c, ended);
  set_exit(ended, c, r);
  if (how) *how = std::move(r);
  pid_ = -1;
  pidfd_ = to_child_ = from_out_ = from_err_ = -1;
  exchanges_ = 0;
  return false;
}

bool Server::start_program(RunResult& r) {
  // No per-process CPU backstop: a kept program accumulates CPU time over many inputs.
  Launch launch;
  try {
    launch = launch_for(limits_, 0);
  } catch (const std::invalid_argument& e) {
    r.started = false;
    r.err = e.what();
    return false;
  }
  int in_pipe[2] = {-1, -1}, out_pipe[2] = {-1, -1}, err_pipe[2] = {-1, -1};
  if (::pipe2(in_pipe, O_CLOEXEC) != 0 || ::pipe2(out_pipe, O_CLOEXEC) != 0 ||
      ::pipe2(err_pipe, O_CLOEXEC) != 0) {
    r.started = false;
    r.err = std::string("pipe: ") + std::strerror(errno);
    for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]})
      if (fd >= 0) ::close(fd);
    return false;
  }
  scratch_ = std::make_unique<ScratchDir>();
  launch.tmp_dir = scratch_->file("tmp");
  ::mkdir(launch.tmp_dir.c_str(), 0700);
  launch.in = in_pipe[0];
  launch.out = out_pipe[1];
  launch.err = err_pipe[1];
  Child fresh = spawn(command_, launch, r.err);
  for (int fd : {in_pipe[0], out_pipe[1], err_pipe[1]}) ::close(fd);
  if (fresh.pid < 0) {
    for (int fd : {in_pipe[1], out_pipe[0], err_pipe[0]}) ::close(fd);
    r.started = false;
    return false;
  }
  for (int fd : {in_pipe[1], out_pipe[0], err_pipe[0]}) set_nonblocking(fd);
  pid_ = fresh.pid;
  pidfd_ = fresh.pidfd;
  sandboxed_ = fresh.sandboxed;
  to_child_ = in_pipe[1];
  from_out_ = out_pipe[0];
  from_err_ = err_pipe[0];
  exchanges_ = 0;
  return true;
}

RunResult Server::exchange(const std::string& input, std::size_t lines, const RunLimits& limits) {
  RunResult r;
  if (run_cut_off()) {
    r.interrupted = true;
    return r;
  }
  if (!alive() && !start_program(r)) return r;
  Child c{pid_, pidfd_, sandboxed_, to_child_, from_out_, from_err_};
  Baseline base;
  if (exchanges_ > 0) {
    const TreeSample t = sample_tree(c.pid, peaks_resettable_);  // peaks from now on are ours
    if (t.reset_failed) peaks_resettable_ = false;
    base.cpu_seconds = t.cpu_seconds;
    base.rss_bytes = t.rss_bytes;
    base.current_only = !peaks_resettable_;
  }
  RunLimits l = limits;
  l.output_bytes = limits_.output_bytes;
  l.processes = limits_.processes;
  drain(c, r, l);  // lines printed after the last exchange's answers count here, as too many
  Pumped p = pump(c, input, lines, l, base, r);
  ++exchanges_;
  if (!p.exited && !r.limited() && !r.stalled && c.from_out >= 0) {
    drain(c, r, l);  // anything past the answers that is already there
    if (!r.output_limit) {
      r.exit_code = 0;
      to_child_ = c.to_child;  // the pump closes stdin when the program closed its end
      return r;
    }
  }
  finish(c, p);
  set_exit(p, c, r);
  pid_ = -1;
  pidfd_ = to_child_ = from_out_ = from_err_ = -1;
  exchanges_ = 0;
  return r;
}

}  // namespace llk
