// The process runner: output, exit status, signals, no pipe deadlock, and the judge's limits:
// CPU time of the whole tree, the wall-clock cap, peak memory, the stack; the kept server.

#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <string>
#include <vector>

#include "llk/core/process.hpp"

namespace llk {
namespace {

RunLimits cpu(double seconds) {
  RunLimits l;
  l.cpu_seconds = seconds;
  return l;
}

constexpr const char* kBusy = "while :; do :; done";

}  // namespace

TEST(RunProgram, CapturesOutputExitStatusAndSignals) {
  auto r = run_program("cat", "hello\n", cpu(5));
  EXPECT_EQ(r.out, "hello\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_FALSE(r.limited());
  r = run_program("exit 3", "", cpu(5));
  EXPECT_EQ(r.exit_code, 3);
  r = run_program("kill -SEGV $$", "", cpu(5));
  EXPECT_EQ(r.signal, SIGSEGV);
  r = run_program("echo oops >&2; exit 1", "", cpu(5));
  EXPECT_EQ(r.err, "oops\n");
}

TEST(RunProgram, NoDeadlockOnBigInputAndOutput) {
  // 8 MiB through cat both ways: needs concurrent writing and reading.
  const std::string big(8 << 20, 'x');
  auto r = run_program("cat", big, cpu(20));
  EXPECT_EQ(r.out.size(), big.size());
  // A program that never reads its stdin must not block us either.
  r = run_program("echo YES", big, cpu(20));
  EXPECT_EQ(r.out, "YES\n");
  EXPECT_FALSE(r.limited());
}

TEST(RunProgram, ABusyProgramPastItsCpuTimeIsATimeLimit) {
  const auto r = run_program(kBusy, "", cpu(0.3));
  EXPECT_TRUE(r.time_limit);
  EXPECT_FALSE(r.idle);
  EXPECT_GE(r.cpu_seconds, 0.3);
  EXPECT_LT(r.cpu_seconds, 1.0);  // the samples stopped it, not the per-process backstop (2 s)
}

TEST(RunProgram, ASleepingProgramIsIdleNotATimeLimit) {
  RunLimits l = cpu(0.3);
  l.wall_seconds = 0.5;
  const auto r = run_program("sleep 100", "", l);
  EXPECT_TRUE(r.idle);
  EXPECT_FALSE(r.time_limit);
  EXPECT_LT(r.cpu_seconds, 0.3);
}

TEST(RunProgram, ABusyProgramStarvedByTheMachineIsNotIdleAtTheWallCap) {
  // Two processes spinning beside it: the program gets two thirds of a core or less on two
  // cores, passes the wall cap of 0.6 s still busy (it cannot have used its 0.8 s by then), and
  // its CPU limit ends it. Within ten times the cap it needs 13% of a core, so the test holds on
  // a machine about twice as busy as the load it makes itself.
  std::vector<pid_t> load;
  for (int i = 0; i < 2; ++i) {
    const pid_t pid = ::fork();
    if (pid == 0) {
      ::execl("/bin/sh", "sh", "-c", kBusy, static_cast<char*>(nullptr));
      ::_exit(127);
    }
    load.push_back(pid);
  }
  RunLimits l = cpu(0.8);
  l.wall_seconds = 0.6;
  const auto r = run_program(kBusy, "", l);
  for (pid_t p : load) {
    ::kill(p, SIGKILL);
    ::waitpid(p, nullptr, 0);
  }
  EXPECT_TRUE(r.time_limit);
  EXPECT_FALSE(r.idle);
}

TEST(RunProgram, TheWallCapDefaultsToThreeTimesTheLimitOrTenSecondsMore) {
  EXPECT_DOUBLE_EQ(cpu(10).wall_cap(), 30);
  EXPECT_DOUBLE_EQ(cpu(1).wall_cap(), 11);
  RunLimits l = cpu(1);
  l.wall_seconds = 2;
  EXPECT_DOUBLE_EQ(l.wall_cap(), 2);
}

TEST(RunProgram, CpuTimeCountsEveryProcessItStarts) {
  // Two busy children, the shell waiting: only the children burn CPU.
  const auto r = run_program(std::string("(") + kBusy + ") & (" + kBusy + ") & wait", "", cpu(0.6));
  EXPECT_TRUE(r.time_limit);
  EXPECT_GE(r.cpu_seconds, 0.6);
  EXPECT_LT(r.cpu_seconds, 1.5);  // each child alone stays under its backstop (2 s)
}

TEST(RunProgram, PeakMemoryIsMeasuredAndLimited) {
  if (std::system("python3 -c pass 2>/dev/null") != 0) GTEST_SKIP() << "no python3";
  const std::string hog = "python3 -c 'b = bytearray(160 << 20); import time; time.sleep(0.3)'";
  RunLimits l = cpu(10);
  auto r = run_program(hog, "", l);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_FALSE(r.memory_limit);
  EXPECT_GE(r.peak_memory_bytes, std::int64_t{150} << 20);
  l.memory_bytes = std::int64_t{64} << 20;
  r = run_program(hog, "", l);
  EXPECT_TRUE(r.memory_limit);
  EXPECT_EQ(r.exit_code, -1);  // stopped, not ended by itself
  r = run_program("true", "", l);
  EXPECT_FALSE(r.memory_limit);
  EXPECT_LT(r.peak_memory_bytes, std::int64_t{64} << 20);
}

TEST(RunProgram, TheOutputLimitIsStrictlyMoreThanItOnceRunAndKept) {
  // One rule for both ways of running: exactly the limit is within it, one byte more is past it.
  RunLimits l;
  l.sandbox = Sandbox::none;
  l.output_bytes = 1000;
  const std::string exactly = "head -c 1000 /dev/zero", more = "head -c 1001 /dev/zero";
  EXPECT_FALSE(run_program(exactly, "", l).output_limit);
  const RunResult over = run_program(more, "", l);
  EXPECT_TRUE(over.output_limit) << over.out_bytes;
  // A kept program: its answer line, then as many bytes again past it.
  Server within("sh -c 'read x; head -c 999 /dev/zero; echo; cat'", l);
  EXPECT_FALSE(within.exchange("go\n", 1, l).output_limit);
  Server past("sh -c 'read x; head -c 1000 /dev/zero; echo; cat'", l);
  EXPECT_TRUE(past.exchange("go\n", 1, l).output_limit);
}

TEST(RunProgram, TheStackLimitReachesTheProgram) {
  RunLimits l = cpu(5);
  l.stack_bytes = std::int64_t{1} << 20;
  EXPECT_EQ(run_program("ulimit -s", "", l).out, "1024\n");
  l.stack_bytes = std::int64_t{64} << 20;
  EXPECT_EQ(run_program("ulimit -s", "", l).out, "65536\n");
}

TEST(Server, KeepsOneProcessAcrossExchanges) {
  Server s("cat", RunLimits{});
  auto r = s.exchange("YES\nNO\n", 2, cpu(5));
  EXPECT_EQ(r.out, "YES\nNO\n");
  EXPECT_FALSE(r.limited());
  EXPECT_TRUE(s.alive());
  r = s.exchange("NO\n", 1, cpu(5));
  EXPECT_EQ(r.out, "NO\n");
  EXPECT_EQ(s.exchanges(), 2u);
  EXPECT_TRUE(s.alive());
}

TEST(Server, ALaunchedProgramServesTheFirstExchange) {
  // Started ahead of its first input (stress starts every job's program at once): the same
  // process answers the exchanges that follow; one that cannot start does not pass for running.
  Server s("while read x; do echo $$; done", RunLimits{});
  ASSERT_TRUE(s.launch());
  EXPECT_TRUE(s.alive());
  EXPECT_EQ(s.exchanges(), 0u);
  const auto first = s.exchange("a\n", 1, cpu(5));
  const auto second = s.exchange("b\n", 1, cpu(5));
  EXPECT_FALSE(first.out.empty());
  EXPECT_EQ(first.out, second.out);
  EXPECT_EQ(s.exchanges(), 2u);
  Server missing("/no/such/program", RunLimits{});
  EXPECT_FALSE(missing.launch() && missing.alive() &&
               missing.exchange("a\n", 1, cpu(5)).exit_code == 0);
}

TEST(Server, LinesPastTheAnswersShowAsTooManyLines) {
  // Two lines for one: in this exchange if they are there in time, else in the next one.
  Server s("while read x; do echo $x; echo extra; done", RunLimits{});
  const auto first = s.exchange("a\n", 1, cpu(5));
  const auto second = s.exchange("b\n", 1, cpu(5));
  EXPECT_EQ(first.out.substr(0, 2), "a\n");
  EXPECT_GT(first.out.size() + second.out.size(), std::string("a\nb\n").size());
}

TEST(Server, TooFewLinesAndAWaitingProgramIsStalledNotAHang) {
  Server s("while read x; do :; done", RunLimits{});  // reads, never answers
  RunLimits l = cpu(5);
  l.wall_seconds = 60;
  const auto r = s.exchange("a\n", 1, l);
  EXPECT_TRUE(r.stalled);
  EXPECT_FALSE(r.idle);
  EXPECT_FALSE(s.alive());
}

TEST(Server, AProgramThatEndsAfterItsAnswersIsSeenToHaveEnded) {
  Server s("read x; echo $x; exit 3", RunLimits{});
  // The exchange itself may see it end (then it says how), or the next look does.
  RunResult how = s.exchange("a\n", 1, cpu(5));
  EXPECT_EQ(how.out, "a\n");
  for (int i = 0; i < 500 && s.alive(&how); ++i) ::usleep(10000);
  EXPECT_FALSE(s.alive());
  EXPECT_EQ(how.exit_code, 3);
  EXPECT_EQ(s.exchanges(), 0u);  // the next exchange starts a fresh one
  EXPECT_EQ(s.exchange("b\n", 1, cpu(5)).out, "b\n");
}

TEST(Server, AnExchangeIsHeldToItsOwnCpuTime) {
  // Answers at once, then burns CPU on its second input.
  Server s(std::string("read x; echo $x; read y; ") + kBusy, RunLimits{});
  auto r = s.exchange("a\n", 1, cpu(0.5));
  EXPECT_FALSE(r.limited());
  r = s.exchange("b\n", 1, cpu(0.5));
  EXPECT_TRUE(r.time_limit);
  EXPECT_FALSE(s.alive());
}

TEST(Server, ACrashEndsTheProcessAndTheNextExchangeStartsAfresh) {
  Server s("read x; kill -SEGV $$", RunLimits{});
  auto r = s.exchange("a\n", 1, cpu(5));
  EXPECT_EQ(r.signal, SIGSEGV);
  EXPECT_FALSE(s.alive());
  r = s.exchange("a\n", 1, cpu(5));
  EXPECT_EQ(r.signal, SIGSEGV);
}

}  // namespace llk
