/// The page's JSON (its runs and bugs with their keys) and an earlier night read back for
/// `llk report --since`.

#include <filesystem>
#include <ostream>

#include "llk/core/artifact.hpp"
#include "llk/core/files.hpp"
#include "llk/core/json.hpp"
#include "report_parts.hpp"

namespace llk::report_detail {
namespace {

namespace fs = std::filesystem;

std::string member(const json::Json& v, const char* name) {
  return v.contains(name) && v.at(name).is_string() ? v.at(name).get<std::string>() : "";
}

/// The page JSON's bugs; throws std::runtime_error on a JSON that is no page's.
std::vector<OldBug> bugs_of_page(const std::string& file) {
  const json::Json v = json::parse(read_file(file));
  if (!v.is_object() || member(v, "command") != "llk report" || !v.contains("bugs") ||
      !v.at("bugs").is_array())
    throw std::runtime_error(file + ": not the JSON of an `llk report` page (no \"bugs\")");
  std::vector<OldBug> bugs;
  for (const json::Json& b : v.at("bugs"))
    bugs.push_back({member(b, "key"), member(b, "problem"), member(b, "subject"), member(b, "kind"),
                    member(b, "class"), member(b, "number"), member(b, "artifact")});
  return bugs;
}

}  // namespace

std::vector<OldBug> read_since(const ProblemRegistry& problems, const Problem& fallback,
                               const std::string& since, std::ostream& err) {
  if (!fs::exists(since))
    throw std::runtime_error("--since " + since + ": no such file or directory");
  if (!fs::is_directory(since)) return bugs_of_page(since);
  std::vector<std::string> files = find_artifacts(since);
  const Triage t = triage_artifacts(problems, fallback, files, err, "llk report --since");
  if (t.read == 0) throw std::runtime_error("--since " + since + ": no readable artifact in it");
  std::vector<OldBug> bugs;
  for (const TriageBucket& b : t.buckets) {
    const Fields report = read_artifact_report(b.bug.artifact);
    const std::string number = report.get("bug");
    bugs.push_back({b.bug.key, b.problem->name(), b.subject, b.bug.kind, b.bug.unit_class,
                    number.empty() ? "" : "bug " + number, b.bug.artifact});
  }
  return bugs;
}

std::string page_json(const std::vector<RunLine>& runs, const std::vector<Entry>& entries,
                      const std::vector<OldBug>& gone) {
  json::Json r = json::Json::array();
  for (const RunLine& l : runs) {
    json::Json kinds = json::Json::object();
    for (const auto& [kind, n] : l.kinds) kinds[kind] = n;
    r.push_back({{"engine", l.engine},
                 {"problem", l.problem},
                 {"subject", l.subject},
                 {"seed", l.seed},
                 {"when", l.when},
                 {"budget", l.budget},
                 {"inputs", l.inputs},
                 {"source", l.source},
                 {"bugs_by_kind", std::move(kinds)}});
  }
  json::Json b = json::Json::array();
  for (const Entry& e : entries)
    b.push_back({{"key", e.bucket.bug.key},
                 {"problem", e.bucket.problem->name()},
                 {"subject", e.bucket.subject},
                 {"kind", e.bucket.bug.kind},
                 {"class", e.bucket.bug.unit_class},
                 {"number", e.number},
                 {"status", e.status},
                 {"failing_units", e.bucket.bug.hits},
                 {"artifacts", e.bucket.members.size()},
                 {"minimized", e.bucket.bug.size},
                 {"artifact", e.bucket.bug.artifact}});
  json::Json g = json::Json::array();
  for (const OldBug& o : gone)
    g.push_back({{"key", o.key},
                 {"problem", o.problem},
                 {"subject", o.subject},
                 {"kind", o.kind},
                 {"class", o.unit_class},
                 {"number", o.number},
                 {"artifact", o.artifact}});
  return json::write({{"command", "llk report"},
                      {"runs", std::move(r)},
                      {"bugs", std::move(b)},
                      {"gone", std::move(g)}});
}

}  // namespace llk::report_detail
