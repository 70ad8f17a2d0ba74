/// Starting a program: fork, limits, descriptors, the sandbox or the reaper (spawn.hpp).

#include "spawn.hpp"

#include "llk/core/sandbox.hpp"
#include "process_tree.hpp"
#include "reaper.hpp"
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

// ---- Starting a run.

/// Shell syntax in a command line: it runs through /bin/sh -c, else as its words.
bool needs_shell(const std::string& command) {
  return command.find_first_of("|&;<>()$`\\\"'*?[]#~=%!{}\n") != std::string::npos;
}

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
    // No descriptor of llk's reaches bwrap (it hands every one on): 0-2, and the report's.
    ::close_range(launch.report >= 0 ? kReportFd + 1 : 3, ~0U, 0);
    ::execvpe(argv[0], argv, envp);
    ::_exit(127);
  }
  // The reaper keeps no descriptor of llk's but the exec pipe, closed at the program's exec.
  const int keep = ::dup2(exec_write, 3);
  ::fcntl(keep, F_SETFD, FD_CLOEXEC);  // dup2 clears it: the program must not hold it
  ::close_range(4, ~0U, 0);
  reaper(argv, envp, keep, -1);
}

/// The program's own argv (its first word resolved) and its whole environment, a judge's.
void program_args(const std::string& command, const Launch& launch, std::vector<std::string>& args,
                  std::vector<std::string>& env) {
  args = command_argv(command);
  if (!args.empty() && args[0].find('/') == std::string::npos) {
    const std::string found = resolve_program(args[0]);
    if (!found.empty()) args[0] = found;
  }
  env = program_environment(launch.env, launch.sandboxed ? "/tmp" : launch.tmp_dir);
}

/// What a sandboxed run of `command` sees; throws std::invalid_argument when the program's own
/// folder holds what it must not see.
SandboxSpec sandbox_spec(const std::string& command, const Launch& launch) {
  SandboxSpec spec;
  std::error_code ec;
  spec.working_dir = std::filesystem::current_path(ec).string();
  const std::vector<std::string> own = own_paths(command, spec.working_dir);
  spec.shown = own;
  spec.shown.push_back(std::filesystem::path(own_executable()).parent_path().string());
  for (const std::string& b : launch.binds) {
    const std::string c = std::filesystem::weakly_canonical(b, ec).string();
    if (!c.empty()) spec.shown.push_back(c);
  }
  spec.hidden = hidden_paths(named_paths(command, spec.working_dir));
  for (const std::string& h : spec.hidden) {
    if (!std::filesystem::is_directory(h, ec)) continue;
    for (const std::string& o : own)
      if (o == h || o.rfind(h + "/", 0) == 0)
        throw std::invalid_argument("the program's folder " + o + " lies in " + h +
                                    ", which llk keeps from the programs it runs (tests, "
                                    "answers, its output): move the program out of it");
  }
  spec.tmp_bytes = std::max<std::int64_t>(launch.file_bytes, std::int64_t{16} << 20);
  spec.scratch = launch.tmp_dir;
  return spec;
}

/// The argv and environment a run of `command` starts with: under bwrap (with llk inside as the
/// reaper when it reports), else as its words.
void spawn_args(const std::string& command, const Launch& launch, std::vector<std::string>& args,
                std::vector<std::string>& env) {
  program_args(command, launch, args, env);
  if (!launch.sandboxed) return;
  if (launch.report >= 0) args.insert(args.begin(), own_executable());
  args = bwrap_argv(args, sandbox_spec(command, launch));
  if (launch.report >= 0)
    env.push_back(std::string(kReaperVariable) + "=" + std::to_string(kReportFd));
}

/// The run handed to this thread's kept sandbox for `spec` (sandbox_host.hpp); pid -1 when
/// there is none to hand it to.
Child hosted(const std::string& command, const Launch& launch, const SandboxSpec& spec) {
  Child c;
  if (spec.working_dir == "/tmp") return c;  // its scratch is the run's own: one bwrap a run
  std::vector<std::string> prefix = bwrap_argv({own_executable()}, spec);
  SandboxHost* host = SandboxHost::for_sandbox(prefix);
  if (host == nullptr) return c;
  HostRequest q;
  program_args(command, launch, q.argv, q.env);
  q.stack_bytes = launch.stack_bytes;
  q.cpu_backstop = launch.cpu_backstop;
  q.file_bytes = launch.file_bytes;
  q.in = launch.in;
  q.out = launch.out;
  q.err = launch.err;
  q.report = launch.report;
  const double before = sample_tree(host->pid()).cpu_seconds;
  if (!host->submit(q)) return c;
  c.base_cpu = before;
  c.pid = host->pid();
  c.sandboxed = true;
  c.host = host;
  c.hosted = true;
  return c;
}

/// Starts `command` as `launch` says; on failure returns pid -1 with the reason in `error`.
Child spawn(const std::string& command, const Launch& launch, std::string& error) {
  // A program that stops reading must not kill us with SIGPIPE; the child gets it back below.
  static std::once_flag ignore_sigpipe;
  std::call_once(ignore_sigpipe, [] { ::signal(SIGPIPE, SIG_IGN); });
  Child c;
  c.sandboxed = launch.sandboxed;
  // A one-shot run with a report (run_program's) goes to the thread's kept sandbox.
  if (launch.sandboxed && launch.report >= 0) {
    try {
      Child h = hosted(command, launch, sandbox_spec(command, launch));
      if (h.pid > 0) return h;
    } catch (const std::invalid_argument& e) {
      error = e.what();
      return c;
    }
  }
  std::vector<std::string> args, env;
  try {
    spawn_args(command, launch, args, env);
  } catch (const std::invalid_argument& e) {
    error = e.what();
    return c;
  }
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

double cpu_backstop(const RunLimits& limits) {
  return std::ceil(limits.cpu_seconds) + 1;
}

Launch launch_for(const RunLimits& limits, double backstop) {
  Launch l;
  l.stack_bytes = limits.stack_bytes;
  l.cpu_backstop = backstop;
  // One byte past the output limit: a program that writes it has passed the limit (strictly
  // more, as decide_limits() judges), and the write past it ends the program (SIGXFSZ).
  l.file_bytes = limits.output_bytes > 0 ? limits.output_bytes + 1 : 0;
  l.env = limits.env;
  l.binds = limits.binds;
  l.sandboxed = effective_sandbox(limits.sandbox) == Sandbox::bwrap;
  if (l.sandboxed && shared_namespaces().ready()) {
    l.net_ns = shared_namespaces().net;
    l.ipc_ns = shared_namespaces().ipc;
  }
  return l;
}

/// What the reaper inside a sandbox reported (its descendants' CPU time and largest resident

}  // namespace llk::runner

namespace llk {

using runner::needs_shell;

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

}  // namespace llk
