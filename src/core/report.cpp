/// JUnit XML, JSON and markdown of a RunReport.

#include "llk/core/report.hpp"

#include <fmt/format.h>

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <ostream>

#include "llk/core/files.hpp"
#include "llk/core/json.hpp"
#include "llk/core/safe_text.hpp"

namespace llk {
namespace {

/// XML 1.0 text and attributes: the one XML escaper of llk/core/safe_text.hpp.
std::string xml_text(std::string_view s) {
  return text::xml_safe(s);
}

const char* status_name(ReportCase::Status s) {
  switch (s) {
    case ReportCase::Status::failed:
      return "failed";
    case ReportCase::Status::skipped:
      return "skipped";
    default:
      return "passed";
  }
}

/// Markdown table cell: one printable line, no pipe.
std::string md_cell(std::string_view s) {
  std::string out;
  for (const char c : s) out += c == '\n' ? ' ' : c == '|' ? '/' : c;
  return text::printable(out);
}

/// Writes (or appends) a report through core's one file writer; false, said on `err`, when it
/// cannot.
bool put_report(const std::string& path, const std::string& text, bool append, std::ostream& err,
                const char* what) {
  try {
    append ? append_file(path, text) : write_file(path, text);
    return true;
  } catch (const std::exception&) {
    err << "llk: cannot write the " << what << " to " << path << '\n';
    return false;
  }
}

}  // namespace

int RunReport::failures() const {
  int n = 0;
  for (const ReportCase& c : cases) n += c.status == ReportCase::Status::failed;
  return n;
}

std::string junit_xml(const RunReport& report) {
  std::vector<std::string> suites;
  for (const ReportCase& c : report.cases)
    if (std::find(suites.begin(), suites.end(), c.suite) == suites.end()) suites.push_back(c.suite);
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out +=
      fmt::format("<testsuites name=\"{}\" tests=\"{}\" failures=\"{}\" time=\"{:.3f}\">\n",
                  xml_text(report.command), report.cases.size(), report.failures(), report.seconds);
  for (const std::string& suite : suites) {
    int tests = 0, failures = 0, skipped = 0;
    for (const ReportCase& c : report.cases) {
      if (c.suite != suite) continue;
      ++tests;
      failures += c.status == ReportCase::Status::failed;
      skipped += c.status == ReportCase::Status::skipped;
    }
    out += fmt::format("  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" skipped=\"{}\">\n",
                       xml_text(suite), tests, failures, skipped);
    out += fmt::format("    <properties><property name=\"seed\" value=\"{}\"/></properties>\n",
                       report.seed);
    for (const ReportCase& c : report.cases) {
      if (c.suite != suite) continue;
      out += fmt::format("    <testcase classname=\"{}\" name=\"{}\"", xml_text(suite),
                         xml_text(c.name));
      if (c.seconds >= 0) out += fmt::format(" time=\"{:.3f}\"", c.seconds);
      if (c.status == ReportCase::Status::passed) {
        out += "/>\n";
        continue;
      }
      out += ">\n";
      if (c.status == ReportCase::Status::skipped)
        out += fmt::format("      <skipped message=\"{}\"/>\n", xml_text(c.message));
      else
        out += fmt::format("      <failure message=\"{}\">{}</failure>\n", xml_text(c.message),
                           xml_text(c.text));
      out += "    </testcase>\n";
    }
    out += "  </testsuite>\n";
  }
  return out + "</testsuites>\n";
}

std::string json_text(const RunReport& report) {
  json::Json cases = json::Json::array();
  for (const ReportCase& c : report.cases) {
    json::Json one = {{"suite", c.suite}, {"name", c.name},       {"status", status_name(c.status)},
                      {"cases", c.cases}, {"message", c.message}, {"text", c.text}};
    if (c.seconds >= 0) one["seconds"] = json::milliseconds(c.seconds);
    for (const auto& [name, value] : c.fields) one[name] = value;
    for (const auto& [name, value] : c.numbers) one[name] = value;
    cases.push_back(std::move(one));
  }
  json::Json figures = json::Json::object();
  for (const auto& [name, figure] : report.figures) figures[name] = figure;
  json::Json tables = json::Json::object();
  for (const auto& [name, rows] : report.tables) tables[name] = rows;
  json::Json run = json::Json::object();
  for (const auto& [name, value] : report.run_fields) run[name] = value;
  for (const auto& [name, value] : report.run_numbers) run[name] = value;
  return json::write({{"command", report.command},
                      {"seed", report.seed},
                      {"run", std::move(run)},
                      {"seconds", json::milliseconds(report.seconds)},
                      {"passed", report.failures() == 0},
                      {"failures", report.failures()},
                      {"cases", std::move(cases)},
                      {"figures", std::move(figures)},
                      {"tables", std::move(tables)}});
}

std::string markdown(const RunReport& report) {
  int skipped = 0;
  for (const ReportCase& c : report.cases) skipped += c.status == ReportCase::Status::skipped;
  const int failures = report.failures();
  std::string out = fmt::format("## {}: {}\n\n", report.command,
                                failures == 0 ? "passed" : fmt::format("{} failed", failures));
  const std::string seed =
      report.seeded ? fmt::format("; seed {} (replay with --seed {})", report.seed, report.seed)
                    : "";
  out += fmt::format("{} checks, {} failed, {} not applicable{}, {:.1f} s\n\n", report.cases.size(),
                     failures, skipped, seed, report.seconds);
  if (failures > 0) {
    out += "| suite | check | why | artifact and replay |\n|---|---|---|---|\n";
    for (const ReportCase& c : report.cases)
      if (c.status == ReportCase::Status::failed)
        out += fmt::format("| {} | {} | {} | {} |\n", md_cell(c.suite), md_cell(c.name),
                           md_cell(c.message), md_cell(c.text));
    out += "\n";
  }
  for (const auto& [name, text] : report.figures)
    out += fmt::format("<details><summary>{}</summary>\n\n```\n{}```\n</details>\n\n", name, text);
  return out;
}

std::optional<std::string> cannot_write(const ReportFiles& files) {
  const std::string* paths[] = {&files.junit, &files.json, &files.summary};
  for (const std::string* p : paths) {
    if (p->empty()) continue;
    for (const std::string* q : paths)
      if (q != p && *q == *p) return "the same file " + *p + " is given for two reports";
    std::filesystem::path dir = std::filesystem::path(*p).parent_path();
    if (dir.empty()) dir = ".";
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
      return "cannot write " + *p + ": no directory " + dir.string();
    if (::access(dir.c_str(), W_OK) != 0) return "cannot write " + *p + ": " + std::strerror(errno);
  }
  return std::nullopt;
}

bool write_reports(const RunReport& report, const ReportFiles& files, std::ostream& err) {
  bool ok = true;
  if (!files.junit.empty()) ok &= put_report(files.junit, junit_xml(report), false, err, "report");
  if (!files.json.empty()) ok &= put_report(files.json, json_text(report), false, err, "JSON");
  if (!files.summary.empty())
    ok &= put_report(files.summary, markdown(report), true, err, "step summary");
  return ok;
}

}  // namespace llk
