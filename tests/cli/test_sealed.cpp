// A program that solves nothing and looks for the answers instead: it finds the input file
// holding its stdin's bytes and prints the .out beside it. Sandboxed, llk keeps every answer from
// it, so `llk judge` (run from the folder that holds the test set) and `llk replay` reject it;
// unsandboxed it is accepted, which shows the check can fail.

#include <gtest/gtest.h>

#include <stdlib.h>

#include <filesystem>
#include <string>

#include "cli_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/sandbox.hpp"

namespace llk {
namespace {

const char* const kCheat = R"(#!/bin/sh
in="$TMPDIR/stdin"
cat > "$in"
for f in $(find "$PWD" -name '*.in' -type f 2>/dev/null); do
  if cmp -s "$f" "$in"; then cat "${f%.in}.out" 2>/dev/null; exit 0; fi
done
)";

/// A project folder holding the cheat and, below it, what llk reads; the test runs from it.
class Cheat : public ::testing::Test {
 protected:
  void SetUp() override {
    if (bwrap_unusable()) GTEST_SKIP() << "bwrap cannot run here: " << *bwrap_unusable();
    test::write_text(dir_.file("cheat.sh"), kCheat);
    std::filesystem::permissions(dir_.file("cheat.sh"), std::filesystem::perms::owner_all);
    std::string answers;
    for (const std::string& a : test::judge_sample_answers()) answers += a + "\n";
    test::write_text(dir_.file("tests/01.in"), test::judge_sample());
    test::write_text(dir_.file("tests/01.out"), answers);
    const std::string from =
        std::string(LLK_SOURCE_DIR) + "/corpus/regressions/link/mutant-turn-limit-plus-one";
    for (const char* ext : {".in", ".out"})
      test::write_text(dir_.file(std::string("art/a") + ext), test::read_text(from + ext));
    std::string txt = test::read_text(from + ".txt");
    const auto at = txt.find("subject-flags: ");
    txt.replace(at, txt.find('\n', at) - at, "subject-flags: --cmd ./cheat.sh");
    test::write_text(dir_.file("art/a.txt"), txt);
    before_ = std::filesystem::current_path();
    std::filesystem::current_path(dir_.path());
  }
  void TearDown() override {
    if (!before_.empty()) std::filesystem::current_path(before_);
    ::unsetenv("LLK_SANDBOX");
  }
  test::TempDir dir_{"cheat"};
  std::filesystem::path before_;
};

TEST_F(Cheat, JudgeFromTheProjectFolderRejectsItSandboxed) {
  const auto sealed = test::run_cli(
      {"judge", "tests", "--cmd", "./cheat.sh", "--sandbox", "bwrap", "--quiet", "--jobs", "1"});
  EXPECT_EQ(sealed.status, kExitFailureFound) << sealed.out << sealed.err;
  // The same program unsandboxed finds the answers: what the sandbox stops is real.
  const auto open = test::run_cli(
      {"judge", "tests", "--cmd", "./cheat.sh", "--sandbox", "none", "--quiet", "--jobs", "1"});
  EXPECT_EQ(open.status, kExitOk) << open.out << open.err;
}

TEST_F(Cheat, ReplayOfAnArtifactRejectsItSandboxed) {
  ::setenv("LLK_SANDBOX", "bwrap", 1);
  const auto sealed = test::run_cli({"replay", "art/a.in"});
  EXPECT_EQ(sealed.status, kExitFailureFound) << sealed.out << sealed.err;
  EXPECT_NE(sealed.out.find("REPRODUCES"), std::string::npos) << sealed.out;
  ::setenv("LLK_SANDBOX", "none", 1);
  const auto open = test::run_cli({"replay", "art/a.in"});
  EXPECT_NE(open.out.find("FIXED"), std::string::npos) << open.out << open.err;
}

}  // namespace
}  // namespace llk
