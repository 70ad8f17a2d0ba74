// The engines on the link check's own inputs: check on the judge's sample with its picture, a
// run that cannot write its artifact, and --skip keeping a query class out of minimized inputs.

#include <sstream>

#include "stress_support.hpp"

namespace llk {
namespace {

TEST(Check, ReportsEveryDisagreementWithItsPicture) {
  test::TempDir dir("check");
  test::write_text(dir.file("sample.in"), test::judge_sample());
  CheckOptions opt;
  opt.files = {dir.file("sample.in")};
  std::ostringstream out, err;
  EXPECT_EQ(run_check(problems(), test::problem("link"), opt, out, err), 0)
      << out.str() << err.str();
  opt.subject = program("cat >/dev/null; printf 'YES\\nYES\\nYES\\nYES\\nYES\\nYES\\n'");
  std::ostringstream out2;
  EXPECT_EQ(run_check(problems(), test::problem("link"), opt, out2, err), 1) << out2.str();
  EXPECT_NE(out2.str().find("DISAGREEMENT"), std::string::npos) << out2.str();
  EXPECT_NE(out2.str().find("[1]"), std::string::npos) << out2.str();  // the picture
}

TEST(Stress, AnArtifactThatCannotBeWrittenStopsTheRunWithItsMessage) {
  StressOptions opt;
  opt.subject = mutant("same-cell-yes");
  opt.max_inputs = 5;
  opt.seed = 1;
  opt.out_dir = "/proc/llk-cannot-write-here";
  opt.progress = false;
  std::ostringstream out, err;
  EXPECT_EQ(run_stress(test::problem("link"), opt, out, err), 2) << out.str();
  EXPECT_NE(err.str().find("stopped on an error"), std::string::npos) << err.str();
}

TEST(Stress, SkipKeepsASkippedClassOutOfTheMinimizedInputToo) {
  // A program that answers YES to every query: most of its failures shrink best into a 1 x 1
  // board asking a cell with itself, the class skipped here.
  test::TempDir dir("stress-skip-shrink");
  test::write_text(dir.file("yes.sh"),
                   "awk '{for(i=1;i<=NF;i++) t[n++]=$i} END{p=0; while(p<n){r=t[p];c=t[p+1];"
                   "p+=2; if(r==0&&c==0)break; p+=r*c; q=t[p++]; "
                   "for(k=0;k<q;k++){print \"YES\"; p+=4}}}'\n");
  StressOptions opt;
  opt.subject = program("sh " + dir.file("yes.sh"));
  opt.max_inputs = 20;
  opt.max_bugs = 0;
  opt.jobs = 1;
  opt.seed = 2;
  opt.out_dir = dir.file("out");
  opt.progress = false;
  opt.minimize_seconds = 30;
  opt.skip = {"same-cell"};
  const Problem& link = test::problem("link");
  std::ostringstream out, err;
  EXPECT_EQ(run_stress(link, opt, out, err), 1) << out.str() << err.str();
  const auto found = test::artifacts_in(opt.out_dir);
  EXPECT_FALSE(found.empty()) << out.str();
  for (const auto& f : found) {
    const StoredInput a = read_input(f, &problems(), link, {});
    const Expected e = link.oracle(a.input);
    for (std::size_t u = 0; u < link.units(a.input); ++u)
      EXPECT_NE(link.classify(a.input, u, e), "same-cell") << f << "\n" << link.write(a.input);
  }
}

}  // namespace
}  // namespace llk
