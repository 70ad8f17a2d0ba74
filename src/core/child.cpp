/// Forked children under a deadline (core/child.hpp).

#include "llk/core/child.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <stdexcept>

namespace llk {

ForkedChild fork_child(const std::function<void(int write_fd)>& work,
                       const std::vector<int>& close_in_child) {
  int fds[2];
  if (::pipe(fds) != 0) throw std::runtime_error("pipe failed: " + std::string(strerror(errno)));
  std::cout.flush();  // else the child would print what the parent had buffered
  std::cerr.flush();
  const pid_t pid = ::fork();
  if (pid < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    throw std::runtime_error("fork failed: " + std::string(strerror(errno)));
  }
  if (pid == 0) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // a mutant's child does not outlive llk
    ::close(fds[0]);
    for (const int fd : close_in_child) ::close(fd);
    work(fds[1]);
    ::_exit(0);
  }
  ::close(fds[1]);
  return {pid, fds[0]};
}

void redirect_output(const std::string& path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  const int target = fd >= 0 ? fd : ::open("/dev/null", O_WRONLY);
  if (target < 0) return;
  ::dup2(target, 1);
  ::dup2(target, 2);
  ::close(target);
}

bool ChildEnd::finished() const {
  return !timed_out && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

ChildEnd run_in_child(const std::function<void()>& work, double seconds) {
  const ForkedChild child = fork_child([&work](int) {
    redirect_output("/dev/null");
    work();
  });
  // The child writes nothing: the pipe becomes readable (end of file) when it exits.
  pollfd p{child.fd, POLLIN, 0};
  ChildEnd end;
  int ready;
  do {
    ready = ::poll(&p, 1, static_cast<int>(seconds * 1000));
  } while (ready < 0 && errno == EINTR);
  if (ready == 0) {
    ::kill(child.pid, SIGKILL);
    end.timed_out = true;
  }
  ::waitpid(child.pid, &end.status, 0);
  ::close(child.fd);
  return end;
}

}  // namespace llk
