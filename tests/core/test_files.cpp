// Shell quoting round trips: what llk prints as a command it reads back word for word.

#include <gtest/gtest.h>

#include "llk/core/files.hpp"

namespace llk {

TEST(ShellWords, ReadsBackWhatShellQuoteWrites) {
  const std::vector<std::string> words = {"--cmd", "python3 ./my prog.py", "it's", "a\\b", "plain"};
  std::string line;
  for (const std::string& w : words) line += (line.empty() ? "" : " ") + shell_quote(w);
  EXPECT_EQ(shell_words(line), words);
}

TEST(ShellWords, AnUnclosedQuoteIsNoCommand) {
  EXPECT_EQ(shell_words("--cmd 'half"), std::nullopt);
  EXPECT_EQ(shell_words("  "), std::vector<std::string>{});
}

}  // namespace llk
