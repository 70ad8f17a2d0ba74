/// `llk report`: artifacts bucketed as triage buckets them, the JSON reports and logs read for
/// their programs and coverage, all on one page through the page writer.

#include "llk/engine/report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <thread>

#include "llk/core/coverage.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/json.hpp"
#include "llk/core/safe_text.hpp"
#include "llk/core/size.hpp"
#include "llk/core/text.hpp"
#include "llk/core/workers.hpp"
#include "llk/engine/triage.hpp"
#include "parallel.hpp"

namespace llk {
namespace {

namespace fs = std::filesystem;

/// What the paths hold, by file type.
struct Found {
  std::vector<std::string> artifacts;  ///< NAME.in with NAME.txt beside it
  std::vector<std::string> reports;    ///< NAME.json
  std::vector<std::string> logs;       ///< NAME.log, or a NAME.txt that is no artifact's report
  std::size_t plain_inputs = 0;        ///< NAME.in without NAME.txt (test data, not a failure)
};

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

/// Every file below `paths`, sorted within each path; throws std::runtime_error on a missing one.
Found find_files(const std::vector<std::string>& paths) {
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
    for (const fs::path& f : files) sort_file(f, found);
  }
  return found;
}

/// The unit of an artifact its subject got wrong first, and what it answered there.
std::pair<std::size_t, std::string> failing_unit(const StoredInput& s) {
  const Problem& problem = *s.problem;
  const std::vector<std::string> got = text::split_answers(s.report.get("got"));
  const std::size_t units = problem.units(s.input);
  if (got.empty() || units == 0) return {0, ""};
  if (units == 1) return {0, got.front()};  // no oracle needed (a judge-size one takes seconds)
  const Expected expected = problem.oracle(s.input);
  for (std::size_t u = 0; u < std::min(units, got.size()); ++u)
    if (problem.judge_answer(s.input, expected, u, got[u])) return {u, got[u]};
  return {std::min(got.size(), units - 1), ""};  // every answer right: the first one missing
}

/// The command that replays an artifact: its own replay line, else its reproduce line.
std::string replay_of(const StoredInput& s, const std::string& file) {
  if (const std::string* r = s.report.find("replay")) return *r;
  if (const std::string* r = s.report.find("reproduce")) return *r;
  return "llk replay " + shell_quote(file);
}

/// A bug's section: its facts, why, replay command and up to `pictures` pictures.
PageBug bug_section(const ProblemRegistry& problems, const Problem& fallback, const TriageBucket& b,
                    std::size_t number, int pictures, std::size_t room) {
  PageBug page;
  page.id = fmt::format("bug-{}", number);
  page.title = fmt::format("bug {}: {}{}", number, b.bug.kind,
                           b.bug.unit_class.empty() ? "" : " (" + b.bug.unit_class + ")");
  const StoredInput s = read_input(b.bug.artifact, &problems, fallback, {});
  page.facts = {{"problem", s.problem->name()},
                {"kind", s.report.get("kind", "unknown")},
                {"class", b.bug.unit_class.empty() ? "-" : b.bug.unit_class},
                {"subject", b.subject},
                {"hits", fmt::format("{} artifact{}", b.bug.hits, b.bug.hits == 1 ? "" : "s")},
                {"found by", b.bug.first_seen},
                {"minimized", b.bug.size},
                {"detail", b.bug.detail},
                {"artifact", b.bug.artifact}};
  if (b.members.size() > 1) {
    std::string others;
    for (std::size_t i = 0, shown = 0; i < b.members.size() && shown < 5; ++i)
      if (b.members[i] != b.bug.artifact) others += (shown++ ? ", " : "") + b.members[i];
    if (b.members.size() > 6) others += fmt::format(" and {} more", b.members.size() - 6);
    page.facts.push_back({"also", others});
  }
  const auto [unit, got] = failing_unit(s);
  const Explanation e = s.problem->explain(s.input, unit);
  page.why = e.unit + ": " + e.why;
  page.commands.push_back(replay_of(s, b.bug.artifact));
  if (pictures > 0 && room > 0)
    page.pictures.push_back({"minimized: " + b.bug.size + (got.empty() ? "" : ", answered " + got),
                             s.problem->draw_svg(s.input, unit, got)});
  for (std::size_t i = 0;
       room > 0 && i < b.members.size() && page.pictures.size() < std::size_t(pictures); ++i) {
    if (b.members[i] == b.bug.artifact) continue;
    const StoredInput other = read_input(b.members[i], &problems, fallback, {});
    const auto [u, g] = failing_unit(other);
    page.pictures.push_back({b.members[i] + ": " + other.problem->size_text(other.input),
                             other.problem->draw_svg(other.input, u, g)});
  }
  return page;
}

/// A JSON report read back: its command and figures; nullopt for other JSON (a manifest).
struct ReadReport {
  std::string file, command;
  std::vector<std::pair<std::string, std::string>> figures;
};

std::optional<ReadReport> read_report(const std::string& file) {
  const json::Json v = json::parse(read_file(file));
  if (!v.is_object() || !v.contains("command") || !v.contains("figures")) return std::nullopt;
  ReadReport r;
  r.file = file;
  r.command = v.at("command").get<std::string>();
  for (const auto& [name, text] : v.at("figures").items())
    r.figures.push_back({name, text.get<std::string>()});
  return r;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t end = std::min(text.find('\n', i), text.size());
    lines.push_back(text.substr(i, end - i));
    i = end + 1;
  }
  return lines;
}

