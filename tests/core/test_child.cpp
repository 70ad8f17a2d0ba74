// Work in a forked child under a deadline: a clean end, a crash, a hang, and output on the pipe.

#include "llk/core/child.hpp"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

namespace llk {
namespace {

TEST(Child, AFinishedChildAndACrashedOneAreToldApart) {
  EXPECT_TRUE(run_in_child([] {}, 5).finished());
  const ChildEnd crashed = run_in_child([] { ::raise(SIGSEGV); }, 5);
  EXPECT_FALSE(crashed.finished());
  EXPECT_FALSE(crashed.timed_out);
  // Killed by the signal, or (under ASan, whose handler reports the crash) a failing exit.
  EXPECT_TRUE(WIFSIGNALED(crashed.status) || WEXITSTATUS(crashed.status) != 0);
  const ChildEnd exited = run_in_child([] { std::_Exit(3); }, 5);
  EXPECT_FALSE(exited.finished());
  EXPECT_EQ(WEXITSTATUS(exited.status), 3);
}

TEST(Child, AHangingChildIsKilledAtTheDeadline) {
  const ChildEnd hung = run_in_child([] { ::pause(); }, 0.2);
  EXPECT_TRUE(hung.timed_out);
  EXPECT_FALSE(hung.finished());
}

TEST(Child, WhatTheChildWritesReachesTheParent) {
  const ForkedChild c = fork_child([](int fd) {
    const std::string line = "hello from the child\n";
    (void)::write(fd, line.data(), line.size());
  });
  std::string got;
  char buf[64];
  for (ssize_t n; (n = ::read(c.fd, buf, sizeof buf)) > 0;) got.append(buf, static_cast<size_t>(n));
  ::close(c.fd);
  int status = 0;
  ::waitpid(c.pid, &status, 0);
  EXPECT_EQ(got, "hello from the child\n");
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

}  // namespace
}  // namespace llk
