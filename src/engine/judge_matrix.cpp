/// The judge matrix in text, in the reports and as an HTML page.

#include "llk/engine/judge_matrix.hpp"

#include <fmt/format.h>

#include "llk/core/files.hpp"
#include "llk/core/size.hpp"
#include "llk/core/table.hpp"
#include "llk/core/text.hpp"

namespace llk {
namespace {

std::string cell_text(const JudgeCell& c) {
  if (!c.judged) return "-";
  const Verdict& v = c.verdict;
  std::string s = verdict_code(v.kind) + " " + fixed(v.cpu_seconds, 2) + "s";
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
  return v.first_bad_unit < v.got.size() ? v.got[v.first_bad_unit] : "";
}

}  // namespace

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
      if (drawn++ < pictures && t.input && c.verdict.first_bad_unit < m.problem->units(*t.input))
        out += m.problem->draw(*t.input, c.verdict.first_bad_unit, got_of(c.verdict));
    }
  }
  return out;
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
      if (!cell.judged) {
        c.status = ReportCase::Status::skipped;
        c.message = "bad test data";
      } else if (cell.verdict.failed()) {
        c.status = ReportCase::Status::failed;
        c.message = cell.verdict.kind + ": " + cell.verdict.detail;
        c.text = "replay: " + replay_command(m, t, m.programs[p]);
      } else {
        c.message = fmt::format("{:.3f} s CPU, {}", cell.verdict.cpu_seconds,
                                format_size(cell.verdict.memory_bytes));
      }
      r.cases.push_back(std::move(c));
    }
  }
  r.figures.push_back({"matrix", matrix_text(m)});
  return r;
}

std::string matrix_html(const JudgeMatrix& m) {
  using text::xml_safe;
  std::string h =
      "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>llk judge: " +
      xml_safe(m.problem->name()) +
      "</title>\n<style>body{font-family:sans-serif}table{border-collapse:collapse}"
      "td,th{border:1px solid #999;padding:4px 8px;font-family:monospace}"
      ".ok{background:#d8f5d8}.fail{background:#f8d0d0}.none{background:#eee}"
      ".bad{background:#fde8a0}pre{background:#f4f4f4;padding:6px}</style></head><body>\n";
  h += "<h1>llk judge: " + xml_safe(m.problem->name()) + "</h1>\n<table>\n<tr><th>test</th>";
  for (std::size_t p = 0; p < m.programs.size(); ++p)
    h += fmt::format("<th title=\"{}\">#{} {}</th>", xml_safe(m.programs[p].flags), p + 1,
                     xml_safe(m.programs[p].label));
  h += "</tr>\n";
  for (std::size_t ti = 0; ti < m.tests.size(); ++ti) {
    const JudgedTest& t = m.tests[ti];
    h += "<tr><td" + std::string(t.problem_with_data.empty() ? "" : " class=\"bad\"") +
         " title=\"" + xml_safe(t.problem_with_data) + "\">" + xml_safe(t.name) + "</td>";
    for (std::size_t p = 0; p < t.cells.size(); ++p) {
      const JudgeCell& c = t.cells[p];
      const char* cls = !c.judged ? "none" : c.verdict.failed() ? "fail" : "ok";
      std::string body = xml_safe(cell_text(c));
      if (c.judged && c.verdict.failed())
        body = fmt::format("<a href=\"#f{}-{}\">{}</a>", ti, p, body);
      h += fmt::format("<td class=\"{}\">{}</td>", cls, body);
    }
    h += "</tr>\n";
  }
  h += "</table>\n";
  for (const JudgedTest& t : m.tests)
    if (!t.problem_with_data.empty())
      h += "<p class=\"bad\">bad test data: " + xml_safe(t.problem_with_data) + "</p>\n";
  for (std::size_t ti = 0; ti < m.tests.size(); ++ti) {
    const JudgedTest& t = m.tests[ti];
    for (std::size_t p = 0; p < t.cells.size(); ++p) {
      const JudgeCell& c = t.cells[p];
      if (!c.judged || !c.verdict.failed()) continue;
      h += fmt::format("<h2 id=\"f{}-{}\">{}</h2>\n<pre>{}</pre>\n", ti, p,
                       xml_safe(m.programs[p].label + " on " + t.name),
                       xml_safe(c.verdict.kind + ": " + c.verdict.detail +
                                "\nreplay: " + replay_command(m, t, m.programs[p])));
      if (t.input && c.verdict.first_bad_unit < m.problem->units(*t.input))
        h += m.problem->draw_svg(*t.input, c.verdict.first_bad_unit, got_of(c.verdict)) + "\n";
    }
  }
  return h + "</body></html>\n";
}

}  // namespace llk
