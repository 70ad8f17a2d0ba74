// llk stopped mid-run by SIGINT, SIGTERM or SIGKILL, with and without the sandbox: the program
// it was running ends with it; SIGINT and SIGTERM end llk within seconds, with its summary and
// exit status 130.

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>

#include "support.hpp"

namespace llk {
namespace {

struct Case {
  int signal;
  const char* sandbox;
};

class Interrupt : public ::testing::TestWithParam<Case> {};

/// Starts `llk ARGS...` with stdout into `out`, stderr into `err` and its scratch folders under
/// `tmp` ($TMPDIR: a SIGKILL leaves llk no time to remove them, and they go with the test's
/// folder); its pid.
pid_t start_llk(const std::vector<std::string>& args, const std::string& out,
                const std::string& err, const std::string& tmp) {
  std::vector<std::string> all{LLK_EXE};
  all.insert(all.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : all) argv.push_back(a.data());
  argv.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::setenv("TMPDIR", tmp.c_str(), 1);
    if (!freopen(out.c_str(), "w", stdout)) ::_exit(126);
    if (!freopen(err.c_str(), "w", stderr)) ::_exit(126);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return pid;
}

TEST_P(Interrupt, TheProgramEndsWithLlk) {
  const Case c = GetParam();
  const std::string token = test::unique_token();
  test::TempDir dir("interrupt");
  const pid_t llk = start_llk(
      {"stress", "--cmd", "sh -c 'while :; do :; done; : " + token + "'", "--timeout", "60s",
       "--budget", "120", "--jobs", "1", "--seed", "1", "--sandbox", c.sandbox, "--out", dir.str()},
      dir.file("stdout"), dir.file("stderr"), dir.str());
  ASSERT_GT(llk, 0);
  // Should a check below fail before llk ends, it is killed (its program with it), not left.
  bool reaped = false;
  const std::shared_ptr<void> kill_if_left(nullptr, [&](void*) {
    if (reaped) return;
    ::kill(llk, SIGKILL);
    ::waitpid(llk, nullptr, 0);
  });
  // Until its program (sh) runs: llk's own command line names the token too, and waiting for
  // any process naming it sent the signal, under load, before llk had set its handlers.
  for (int i = 0; i < 1000 && test::processes_naming(token, "sh") == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_GT(test::processes_naming(token, "sh"), 0) << "the program never started";
  // Past the sandbox's own set-up (bwrap ties its namespace to llk a moment after it starts).
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const auto sent = std::chrono::steady_clock::now();
  ::kill(llk, c.signal);
  int status = 0;
  ASSERT_EQ(::waitpid(llk, &status, 0), llk);
  reaped = true;
  const double took =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
  EXPECT_EQ(test::processes_left(token), 0);
  if (c.signal == SIGKILL) {
    EXPECT_TRUE(WIFSIGNALED(status));
    return;
  }
  EXPECT_LT(took, 3.0);
  ASSERT_TRUE(WIFEXITED(status)) << "llk ended by signal " << WTERMSIG(status) << "; its stderr:\n"
                                 << test::read_text(dir.file("stderr"));
  EXPECT_EQ(WEXITSTATUS(status), 130);
  EXPECT_NE(test::read_text(dir.file("stdout")).find("interrupted after"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Signals, Interrupt,
                         ::testing::Values(Case{SIGINT, "bwrap"}, Case{SIGTERM, "bwrap"},
                                           Case{SIGKILL, "bwrap"}, Case{SIGINT, "none"},
                                           Case{SIGTERM, "none"}, Case{SIGKILL, "none"}),
                         [](const auto& info) {
                           const char* sig = info.param.signal == SIGINT    ? "SIGINT"
                                             : info.param.signal == SIGTERM ? "SIGTERM"
                                                                            : "SIGKILL";
                           return std::string(sig) + "_" + info.param.sandbox;
                         });

}  // namespace
}  // namespace llk
