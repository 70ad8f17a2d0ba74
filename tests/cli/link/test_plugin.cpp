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

/// Expects `r` to have exited with `status` and said each of `said` on standard output.
void expect_run(const test::CliRun& r, int status, std::initializer_list<std::string_view> said) {
  EXPECT_EQ(r.status, status) << r.out << r.err;
  test::expect_contains(r.out, said);
}

TEST_F(Plugin, ARightPluginPassesStressAndVerify) {
  test::TempDir dir("plugin-right");
  expect_run(stress(PLUGIN_RIGHT, dir), 0, {"plug-in"});
  expect_run(test::run_cli({"verify", "--problem", "link", "--plugin", PLUGIN_RIGHT, "--rounds",
                            "3", "--seed", "2", "--quiet", "--out", dir.str()}),
             0, {"PASS"});
}

TEST_F(Plugin, AWrongPluginIsCaughtWithAnArtifactThatReplays) {
  test::TempDir dir("plugin-wrong");
  const test::CliRun s = stress(PLUGIN_WRONG, dir);
  expect_run(s, 1, {});
  const auto artifacts = test::artifacts_in(dir.str());
  ASSERT_FALSE(artifacts.empty()) << s.out;
  const std::string txt =
      test::read_text(artifacts.front().substr(0, artifacts.front().size() - 3) + ".txt");
  EXPECT_NE(txt.find("subject-flags: --plugin "), std::string::npos) << txt;
  expect_run(test::run_cli({"replay", artifacts.front()}), 1, {"REPRODUCES"});
}

TEST_F(Plugin, ACrashIsReportedAsTheChildsCrash) {
  test::TempDir dir("plugin-crash");
  // "killed by SIGSEGV"; under ASan its report on stderr: "AddressSanitizer: SEGV".
  expect_run(stress(PLUGIN_CRASH, dir), 1, {"runtime-error on input", "SEGV"});
}

TEST_F(Plugin, AWitnessThatBreaksTheRulesIsCaught) {
  test::TempDir dir("plugin-witness");
  expect_run(stress(PLUGIN_BAD_WITNESS, dir), 1, {"invalid witness: path starts at"});
}

TEST_F(Plugin, APluginThatCannotLoadIsAUsageErrorWithTheReason) {
  test::TempDir dir("plugin-noabi");
  const test::CliRun missing = stress(PLUGIN_NOABI, dir);
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("does not export llk_link_answer"), std::string::npos) << missing.err;
  const test::CliRun none = stress(dir.file("nothing.so"), dir);
  EXPECT_EQ(none.status, 2);
  EXPECT_NE(none.err.find("cannot load the plug-in"), std::string::npos) << none.err;
  // Every problem the C ABI does not answer refuses --plugin.
  for (const std::string& name : test::problem_names()) {
    if (!test::problem(name).plugin_header().empty()) continue;
    const test::CliRun other = test::run_cli(
        {"stress", "--problem", name, "--plugin", PLUGIN_RIGHT, "--seed", "1", "--inputs", "1"});
    EXPECT_EQ(other.status, 2) << name;
    EXPECT_NE(other.err.find("has no plug-in ABI"), std::string::npos) << other.err;
  }
}

}  // namespace
}  // namespace llk
