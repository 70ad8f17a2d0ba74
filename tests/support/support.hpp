#pragma once
/// What the tests share: temporary directories, files, the `llk` command line in process, the
/// registered problems, and small inputs.

#include <filesystem>
#include <string>
#include <vector>

#include "llk/board.hpp"

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

/// The judge's sample input (SPEC section 1) and its answers, one YES/NO per query.
std::string judge_sample();
std::vector<std::string> judge_sample_answers();

/// Every NAME.in below `dir` (empty when there is none or no directory).
std::vector<std::string> artifacts_in(const std::string& dir);

/// How often `what` occurs in `text` (overlapping occurrences counted).
std::size_t count(const std::string& text, const std::string& what);

}  // namespace llk::test
