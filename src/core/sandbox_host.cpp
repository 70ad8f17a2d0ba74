/// A sandbox kept across runs (sandbox_host.hpp): llk's side, and the host inside.

#include "sandbox_host.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "process_tree.hpp"
#include "reaper.hpp"
#include "scratch.hpp"

extern char** environ;

namespace llk::runner {
namespace {

constexpr const char* kHostVariable = "LLK_SANDBOX_HOST_FD";
constexpr int kHostFd = 3;
constexpr std::size_t kMaxRequest = 256 * 1024;
constexpr std::size_t kHostsPerThread = 2;

// ---- Inside the sandbox: the host. A freshly exec'd llk before its static initializers.

/// What /tmp and /dev/shm held when the host started (the folders bwrap made for what it shows
/// there): all that may stay after a run.
std::vector<std::string>& first_entries() {
  static std::vector<std::string> paths;
  return paths;
}
std::vector<std::string>* g_listing = nullptr;

int list_entry(const char* path, const struct stat*, int, struct FTW*) {
  g_listing->push_back(path);
  return 0;
}

/// Every entry below `dirs` on their own file systems (a mount shown there is not entered).
std::vector<std::string> entries(std::initializer_list<const char*> dirs) {
  std::vector<std::string> out;
  g_listing = &out;
  for (const char* d : dirs) ::nftw(d, list_entry, 16, FTW_PHYS | FTW_MOUNT);
  g_listing = nullptr;
  std::sort(out.begin(), out.end());
  return out;
}

/// Removes an entry that was not there at the start (nftw's callback, depth first); a folder
/// the program locked is opened up first.
int remove_new(const char* path, const struct stat*, int type, struct FTW*) {
  const auto& keep = first_entries();
  if (std::binary_search(keep.begin(), keep.end(), std::string(path))) return 0;
  if (type == FTW_DNR) ::chmod(path, 0700);
  ::remove(path);
  return 0;
}

/// Empties /tmp and /dev/shm of what a run left; true when they are as at the start.
bool clean_files() {
  for (const char* dir : {"/tmp", "/dev/shm"})
    ::nftw(dir, remove_new, 16, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
  return entries({"/tmp", "/dev/shm"}) == first_entries();
}

/// Kills every process of the namespace but its init and this host, and reaps what comes here;
/// true when none is left.
bool end_strays() {
  for (int round = 0; round < 50; ++round) {
    int alive = 0;
    if (DIR* d = ::opendir("/proc")) {
      while (const dirent* e = ::readdir(d)) {
        const long pid = std::strtol(e->d_name, nullptr, 10);
        if (pid <= 1 || pid == ::getpid()) continue;
        ::kill(static_cast<pid_t>(pid), SIGKILL);
        ++alive;
      }
      ::closedir(d);
    }
    while (::waitpid(-1, nullptr, WNOHANG) > 0) {
    }
    if (alive == 0) return true;
    const timespec pause{0, 1000000};
    ::nanosleep(&pause, nullptr);
  }
  return false;
}

/// The reaper of one run, forked by the host: limits and descriptors set, then reaper().
[[noreturn]] void host_reaper(const HostRequest& q, char* const* argv, char* const* envp,
                              const int fds[4]) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  ::prctl(PR_SET_NAME, "llk-reaper");
  const rlimit no_core{0, 0};
  ::setrlimit(RLIMIT_CORE, &no_core);
  const auto set = [](int which, double v, double hard) {
    if (v <= 0) return;
    const rlimit l{static_cast<rlim_t>(v), static_cast<rlim_t>(hard)};
    ::setrlimit(which, &l);
  };
  set(RLIMIT_STACK, static_cast<double>(q.stack_bytes), static_cast<double>(q.stack_bytes));
  set(RLIMIT_CPU, q.cpu_backstop, q.cpu_backstop + 1);
  set(RLIMIT_FSIZE, static_cast<double>(q.file_bytes), static_cast<double>(q.file_bytes));
  ::signal(SIGPIPE, SIG_DFL);
  for (int i = 0; i < 3; ++i) ::dup2(fds[i], i);
  int report = -1;
  if (fds[3] >= 0) report = ::dup2(fds[3], kReportFd);
  int exec_pipe[2];
  if (::pipe2(exec_pipe, O_CLOEXEC) != 0) ::_exit(126);
  ::close(exec_pipe[0]);
  reaper(argv, envp, exec_pipe[1], report);
}

/// Splits `n` NUL-ended strings from `p` (bounded by `end`) into `out` (NULL-ended).
const char* take_strings(const char* p, const char* end, long n, std::vector<char*>& out) {
  for (long i = 0; i < n && p < end; ++i) {
    out.push_back(const_cast<char*>(p));
    p += std::strlen(p) + 1;
  }
  out.push_back(nullptr);
  return p;
}

[[noreturn]] void serve_runs(int sock) {
  ::prctl(PR_SET_NAME, "llk-sandbox");
  ::prctl(PR_SET_DUMPABLE, 0);         // no program of a run can trace it, or reach its socket
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);  // what a run's reaper leaves comes here to be ended
  ::signal(SIGPIPE, SIG_IGN);
  first_entries() = entries({"/tmp", "/dev/shm"});
  std::vector<char> buf(kMaxRequest + 1);
  for (;;) {
    int fds[4] = {-1, -1, -1, -1};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof fds)];
    iovec iov{buf.data(), kMaxRequest};
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    const ssize_t n = ::recvmsg(sock, &msg, MSG_CMSG_CLOEXEC);
    if (n <= 0) ::_exit(0);  // llk closed its end
    int got = 0;
    for (cmsghdr* c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c))
      if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
        got = static_cast<int>((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
        std::memcpy(fds, CMSG_DATA(c), sizeof(int) * static_cast<std::size_t>(std::min(got, 4)));
      }
    buf[static_cast<std::size_t>(n)] = '\0';
    HostRequest q;
    char* p = buf.data();
    char* end = buf.data() + n;
    const long argc = std::strtol(p, &p, 10), envc = std::strtol(p, &p, 10);
    q.stack_bytes = std::strtoll(p, &p, 10);
    q.cpu_backstop = std::strtod(p, &p);
    q.file_bytes = std::strtoll(p, &p, 10);
    const long has_report = std::strtol(p, &p, 10);
    if (has_report == 0 && got == 3) fds[3] = -1;
    std::vector<char*> argv, envp;
    const char* s = p + 1;
    s = take_strings(s, end, argc, argv);
    take_strings(s, end, envc, envp);
    int status = 0x7f00;  // exit 127 when it cannot start
    if (got >= 3 && argc > 0) {
      const pid_t r = ::fork();
      if (r == 0) host_reaper(q, argv.data(), envp.data(), fds);
      for (int fd : fds)
        if (fd >= 0) ::close(fd);
      while (r > 0 && ::waitpid(r, &status, 0) < 0 && errno == EINTR) {
      }
    }
    // Nothing of this run reaches the next: no process, no file in /tmp or /dev/shm.
    const bool strays_ended = end_strays();
    const bool clean = clean_files() && strays_ended;
    const int reply[2] = {status, clean ? 1 : 0};
    if (::send(sock, reply, sizeof reply, 0) != static_cast<ssize_t>(sizeof reply) || !clean)
      ::_exit(0);
  }
}

