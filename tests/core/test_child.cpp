// Work in a forked child under a deadline: a clean end, a crash, a hang, and output on the pipe.

#include "llk/core/child.hpp"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <string>
#include <vector>

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

TEST(Child, AMessageComesBackFieldByField) {
  MessageReader reader;
  const ForkedChild c = fork_child([](int fd) {
    send_message(fd, {{"kind", "wrong-answer"}, {"message", "two\nlines\tand a tab"}});
    send_message(fd, {{"msg", "done"}});
  });
  std::vector<ChildMessage> got;
  char buf[3];  // a few bytes at a time: messages complete across reads
  for (ssize_t n; (n = ::read(c.fd, buf, sizeof buf)) > 0;) {
    reader.append(buf, static_cast<std::size_t>(n));
    while (auto m = reader.next()) got.push_back(*m);
  }
  ::close(c.fd);
  int status = 0;
  ::waitpid(c.pid, &status, 0);
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0].at("kind"), "wrong-answer");
  EXPECT_EQ(got[0].at("message"), "two lines and a tab");
  EXPECT_EQ(got[1].at("msg"), "done");
}

// The pool hands over each child's messages and end; a child killed says timed_out, and one
// still running when the pool goes is killed and reaped with it.
TEST(Child, APoolWatchesItsChildrenAndLeavesNoneRunning) {
  {
    ChildPool pool;
    const std::size_t done = pool.start([](int fd) { send_message(fd, {{"msg", "hello"}}); });
    const std::size_t hung = pool.start([](int) { ::pause(); });
    std::vector<std::string> said;
    std::vector<std::size_t> ended;
    ChildEnd hung_end;
    const auto on_message = [&](std::size_t id, const ChildMessage& m) {
      said.push_back(std::to_string(id) + ":" + m.at("msg"));
    };
    const auto on_end = [&](std::size_t id, const ChildEnd& end) {
      ended.push_back(id);
      if (id == hung) hung_end = end;
      if (id == done) {
        EXPECT_TRUE(end.finished());
      }
    };
    for (int i = 0; i < 100 && pool.size() == 2; ++i) pool.wait(100, on_message, on_end);
    EXPECT_EQ(said, std::vector<std::string>{std::to_string(done) + ":hello"});
    EXPECT_EQ(ended, std::vector<std::size_t>{done});
    pool.kill(hung);
    for (int i = 0; i < 100 && pool.size() == 1; ++i) pool.wait(100, on_message, on_end);
    EXPECT_TRUE(hung_end.timed_out);
    EXPECT_FALSE(hung_end.finished());
    pool.start([](int) { ::pause(); });
    pool.wait(10, on_message, on_end);
    EXPECT_EQ(pool.size(), 1u);  // still running: the pool's destructor kills and reaps it
  }
  // Every child of this test process was reaped: waitpid finds none left.
  int status = 0;
  EXPECT_EQ(::waitpid(-1, &status, WNOHANG), -1);
  EXPECT_EQ(errno, ECHILD);
}

}  // namespace
}  // namespace llk
