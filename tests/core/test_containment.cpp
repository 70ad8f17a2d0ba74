// Hostile programs against the runner, each behaviour with and without the sandbox: nothing they
// start outlives the run, their output cannot grow llk's memory, their forks are bounded, they
// cannot write outside their scratch folder (sandboxed), and a program that ignores SIGTERM
// still ends at its limit.

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>

#include "llk/core/process.hpp"
#include "llk/core/sandbox.hpp"
#include "support.hpp"

namespace llk {
namespace {

class Containment : public ::testing::TestWithParam<Sandbox> {
 protected:
  void SetUp() override {
    if (GetParam() == Sandbox::bwrap && bwrap_unusable())
      GTEST_SKIP() << "bwrap cannot run here: " << *bwrap_unusable();
  }
  RunLimits limits(double cpu = 5) const {
    RunLimits l;
    l.cpu_seconds = cpu;
    l.wall_seconds = 5;
    l.sandbox = GetParam();
    return l;
  }
  /// Runs `command` with "# TOKEN" after it, so its leftovers can be counted.
  RunResult run(const std::string& command, const RunLimits& l, const std::string& input = "") {
    return run_program(command, input, l);
  }
  const std::string token_ = test::unique_token();
};

TEST_P(Containment, ADetachedSleeperEndsWithTheRun) {
  const auto r = run("setsid sh -c 'sleep 1000; : " + token_ + "' & echo YES", limits());
  EXPECT_EQ(r.out, "YES\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(test::processes_left(token_), 0);
}

TEST_P(Containment, ADetachedSpinnerEndsWithTheRunAndItsTimeCounts) {
  // The spinner outlives its parent by a moment before the program ends: its CPU is counted
  // (up to the kill), and it is gone after.
  const auto r = run("setsid sh -c 'while :; do :; done; : " + token_ +
                         "' & i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done; echo YES",
                     limits());
  EXPECT_EQ(r.out, "YES\n");
  EXPECT_EQ(test::processes_left(token_), 0);
}

TEST_P(Containment, ManyChildrenEndWithTheRun) {
  const auto r = run("for i in 1 2 3 4 5 6 7 8 9 10; do sleep 1000 " + token_.substr(6, 0) +
                         "& done; sh -c 'sleep 1000; : " + token_ + "' & echo YES",
                     limits());
  EXPECT_EQ(r.out, "YES\n");
  EXPECT_EQ(test::processes_left(token_), 0);
}

TEST_P(Containment, AForkBombIsARuntimeErrorThatSaysSo) {
  RunLimits l = limits();
  l.processes = 16;
  // Bounded to stay safe: 100 sleepers, not an endless doubling.
  const auto r =
      run("for i in $(seq 100); do sh -c 'sleep 1000; : " + token_ + "' & done; wait", l);
  EXPECT_TRUE(r.process_limit);
  EXPECT_LT(r.seconds, 4);
  EXPECT_EQ(test::processes_left(token_), 0);
}

TEST_P(Containment, EndlessOutputIsAnOutputLimitAndLlkKeepsLittleOfIt) {
  RunLimits l = limits();
  l.output_bytes = std::int64_t{4} << 20;
  const auto r = run("yes", l);
  EXPECT_TRUE(r.output_limit);
  EXPECT_LE(r.out.size(), kKeptOutput);
  EXPECT_GE(r.out_bytes, l.output_bytes);
  EXPECT_LT(r.seconds, 4);
}

TEST_P(Containment, EndlessStderrIsBoundedToo) {
  RunLimits l = limits();
  l.output_bytes = std::int64_t{4} << 20;
  const auto r = run("yes >&2", l);
  EXPECT_TRUE(r.output_limit);
  EXPECT_LE(r.err.size(), 4096u);
  EXPECT_LT(r.seconds, 4);
}

TEST_P(Containment, AProgramThatIgnoresSigtermEndsAtItsTimeLimit) {
  const auto r = run("trap '' TERM INT HUP; while :; do :; done; : " + token_, limits(0.3));
  EXPECT_TRUE(r.time_limit);
  EXPECT_LT(r.seconds, 3);
  EXPECT_EQ(test::processes_left(token_), 0);
}

TEST_P(Containment, AProgramThatNeverReadsItsInputStillAnswers) {
  const std::string big(8 << 20, 'x');
  const auto r = run("echo YES", limits(), big);
  EXPECT_EQ(r.out, "YES\n");
  EXPECT_EQ(r.exit_code, 0);
}

TEST_P(Containment, StdinIsARegularFile) {
  const auto r = run("sh -c 'test -f /proc/self/fd/0 && echo file || echo other'", limits());
  EXPECT_EQ(r.out, "file\n");
}

TEST_P(Containment, TheProgramHasAPrivateScratchFolder) {
  const auto r = run("sh -c 'echo hi > \"$TMPDIR/x\" && cat \"$TMPDIR/x\"'", limits());
  EXPECT_EQ(r.out, "hi\n");
}

TEST_P(Containment, ACommandWithoutShellSyntaxRunsWithoutAShell) {
  // Its own process is the one measured: no /bin/sh above it, whose memory would count.
  EXPECT_EQ(command_argv("cat /proc/self/status"),
            (std::vector<std::string>{"cat", "/proc/self/status"}));
  EXPECT_EQ(command_argv("echo $HOME").front(), "/bin/sh");
  EXPECT_EQ(command_argv("ulimit -s").front(), "/bin/sh");  // a builtin, not a program
  const auto r = run("cat /proc/self/status", limits());
  EXPECT_NE(r.out.find("Name:\tcat"), std::string::npos);
}

TEST_P(Containment, TheSandboxKeepsWritesInsideTheScratchFolder) {
  if (GetParam() != Sandbox::bwrap) GTEST_SKIP() << "unsandboxed, a program writes where llk can";
  test::TempDir dir("containment");
  const std::string outside = dir.file("outside");
  const auto r = run("sh -c 'echo x > " + outside + "; echo x > ./here; echo done'", limits());
  EXPECT_EQ(r.out, "done\n");
  EXPECT_FALSE(std::filesystem::exists(outside));
  EXPECT_FALSE(std::filesystem::exists("here"));
}

TEST_P(Containment, TheSandboxHasNoNetwork) {
  if (GetParam() != Sandbox::bwrap) GTEST_SKIP() << "unsandboxed, the network is llk's";
  const auto r = run("sh -c 'cat /proc/net/dev | wc -l'", limits());
  // Only the header lines and the loopback interface.
  EXPECT_EQ(r.out, "3\n");
}

TEST_P(Containment, AKeptProgramsDetachedChildrenEndWhenItStops) {
  {
    Server s("sh -c 'setsid sh -c \"sleep 1000; : " + token_ + "\" & cat'", limits());
    const auto r = s.exchange("YES\n", 1, limits());
    EXPECT_EQ(r.out, "YES\n");
    EXPECT_GT(test::processes_naming(token_), 0);
  }
  EXPECT_EQ(test::processes_left(token_), 0);
}

TEST_P(Containment, AShortRunsTimeAndPeakMemoryAreMeasuredExactly) {
  // Over before a sample sees much of it: the reaper's own accounting (inside the sandbox too)
  // gives its CPU time and its largest resident size.
  if (std::system("python3 -c pass 2>/dev/null") != 0) GTEST_SKIP() << "no python3";
  RunLimits l = limits();
  l.memory_bytes = std::int64_t{32} << 20;
  const auto r = run("python3 -c 'b = bytearray(48 << 20); b[-1] = 1'", l);
  EXPECT_TRUE(r.memory_limit) << r.peak_memory_bytes;
  l.memory_bytes = 0;  // not stopped: its whole peak is measured
  // dd fills a 48 MiB buffer and ends within milliseconds: between two samples.
  const auto whole = run("dd if=/dev/zero of=/dev/null bs=48M count=1", l);
  EXPECT_GT(whole.peak_memory_bytes, std::int64_t{48} << 20);
  l.memory_bytes = std::int64_t{32} << 20;
  const auto small = run("python3 -c 'b = bytearray(4 << 20)'", l);
  EXPECT_FALSE(small.memory_limit) << small.peak_memory_bytes;
  EXPECT_GT(small.cpu_seconds, 0.0);
}

INSTANTIATE_TEST_SUITE_P(Sandbox, Containment, ::testing::Values(Sandbox::bwrap, Sandbox::none),
                         [](const auto& info) { return sandbox_name(info.param); });

}  // namespace
}  // namespace llk
