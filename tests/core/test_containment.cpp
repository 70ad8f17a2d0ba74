// Hostile programs against the runner, each behaviour with and without the sandbox: nothing they
// start outlives the run, their output cannot grow llk's memory, their forks are bounded, they
// cannot write outside their scratch folder (sandboxed), and a program that ignores SIGTERM
// still ends at its limit.

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include <set>
#include <sstream>

#include "llk/core/interrupt.hpp"
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

/// The lines of `text`, as a set.
std::set<std::string> lines_of(const std::string& text) {
  std::set<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.insert(line);
  return out;
}

TEST_P(Containment, TheProgramHoldsDescriptorsZeroToTwoOnly) {
  // Open here without close-on-exec, as a caller of llk may leave one: it must not reach.
  const int leaked = ::open("/dev/null", O_WRONLY);
  ASSERT_GE(leaked, 3);
  // Each number tested without opening anything (a glob of /proc/self/fd would open one).
  const auto r =
      run("i=0; while [ $i -lt 1024 ]; do [ -e /proc/$$/fd/$i ] && echo $i; "
          "i=$((i+1)); done; :",
          limits());
  ::close(leaked);
  EXPECT_EQ(lines_of(r.out), (std::set<std::string>{"0", "1", "2"})) << r.out << r.err;
}

TEST_P(Containment, TheProgramGetsAJudgesEnvironmentAndNothingOfLlks) {
  ::setenv("LLK_TEST_SECRET", "hunter2", 1);
  const auto plain = run("env", limits());
  const std::set<std::string> got = lines_of(plain.out);
  std::set<std::string> names;
  for (const std::string& l : got) names.insert(l.substr(0, l.find('=')));
  EXPECT_EQ(names, (std::set<std::string>{"PATH", "HOME", "TMPDIR", "LANG", "PWD"})) << plain.out;
  EXPECT_TRUE(got.count("PATH=/usr/local/bin:/usr/bin:/bin")) << plain.out;
  EXPECT_TRUE(got.count("LANG=C.UTF-8")) << plain.out;
  RunLimits l = limits();
  l.env = {"LLK_TEST_SECRET", "FOO=bar baz", "LANG=en_US.UTF-8"};
  const auto more = lines_of(run("env", l).out);
  EXPECT_TRUE(more.count("LLK_TEST_SECRET=hunter2"));
  EXPECT_TRUE(more.count("FOO=bar baz"));
  EXPECT_TRUE(more.count("LANG=en_US.UTF-8"));
  EXPECT_FALSE(more.count("LANG=C.UTF-8"));
  ::unsetenv("LLK_TEST_SECRET");
}

TEST_P(Containment, AStopAtAnyMomentEndsWhatTheProgramDetached) {
  // The run is cut off (as an interrupt or a deadline does) 0 to 19 ms after it starts, many
  // times: wherever the reaper is then, it ends the detached sleeper too.
  for (int i = 0; i < 60; ++i) {
    const RunDeadline cut(std::chrono::steady_clock::now() + std::chrono::milliseconds(i % 20));
    const auto r = run("setsid sh -c 'sleep 1000; : " + token_ + "' & exec sleep 1000", limits());
    EXPECT_TRUE(r.interrupted || !r.started) << i;
  }
  EXPECT_EQ(test::processes_left(token_), 0);
}

TEST_P(Containment, NothingOfOneRunReachesTheNext) {
  // Sandboxed runs of one thread share a kept sandbox: files, locked folders and detached
  // processes of a run are gone before the next starts (unsandboxed, each run has its own
  // scratch folder).
  const bool sandboxed = GetParam() == Sandbox::bwrap;
  const std::string shm = sandboxed ? "echo z > /dev/shm/s; " : "";
  const auto first =
      run("echo x > $TMPDIR/left; mkdir $TMPDIR/locked; echo y > $TMPDIR/locked/f; "
          "chmod 000 $TMPDIR/locked; " +
              shm + "setsid sh -c 'sleep 1000; : " + token_ + "' & echo started",
          limits());
  EXPECT_EQ(first.out, "started\n") << first.err;
  EXPECT_EQ(test::processes_left(token_), 0);
  const std::string look =
      sandboxed ? "find $TMPDIR /dev/shm -mindepth 1" : "find $TMPDIR -mindepth 1";
  const auto second = run(look + "; echo end", limits());
  EXPECT_EQ(second.out, "end\n") << second.err;
}

TEST_P(Containment, AProgramThatKillsEverythingItSeesDoesNotHarmTheNextRun) {
  // Unsandboxed, "everything it sees" is every process of the user's: never run it so.
  if (GetParam() != Sandbox::bwrap) GTEST_SKIP() << "unsandboxed, it would kill the machine's";
  const auto r = run("kill -9 -1; kill -9 1; sleep 0.1; echo alive", limits());
  EXPECT_TRUE(r.started) << r.err;  // it took itself down with the rest: llk judged it
  const auto next = run("echo fine", limits());
  EXPECT_EQ(next.out, "fine\n") << next.err;
  EXPECT_EQ(next.exit_code, 0);
}

