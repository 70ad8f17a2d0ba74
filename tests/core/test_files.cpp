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

TEST(ShellWords, DoubleQuotesAndTheFirstCommandAsTheShellReadsThem) {
  using Words = std::vector<std::string>;
  EXPECT_EQ(shell_words("python3 \"my prog.py\" x"), (Words{"python3", "my prog.py", "x"}));
  // Operators are words of their own command line, the end of its first command.
  EXPECT_EQ(shell_words("./a;b", false), (Words{"./a;b"}));
  EXPECT_EQ(shell_words("./a 'x;y' ;b", true), (Words{"./a", "x;y"}));
  EXPECT_EQ(shell_words("node p.js|cat", true), (Words{"node", "p.js"}));
  EXPECT_EQ(shell_words("\"half", true), std::nullopt);
}

TEST(ShellWords, AnUnclosedQuoteIsNoCommand) {
  EXPECT_EQ(shell_words("--cmd 'half"), std::nullopt);
  EXPECT_EQ(shell_words("  "), std::vector<std::string>{});
}

}  // namespace llk
