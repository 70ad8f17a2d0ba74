// The interpreter a command runs under (core/interpreter.hpp), over a table of commands and of
// scripts' `#!` lines, the binaries, shell scripts and missing files among them.

#include "llk/core/interpreter.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "support.hpp"

namespace llk {
namespace {

struct Row {
  std::string command;
  std::string name;      ///< the interpreter found; empty: none
  std::string language;  ///< its --lang
  std::string script;    ///< the file whose `#!` line named it
};

/// A folder of scripts with the `#!` lines under test, and an executable that is none.
class Interpreters : public ::testing::Test {
 protected:
  void SetUp() override {
    write("sol.py", "#!/usr/bin/env python3\nprint('YES')\n");
    write("pinned.py", "#!/usr/bin/python3.11 -u\n");
    write("split.py", "#!/usr/bin/env -S python3 -u\n");
    write("windows.rb", "#!/usr/bin/ruby\r\nputs 1\r\n");
    write("run.js", "#! /usr/bin/env node\n");
    write("Main.kts", "#!/usr/bin/env kotlin\n");
    write("wrapper.sh", "#!/bin/sh\nexec python3 sol.py\n");
    write("plain.py", "print('YES')\n");  // no `#!` line: exec runs it as a shell script
    write("awk.awk", "#!/usr/bin/awk -f\n");
    write("loop", "#!" + dir_.file("loop") + "\n");  // names itself
    // A binary: what exec sees first is no `#!`.
    const char elf[] =
        "\x7f"
        "ELF\x02\x01\x01\0\0\0#!/usr/bin/python3\n";
    write("a.out", std::string(elf, sizeof elf - 1));
  }
  void write(const std::string& name, const std::string& text) {
    test::write_text(dir_.file(name), text);
    std::filesystem::permissions(dir_.file(name), std::filesystem::perms::owner_all);
  }
  test::TempDir dir_{"interpreters"};
};

TEST_F(Interpreters, EachCommandOfTheTableRunsUnderItsInterpreterOrNone) {
  const std::vector<Row> table = {
      // Named by the command's first word, with a version or a path.
      {"python3 sol.py", "python3", "other", ""},
      {"python3.11 -u sol.py", "python3.11", "other", ""},
      {"/usr/bin/pypy3 sol.py", "pypy3", "other", ""},
      {"node sol.js", "node", "other", ""},
      {"nodejs sol.js", "nodejs", "other", ""},
      {"ruby sol.rb", "ruby", "other", ""},
      {"perl sol.pl", "perl", "other", ""},
      {"php sol.php", "php", "other", ""},
      {"lua5.4 sol.lua", "lua5.4", "other", ""},
      {"java Main", "java", "java", ""},
      {"/usr/lib/jvm/bin/java -Xss64m -cp . Main", "java", "java", ""},
      // Through env, assignments, and a shell's -c.
      {"env python3 sol.py", "python3", "other", ""},
      {"/usr/bin/env -i LC_ALL=C python3 sol.py", "python3", "other", ""},
      {"env -u HOME -S 'node --stack-size=65500' sol.js", "node", "other", ""},
      {"PYTHONHASHSEED=0 python3 sol.py < /dev/null", "python3", "other", ""},
      {"sh -c 'exec python3 sol.py'", "python3", "other", ""},
      {"bash -c \"ruby sol.rb | cat\"", "ruby", "other", ""},
      // Named by the `#!` line of the script the command runs.
      {"./sol.py", "python3", "other", "./sol.py"},
      {"./sol.py --fast", "python3", "other", "./sol.py"},
      {"./pinned.py", "python3.11", "other", "./pinned.py"},
      {"./split.py", "python3", "other", "./split.py"},
      {"./windows.rb", "ruby", "other", "./windows.rb"},
      {"./run.js", "node", "other", "./run.js"},
      {"./Main.kts", "kotlin", "java", "./Main.kts"},
      {"env ./sol.py", "python3", "other", "./sol.py"},
      {"sh -c './sol.py'", "python3", "other", "./sol.py"},
      // None: a binary, a shell script, a file without `#!`, a missing file, no command.
      {"./a.out", "", "", ""},
      {"sh -c ./a.out", "", "", ""},
      {"sh -c './a.out < in.txt'", "", "", ""},
      {"./wrapper.sh", "", "", ""},
      {"sh wrapper.sh", "", "", ""},
      {"./plain.py", "", "", ""},
      {"./awk.awk", "", "", ""},
      {"./loop", "", "", ""},
      {"./missing.py", "", "", ""},
      {"g++ -O2 x.cpp", "", "", ""},
      {"", "", "", ""},
      {"'unclosed", "", "", ""},
  };
  for (const Row& row : table) {
    const auto found = find_interpreter(row.command, dir_.str());
    if (row.name.empty()) {
      EXPECT_FALSE(found) << row.command << " runs under " << found->name;
      continue;
    }
    ASSERT_TRUE(found) << row.command << ": no interpreter found";
    EXPECT_EQ(found->name, row.name) << row.command;
    EXPECT_EQ(found->language, row.language) << row.command;
    EXPECT_EQ(found->script, row.script) << row.command;
  }
}

TEST(InterpreterLanguage, VersionsAreIgnoredAndShellsAndCompilersAreNone) {
  EXPECT_EQ(interpreter_language("python3.11"), "other");
  EXPECT_EQ(interpreter_language("python2.7"), "other");
  EXPECT_EQ(interpreter_language("php8.2"), "other");
  EXPECT_EQ(interpreter_language("java"), "java");
  EXPECT_EQ(interpreter_language("java17"), "java");
  for (const char* none : {"sh", "bash", "a.out", "g++", "llk", "pythonista", "javac", ""})
    EXPECT_EQ(interpreter_language(none), "") << none;
}

}  // namespace
}  // namespace llk