/// A judge's programs from its "programs" figure: "LABEL: accepted" or "LABEL: fails ...".
std::vector<PageProgram> programs_of(const std::string& figure) {
  std::vector<PageProgram> out;
  for (const std::string& line : lines_of(figure)) {
    const std::size_t fails = line.find(": fails ");
    const bool accepted = line.size() > 10 && line.substr(line.size() - 10) == ": accepted";
    if (!accepted && fails == std::string::npos) continue;
    PageProgram p;
    p.accepted = accepted;
    p.label = line.substr(0, accepted ? line.size() - 10 : fails);
    p.verdict = accepted ? "accepted" : line.substr(fails + 2);
    out.push_back(std::move(p));
  }
  return out;
}

/// The page's sections on what the JSON reports and the logs hold: programs, then coverage.
void reports_part(PageWriter& page, const std::vector<ReadReport>& reports,
                  const std::vector<std::string>& logs, std::size_t& charts) {
  bool programs = false;
  for (const ReadReport& r : reports)
    for (const auto& [name, figure] : r.figures) {
      if (name != "programs") continue;
      if (!programs) page.heading("Programs judged", "programs");
      programs = true;
      page.paragraph(r.command + " (" + r.file + ")");
      page.programs(programs_of(figure));
    }
  bool heading = false;
  auto chart = [&](const std::string& title, const std::string& text) {
    const std::vector<CoverageRow> rows = Coverage::parse_table(text);
    if (rows.empty()) return;
    if (!heading) page.heading("Coverage", "coverage");
    heading = true;
    page.coverage(title, rows);
    ++charts;
  };
  for (const ReadReport& r : reports)
    for (const auto& [name, figure] : r.figures) chart(name + " (" + r.file + ")", figure);
  for (const std::string& log : logs) {
    const std::string text = read_file(log);
    chart(lines_of(text).empty() ? log : lines_of(text).front() + " (" + log + ")", text);
  }
}

/// The table of bugs at the top: one row each, linked to its section.
std::string bug_index(const std::vector<TriageBucket>& buckets) {
  using text::html_safe;
  std::string h =
      "<table class=\"bugs\"><tr><th>bug</th><th>kind</th><th>class</th><th>subject</th>"
      "<th>hits</th><th>minimized</th></tr>\n";
  for (std::size_t i = 0; i < buckets.size(); ++i) {
    const Bug& b = buckets[i].bug;
    h += fmt::format(
        "<tr><td><a href=\"#bug-{}\">{}</a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
        "<td>{}</td></tr>\n",
        i + 1, i + 1, html_safe(b.kind), html_safe(b.unit_class.empty() ? "-" : b.unit_class),
        html_safe(text::excerpt(buckets[i].subject, 80)), b.hits, html_safe(b.size));
  }
  return h + "</table>\n";
}

