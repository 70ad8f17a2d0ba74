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
#include <utility>

#include "llk/subject.hpp"

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
  const int target = fd >= 0 ? fd : ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (target < 0) return;
  ::dup2(target, 1);
  ::dup2(target, 2);
  ::close(target);
}

bool ChildEnd::finished() const {
  return !timed_out && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

std::string failure_kind_of(const ChildEnd& end) {
  if (end.timed_out) return failure_kind::time_limit;
  return end.finished() ? "" : failure_kind::runtime_error;
}

ChildEnd run_in_child(const std::function<void()>& work, double seconds, bool keep_output) {
  const ForkedChild child = fork_child([&work, keep_output](int) {
    if (!keep_output) redirect_output("/dev/null");
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

namespace {

std::string message_value(std::string s) {
  for (char& c : s)
    if (c == '\t' || c == '\n' || c == '\r') c = ' ';
  return s;
}

}  // namespace

bool send_message(int fd, const ChildMessage& message) {
  std::string text;
  for (const auto& [key, value] : message) text += key + "=" + message_value(value) + "\n";
  text += "\n";
  const char* p = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  return true;
}

std::optional<ChildMessage> MessageReader::next() {
  for (std::size_t nl; (nl = buffer_.find('\n')) != std::string::npos;) {
    std::string line = buffer_.substr(0, nl);
    buffer_.erase(0, nl + 1);
    if (line.empty()) return std::exchange(partial_, {});
    const std::size_t eq = line.find('=');
    if (eq != std::string::npos) partial_[line.substr(0, eq)] = line.substr(eq + 1);
  }
  return std::nullopt;
}

ChildPool::~ChildPool() {
  for (Running& r : children_) {
    ::kill(r.child.pid, SIGKILL);
    int status = 0;
    ::waitpid(r.child.pid, &status, 0);
    ::close(r.child.fd);
  }
}

std::size_t ChildPool::start(const std::function<void(int write_fd)>& work) {
  std::vector<int> others;
  for (const Running& r : children_) others.push_back(r.child.fd);
  Running r;
  r.child = fork_child(work, others);
  r.id = next_id_++;
  children_.push_back(std::move(r));
  return children_.back().id;
}

void ChildPool::kill(std::size_t id) {
  for (Running& r : children_)
    if (r.id == id && !r.eof && !r.killed) {
      ::kill(r.child.pid, SIGKILL);
      r.killed = true;
    }
}

void ChildPool::wait(int timeout_ms,
                     const std::function<void(std::size_t, const ChildMessage&)>& on_message,
                     const std::function<void(std::size_t, const ChildEnd&)>& on_end) {
  std::vector<pollfd> pfds;
  for (const Running& r : children_) pfds.push_back({r.child.fd, POLLIN, 0});
  ::poll(pfds.data(), pfds.size(), timeout_ms);
  for (std::size_t i = 0; i < children_.size(); ++i) {
    Running& r = children_[i];
    if (pfds[i].revents == 0) continue;
    char buf[4096];
    const ssize_t n = ::read(r.child.fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      r.eof = true;
      continue;
    }
    r.reader.append(buf, static_cast<std::size_t>(n));
    while (auto m = r.reader.next()) on_message(r.id, *m);
  }
  for (std::size_t i = 0; i < children_.size();) {
    if (!children_[i].eof) {
      ++i;
      continue;
    }
    Running r = std::move(children_[i]);
    children_.erase(children_.begin() + static_cast<std::ptrdiff_t>(i));
    ChildEnd end;
    end.timed_out = r.killed;
    ::waitpid(r.child.pid, &end.status, 0);
    ::close(r.child.fd);
    on_end(r.id, end);
  }
}

}  // namespace llk