/// Before anything else: llk exec'd inside a sandbox as its host ($LLK_SANDBOX_HOST_FD set)
/// serves runs until llk closes the socket.
__attribute__((constructor(101))) void become_sandbox_host_if_asked() {
  const char* fd = std::getenv(kHostVariable);
  if (fd == nullptr) return;
  ::close_range(kHostFd + 1, ~0U, 0);
  serve_runs(std::atoi(fd));
}

// ---- llk's side.

std::string key_of(const std::vector<std::string>& args) {
  std::string k;
  for (const std::string& a : args) k.append(a).push_back('\0');
  return k;
}

/// This thread's hosts, the most recently used last.
std::vector<std::unique_ptr<SandboxHost>>& thread_hosts() {
  thread_local std::vector<std::unique_ptr<SandboxHost>> hosts;
  return hosts;
}

}  // namespace

void kill_sandbox(pid_t pid, int* status) {
  if (pid <= 0) return;
  ::kill(pid, SIGSTOP);
  for (int i = 0; i < 200; ++i) {
    const char state = process_state(pid);
    if (state == 'T' || state == 't' || state == 'Z' || state == '\0') break;
    const timespec pause{0, 500000};
    ::nanosleep(&pause, nullptr);
  }
  for (const pid_t init : children_of(pid)) ::kill(init, SIGKILL);
  ::kill(-pid, SIGKILL);
  ::kill(pid, SIGKILL);
  int st = 0;
  ::waitpid(pid, &st, 0);
  if (status) *status = st;
}

