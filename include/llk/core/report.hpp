#pragma once
/// Results for CI: one testcase per check, written as JUnit XML (--report), as JSON (--json)
/// and as a markdown summary appended to $GITHUB_STEP_SUMMARY when it is set.

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace llk {

/// One testcase: a law or the differential campaign on one subject, a mutant, or one bug.
struct ReportCase {
  enum class Status { passed, failed, skipped };
  std::string suite;  ///< "verify.link", "verify.link.mutants"
  std::string name;   ///< "oracle-agreement on bfs01"
  Status status = Status::passed;
  std::string message;  ///< one line: why it failed or was skipped
  std::string text;     ///< the rest: counterexample, artifact, replay and rerun commands
  int cases = 0;        ///< cases or inputs it ran
  double seconds = -1;  ///< the time it took (JUnit's time); below 0: not timed
  /// What a machine reads of it beside the words: named fields ("verdict": "wrong-answer") and
  /// named numbers ("cpu_s", "wall_s", "memory_kib"), as JSON members of their own.
  std::vector<std::pair<std::string, std::string>> fields;
  std::vector<std::pair<std::string, double>> numbers;
};

/// A whole run: what was run, its seed, its testcases and its figures (tables as text).
struct RunReport {
  std::string command;  ///< "llk verify"
  std::uint64_t seed = 0;
  double seconds = 0;
  std::vector<ReportCase> cases;
  std::vector<std::pair<std::string, std::string>> figures;  ///< (name, text), e.g. coverage
  /// Tables as data beside their text (name, rows of cells, the first its header): judge's
  /// matrix of tests x programs.
  std::vector<std::pair<std::string, std::vector<std::vector<std::string>>>> tables;
  bool seeded = true;  ///< the command takes --seed (the summary then says how to replay it)
  /// What was run, for a reader of many runs (`llk report`): named fields ("subject",
  /// "started") and numbers ("budget_s", "inputs"), as the JSON's "run" object.
  std::vector<std::pair<std::string, std::string>> run_fields;
  std::vector<std::pair<std::string, double>> run_numbers;
  int failures() const;
};

/// JUnit XML: a <testsuites> with one <testsuite> per suite, in order of first appearance.
std::string junit_xml(const RunReport& report);
/// JSON: {"command", "seed", "seconds", "passed", "failures", "cases": [...], "figures": {...}}.
std::string json_text(const RunReport& report);
/// Markdown: a heading, the counts, a table of the failed and skipped cases, the figures.
std::string markdown(const RunReport& report);

/// Where the reports of a run go; an empty path writes nothing.
struct ReportFiles {
  std::string junit;    ///< JUnit XML (--report)
  std::string json;     ///< JSON (--json)
  std::string summary;  ///< markdown, appended ($GITHUB_STEP_SUMMARY, read by the CLI)
  bool any() const { return !junit.empty() || !json.empty() || !summary.empty(); }
};

/// Why `files` cannot be written (a missing or read-only directory, one path given twice),
/// found before a run so that it is not lost at its end; nothing when they can.
std::optional<std::string> cannot_write(const ReportFiles& files);

/// Writes each report `files` names; a file that cannot be written is said on `err`. Returns
/// false when one could not be written.
bool write_reports(const RunReport& report, const ReportFiles& files, std::ostream& err);

}  // namespace llk
