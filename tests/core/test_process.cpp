// The process runner: output, exit status, signals, deadlines, no pipe deadlock.

#include <gtest/gtest.h>

#include <csignal>
#include <string>

#include "llk/core/process.hpp"

namespace llk {

TEST(RunProgram, CapturesOutputExitStatusAndSignals) {
  auto r = run_program("cat", "hello\n", 5000);
  EXPECT_EQ(r.out, "hello\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_FALSE(r.timed_out);
  r = run_program("exit 3", "", 5000);
  EXPECT_EQ(r.exit_code, 3);
  r = run_program("kill -SEGV $$", "", 5000);
  EXPECT_EQ(r.signal, SIGSEGV);
  r = run_program("echo oops >&2; exit 1", "", 5000);
  EXPECT_EQ(r.err, "oops\n");
}

TEST(RunProgram, KillsAHangingProgramAtTheDeadline) {
  const auto r = run_program("sleep 100", "", 300);
  EXPECT_TRUE(r.timed_out);
  EXPECT_LT(r.seconds, 50);  // killed, not waited for
}

TEST(RunProgram, NoDeadlockOnBigInputAndOutput) {
  // 8 MiB through cat both ways: needs concurrent writing and reading.
  const std::string big(8 << 20, 'x');
  auto r = run_program("cat", big, 20000);
  EXPECT_EQ(r.out.size(), big.size());
  // A program that never reads its stdin must not block us either.
  r = run_program("echo YES", big, 20000);
  EXPECT_EQ(r.out, "YES\n");
  EXPECT_FALSE(r.timed_out);
}

}  // namespace llk
