// A bug is a cause, not a symptom: a program's limits of one kind are one bug whatever the
// class of their first unit, and bugs are listed wrong answers first, then by
// failing units, each keeping its number.

#include <gtest/gtest.h>

#include "llk/engine/bugs.hpp"
#include "llk/subject.hpp"

namespace llk {
namespace {

TEST(BugSignature, ALimitIsOneBugWhateverTheClassOfItsFirstUnit) {
  for (const char* kind : {failure_kind::memory_limit, failure_kind::time_limit, failure_kind::idle,
                           failure_kind::output_limit})
    EXPECT_EQ(bug_signature(kind, "no-path", "NO"), bug_signature(kind, "edge", "YES")) << kind;
  // Another kind is another bug.
  EXPECT_NE(bug_signature(failure_kind::memory_limit, "edge", "NO"),
            bug_signature(failure_kind::time_limit, "edge", "NO"));
}

TEST(BugSignature, WrongAnswersOfTwoClassesAreTwoBugs) {
  EXPECT_NE(bug_signature(failure_kind::wrong_answer, "no-path", "NO"),
            bug_signature(failure_kind::wrong_answer, "edge", "NO"));
  EXPECT_NE(bug_signature(failure_kind::wrong_answer, "edge", "YES"),
            bug_signature(failure_kind::wrong_answer, "edge", "NO"));
}

Bug bug(const std::string& kind, std::size_t hits) {
  Bug b;
  b.kind = kind;
  b.hits = hits;
  return b;
}

TEST(BugRanking, WrongAnswersFirstThenTheMostFailingUnits) {
  const std::vector<Bug> bugs = {
      bug(failure_kind::memory_limit, 90), bug(failure_kind::runtime_error, 2),
      bug(failure_kind::wrong_answer, 1), bug(failure_kind::wrong_answer, 7),
      bug(failure_kind::time_limit, 100)};
  EXPECT_EQ(bug_ranking(bugs), (std::vector<std::size_t>{3, 2, 1, 4, 0}));
}

TEST(BugTable, NumbersInRankWrongAnswersFirst) {
  // The memory limit found first, the wrong answer after it.
  const std::vector<Bug> bugs = {bug(failure_kind::memory_limit, 90),
                                 bug(failure_kind::wrong_answer, 1)};
  const std::string t = bug_table(bugs);
  const auto wrong = t.find("wrong-answer"), memory = t.find("memory-limit");
  ASSERT_NE(wrong, std::string::npos) << t;
  EXPECT_LT(wrong, memory) << t;
  // The wrong answer is bug 1, the limit bug 2, whatever order they were found in.
  EXPECT_EQ(t.substr(t.rfind('\n', wrong) + 1, 1), "1") << t;
  EXPECT_EQ(t.substr(t.rfind('\n', memory) + 1, 1), "2") << t;
}

}  // namespace
}  // namespace llk
