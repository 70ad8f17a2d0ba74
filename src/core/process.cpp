/// Running an external program: fork/exec of /bin/sh -c in its own process group, with stdin
/// written and stdout/stderr read through one poll() loop so no pipe can deadlock.

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <mutex>

#include "llk/core/process.hpp"

namespace llk {
namespace {

constexpr std::size_t kStderrKept = 4096;
constexpr std::size_t kStdoutCap = std::size_t{256} << 20;

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

void set_nonblocking(int fd) {
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

}  // namespace

RunResult run_program(const std::string& command, const std::string& input, int timeout_ms) {
  // A program that stops reading must not kill us with SIGPIPE; the child gets it back below.
  static std::once_flag ignore_sigpipe;
  std::call_once(ignore_sigpipe, [] { ::signal(SIGPIPE, SIG_IGN); });

  RunResult r;
  const auto start = std::chrono::steady_clock::now();
  int in_pipe[2], out_pipe[2], err_pipe[2];
  if (::pipe2(in_pipe, O_CLOEXEC) != 0) {
    r.started = false;
    r.err = std::string("pipe: ") + std::strerror(errno);
    return r;
  }
  if (::pipe2(out_pipe, O_CLOEXEC) != 0 || ::pipe2(err_pipe, O_CLOEXEC) != 0) {
    r.started = false;
    r.err = std::string("pipe: ") + std::strerror(errno);
    ::close(in_pipe[0]);
    ::close(in_pipe[1]);
    return r;
  }
  const char* argv[] = {"/bin/sh", "-c", command.c_str(), nullptr};
  const pid_t pid = ::fork();
  if (pid == 0) {
    // Child: only async-signal-safe calls until exec.
    ::setpgid(0, 0);
    ::signal(SIGPIPE, SIG_DFL);
    ::dup2(in_pipe[0], 0);
    ::dup2(out_pipe[1], 1);
    ::dup2(err_pipe[1], 2);
    ::execv("/bin/sh", const_cast<char* const*>(argv));
    ::_exit(127);
  }
  ::close(in_pipe[0]);
  ::close(out_pipe[1]);
  ::close(err_pipe[1]);
  int to_child = in_pipe[1], from_out = out_pipe[0], from_err = err_pipe[0];
  if (pid < 0) {
    r.started = false;
    r.err = std::string("fork: ") + std::strerror(errno);
    close_fd(to_child);
    close_fd(from_out);
    close_fd(from_err);
    return r;
  }
  ::setpgid(pid, pid);  // also in the parent, so the group exists before any kill
  set_nonblocking(to_child);
  set_nonblocking(from_out);
  set_nonblocking(from_err);

  const auto deadline = start + std::chrono::milliseconds(timeout_ms);
  std::size_t written = 0;
  if (input.empty()) close_fd(to_child);
  bool exited = false;
  int status = 0;
  std::chrono::steady_clock::time_point exited_at;
  char buf[65536];
  for (;;) {
    if (!exited) {
      const pid_t w = ::waitpid(pid, &status, WNOHANG);
      if (w == pid) {
        exited = true;
        exited_at = std::chrono::steady_clock::now();
      }
    }
    if (exited && from_out < 0 && from_err < 0) break;
    const auto now = std::chrono::steady_clock::now();
    // After the shell exits, a leftover background child holding our pipes gets a short grace.
    if (now >= deadline || (exited && now - exited_at > std::chrono::milliseconds(200))) {
      if (!exited) r.timed_out = true;
      break;
    }
    pollfd fds[3];
    int n = 0;
    if (to_child >= 0) fds[n++] = {to_child, POLLOUT, 0};
    if (from_out >= 0) fds[n++] = {from_out, POLLIN, 0};
    if (from_err >= 0) fds[n++] = {from_err, POLLIN, 0};
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count() + 1;
    // Poll in short slices so the child's exit is noticed even while it holds no pipe.
    const int wait_ms = static_cast<int>(std::min<long long>(left, n == 0 ? 5 : 50));
    if (n == 0) {
      ::poll(nullptr, 0, wait_ms);
      continue;
    }
    if (::poll(fds, static_cast<nfds_t>(n), wait_ms) < 0 && errno != EINTR) break;
    for (int i = 0; i < n; ++i) {
      if (fds[i].revents == 0) continue;
      if (fds[i].fd == to_child) {
        const ssize_t k = ::write(to_child, input.data() + written, input.size() - written);
        if (k > 0) written += static_cast<std::size_t>(k);
        if ((k < 0 && errno != EAGAIN && errno != EINTR) || written == input.size())
          close_fd(to_child);  // done, or the program closed its stdin (EPIPE)
      } else {
        int& fd = fds[i].fd == from_out ? from_out : from_err;
        const ssize_t k = ::read(fd, buf, sizeof buf);
        if (k > 0) {
          if (fd == from_out) {
            r.out.append(buf, static_cast<std::size_t>(k));
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
  ::kill(-pid, SIGKILL);  // the whole group: the shell and anything it started
  close_fd(to_child);
  close_fd(from_out);
  close_fd(from_err);
  if (!exited) ::waitpid(pid, &status, 0);
  if (!r.timed_out && !r.output_overflow) {
    if (WIFEXITED(status))
      r.exit_code = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
      r.signal = WTERMSIG(status);
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace llk
