/// The judge matrix in text, in the reports and as an HTML page.

#include "llk/engine/judge_matrix.hpp"

#include <fmt/format.h>

#include <cmath>

#include "llk/core/files.hpp"
#include "llk/core/safe_text.hpp"
#include "llk/core/size.hpp"
#include "llk/core/table.hpp"

namespace llk {
namespace {

std::string cell_text(const JudgeCell& c) {
  if (!c.judged) return "-";
  const Verdict& v = c.verdict;
  std::string s = fmt::format("{} {:.2f}s", verdict_code(v.kind), v.cpu_seconds);
  if (v.memory_bytes > 0) s += " " + format_size(v.memory_bytes);
  return s;
}

std::string replay_command(const JudgeMatrix& m, const JudgedTest& t, const JudgedProgram& p) {
  return fmt::format("llk check --problem {} {}{} {}", m.problem->name(), shell_quote(t.name),
                     m.params_flags, p.flags);
}

/// What went wrong in one failing run, in one line.
std::string failure_line(const JudgeMatrix& m, const JudgedTest& t, std::size_t p) {
  const Verdict& v = t.cells[p].verdict;
  return fmt::format("{} on {}: {}: {}", m.programs[p].label, t.name, v.kind, v.detail);
}

std::string got_of(const Verdict& v) {
  return v.first_bad_unit < v.got.size() ? text::printable(v.got[v.first_bad_unit]) : "";
}

/// "minimized to 3 x 3 board, 1 query (1-minimal in 40 tests): PATH", or how it was shared.
std::string minimized_line(const JudgeMatrix& m, const JudgeCell& c) {
  if (!c.minimized_as.empty()) return "minimized as run " + c.minimized_as + " (same signature)";
  if (!c.minimized) return "";
  return fmt::format("minimized to {} ({}): {}", m.problem->size_text(c.minimized->input),
                     c.minimized->note, c.minimized->artifact);
}

/// The picture of a failing run's first bad unit on its test (a crop at any size), or "".
std::string original_svg(const JudgeMatrix& m, const JudgedTest& t, const JudgeCell& c) {
  if (!t.input || c.verdict.first_bad_unit >= m.problem->units(*t.input)) return "";
  return m.problem->draw_svg(*t.input, c.verdict.first_bad_unit, got_of(c.verdict));
}

/// A failing run as a page section: facts, why, replay commands, the minimized picture beside
/// the crop of the original.
PageBug run_section(const JudgeMatrix& m, std::size_t ti, std::size_t p, std::size_t room) {
  const JudgedTest& t = m.tests[ti];
  const JudgeCell& c = t.cells[p];
  const Problem& problem = *m.problem;
  PageBug b;
  b.id = run_anchor(ti, p);
  b.title = m.programs[p].label + " on " + t.name + ": " + c.verdict.kind;
  b.facts = {{"program", m.programs[p].label + " (" + m.programs[p].flags + ")"},
             {"test", t.name},
             {"kind", c.verdict.kind},
             {"detail", c.verdict.detail},
             {"used", fmt::format("CPU {:.2f} s, {}", c.verdict.cpu_seconds,
                                  format_size(c.verdict.memory_bytes))}};
  if (t.input && t.expected && c.verdict.first_bad_unit < problem.units(*t.input)) {
    const std::string cls = problem.classify(*t.input, c.verdict.first_bad_unit, *t.expected);
    if (!cls.empty()) b.facts.push_back({"class", cls});
  }
  if (const std::string line = minimized_line(m, c); !line.empty())
    b.facts.push_back({"minimized", line});
  if (c.minimized) {
    const JudgeMinimized& small = *c.minimized;
    const Explanation e = problem.explain(small.input, small.unit);
    b.why = e.unit + ": " + e.why;
    b.commands.push_back("llk replay " + shell_quote(small.artifact));
    if (room > 0)
      b.pictures.push_back({"minimized: " + problem.size_text(small.input),
                            problem.draw_svg(small.input, small.unit, small.got)});
  } else if (t.input && c.verdict.first_bad_unit < problem.units(*t.input)) {
    const Explanation e = problem.explain(*t.input, c.verdict.first_bad_unit);
    b.why = e.unit + ": " + e.why;
  }
  b.commands.push_back(replay_command(m, t, m.programs[p]));
  if (room > 0)
    if (std::string svg = original_svg(m, t, c); !svg.empty())
      b.pictures.push_back({"the original: " + problem.size_text(*t.input), std::move(svg)});
  return b;
}

}  // namespace

std::string run_anchor(std::size_t t, std::size_t p) {
  return fmt::format("f{}-{}", t, p);
}

std::vector<PageProgram> program_lines(const JudgeMatrix& m) {
  std::vector<PageProgram> out;
  for (std::size_t p = 0; p < m.programs.size(); ++p) {
    PageProgram line;
    line.label = fmt::format("#{} {}", p + 1, m.programs[p].label);
    line.accepted = true;
    line.verdict = "accepted";
    for (std::size_t ti = 0; ti < m.tests.size() && line.accepted; ++ti) {
      const JudgeCell& c = m.tests[ti].cells[p];
      if (!c.judged) {
        line.verdict = "not judged on every test (bad test data)";
        line.accepted = false;
      } else if (c.verdict.failed()) {
        line.accepted = false;
        line.verdict = fmt::format("fails {}: {} ({})", m.tests[ti].name, c.verdict.kind,
                                   text::excerpt(c.verdict.detail, 120));
        line.anchor = run_anchor(ti, p);
      }
    }
    out.push_back(std::move(line));
  }
  return out;
}

std::string programs_text(const JudgeMatrix& m) {
  std::string out;
  for (const PageProgram& p : program_lines(m)) out += p.label + ": " + p.verdict + '\n';
  return out;
}

std::string verdict_code(const std::string& kind) {
  if (kind.empty()) return "OK";
  if (kind == failure_kind::wrong_answer) return "WA";
  if (kind == failure_kind::time_limit) return "TLE";
  if (kind == failure_kind::memory_limit) return "MLE";
  if (kind == failure_kind::output_limit) return "OLE";
  if (kind == failure_kind::runtime_error) return "RE";
  if (kind == failure_kind::bad_output) return "PE";
  if (kind == failure_kind::idle) return "IDLE";
  if (kind == failure_kind::state_leak) return "LEAK";
  return kind;
}

std::string matrix_text(const JudgeMatrix& m) {
  std::string out;
  for (std::size_t p = 0; p < m.programs.size(); ++p)
    out += fmt::format("#{}  {}  ({})\n", p + 1, m.programs[p].label, m.programs[p].flags);
  Table table;
  std::vector<std::string> head{"test"};
  for (std::size_t p = 0; p < m.programs.size(); ++p) head.push_back(fmt::format("#{}", p + 1));
  table.row(head);
  for (const JudgedTest& t : m.tests) {
    std::vector<std::string> row{t.name};
    for (const JudgeCell& c : t.cells) row.push_back(cell_text(c));
    if (!t.problem_with_data.empty()) row.push_back("BAD TEST DATA");
    table.row(row);
  }
  return out + table.str();
}

std::string failures_text(const JudgeMatrix& m, int pictures) {
  std::string out;
  for (std::size_t p = 0; p < m.programs.size(); ++p) {
    int drawn = 0;
    for (const JudgedTest& t : m.tests) {
      const JudgeCell& c = t.cells[p];
      if (!c.judged || !c.verdict.failed()) continue;
      out += "FAIL " + failure_line(m, t, p) + '\n';
      out += "  replay: " + replay_command(m, t, m.programs[p]) + '\n';
      if (const std::string line = minimized_line(m, c); !line.empty()) out += "  " + line + '\n';
      if (c.minimized) out += "  replay:   llk replay " + shell_quote(c.minimized->artifact) + '\n';
      if (drawn++ >= pictures) continue;
      if (c.minimized)
        out += m.problem->draw(c.minimized->input, c.minimized->unit, c.minimized->got);
      else if (t.input && c.verdict.first_bad_unit < m.problem->units(*t.input))
        out += m.problem->draw(*t.input, c.verdict.first_bad_unit, got_of(c.verdict));
    }
  }
  return out;
}

/// Seconds rounded to milliseconds, as the reports give times.
static double json_seconds(double seconds) {
  return std::round(seconds * 1000) / 1000;
}

RunReport judge_report(const JudgeMatrix& m) {
  RunReport r;
  r.command = "llk judge";
  const std::string suite = "judge." + m.problem->name();
  for (const JudgedTest& t : m.tests) {
    if (!t.problem_with_data.empty()) {
      ReportCase c;
      c.suite = suite + ".data";
      c.name = t.name;
      c.status = ReportCase::Status::failed;
      c.message = "bad test data: " + t.problem_with_data;
      r.cases.push_back(std::move(c));
    }
    for (std::size_t p = 0; p < m.programs.size(); ++p) {
      const JudgeCell& cell = t.cells[p];
      ReportCase c;
      c.suite = suite;
      c.name = t.name + " on " + m.programs[p].label;
      c.cases = 1;
      if (cell.judged) {
        c.seconds = cell.verdict.seconds;
        c.fields = {{"test", t.name},
                    {"program", m.programs[p].label},
                    {"verdict", cell.verdict.failed() ? cell.verdict.kind : "accepted"}};
        c.numbers = {{"cpu_s", json_seconds(cell.verdict.cpu_seconds)},
                     {"wall_s", json_seconds(cell.verdict.seconds)},
                     {"memory_kib", static_cast<double>(cell.verdict.memory_bytes / 1024)}};
      }
      if (!cell.judged) {
        c.status = ReportCase::Status::skipped;
        c.message = "bad test data";
      } else if (cell.verdict.failed()) {
        c.status = ReportCase::Status::failed;
        c.message = cell.verdict.kind + ": " + cell.verdict.detail;
        c.text = "replay: " + replay_command(m, t, m.programs[p]);
        if (cell.minimized)
          c.text += "\nartifact: " + cell.minimized->artifact + "\nreplay: llk replay " +
                    shell_quote(cell.minimized->artifact);
      } else {
        c.message = fmt::format("{:.3f} s CPU, {}", cell.verdict.cpu_seconds,
                                format_size(cell.verdict.memory_bytes));
      }
      r.cases.push_back(std::move(c));
    }
  }
  r.figures.push_back({"matrix", matrix_text(m)});
  r.figures.push_back({"programs", programs_text(m)});
  // The matrix as data: a row per test, a verdict per program (accepted, wrong-answer, ...).
  std::vector<std::vector<std::string>> rows{{"test"}};
  for (const JudgedProgram& p : m.programs) rows.front().push_back(p.label);
  for (const JudgedTest& t : m.tests) {
    rows.push_back({t.name});
    for (const JudgeCell& c : t.cells)
      rows.back().push_back(!c.judged            ? "not judged"
                            : c.verdict.failed() ? c.verdict.kind
                                                 : "accepted");
  }
  r.tables.push_back({"matrix", std::move(rows)});
  r.seeded = false;  // judge takes no seed: its tests are fixed
  return r;
}

std::string matrix_html(const JudgeMatrix& m, const PageLimits& limits) {
  using text::html_safe;
  PageWriter page("llk judge: " + m.problem->name(), limits);
  page.heading("Programs");
  page.programs(program_lines(m));
  std::string h = "<table class=\"matrix\">\n<tr><th>test</th>";
  for (std::size_t p = 0; p < m.programs.size(); ++p)
    h += fmt::format("<th title=\"{}\">#{} {}</th>", html_safe(m.programs[p].flags), p + 1,
                     html_safe(m.programs[p].label));
  h += "</tr>\n";
  for (std::size_t ti = 0; ti < m.tests.size(); ++ti) {
    const JudgedTest& t = m.tests[ti];
    h += "<tr><td" + std::string(t.problem_with_data.empty() ? "" : " class=\"bad\"") +
         " title=\"" + html_safe(t.problem_with_data) + "\">" + html_safe(t.name) + "</td>";
    for (std::size_t p = 0; p < t.cells.size(); ++p) {
      const JudgeCell& c = t.cells[p];
      const char* cls = !c.judged ? "none" : c.verdict.failed() ? "fail" : "ok";
      std::string body = html_safe(cell_text(c));
      if (c.judged && c.verdict.failed())
        body = fmt::format("<a href=\"#{}\">{}</a>", run_anchor(ti, p), body);
      h += fmt::format("<td class=\"{}\">{}</td>", cls, body);
    }
    h += "</tr>\n";
  }
  page.heading("Matrix");
  page.raw(h + "</table>\n");
  for (const JudgedTest& t : m.tests)
    if (!t.problem_with_data.empty())
      page.paragraph("bad test data: " + t.problem_with_data, "bad");
  page.heading("Failing runs");
  for (std::size_t ti = 0; ti < m.tests.size(); ++ti)
    for (std::size_t p = 0; p < m.tests[ti].cells.size(); ++p) {
      const JudgeCell& c = m.tests[ti].cells[p];
      if (c.judged && c.verdict.failed()) page.bug(run_section(m, ti, p, page.room()));
    }
  return page.finish();
}

}  // namespace llk