TEST(KeptSandbox, BackToBackRunsShareOneSandbox) {
  if (bwrap_unusable()) GTEST_SKIP() << "bwrap cannot run here: " << *bwrap_unusable();
  // A fresh sandbox each run would give the program the same PID each time.
  RunLimits l;
  l.sandbox = Sandbox::bwrap;
  std::set<std::string> pids;
  for (int i = 0; i < 4; ++i) pids.insert(run_program("sh -c 'echo $$'", "", l).out);
  EXPECT_EQ(pids.size(), 4u);
}

/// A folder of the test's with a program, its helper and files llk keeps from it.
class Seal : public ::testing::Test {
 protected:
  void SetUp() override {
    if (bwrap_unusable()) GTEST_SKIP() << "bwrap cannot run here: " << *bwrap_unusable();
    test::write_text(dir_.file("tests/01.in"), "input\n");
    test::write_text(dir_.file("tests/01.out"), "the answers\n");
    test::write_text(dir_.file("art/a.in"), "input\n");
    test::write_text(dir_.file("art/a.out"), "the answers\n");
    test::write_text(dir_.file("one.in"), "input\n");
    test::write_text(dir_.file("one.out"), "the answers\n");
    test::write_text(dir_.file("helper.sh"), "#!/bin/sh\necho helper ran\n");
    test::write_text(dir_.file("prog.sh"),
                     "#!/bin/sh\n\"$(dirname \"$0\")/helper.sh\"\n"
                     "for f in tests/01.out art/a.out one.out one.in; do\n"
                     "  if [ -s \"$f\" ]; then echo \"sees $f\"; fi\n"
                     "done\n");
    for (const char* f : {"helper.sh", "prog.sh"})
      std::filesystem::permissions(dir_.file(f), std::filesystem::perms::owner_all);
    clear_hidden_paths();
  }
  void TearDown() override { clear_hidden_paths(); }
  RunResult run_in_dir(const std::string& command, RunLimits l = {}) {
    l.sandbox = Sandbox::bwrap;
    l.cpu_seconds = 5;
    const auto before = std::filesystem::current_path();
    std::filesystem::current_path(dir_.path());
    RunResult r = run_program(command, "", l);
    std::filesystem::current_path(before);
    return r;
  }
  test::TempDir dir_{"seal"};
};

TEST_F(Seal, WithNothingHiddenTheProgramSeesItsWholeFolder) {
  // The check below can fail: unhidden, the program finds every answer.
  const auto r = run_in_dir("./prog.sh");
  EXPECT_EQ(r.out, "helper ran\nsees tests/01.out\nsees art/a.out\nsees one.out\nsees one.in\n")
      << r.err;
}

TEST_F(Seal, WhatLlkHidesIsGoneEvenInTheProgramsOwnFolder) {
  hide_from_programs(dir_.file("tests"));
  hide_from_programs(dir_.file("art"));
  hide_from_programs(dir_.file("one.in"));  // and one.out beside it
  const auto r = run_in_dir("./prog.sh");
  EXPECT_EQ(r.out, "helper ran\n") << r.err;
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

TEST_F(Seal, AProgramInsideAHiddenFolderIsRefusedWithAReason) {
  hide_from_programs(dir_.path().string());
  const auto r = run_in_dir("./prog.sh");
  EXPECT_FALSE(r.started);
  EXPECT_NE(r.err.find("move the program out"), std::string::npos) << r.err;
}

TEST_F(Seal, OnlyTheSystemItsOwnFilesAndWhatIsBoundAreVisible) {
  // A folder neither the program's nor the system's: not there, unless --sandbox-bind shows it.
  char templ[] = "/var/tmp/llk-seal-XXXXXX";
  ASSERT_NE(::mkdtemp(templ), nullptr);
  const std::string other = templ;
  test::write_text(other + "/secret", "x\n");
  // Named as a folder, which shows nothing (a file named on the command line would be shown).
  const std::string look = "cat $(echo " + other + ")/secret 2>/dev/null || echo unseen";
  EXPECT_EQ(run_in_dir(look).out, "unseen\n");
  RunLimits l;
  l.binds = {other};
  EXPECT_EQ(run_in_dir(look, l).out, "x\n");
  std::filesystem::remove_all(other);
  // Interpreters and runtimes run from the system folders.
  EXPECT_EQ(run_in_dir("python3 -c 'print(6*7)'").out, "42\n");
  if (!find_program("node").empty()) {
    EXPECT_EQ(run_in_dir("node -e 'console.log(6*7)'").out, "42\n");
  }
  if (!find_program("java").empty()) {
    RunLimits jvm;
    jvm.memory_bytes = 0;
    const auto r = run_in_dir("java -version", jvm);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("version"), std::string::npos) << r.err;
  }
}

INSTANTIATE_TEST_SUITE_P(Sandbox, Containment, ::testing::Values(Sandbox::bwrap, Sandbox::none),
                         [](const auto& info) { return sandbox_name(info.param); });

}  // namespace
}  // namespace llk
