// llk prove on the command line: shards written as JSON and merged (a missing or repeated part
// refused), a mutant run as a judge program stopped at the same first failing input as in
// process, and the usage errors of a scope.

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "cli_support.hpp"
#include "llk/engine/certificate.hpp"
#include "llk/enumeration.hpp"
#include "support.hpp"

namespace llk {
namespace {

const std::string kMutant = LLK_MUTANT_EXE;

TEST(ProveCli, ShardsMergeIntoOneCertificateAndAMissingPartIsAGap) {
  test::TempDir dir("prove-cli");
  std::vector<std::string> parts;
  for (const std::string k : {"1", "2", "3"}) {
    parts.push_back(dir.file("part-" + k + ".json"));
    const test::CliRun r = test::run_cli({"prove", "--solver", "bfs01", "--cells", "4", "--quiet",
                                          "--shard", k + "/3", "--json", parts.back()});
    ASSERT_EQ(r.status, 0) << r.out << r.err;
    EXPECT_NE(r.out.find("PROVEN"), std::string::npos) << r.out;
  }
  const std::string merged = dir.file("merged.json");
  test::CliRun r =
      test::run_cli({"prove", "--merge", parts[0], parts[1], parts[2], "--json", merged});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("all 318 boards"), std::string::npos) << r.out;
  const Certificate c = certificate_from_json(test::read_text(merged));
  EXPECT_TRUE(c.complete());
  EXPECT_EQ(c.parts, 3);
  EXPECT_EQ(c.scope_flags, "--cells 4 --kinds 2 --rules hdu --turns 2");
  r = test::run_cli({"prove", "--merge", parts[0], parts[2]});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("a gap"), std::string::npos) << r.err;
  r = test::run_cli({"prove", "--merge", parts[0], parts[1], parts[1], parts[2]});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("an overlap"), std::string::npos) << r.err;
}

TEST(ProveCli, AMutantAsAProgramFailsAtTheSameItemAsInProcess) {
  test::TempDir dir("prove-program");
  const test::CliRun in_process = test::run_cli(
      {"prove", "--mutant", "last-row-slip", "--cells", "6", "--quiet", "--out", dir.str()});
  ASSERT_EQ(in_process.status, 1) << in_process.out << in_process.err;
  const test::CliRun program =
      test::run_cli({"prove", "--cmd", kMutant + " last-row-slip", "--cells", "6", "--quiet",
                     "--units-per-input", "500", "--out", dir.str()});
  ASSERT_EQ(program.status, 1) << program.out << program.err;
  const auto at = [](const std::string& out) { return out.substr(0, out.find(':')); };
  EXPECT_EQ(at(program.out), at(in_process.out));
  EXPECT_EQ(at(in_process.out), "FAILED at item 31");
}

TEST(ProveCli, AScopeOutsideTheJudgesLimitsIsAUsageError) {
  // Every problem from the registry: a scope its enumeration refuses (the smallest one up to 4
  // cells, where there is one) and a start past the end exit 2, as does a run without a subject.
  for (const std::string& name : test::problem_names()) {
    const Problem& p = test::problem(name);
    const std::string solver = p.solvers(false).front().name;
    for (int cells = 1; cells <= 4; ++cells) {
      try {
        if (!p.enumerate(ProveScope{cells, 2, 0}, {})) break;
      } catch (const std::invalid_argument&) {
        EXPECT_EQ(test::run_cli({"prove", "--problem", name, "--solver", solver, "--cells",
                                 std::to_string(cells)})
                      .status,
                  2)
            << name << " at " << cells << " cells";
        break;
      }
    }
    EXPECT_EQ(test::run_cli({"prove", "--problem", name, "--solver", solver, "--cells", "2",
                             "--from", "1000000000"})
                  .status,
              2)
        << name;
    EXPECT_EQ(test::run_cli({"prove", "--problem", name, "--cells", "4"}).status, 2) << name;
  }
}

}  // namespace
}  // namespace llk
