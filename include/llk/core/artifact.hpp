#pragma once
/// The one failure artifact, whichever engine found the failure and whatever the problem:
/// NAME.in (the input in judge format), NAME.out (the expected answers, one line per unit) and
/// NAME.txt (the report: ordered "key: value" fields).

#include <string>
#include <utility>
#include <vector>

namespace llk {

/// Ordered "key: value" fields of a report; keys may repeat only where a writer means it.
class Fields {
 public:
  void set(const std::string& key, std::string value);  ///< replaces, or appends when new
  const std::string* find(const std::string& key) const;
  std::string get(const std::string& key, const std::string& fallback = {}) const;
  const std::vector<std::pair<std::string, std::string>>& all() const { return items_; }

 private:
  std::vector<std::pair<std::string, std::string>> items_;
};

/// The three files of an artifact, as text.
struct ArtifactFiles {
  std::string name;                  ///< file stem
  std::string input;                 ///< NAME.in
  std::vector<std::string> answers;  ///< NAME.out, one line per unit
  Fields report;                     ///< NAME.txt
};

/// Writes NAME.in, NAME.out and NAME.txt into `dir` (created if missing); returns NAME.in's path.
std::string write_artifact_files(const std::string& dir, const ArtifactFiles& files);
/// Reads NAME.in with NAME.out and NAME.txt beside it (a missing .out or .txt reads as empty;
/// `has_out` / `has_report` say which were there). Throws std::runtime_error naming the file.
struct StoredFiles {
  ArtifactFiles files;
  std::string in_path;
  bool has_out = false;
  bool has_report = false;
};
StoredFiles read_artifact_files(const std::string& in_path);

/// The report NAME.txt of the artifact NAME.in alone (empty fields when there is none).
Fields read_artifact_report(const std::string& in_path);

/// Sets report fields of the artifact NAME.in (its NAME.txt rewritten): what a run learns after
/// writing it, such as a bug's count of failing units. Throws std::runtime_error naming the file.
void update_report(const std::string& in_path, const Fields& fields);

/// Every NAME.in below `path` (a directory, searched recursively, sorted) or `path` itself.
std::vector<std::string> find_artifacts(const std::string& path);

}  // namespace llk
