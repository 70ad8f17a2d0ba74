#include "llk/commands.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "llk/solver.hpp"

namespace llk {
namespace {

const std::string kSample = std::string(LLK_SOURCE_DIR) + "/corpus/samples/judge_sample.in";

/// A temporary file holding `text`, removed at the end of the test.
class TempFile {
 public:
  explicit TempFile(const std::string& text) {
    path_ = (std::filesystem::temp_directory_path() /
             ("llk_cli_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter_++)))
                .string();
    std::ofstream(path_, std::ios::binary) << text;
  }
  ~TempFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  static inline int counter_ = 0;
  std::string path_;
};

struct CmdRun {
  int status;
  std::string out, err;
};

CmdRun solve(const std::string& path, const std::string& solver = "", Config config = {}) {
  SolveOptions opt;
  opt.input = path;
  opt.solver = solver;
  opt.config = config;
  std::ostringstream out, err;
  const int rc = run_solve(opt, out, err);
  return {rc, out.str(), err.str()};
}

TEST(Solve, JudgeSampleWithEverySolver) {
  for (const auto& s : production_solvers().all()) {
    SCOPED_TRACE(s.name);
    const CmdRun r = solve(kSample, s.name);
    EXPECT_EQ(r.status, kExitOk) << r.err;
    EXPECT_EQ(r.out, "YES\nNO\nNO\nNO\nNO\nYES\n");
  }
}

TEST(Solve, UnknownSolverIsAUsageError) {
  const CmdRun r = solve(kSample, "no-such-solver");
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_NE(r.err.find("unknown solver 'no-such-solver'"), std::string::npos);
}

TEST(Solve, UnsupportedConfigIsAUsageError) {
  const CmdRun r = solve(kSample, "linescan", {Rules::hdu, 5});
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_NE(r.err.find("does not support"), std::string::npos) << r.err;
}

TEST(Solve, MissingFileIsAUsageError) {
  const CmdRun r = solve("/nonexistent/llk/input.in");
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_NE(r.err.find("cannot open"), std::string::npos) << r.err;
}

TEST(Solve, AnswersBeforeAnErrorAreStillPrinted) {
  // Case 1 is complete (one YES), case 2 has a negative value on line 6, column 3.
  TempFile f("1 2\n5 5\n1\n1 1 1 2\n1 2\n5 -3\n1\n1 1 1 2\n0 0\n");
  const CmdRun r = solve(f.path());
  EXPECT_EQ(r.status, kExitUsage);
  EXPECT_EQ(r.out, "YES\n");
  EXPECT_NE(r.err.find("line 6, column 3"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("'-3'"), std::string::npos) << r.err;
}

TEST(Solve, MissingTerminatorAfterACompleteCaseIsAccepted) {
  TempFile f("1 2\n5 5\n1\n1 1 1 2\n");
  const CmdRun r = solve(f.path());
  EXPECT_EQ(r.status, kExitOk) << r.err;
  EXPECT_EQ(r.out, "YES\n");
}

TEST(Solve, InputPastTheWholeReadLimitIsMappedAndAnswered) {
  // 5000 x 6800 single digits: 68 MB, past the 64 MiB that are read into the heap, so the file is
  // mapped and released as it is read. Row 1: 7 ... 7 with nothing between; row 2: 5 0 6 0 5.
  const int n = 5000, m = 6800;
  std::string text = std::to_string(n) + " " + std::to_string(m) + "\n";
  text.reserve(static_cast<std::size_t>(n) * m * 2 + 64);
  for (int r = 1; r <= n; ++r)
    for (int c = 1; c <= m; ++c) {
      char v = '0';
      if (r == 1 && (c == 1 || c == m)) v = '7';
      if (r == 2 && (c == 1 || c == 5)) v = '5';
      if (r == 2 && c == 3) v = '6';
      text += v;
      text += c == m ? '\n' : ' ';
    }
  text += "2\n1 1 1 " + std::to_string(m) + "\n2 1 2 3\n0 0\n";  // linked; different kinds
  ASSERT_GT(text.size(), std::size_t{64} << 20);
  TempFile f(text);
  text = std::string();
  SolveOptions opt;
  opt.input = f.path();
  opt.in.relaxed = true;
  std::ostringstream out, err;
  EXPECT_EQ(run_solve(opt, out, err), kExitOk) << err.str();
  EXPECT_EQ(out.str(), "YES\nNO\n");
}

TEST(Check, SampleHasNoDisagreement) {
  CheckOptions opt;
  opt.files = {kSample};
  for (Rules rules : {Rules::hdu, Rules::classic}) {
    for (int k = 0; k <= 2; ++k) {
      opt.config = {rules, k};
      std::ostringstream out, err;
      EXPECT_EQ(run_check(opt, out, err), kExitOk) << out.str() << err.str();
      EXPECT_NE(out.str().find("0 disagreements"), std::string::npos) << out.str();
    }
  }
}

TEST(Validate, SampleIsValidAndMissingTerminatorIsNot) {
  ValidateOptions opt;
  opt.input = kSample;
  std::ostringstream out, err;
  EXPECT_EQ(run_validate(opt, out, err), kExitOk) << err.str();
  TempFile f("1 2\n5 5\n1\n1 1 1 2\n");
  opt.input = f.path();
  std::ostringstream out2, err2;
  EXPECT_EQ(run_validate(opt, out2, err2), kExitUsage);
  EXPECT_NE(err2.str().find("0 0"), std::string::npos) << err2.str();
}

TEST(Solvers, ListsEveryProductionSolver) {
  std::ostringstream out;
  EXPECT_EQ(run_list_solvers(out), kExitOk);
  for (const auto& s : production_solvers().all())
    EXPECT_NE(out.str().find(s.name), std::string::npos);
}

}  // namespace
}  // namespace llk
