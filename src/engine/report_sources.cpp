/// What `llk report` reads: the files below its paths, the JSON reports and the runs they and
/// the artifacts tell of, and how each artifact is replayed from the page's folder.

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <set>

#include "llk/core/artifact.hpp"
#include "llk/core/files.hpp"
#include "llk/core/json.hpp"
#include "report_parts.hpp"

namespace llk::report_detail {
namespace {

namespace fs = std::filesystem;

void sort_file(const fs::path& f, Found& found) {
  const std::string ext = f.extension().string();
  fs::path sibling = f;
  if (ext == ".in") {
    if (fs::exists(sibling.replace_extension(".txt")))
      found.artifacts.push_back(f.string());
    else
      ++found.plain_inputs;
  } else if (ext == ".json") {
    found.reports.push_back(f.string());
  } else if (ext == ".log" || (ext == ".txt" && !fs::exists(sibling.replace_extension(".in")))) {
    found.logs.push_back(f.string());
  }
}

/// A JSON number or string as text: 60 as "60", 0.5 as "0.5".
std::string text_of(const json::Json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer() || v.is_number_unsigned()) return v.dump();
  if (v.is_number()) return fmt::format("{:g}", v.get<double>());
  return v.dump();
}

/// The time a file was last written, in UTC ("2026-12-06T08:59Z").
std::string file_time(const std::string& path) {
  std::error_code ec;
  const auto t = fs::last_write_time(path, ec);
  if (ec) return "-";
  const std::time_t secs = std::chrono::system_clock::to_time_t(
      std::chrono::time_point_cast<std::chrono::system_clock::duration>(
          std::chrono::file_clock::to_sys(t)));
  std::tm tm{};
  gmtime_r(&secs, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%MZ", &tm);
  return buf;
}

}  // namespace

Found find_files(const std::vector<std::string>& paths, const std::vector<std::string>& skip) {
  std::set<std::string> skipped;
  std::error_code ec;
  for (const std::string& s : skip) skipped.insert(fs::weakly_canonical(s, ec).string());
  Found found;
  for (const std::string& p : paths) {
    if (!fs::exists(p)) throw std::runtime_error("no such file or directory: '" + p + "'");
    std::vector<fs::path> files;
    if (fs::is_directory(p)) {
      for (const auto& e : fs::recursive_directory_iterator(p))
        if (e.is_regular_file()) files.push_back(e.path());
    } else {
      files.push_back(p);
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files)
      if (!skipped.count(fs::weakly_canonical(f, ec).string())) sort_file(f, found);
  }
  return found;
}

std::optional<ReadReport> read_report(const std::string& file) {
  const json::Json v = json::parse(read_file(file));
  if (!v.is_object() || !v.contains("command") || !v.contains("figures")) return std::nullopt;
  ReadReport r;
  r.file = file;
  r.command = v.at("command").get<std::string>();
  for (const auto& [name, text] : v.at("figures").items())
    r.figures.push_back({name, text.get<std::string>()});
  if (v.contains("run") && v.at("run").is_object())
    for (const auto& [name, value] : v.at("run").items()) r.run[name] = text_of(value);
  return r;
}

std::string run_key(const std::string& engine, const std::string& subject,
                    const std::string& seed) {
  return engine + "\n" + subject + "\n" + seed;
}

std::vector<RunLine> runs_of(const std::vector<ReadReport>& reports,
                             const std::vector<Entry>& entries) {
  std::vector<RunLine> runs;
  std::map<std::string, std::size_t> index;
  auto field = [](const ReadReport& r, const std::string& name) {
    const auto it = r.run.find(name);
    return it == r.run.end() ? std::string("-") : it->second;
  };
  for (const ReadReport& r : reports) {
    if (r.run.empty()) continue;
    RunLine l;
    l.engine = field(r, "engine");
    l.problem = field(r, "problem");
    l.subject = field(r, "subject");
    l.seed = field(r, "seed");
    l.when = field(r, "started");
    l.budget = field(r, "budget_s") == "-" ? "-" : field(r, "budget_s") + " s";
    l.inputs = field(r, "inputs");
    l.source = r.file;
    index.emplace(run_key(l.engine, l.subject, l.seed), runs.size());
    runs.push_back(std::move(l));
  }
  for (const Entry& e : entries) {
    const Fields report = read_artifact_report(e.bucket.bug.artifact);
    auto [it, fresh] = index.emplace(e.run, runs.size());
    if (fresh) {
      RunLine l;
      l.engine = report.get("found-by", "-");
      l.problem = e.bucket.problem->name();
      l.subject = e.bucket.subject;
      const std::string seed = report.get("seed", "-");
      l.seed = seed.substr(0, seed.find(' '));
      l.when = file_time(e.bucket.bug.artifact);
      l.budget = l.inputs = "-";
      l.source = fs::path(e.bucket.bug.artifact).parent_path().string();
      runs.push_back(std::move(l));
    }
    const std::string& kind = e.bucket.bug.kind;
    runs[it->second].kinds[kind.substr(kind.rfind(' ') + 1)] += 1;
  }
  return runs;
}

std::string relative_to(const std::string& path, const std::string& dir) {
  std::error_code ec;
  const fs::path rel = fs::absolute(path, ec).lexically_normal().lexically_relative(
      fs::absolute(dir, ec).lexically_normal());
  return rel.empty() ? fs::absolute(path, ec).string() : rel.string();
}

std::string replay_from(const std::string& artifact, const Fields& report,
                        const std::string& page_dir) {
  const std::string* wd = report.find("wd");
  std::error_code ec;
  if (wd == nullptr || !fs::is_directory(*wd, ec) || fs::equivalent(*wd, page_dir, ec))
    return "llk replay " + shell_quote(relative_to(artifact, page_dir));
  // A program's command may be relative to where it ran: replay from there.
  const std::string to_wd = relative_to(*wd, page_dir);
  return fmt::format("(cd {} && llk replay {})", shell_quote(to_wd),
                     shell_quote(relative_to(artifact, *wd)));
}

}  // namespace llk::report_detail