/// Every bug's section, `jobs` drawn at once (a judge-size one takes seconds), added in order.
void bug_sections(const ProblemRegistry& problems, const Problem& fallback,
                  const std::vector<TriageBucket>& buckets, const ReportOptions& opt,
                  PageWriter& page, std::ostream& err) {
  const std::size_t jobs = static_cast<std::size_t>(worker_count(opt.jobs));
  for (std::size_t first = 0; first < buckets.size(); first += jobs) {
    const std::size_t n = std::min(jobs, buckets.size() - first);
    std::vector<PageBug> sections(n);
    std::vector<std::string> errors(n);
    const std::size_t room = page.room();  // no picture is drawn past the cap
    engine_detail::parallel(
        n, static_cast<int>(jobs),
        [&](std::size_t, std::size_t i) {
          try {
            sections[i] = bug_section(problems, fallback, buckets[first + i], first + i + 1,
                                      opt.pictures_per_bug, room);
          } catch (const std::exception& e) {
            errors[i] = e.what();
          }
        },
        [] {});
    for (std::size_t i = 0; i < n; ++i)
      if (errors[i].empty())
        page.bug(sections[i]);
      else
        err << "llk report: " << buckets[first + i].bug.artifact << ": " << errors[i] << '\n';
  }
}

}  // namespace

int run_report(const ProblemRegistry& problems, const Problem& fallback, const ReportOptions& opt,
               std::ostream& out, std::ostream& err) {
  Found found;
  try {
    found = find_files(opt.paths);
  } catch (const std::exception& e) {
    err << "llk report: " << e.what() << '\n';
    return kExitUsage;
  }
  Triage t = triage_artifacts(problems, fallback, found.artifacts, err, "llk report");
  // The most common bugs first, each problem's together.
  std::stable_sort(t.buckets.begin(), t.buckets.end(), [](const auto& a, const auto& b) {
    return a.problem->name() != b.problem->name() ? a.problem->name() < b.problem->name()
                                                  : a.bug.hits > b.bug.hits;
  });
  std::vector<ReadReport> reports;
  for (const std::string& f : found.reports) try {
      if (auto r = read_report(f)) reports.push_back(std::move(*r));
    } catch (const std::exception& e) {
      err << "llk report: " << f << ": " << e.what() << '\n';
    }
  if (t.read == 0 && reports.empty() && found.logs.empty()) {
    err << "llk report: nothing to report in " << text::join(opt.paths)
        << ": no artifact (NAME.in with NAME.txt), no JSON report, no log\n";
    return kExitUsage;
  }
  PageWriter page("llk report", opt.page);
  page.paragraph(fmt::format(
      "{} artifact{} in {} distinct bug{}{}; {} JSON report{}; {} log{}; from {}.", t.read,
      t.read == 1 ? "" : "s", t.buckets.size(), t.buckets.size() == 1 ? "" : "s",
      t.unreadable ? fmt::format(" ({} unreadable)", t.unreadable) : "", reports.size(),
      reports.size() == 1 ? "" : "s", found.logs.size(), found.logs.size() == 1 ? "" : "s",
      text::join(opt.paths, ", ")));
  std::size_t charts = 0;
  reports_part(page, reports, found.logs, charts);
  if (!t.buckets.empty()) {
    page.heading("Bugs", "bugs");
    page.raw(bug_index(t.buckets));
  }
  bug_sections(problems, fallback, t.buckets, opt, page, err);
  const std::string html = page.finish();
  try {
    write_file(opt.html, html);
  } catch (const std::exception& e) {
    err << "llk report: " << e.what() << '\n';
    return kExitUsage;
  }
  out << fmt::format(
      "{} artifacts in {} distinct bugs, {} coverage chart{}, {} report{}: {} ({})\n", t.read,
      t.buckets.size(), charts, charts == 1 ? "" : "s", reports.size(),
      reports.size() == 1 ? "" : "s", opt.html,
      format_size(static_cast<std::int64_t>(html.size())));
  return kExitOk;
}

}  // namespace llk
