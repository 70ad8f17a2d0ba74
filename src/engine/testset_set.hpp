#pragma once
/// Private to `llk testset`: the test set already in --out, read back from its manifest, so that
/// a rebuild keeps its files' names, its pinned tests and the tests that killed a wrong program.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "llk/core/json.hpp"
#include "llk/enumeration.hpp"
#include "llk/problem.hpp"

namespace llk::testset_detail {

/// One test of the set on disk, as its manifest lists it.
struct SetTest {
  std::string file;      ///< "03.in", "08-stress-link-wrong-answer-1-1-1.in"
  std::string text;      ///< its .in as on disk
  bool present = false;  ///< its .in is there
  std::string name;      ///< the manifest's name of the test
  json::Json pinned;     ///< where it was pinned from (null: not pinned)
  std::vector<std::string>
      kept_for;  ///< known-wrong programs it killed, in this or an earlier build
};

/// The set in a directory, as its manifest.json says; `found` is false without one.
struct ExistingSet {
  bool found = false;
  json::Json manifest;  ///< as read, for --add into the set as it is
  std::string problem;
  std::optional<std::uint64_t> seed;
  Params params;
  std::optional<double> cpu_seconds;
  std::optional<std::int64_t> memory_bytes;
  std::optional<ProveScope> exhaustive;
  std::vector<SetTest> tests;
  int highest = 0;  ///< the highest test file number in the directory
};

/// Reads the set in `dir` (not found when it has no manifest.json); throws
/// std::invalid_argument naming the manifest and what is wrong with it.
ExistingSet read_set(const std::string& dir);

/// The number a test file's name starts with ("08-x.in": 8); 0 when none.
int file_number(const std::string& file);

/// True for the name of a test file llk writes: digits, then nothing or '-' and a name.
bool is_test_file_stem(const std::string& stem);

/// The stem of test file number `n`, zero-padded to `width`, with a pinned test's name: "08-NAME".
std::string file_stem(int n, int width, const std::string& name = "");

/// `name` safe in a file name: letters, digits, '.', '_' and '-' kept, the rest '-', at most 60.
std::string safe_name(const std::string& name);

}  // namespace llk::testset_detail
