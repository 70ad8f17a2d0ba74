/// The artifact triple on disk.

#include "llk/core/artifact.hpp"

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <stdexcept>

#include "llk/core/files.hpp"
#include "llk/core/safe_text.hpp"

namespace llk {
namespace fs = std::filesystem;

namespace {

/// A report field on one line of valid UTF-8: line breaks as spaces, control characters escaped.
std::string one_line(std::string s) {
  std::replace(s.begin(), s.end(), '\n', ' ');
  std::replace(s.begin(), s.end(), '\r', ' ');
  return text::printable(s);
}

std::string stem_of(const std::string& in_path) {
  const fs::path p(in_path);
  return (p.parent_path() / p.stem()).string();
}

}  // namespace

void Fields::set(const std::string& key, std::string value) {
  for (auto& [k, v] : items_)
    if (k == key) {
      v = std::move(value);
      return;
    }
  items_.emplace_back(key, std::move(value));
}

const std::string* Fields::find(const std::string& key) const {
  for (const auto& [k, v] : items_)
    if (k == key) return &v;
  return nullptr;
}

std::string Fields::get(const std::string& key, const std::string& fallback) const {
  const std::string* v = find(key);
  return v ? *v : fallback;
}

namespace {

/// NAME.txt's text: a "key: value" line per field.
std::string report_text(const Fields& report) {
  std::ostringstream r;
  for (const auto& [k, v] : report.all()) r << k << ": " << one_line(v) << '\n';
  return r.str();
}

}  // namespace

std::string write_artifact_files(const std::string& dir, const ArtifactFiles& a) {
  fs::create_directories(dir);
  const std::string base = (fs::path(dir) / a.name).string();
  write_file(base + ".in", a.input);
  std::string out;
  for (const std::string& line : a.answers) out += line + '\n';
  write_file(base + ".out", out);
  write_file(base + ".txt", report_text(a.report));
  return base + ".in";
}

StoredFiles read_artifact_files(const std::string& in_path) {
  StoredFiles s;
  s.in_path = in_path;
  s.files.name = fs::path(in_path).stem().string();
  s.files.input = read_file(in_path);
  const std::string stem = stem_of(in_path);
  if (fs::exists(stem + ".out")) {
    s.has_out = true;
    std::istringstream in(read_file(stem + ".out"));
    for (std::string line; std::getline(in, line);) {
      while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
      if (!line.empty()) s.files.answers.push_back(line);
    }
  }
  if (fs::exists(stem + ".txt")) {
    s.has_report = true;
    s.files.report = read_artifact_report(in_path);
  }
  return s;
}

Fields read_artifact_report(const std::string& in_path) {
  Fields report;
  const std::string txt = stem_of(in_path) + ".txt";
  if (!fs::exists(txt)) return report;
  std::istringstream in(read_file(txt));
  for (std::string line; std::getline(in, line);) {
    const auto colon = line.find(": ");
    if (colon != std::string::npos) report.set(line.substr(0, colon), line.substr(colon + 2));
  }
  return report;
}

void update_report(const std::string& in_path, const Fields& fields) {
  Fields report = read_artifact_report(in_path);
  for (const auto& [k, v] : fields.all()) report.set(k, v);
  write_file(stem_of(in_path) + ".txt", report_text(report));
}

std::vector<std::string> find_artifacts(const std::string& path) {
  std::vector<std::string> found;
  if (fs::is_directory(path)) {
    for (const auto& e : fs::recursive_directory_iterator(path))
      if (e.is_regular_file() && e.path().extension() == ".in") found.push_back(e.path().string());
    std::sort(found.begin(), found.end());
  } else if (fs::exists(path)) {
    found.push_back(path);
  } else {
    throw std::runtime_error("no such file or directory: '" + path + "'");
  }
  return found;
}

}  // namespace llk
