#pragma once
/// The parts of `llk report` below its page: what the paths hold, the runs they tell of, the
/// bugs as the page lists them, and the comparison with an earlier night (--since).

#include <cstddef>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "llk/engine/report.hpp"
#include "llk/engine/triage.hpp"

namespace llk::report_detail {

/// What the paths hold, by file type.
struct Found {
  std::vector<std::string> artifacts;  ///< NAME.in with NAME.txt beside it
  std::vector<std::string> reports;    ///< NAME.json
  std::vector<std::string> logs;       ///< NAME.log, or a NAME.txt that is no artifact's report
  std::size_t plain_inputs = 0;        ///< NAME.in without NAME.txt (test data, not a failure)
};

/// Every file below `paths`, sorted within each path, leaving out `skip` (the page's own files);
/// throws std::runtime_error on a missing path.
Found find_files(const std::vector<std::string>& paths, const std::vector<std::string>& skip);

/// A JSON report read back: its command, figures and the run it describes.
struct ReadReport {
  std::string file, command;
  std::vector<std::pair<std::string, std::string>> figures;
  std::map<std::string, std::string> run;  ///< the "run" object, numbers as text
};

/// The report in `file`; nullopt for other JSON (a manifest, a page's own JSON).
std::optional<ReadReport> read_report(const std::string& file);

/// One run a night holds: a report's run, or artifacts of one engine, subject and seed.
struct RunLine {
  std::string engine, problem, subject, seed;
  std::string when;                          ///< UTC start, or the first artifact's time
  std::string budget;                        ///< "60 s", or "-" when unknown
  std::string inputs;                        ///< inputs run, or "-"
  std::string source;                        ///< the report or folder it was read from
  std::map<std::string, std::size_t> kinds;  ///< distinct bugs by kind
};

/// A bug as the page lists it.
struct Entry {
  TriageBucket bucket;
  std::string number;  ///< "bug 2 of stress seed 1": its run's own number, else "#3"
  std::string id;      ///< the anchor of its section
  std::string status;  ///< with --since: "new" or "still there"; else ""
  std::string run;     ///< the run key of its representative artifact
};

/// The key naming a run: engine, subject and seed.
std::string run_key(const std::string& engine, const std::string& subject, const std::string& seed);

/// The runs: one per report with a run, then one per artifacts' run no report tells of; each
/// with its bugs by kind.
std::vector<RunLine> runs_of(const std::vector<ReadReport>& reports,
                             const std::vector<Entry>& entries);

/// A bug of an earlier night, as a page's JSON keeps it.
struct OldBug {
  std::string key, problem, subject, kind, unit_class, number, artifact;
};

/// The bugs of an earlier night: a page's JSON, or a folder of artifacts triaged again. Throws
/// std::runtime_error when it holds neither.
std::vector<OldBug> read_since(const ProblemRegistry& problems, const Problem& fallback,
                               const std::string& since, std::ostream& err);

/// The page's JSON: its runs and bugs (with their keys, for a later --since).
std::string page_json(const std::vector<RunLine>& runs, const std::vector<Entry>& entries,
                      const std::vector<OldBug>& gone);

/// The command that replays an artifact as printed from `page_dir`: `llk replay FILE`, from
/// the artifact's recorded working directory (`cd WD && ...`) when its program ran elsewhere.
std::string replay_from(const std::string& artifact, const Fields& report,
                        const std::string& page_dir);

/// `path` relative to `dir` (both made absolute), for a link or a command.
std::string relative_to(const std::string& path, const std::string& dir);

}  // namespace llk::report_detail
