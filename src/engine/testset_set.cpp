/// The test set already in --out: its manifest read back, its files' numbers and names.

#include "testset_set.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <stdexcept>

#include "llk/core/files.hpp"

namespace llk::testset_detail {

namespace fs = std::filesystem;

int file_number(const std::string& file) {
  int n = 0;
  for (std::size_t i = 0;
       i < file.size() && i < 6 && std::isdigit(static_cast<unsigned char>(file[i])); ++i)
    n = n * 10 + (file[i] - '0');
  return n;
}

bool is_test_file_stem(const std::string& stem) {
  const auto digits =
      std::find_if(stem.begin(), stem.end(), [](char ch) { return ch < '0' || ch > '9'; });
  return digits != stem.begin() && (digits == stem.end() || *digits == '-');
}

std::string file_stem(int n, int width, const std::string& name) {
  return fmt::format("{:0{}}", n, width) + (name.empty() ? "" : "-" + name);
}

std::string safe_name(const std::string& name) {
  std::string out;
  for (const char ch : name.substr(0, 60))
    out += std::isalnum(static_cast<unsigned char>(ch)) || ch == '.' || ch == '_' || ch == '-'
               ? ch
               : '-';
  return out;
}

namespace {

/// `j` as a string list; throws when it is something else.
std::vector<std::string> strings(const json::Json& j) {
  std::vector<std::string> out;
  if (j.is_null()) return out;
  for (const json::Json& s : j) out.push_back(s.get<std::string>());
  return out;
}

void read_tests(const std::string& dir, ExistingSet& set) {
  const json::Json& m = set.manifest;
  for (const json::Json& t : m.at("tests")) {
    SetTest s;
    s.file = t.at("file").get<std::string>();
    if (s.file.empty() || s.file.find('/') != std::string::npos || s.file.size() < 4 ||
        s.file.substr(s.file.size() - 3) != ".in")
      throw std::invalid_argument("a test's file is not NAME.in: '" + s.file + "'");
    s.name = t.value("name", "");
    if (t.contains("pinned")) s.pinned = t.at("pinned");
    if (t.contains("kept_for")) s.kept_for = strings(t.at("kept_for"));
    const fs::path path = fs::path(dir) / s.file;
    s.present = fs::is_regular_file(path);
    if (s.present) s.text = read_file(path.string());
    set.tests.push_back(std::move(s));
  }
  // A set written before kept_for: the tests its known-wrong programs failed.
  if (!m.contains("programs")) return;
  for (const json::Json& p : m.at("programs")) {
    if (p.value("role", "") != "known wrong" || !p.contains("failed") || p.at("failed").is_null())
      continue;
    const std::string file = p.at("failed").get<std::string>(), label = p.value("program", "");
    for (SetTest& s : set.tests)
      if (s.file == file &&
          std::find(s.kept_for.begin(), s.kept_for.end(), label) == s.kept_for.end())
        s.kept_for.push_back(label);
  }
}

}  // namespace

ExistingSet read_set(const std::string& dir) {
  ExistingSet set;
  const fs::path manifest = fs::path(dir) / "manifest.json";
  if (!fs::is_regular_file(manifest)) return set;
  set.found = true;
  try {
    set.manifest = json::parse(read_file(manifest.string()));
    const json::Json& m = set.manifest;
    set.problem = m.at("problem").get<std::string>();
    if (m.contains("seed")) set.seed = m.at("seed").get<std::uint64_t>();
    if (m.contains("params"))
      for (const auto& [k, v] : m.at("params").items()) set.params[k] = v.get<std::string>();
    if (m.contains("limits")) {
      const json::Json& l = m.at("limits");
      if (l.contains("cpu_seconds")) set.cpu_seconds = l.at("cpu_seconds").get<double>();
      if (l.contains("memory_bytes")) set.memory_bytes = l.at("memory_bytes").get<std::int64_t>();
    }
    if (m.contains("exhaustive") && !m.at("exhaustive").is_null()) {
      const json::Json& e = m.at("exhaustive");
      set.exhaustive =
          ProveScope{e.at("cells").get<int>(), e.at("kinds").get<int>(), e.value("max_time", 0)};
    }
    read_tests(dir, set);
  } catch (const std::exception& e) {
    throw std::invalid_argument(fmt::format(
        "{}: not a test set's manifest ({}); give another --out, or --fresh to write the set anew",
        manifest.string(), e.what()));
  }
  for (const SetTest& t : set.tests) set.highest = std::max(set.highest, file_number(t.file));
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string ext = e.path().extension().string();
    if ((ext == ".in" || ext == ".out") && is_test_file_stem(e.path().stem().string()))
      set.highest = std::max(set.highest, file_number(e.path().filename().string()));
  }
  return set;
}

}  // namespace llk::testset_detail
