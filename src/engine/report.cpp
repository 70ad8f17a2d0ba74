/// `llk report`: artifacts bucketed as triage buckets them, the JSON reports and logs read for
/// runs, programs and coverage, all on one page through the page writer: what to act on first.

#include "llk/engine/report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <ostream>
#include <set>
#include <string_view>

#include "llk/core/artifact.hpp"
#include "llk/core/coverage.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/safe_text.hpp"
#include "llk/core/size.hpp"
#include "llk/core/text.hpp"
#include "llk/core/workers.hpp"
#include "llk/engine/bugs.hpp"
#include "llk/engine/triage.hpp"
#include "parallel.hpp"
#include "report_parts.hpp"

namespace llk {
namespace {

namespace fs = std::filesystem;
using namespace report_detail;
using text::html_safe;

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

/// The command that replays an artifact from the page's folder: its recorded replay (run where
/// its program ran), else its reproduce line.
std::string replay_of(const Fields& report, const std::string& file, const std::string& page_dir) {
  if (report.find("replay") || !report.find("reproduce"))
    return replay_from(file, report, page_dir);
  return report.get("reproduce");
}

/// A bug's section: its facts, why, replay command and up to `pictures` pictures.
PageBug bug_section(const ProblemRegistry& problems, const Problem& fallback, const Entry& entry,
                    const ReportOptions& opt, std::size_t room, const std::string& page_dir) {
  const TriageBucket& b = entry.bucket;
  PageBug page;
  page.id = entry.id;
  page.title = fmt::format("{}: {}{} ({})", entry.number, b.bug.kind,
                           b.bug.unit_class.empty() ? "" : ", " + b.bug.unit_class, b.subject);
  const StoredInput s = read_input(b.bug.artifact, &problems, fallback, {});
  page.facts = {{"program", b.subject},
                {"problem", s.problem->name()},
                {"kind", s.report.get("kind", "unknown")},
                {"class", b.bug.unit_class.empty() ? "-" : b.bug.unit_class},
                {"failing units", std::to_string(b.bug.hits)},
                {"artifacts", std::to_string(b.members.size())},
                {"found by", b.bug.first_seen},
                {"minimized", b.bug.size},
                {"detail", b.bug.detail},
                {"artifact", relative_to(b.bug.artifact, page_dir)}};
  if (!entry.status.empty()) page.facts.push_back({"since", entry.status});
  if (b.members.size() > 1) {
    std::string others;
    for (std::size_t i = 0, shown = 0; i < b.members.size() && shown < 5; ++i)
      if (b.members[i] != b.bug.artifact)
        others += (shown++ ? ", " : "") + relative_to(b.members[i], page_dir);
    if (b.members.size() > 6) others += fmt::format(" and {} more", b.members.size() - 6);
    page.facts.push_back({"also", others});
  }
  const auto [unit, got] = failing_unit(s);
  const Explanation e = s.problem->explain(s.input, unit);
  page.why = e.unit + ": " + e.why;
  page.commands.push_back(replay_of(s.report, b.bug.artifact, page_dir));
  const auto pictures = static_cast<std::size_t>(opt.pictures_per_bug);
  if (pictures > 0 && room > 0)
    page.pictures.push_back({"minimized: " + b.bug.size + (got.empty() ? "" : ", answered " + got),
                             s.problem->draw_svg(s.input, unit, got)});
  for (std::size_t i = 0; room > 0 && i < b.members.size() && page.pictures.size() < pictures;
       ++i) {
    if (b.members[i] == b.bug.artifact) continue;
    const StoredInput other = read_input(b.members[i], &problems, fallback, {});
    const auto [u, g] = failing_unit(other);
    page.pictures.push_back(
        {relative_to(b.members[i], page_dir) + ": " + other.problem->size_text(other.input),
         other.problem->draw_svg(other.input, u, g)});
  }
  return page;
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

/// The programs of the judge runs, one line each.
void judged_part(PageWriter& page, const std::vector<ReadReport>& reports) {
  bool heading = false;
  for (const ReadReport& r : reports)
    for (const auto& [name, figure] : r.figures) {
      if (name != "programs") continue;
      if (!heading) page.heading("Programs judged", "programs");
      heading = true;
      page.paragraph(r.command + " (" + r.file + ")");
      page.programs(programs_of(figure));
    }
}

/// The coverage of the reports and logs, as charts; the number of charts.
std::size_t coverage_part(PageWriter& page, const std::vector<ReadReport>& reports,
                          const std::vector<std::string>& logs) {
  std::size_t charts = 0;
  auto chart = [&](const std::string& title, const std::string& text) {
    const std::vector<CoverageRow> rows = Coverage::parse_table(text);
    if (rows.empty()) return;
    if (charts == 0) page.heading("Coverage", "coverage");
    page.coverage(title, rows);
    ++charts;
  };
  for (const ReadReport& r : reports)
    for (const auto& [name, figure] : r.figures) chart(name + " (" + r.file + ")", figure);
  for (const std::string& log : logs) {
    const std::string text = read_file(log);
    chart(lines_of(text).empty() ? log : lines_of(text).front() + " (" + log + ")", text);
  }
  return charts;
}

/// "2 wrong-answer, 1 memory-limit", or "none".
std::string kinds_text(const std::map<std::string, std::size_t>& kinds) {
  std::string t;
  for (const auto& [kind, n] : kinds) t += fmt::format("{}{} {}", t.empty() ? "" : ", ", n, kind);
  return t.empty() ? "none" : t;
}

/// A path as a link's address: bytes other than letters, digits and -._~/ percent-encoded.
std::string href_of(const std::string& path) {
  std::string h;
  for (const unsigned char c : path)
    h += std::isalnum(c) ||
                 std::string_view("-._~/").find(static_cast<char>(c)) != std::string_view::npos
             ? std::string(1, static_cast<char>(c))
             : fmt::format("%{:02X}", c);
  return h;
}

/// A table's row, each cell escaped: header cells (`th`) or data cells (`td`).
std::string row_of(const std::vector<std::string>& cells, const char* tag = "td") {
  std::string h = "<tr>";
  for (const std::string& c : cells) h += fmt::format("<{0}>{1}</{0}>", tag, html_safe(c));
  return h + "</tr>\n";
}

/// The runs, one line each: program, problem, engine and seed, when, budget, inputs, bugs.
std::string runs_table(const std::vector<RunLine>& runs) {
  std::string h =
      "<table class=\"runs\">" +
      row_of({"program", "problem", "run", "when (UTC)", "budget", "inputs", "bugs"}, "th");
  for (const RunLine& l : runs)
    h += row_of({text::excerpt(l.subject, 80), l.problem,
                 l.engine + (l.seed == "-" ? "" : " seed " + l.seed), l.when, l.budget, l.inputs,
                 kinds_text(l.kinds)});
  return h + "</table>\n";
}

/// Each program's bugs, wrong answers first: number, status, kind, class, failing units, size,
/// its files and the command that replays it from the page's folder.
std::string program_tables(const std::vector<Entry>& entries, const std::string& page_dir,
                           bool since) {
  std::string h;
  std::string current;
  for (const Entry& e : entries) {
    const TriageBucket& b = e.bucket;
    if (b.subject + b.problem->name() != current) {
      if (!current.empty()) h += "</table>\n";
      current = b.subject + b.problem->name();
      h += fmt::format(
          "<h3>{} <small>({})</small></h3>\n<table class=\"bugs\"><tr><th>bug</th>{}<th>kind"
          "</th><th>class</th><th>failing units</th><th>minimized</th><th>files</th>"
          "<th>replay</th></tr>\n",
          html_safe(text::excerpt(b.subject, 120)), html_safe(b.problem->name()),
          since ? "<th>since</th>" : "");
    }
    const std::string in = relative_to(b.bug.artifact, page_dir);
    std::string files;
    for (const char* ext : {".in", ".out", ".txt"})
      files +=
          fmt::format("<a href=\"{}\">{}</a> ",
                      html_safe(href_of(fs::path(in).replace_extension(ext).string())), ext + 1);
    const std::string& kind = b.bug.kind;
    h += fmt::format(
        "<tr><td><a href=\"#{}\">{}</a></td>{}<td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
        "<td>{}</td><td><code>{}</code></td></tr>\n",
        html_safe(e.id), html_safe(e.number),
        since ? fmt::format("<td class=\"{}\">{}</td>", e.status == "new" ? "new" : "still",
                            html_safe(e.status))
              : "",
        html_safe(kind.substr(kind.rfind(' ') + 1)),
        html_safe(b.bug.unit_class.empty() ? "-" : b.bug.unit_class), b.bug.hits,
        html_safe(b.bug.size), files,
        html_safe(replay_of(read_artifact_report(b.bug.artifact), b.bug.artifact, page_dir)));
  }
  return current.empty() ? h : h + "</table>\n";
}

/// The bugs of the earlier night that are gone.
std::string gone_table(const std::vector<OldBug>& gone) {
  std::string h = "<table class=\"gone\">" +
                  row_of({"program", "problem", "bug", "kind", "class", "its artifact then"}, "th");
  for (const OldBug& o : gone)
    h += row_of({text::excerpt(o.subject, 80), o.problem, o.number.empty() ? "-" : o.number,
                 o.kind.substr(o.kind.rfind(' ') + 1), o.unit_class.empty() ? "-" : o.unit_class,
                 o.artifact});
  return h + "</table>\n";
}

/// The buckets as the page lists them: by program, the programs with a wrong answer first,
/// each program's bugs wrong answers first, then by failing units.
std::vector<Entry> entries_of(const Triage& t) {
  std::vector<Bug> bugs;
  for (const TriageBucket& b : t.buckets) bugs.push_back(b.bug);
  const std::vector<std::size_t> ranked = bug_ranking(bugs);
  std::vector<std::string> programs;  // in order of their best bug
  for (const std::size_t i : ranked) {
    const std::string p = t.buckets[i].problem->name() + "\n" + t.buckets[i].subject;
    if (std::find(programs.begin(), programs.end(), p) == programs.end()) programs.push_back(p);
  }
  std::vector<Entry> entries;
  for (const std::string& p : programs)
    for (const std::size_t i : ranked) {
      const TriageBucket& b = t.buckets[i];
      if (b.problem->name() + "\n" + b.subject != p) continue;
      Entry e;
      e.bucket = b;
      e.id = fmt::format("bug-{}", entries.size() + 1);
      const Fields report = read_artifact_report(b.bug.artifact);
      const std::string seed = report.get("seed", "-");
      const std::string engine = report.get("found-by", "-");
      e.run = run_key(engine, b.subject, seed.substr(0, seed.find(' ')));
      const std::string number = report.get("bug");
      e.number = number.empty() ? fmt::format("#{}", entries.size() + 1)
                                : fmt::format("bug {} of {} seed {}", number, engine,
                                              seed.substr(0, seed.find(' ')));
      entries.push_back(std::move(e));
    }
  return entries;
}

/// Marks each entry new or still there against `old`; the old bugs that are gone.
std::vector<OldBug> compare(std::vector<Entry>& entries, const std::vector<OldBug>& old) {
  std::set<std::string> now, before;
  for (const OldBug& o : old) before.insert(o.key);
  for (Entry& e : entries) {
    e.status = before.count(e.bucket.bug.key) ? "still there" : "new";
    now.insert(e.bucket.bug.key);
  }
  std::vector<OldBug> gone;
  for (const OldBug& o : old)
    if (!now.count(o.key)) gone.push_back(o);
  return gone;
}

/// Every bug's section, `jobs` drawn at once (a judge-size one takes seconds), added in order.
void bug_sections(const ProblemRegistry& problems, const Problem& fallback,
                  const std::vector<Entry>& entries, const ReportOptions& opt,
                  const std::string& page_dir, PageWriter& page, std::ostream& err) {
  const std::size_t jobs = static_cast<std::size_t>(worker_count(opt.jobs));
  for (std::size_t first = 0; first < entries.size(); first += jobs) {
    const std::size_t n = std::min(jobs, entries.size() - first);
    std::vector<PageBug> sections(n);
    std::vector<std::string> errors(n);
    const std::size_t room = page.room();  // no picture is drawn past the cap
    engine_detail::parallel(
        n, static_cast<int>(jobs),
        [&](std::size_t, std::size_t i) {
          try {
            sections[i] = bug_section(problems, fallback, entries[first + i], opt, room, page_dir);
          } catch (const std::exception& e) {
            errors[i] = e.what();
          }
        },
        [] {});
    for (std::size_t i = 0; i < n; ++i)
      if (errors[i].empty())
        page.bug(sections[i]);
      else
        err << "llk report: " << entries[first + i].bucket.bug.artifact << ": " << errors[i]
            << '\n';
  }
}

/// The page's opening line: bugs, programs, wrong answers, what was read, and since when.
std::string opening(const Triage& t, const std::vector<Entry>& entries, const Found& found,
                    std::size_t reports, const ReportOptions& opt,
                    const std::vector<OldBug>& gone) {
  std::set<std::string> programs;
  std::size_t wrong = 0, fresh = 0;
  for (const Entry& e : entries) {
    programs.insert(e.bucket.problem->name() + "\n" + e.bucket.subject);
    wrong += e.bucket.bug.kind.ends_with(failure_kind::wrong_answer);
    fresh += e.status == "new";
  }
  std::string line = fmt::format(
      "{} distinct bug{} of {} program{} ({} wrong answer{}), from {} artifact{}{}, {} JSON "
      "report{} and {} log{} in {}.",
      entries.size(), entries.size() == 1 ? "" : "s", programs.size(),
      programs.size() == 1 ? "" : "s", wrong, wrong == 1 ? "" : "s", t.read, t.read == 1 ? "" : "s",
      t.unreadable ? fmt::format(" ({} unreadable)", t.unreadable) : "", reports,
      reports == 1 ? "" : "s", found.logs.size(), found.logs.size() == 1 ? "" : "s",
      text::join(opt.paths, ", "));
  if (!opt.since.empty())
    line += fmt::format(" Since {}: {} new, {} still there, {} gone.", opt.since, fresh,
                        entries.size() - fresh, gone.size());
  return line;
}

}  // namespace

int run_report(const ProblemRegistry& problems, const Problem& fallback, const ReportOptions& opt,
               std::ostream& out, std::ostream& err) {
  const std::string json_path =
      !opt.json.empty() ? opt.json : fs::path(opt.html).replace_extension(".json").string();
  std::error_code ec;
  const std::string page_dir = fs::absolute(fs::path(opt.html), ec).parent_path().string();
  Found found;
  std::vector<OldBug> old;
  try {
    found = find_files(opt.paths, {opt.html, json_path});
    if (!opt.since.empty()) old = read_since(problems, fallback, opt.since, err);
  } catch (const std::exception& e) {
    err << "llk report: " << e.what() << '\n';
    return kExitUsage;
  }
  const Triage t = triage_artifacts(problems, fallback, found.artifacts, err, "llk report");
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
  std::vector<Entry> entries = entries_of(t);
  const std::vector<OldBug> gone =
      opt.since.empty() ? std::vector<OldBug>{} : compare(entries, old);
  const std::vector<RunLine> runs = runs_of(reports, entries);
  PageWriter page("llk report", opt.page);
  page.raw("<div class=\"summary\" id=\"summary\">\n");
  page.paragraph(opening(t, entries, found, reports.size(), opt, gone));
  if (!runs.empty()) page.raw("<h2 id=\"runs\">Runs</h2>\n" + runs_table(runs));
  if (!entries.empty())
    page.raw("<h2 id=\"bugs\">Bugs by program</h2>\n" +
             program_tables(entries, page_dir, !opt.since.empty()));
  if (!gone.empty())
    page.raw(fmt::format("<h2 id=\"gone\">Gone since {}</h2>\n", html_safe(opt.since)) +
             gone_table(gone));
  page.raw("</div>\n");
  judged_part(page, reports);
  if (!entries.empty()) page.heading("Each bug", "each-bug");
  bug_sections(problems, fallback, entries, opt, page_dir, page, err);
  const std::size_t charts = coverage_part(page, reports, found.logs);
  const std::string html = page.finish();
  try {
    write_file(opt.html, html);
    write_file(json_path, page_json(runs, entries, gone));
  } catch (const std::exception& e) {
    err << "llk report: " << e.what() << '\n';
    return kExitUsage;
  }
  out << fmt::format(
      "{} artifacts in {} distinct bugs, {} coverage chart{}, {} report{}: {} ({}), its JSON "
      "{}\n",
      t.read, entries.size(), charts, charts == 1 ? "" : "s", reports.size(),
      reports.size() == 1 ? "" : "s", opt.html, format_size(static_cast<std::int64_t>(html.size())),
      json_path);
  return kExitOk;
}

}  // namespace llk
