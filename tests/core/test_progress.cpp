// The one progress line: the same look for every engine, counters or an engine's own fields,
// rewritten in place on a terminal, one line per interval in a log.

#include <gtest/gtest.h>

#include <sstream>

#include "llk/core/progress.hpp"

namespace llk {
namespace {

TEST(Progress, CountersAndFieldsInOneLook) {
  std::ostringstream err;
  Progress p(err, false, 0, "llk verify sample", 60);
  p.cases = 10;
  p.failures = 1;
  p.finish("extra");
  const std::string line = err.str();
  EXPECT_EQ(line.rfind("llk verify sample: ", 0), 0u) << line;
  EXPECT_NE(line.find(" s of 60 s | 10 cases"), std::string::npos) << line;
  EXPECT_NE(line.find("| 1 failure | extra\n"), std::string::npos) << line;
}

TEST(Progress, AnEnginesOwnFieldsWithoutCountersOrBudget) {
  std::ostringstream err;
  Progress p(err, false, 0, "llk prove sample", 0, false);
  p.finish("12 of 40 boards");
  const std::string line = err.str();
  EXPECT_EQ(line.find("cases"), std::string::npos) << line;
  EXPECT_EQ(line.find(" of 0 s"), std::string::npos) << line;
  EXPECT_NE(line.find(" s | 12 of 40 boards\n"), std::string::npos) << line;
}

TEST(Progress, LiveRewritesInPlaceAndLogsWaitForTheInterval) {
  std::ostringstream live;
  Progress on_tty(live, true, 10, "x", 1, false);
  on_tty.finish("a long line");
  on_tty.finish("b");
  EXPECT_EQ(live.str().front(), '\r');
  EXPECT_NE(live.str().find("\rx: "), std::string::npos);
  std::ostringstream log;
  Progress in_log(log, false, 3600, "x", 1, false);
  in_log.tick("first");  // not due: an hour between lines
  EXPECT_EQ(log.str(), "");
}

}  // namespace
}  // namespace llk
