#pragma once
/// What the tests share: temporary directories, files, the `llk` command line in process, the
/// registered problems, and small inputs.

#include <gtest/gtest.h>

#include <filesystem>
#include <initializer_list>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "llk/core/position.hpp"
#include "llk/link/board.hpp"

namespace llk::test {

/// A fresh directory under the system temp dir, unique to the test and the process, removed at
/// the end of the scope (kept when LLK_TEST_KEEP is set, for a look after a failure).
class TempDir {
 public:
  explicit TempDir(const std::string& tag);
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  std::string str() const { return path_.string(); }
  /// A path inside the directory.
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

/// The whole content of a file ("" when it cannot be read).
std::string read_text(const std::string& path);
/// Writes `text` to `path`, creating parent directories.
void write_text(const std::string& path, const std::string& text);

/// What a shell command printed and its exit status (-1 when it did not exit).
struct ShellRun {
  int status = -1;
  std::string out, err;
};
/// `command` run by /bin/sh in `dir`, as a user types it there.
ShellRun run_shell(const std::string& command, const std::string& dir);

/// The judge's sample input (SPEC section 1) and its answers, one YES/NO per query.
std::string judge_sample();
std::vector<std::string> judge_sample_answers();

/// Every NAME.in below `dir` (empty when there is none or no directory).
std::vector<std::string> artifacts_in(const std::string& dir);

/// A token unique to this call, for a hostile program's command line: processes_naming() then
/// finds whatever that program left running.
std::string unique_token();
/// The live processes (zombies not counted) whose command line contains `token`; with `program`,
/// only those whose executable is so called (/proc/PID/comm): a program, not llk running it.
int processes_naming(const std::string& token, const std::string& program = "");
/// Waits up to `seconds` for processes_naming(token) to reach 0; the count left then.
int processes_left(const std::string& token, double seconds = 3);

/// How often `what` occurs in `text` (overlapping occurrences counted).
std::size_t count(const std::string& text, const std::string& what);

/// A std::mt19937 from `seed`, which every failure in its scope names (to rerun with it).
class SeededRng : public std::mt19937 {
 public:
  explicit SeededRng(unsigned seed)
      : std::mt19937(seed),
        trace_(__FILE__, __LINE__, "std::mt19937 seed " + std::to_string(seed)) {}

 private:
  ::testing::ScopedTrace trace_;
};

/// `len` random bytes for a reader to survive: any byte on even rounds, else bytes drawn from
/// `alphabet` (the ones a reader looks at).
inline std::string random_bytes(std::mt19937& rng, int round, std::size_t len,
                                std::string_view alphabet) {
  std::string out(len, '\0');
  for (char& ch : out)
    ch = (round % 2 == 0) ? static_cast<char>(rng() % 256) : alphabet[rng() % alphabet.size()];
  return out;
}

/// The error that stopped reading a whole input, as "line L, column C: message", or "no error".
template <class Parsed>
std::string first_error(const Parsed& parsed) {
  return parsed.error ? parsed.error->to_string() : std::string("no error");
}

/// Expects `text`, the writing of the one case `c`, to read back (`back`) as exactly `c` and to
/// pass the strict validator (`violations`).
template <class Parsed, class Case>
void expect_reads_back(const std::string& text, const Parsed& back, const Case& c,
                       const std::vector<ParseError>& violations) {
  ASSERT_FALSE(back.error) << text;
  ASSERT_EQ(back.cases.size(), 1u);
  EXPECT_EQ(back.cases[0], c) << text;
  EXPECT_TRUE(violations.empty()) << text;
}

/// Expects `text` (a command's output) to hold each of `parts`; a miss prints the whole text.
inline void expect_contains(const std::string& text,
                            std::initializer_list<std::string_view> parts) {
  for (const std::string_view part : parts)
    EXPECT_NE(text.find(part), std::string::npos) << "no '" << part << "' in:\n" << text;
}

#ifdef LLK_SOURCE_DIR
/// The mutant a problem's differential fuzz target must find, as tests/fuzz/PROBLEM/finds-mutant
/// names it: a problem's tests take their mutant from its own folder, not from a table here.
inline std::string finds_mutant(const std::string& problem) {
  const std::string path = std::string(LLK_SOURCE_DIR) + "/tests/fuzz/" + problem + "/finds-mutant";
  std::istringstream lines(read_text(path));
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string target, mutant;
    if (words >> target >> mutant) return mutant;
  }
  ADD_FAILURE() << path << " names no mutant";
  return "";
}
#endif

}  // namespace llk::test
