// The artifact triple on disk: written and read back with its ordered report fields.

#include <gtest/gtest.h>

#include "llk/core/artifact.hpp"
#include "support.hpp"

namespace llk {

TEST(Artifact, WritesAndReadsTheThreeFiles) {
  test::TempDir dir("artifact");
  ArtifactFiles a;
  a.name = "case-1";
  a.input = "1 1\n0\n1\n1 1 1 1\n0 0\n";
  a.answers = {"NO"};
  a.report.set("problem", "link");
  a.report.set("kind", "wrong-answer");
  a.report.set("detail", "two\nlines");   // kept on one line
  a.report.set("kind", "runtime-error");  // replaces, keeps the place
  const std::string in = write_artifact_files(dir.str() + "/sub", a);
  EXPECT_EQ(in, dir.str() + "/sub/case-1.in");
  const StoredFiles s = read_artifact_files(in);
  EXPECT_TRUE(s.has_out);
  EXPECT_TRUE(s.has_report);
  EXPECT_EQ(s.files.input, a.input);
  EXPECT_EQ(s.files.answers, a.answers);
  ASSERT_EQ(s.files.report.all().size(), 3u);
  EXPECT_EQ(s.files.report.all()[1].first, "kind");
  EXPECT_EQ(s.files.report.get("kind"), "runtime-error");
  EXPECT_EQ(s.files.report.get("detail"), "two lines");
  EXPECT_EQ(s.files.report.get("missing", "fallback"), "fallback");
}

TEST(Artifact, APlainInputHasNoAnswersAndFindWalksDirectories) {
  test::TempDir dir("artifact-find");
  test::write_text(dir.file("b/x.in"), "1 1\n0\n1\n1 1 1 1\n0 0\n");
  test::write_text(dir.file("a.in"), "1 1\n0\n1\n1 1 1 1\n0 0\n");
  test::write_text(dir.file("a.txt"), "not an input\n");
  const auto found = find_artifacts(dir.str());
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0], dir.file("a.in"));
  const StoredFiles s = read_artifact_files(dir.file("b/x.in"));
  EXPECT_FALSE(s.has_out);
  EXPECT_FALSE(s.has_report);
  EXPECT_THROW(find_artifacts(dir.file("nowhere")), std::runtime_error);
}

}  // namespace llk
