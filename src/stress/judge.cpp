/// Judging a program's run against the oracle's answers, and the predicate minimize() uses.

#include <fmt/format.h>
#include <signal.h>

#include <cmath>
#include <stdexcept>

#include "llk/judge_format.hpp"
#include "llk/oracle.hpp"
#include "llk/stress.hpp"

namespace llk {
namespace {

std::string signal_name(int sig) {
  switch (sig) {
    case SIGSEGV:
      return "SIGSEGV";
    case SIGABRT:
      return "SIGABRT";
    case SIGFPE:
      return "SIGFPE";
    case SIGILL:
      return "SIGILL";
    case SIGBUS:
      return "SIGBUS";
    case SIGKILL:
      return "SIGKILL";
    case SIGTERM:
      return "SIGTERM";
    case SIGPIPE:
      return "SIGPIPE";
    default:
      return fmt::format("signal {}", sig);
  }
}

std::string stderr_tail(const RunResult& run) {
  if (run.err.empty()) return "";
  std::string s = run.err.substr(0, 200);
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  return fmt::format("; stderr: {}", s);
}

/// Splits stdout into lines; trailing spaces and '\r' are ignored, so is the last newline.
std::vector<std::string> output_lines(const std::string& out) {
  std::vector<std::string> lines;
  std::size_t pos = 0;
  while (pos < out.size()) {
    std::size_t end = out.find('\n', pos);
    if (end == std::string::npos) end = out.size();
    std::string line = out.substr(pos, end - pos);
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
      line.pop_back();
    lines.push_back(std::move(line));
    pos = end + 1;
  }
  return lines;
}

std::string shown(const std::string& s) {
  return s.size() > 40 ? "'" + s.substr(0, 40) + "...'" : "'" + s + "'";
}

}  // namespace

Verdict judge_run(const RunResult& run, const std::vector<bool>& expected) {
  Verdict v;
  const std::vector<std::string> lines = output_lines(run.out);
  for (std::size_t i = 0; i < lines.size() && i < expected.size(); ++i) v.got.push_back(lines[i]);
  // The first query without a YES/NO line: where a crash or a timeout stopped it.
  std::size_t answered = 0;
  while (answered < lines.size() && answered < expected.size() &&
         (lines[answered] == "YES" || lines[answered] == "NO"))
    ++answered;
  v.first_bad_query = answered;
  if (!run.started) {
    v.kind = failure_kind::crash;
    v.detail = "could not start: " + run.err;
    return v;
  }
  if (run.timed_out) {
    v.kind = failure_kind::timeout;
    v.detail = fmt::format("no exit within {:.1f} s; {} of {} answers printed", run.seconds,
                           answered, expected.size());
    return v;
  }
  if (run.signal != 0) {
    v.kind = failure_kind::crash;
    v.detail = fmt::format("killed by {} after {} of {} answers{}", signal_name(run.signal),
                           answered, expected.size(), stderr_tail(run));
    return v;
  }
  if (run.exit_code != 0) {
    v.kind = failure_kind::crash;
    v.detail = fmt::format("exit status {} after {} of {} answers{}", run.exit_code, answered,
                           expected.size(), stderr_tail(run));
    return v;
  }
  if (run.output_overflow) {
    v.kind = failure_kind::bad_output;
    v.detail = fmt::format("killed after writing more than {} bytes for {} queries", run.out.size(),
                           expected.size());
    return v;
  }
  for (std::size_t i = 0; i < lines.size() && i < expected.size(); ++i) {
    if (lines[i] != "YES" && lines[i] != "NO") {
      v.kind = failure_kind::bad_output;
      v.first_bad_query = i;
      v.detail = fmt::format("answer line {} is {}, expected YES or NO", i + 1, shown(lines[i]));
      return v;
    }
  }
  if (lines.size() != expected.size()) {
    v.kind = failure_kind::bad_output;
    v.first_bad_query = std::min(lines.size(), expected.size());
    v.detail =
        lines.size() < expected.size()
            ? fmt::format("{} answer lines for {} queries", lines.size(), expected.size())
            : fmt::format("{} lines for {} queries; line {} is {}", lines.size(), expected.size(),
                          expected.size() + 1, shown(lines[expected.size()]));
    return v;
  }
  for (std::size_t i = 0; i < expected.size(); ++i) {
    if ((lines[i] == "YES") != expected[i]) {
      v.kind = failure_kind::wrong_answer;
      v.first_bad_query = i;
      v.detail = fmt::format("query {} answered {}, the oracle says {}", i + 1, lines[i],
                             expected[i] ? "YES" : "NO");
      return v;
    }
  }
  return v;
}

std::vector<bool> oracle_answers(const std::vector<Case>& cases, const Config& config) {
  GraphOracle oracle;
  std::vector<bool> expected;
  for (const Case& c : cases) {
    oracle.prepare(c.board, config);
    for (const Query& q : c.queries) expected.push_back(oracle.solve(q).yes);
  }
  return expected;
}

StillFails program_still_fails(const std::string& command, const std::string& kind,
                               int timeout_ms) {
  return [command, kind, timeout_ms](const std::vector<Case>& cases, const Config& config) {
    // A crash or a timeout is judged before any answer: no oracle needed (big boards are slow).
    const bool answers_matter = kind != failure_kind::crash && kind != failure_kind::timeout;
    const std::vector<bool> expected =
        answers_matter ? oracle_answers(cases, config) : std::vector<bool>{};
    const RunResult run = run_program(command, write_judge(cases), timeout_ms);
    return judge_run(run, expected).kind == kind;
  };
}

double parse_duration(const std::string& text) {
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    throw std::invalid_argument("not a duration: '" + text + "' (try 90, 90s, 10m, 2h)");
  }
  const std::string unit = text.substr(used);
  double scale = 0;
  if (unit.empty() || unit == "s")
    scale = 1;
  else if (unit == "ms")
    scale = 0.001;
  else if (unit == "m" || unit == "min")
    scale = 60;
  else if (unit == "h")
    scale = 3600;
  if (scale == 0 || !std::isfinite(value) || value < 0)
    throw std::invalid_argument("not a duration: '" + text + "' (try 90, 90s, 10m, 2h)");
  return value * scale;
}

}  // namespace llk
