// --plugin: a C plug-in answered through llk-plugin-host in a child process. A right one
// passes, a wrong one and one that crashes are caught with artifacts that replay, a bad witness
// is caught, and one that cannot load is a usage error with the loader's reason.

#include <gtest/gtest.h>
#include <stdlib.h>

#include <string>

#include "cli_support.hpp"
#include "support.hpp"

namespace llk {
namespace {

class Plugin : public ::testing::Test {
 protected:
  void SetUp() override { ::setenv("LLK_PLUGIN_HOST", LLK_PLUGIN_HOST_EXE, 1); }
  void TearDown() override { ::unsetenv("LLK_PLUGIN_HOST"); }
};

test::CliRun stress(const std::string& plugin, const test::TempDir& dir, int inputs = 20) {
  return test::run_cli({"stress", "--plugin", plugin, "--seed", "3", "--inputs",
                        std::to_string(inputs), "--budget", "60s", "--quiet", "--jobs", "1",
                        "--out", dir.str()});
}

TEST_F(Plugin, ARightPluginPassesStressAndVerify) {
  test::TempDir dir("plugin-right");
  const test::CliRun s = stress(PLUGIN_RIGHT, dir);
  EXPECT_EQ(s.status, 0) << s.out << s.err;
  EXPECT_NE(s.out.find("plug-in"), std::string::npos) << s.out;
  const test::CliRun v =
      test::run_cli({"verify", "--problem", "link", "--plugin", PLUGIN_RIGHT, "--rounds", "3",
                     "--seed", "2", "--quiet", "--out", dir.str()});
  EXPECT_EQ(v.status, 0) << v.out << v.err;
  EXPECT_NE(v.out.find("PASS"), std::string::npos) << v.out;
}

TEST_F(Plugin, AWrongPluginIsCaughtWithAnArtifactThatReplays) {
  test::TempDir dir("plugin-wrong");
  const test::CliRun s = stress(PLUGIN_WRONG, dir);
  EXPECT_EQ(s.status, 1) << s.out << s.err;
  const auto artifacts = test::artifacts_in(dir.str());
  ASSERT_FALSE(artifacts.empty()) << s.out;
  const std::string txt =
      test::read_text(artifacts.front().substr(0, artifacts.front().size() - 3) + ".txt");
  EXPECT_NE(txt.find("subject-flags: --plugin "), std::string::npos) << txt;
  const test::CliRun r = test::run_cli({"replay", artifacts.front()});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("REPRODUCES"), std::string::npos) << r.out;
}

TEST_F(Plugin, ACrashIsReportedAsTheChildsCrash) {
  test::TempDir dir("plugin-crash");
  const test::CliRun s = stress(PLUGIN_CRASH, dir);
  EXPECT_EQ(s.status, 1) << s.out << s.err;
  EXPECT_NE(s.out.find("runtime-error on input"), std::string::npos) << s.out;
  // "killed by SIGSEGV"; under ASan its report on stderr: "AddressSanitizer: SEGV".
  EXPECT_NE(s.out.find("SEGV"), std::string::npos) << s.out;
}

TEST_F(Plugin, AWitnessThatBreaksTheRulesIsCaught) {
  test::TempDir dir("plugin-witness");
  const test::CliRun s = stress(PLUGIN_BAD_WITNESS, dir);
  EXPECT_EQ(s.status, 1) << s.out << s.err;
  EXPECT_NE(s.out.find("invalid witness: path starts at"), std::string::npos) << s.out;
}

TEST_F(Plugin, APluginThatCannotLoadIsAUsageErrorWithTheReason) {
  test::TempDir dir("plugin-noabi");
  const test::CliRun missing = stress(PLUGIN_NOABI, dir);
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("does not export llk_answer"), std::string::npos) << missing.err;
  const test::CliRun none = stress(dir.file("nothing.so"), dir);
  EXPECT_EQ(none.status, 2);
  EXPECT_NE(none.err.find("cannot load the plug-in"), std::string::npos) << none.err;
  const test::CliRun escape = test::run_cli(
      {"stress", "--problem", "escape", "--plugin", PLUGIN_RIGHT, "--seed", "1", "--inputs", "1"});
  EXPECT_EQ(escape.status, 2);
  EXPECT_NE(escape.err.find("has no plug-in ABI"), std::string::npos) << escape.err;
}

}  // namespace
}  // namespace llk