SandboxHost::~SandboxHost() {
  kill();
}

void SandboxHost::kill() {
  close_fd(socket_);
  kill_sandbox(pid_);
  pid_ = -1;
}

SandboxHost* SandboxHost::for_sandbox(const std::vector<std::string>& bwrap_args) {
  auto& hosts = thread_hosts();
  const std::string key = key_of(bwrap_args);
  for (auto it = hosts.begin(); it != hosts.end(); ++it) {
    if ((*it)->key_ != key) continue;
    std::unique_ptr<SandboxHost> h = std::move(*it);
    hosts.erase(it);
    if (h->pid_ <= 0 || ::waitpid(h->pid_, nullptr, WNOHANG) != 0) break;  // it ended
    hosts.push_back(std::move(h));
    return hosts.back().get();
  }
  if (hosts.size() >= kHostsPerThread) hosts.erase(hosts.begin());
  int sv[2];
  if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0) return nullptr;
  std::vector<std::string> args = bwrap_args;
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::string variable = std::string(kHostVariable) + "=" + std::to_string(kHostFd);
  char* envp[] = {variable.data(), nullptr};
  const int null = ::open("/dev/null", O_RDWR | O_CLOEXEC);
  const pid_t parent = ::getpid();
  const pid_t pid = ::fork();
  if (pid == 0) {  // only async-signal-safe calls
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(137);
    ::signal(SIGPIPE, SIG_DFL);
    for (int i = 0; i < 3; ++i) ::dup2(null, i);
    ::dup2(sv[1], kHostFd);
    ::close_range(kHostFd + 1, ~0U, 0);
    ::execvpe(argv[0], argv.data(), envp);
    ::_exit(127);
  }
  ::close(sv[1]);
  if (null >= 0) ::close(null);
  if (pid < 0) {
    ::close(sv[0]);
    return nullptr;
  }
  ::setpgid(pid, pid);
  std::unique_ptr<SandboxHost> h(new SandboxHost());
  h->pid_ = pid;
  h->socket_ = sv[0];
  h->key_ = key;
  hosts.push_back(std::move(h));
  return hosts.back().get();
}

bool SandboxHost::submit(const HostRequest& q) {
  if (socket_ < 0) return false;
  std::string payload = std::to_string(q.argv.size()) + " " + std::to_string(q.env.size()) + " " +
                        std::to_string(q.stack_bytes) + " " + std::to_string(q.cpu_backstop) + " " +
                        std::to_string(q.file_bytes) + " " + std::to_string(q.report >= 0 ? 1 : 0) +
                        "\n";
  for (const auto* list : {&q.argv, &q.env})
    for (const std::string& s : *list) payload.append(s).push_back('\0');
  if (payload.size() > kMaxRequest) return false;
  int fds[4] = {q.in, q.out, q.err, q.report};
  const int nfds = q.report >= 0 ? 4 : 3;
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof fds)] = {};
  iovec iov{payload.data(), payload.size()};
  msghdr msg{};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  msg.msg_control = control;
  msg.msg_controllen = CMSG_SPACE(sizeof(int) * static_cast<std::size_t>(nfds));
  cmsghdr* c = CMSG_FIRSTHDR(&msg);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof(int) * static_cast<std::size_t>(nfds));
  std::memcpy(CMSG_DATA(c), fds, sizeof(int) * static_cast<std::size_t>(nfds));
  if (::sendmsg(socket_, &msg, MSG_NOSIGNAL) != static_cast<ssize_t>(payload.size())) {
    kill();
    return false;
  }
  return true;
}

bool SandboxHost::done(int& status) {
  int reply[2] = {0, 0};
  const ssize_t n = ::recv(socket_, reply, sizeof reply, MSG_DONTWAIT);
  if (n < 0 && (errno == EAGAIN || errno == EINTR)) return false;
  if (n != static_cast<ssize_t>(sizeof reply)) {  // the host ended: the run ended with it
    status = 0x7f00;
    kill();
    return true;
  }
  status = reply[0];
  if (reply[1] == 0) kill();  // it could not clean up: the next run gets a fresh one
  return true;
}

}  // namespace llk::runner
