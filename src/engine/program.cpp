/// An external program as a subject, and the judging of its output.

#include "llk/engine/program.hpp"

#include <fmt/format.h>
#include <signal.h>

#include "llk/core/files.hpp"

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

namespace {
Verdict judge_run(const Problem& problem, const Input& input, const RunResult& run,
                  const Expected& expected_answers);
}  // namespace

Verdict judge_output(const Problem& problem, const Input& input, const RunResult& run,
                     const Expected& expected_answers) {
  Verdict v = judge_run(problem, input, run, expected_answers);
  if (v.failed() && v.bad_units.empty()) v.bad_units.push_back(v.first_bad_unit);
  v.bad_kinds.assign(v.bad_units.size(), v.kind);  // a program fails whole or answers wrong
  return v;
}

namespace {
Verdict judge_run(const Problem& problem, const Input& input, const RunResult& run,
                  const Expected& expected_answers) {
  const std::vector<std::string>& expected = expected_answers.lines;
  const std::string unit = problem.units_name();
  Verdict v;
  v.seconds = run.seconds;
  const std::vector<std::string> lines = output_lines(run.out);
  for (std::size_t i = 0; i < lines.size() && i < expected.size(); ++i) v.got.push_back(lines[i]);
  // The first unit without an answer line: where a crash or a timeout stopped it.
  std::size_t answered = 0;
  while (answered < lines.size() && answered < expected.size() &&
         problem.well_formed_answer(lines[answered]))
    ++answered;
  v.first_bad_unit = answered;
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
    v.detail = fmt::format("killed after writing more than {} bytes for {} {}", run.out.size(),
                           expected.size(), unit);
    return v;
  }
  for (std::size_t i = 0; i < lines.size() && i < expected.size(); ++i) {
    if (!problem.well_formed_answer(lines[i])) {
      v.kind = failure_kind::bad_output;
      v.first_bad_unit = i;
      v.detail = fmt::format("answer line {} is {}, not an answer", i + 1, shown(lines[i]));
      return v;
    }
  }
  if (lines.size() != expected.size()) {
    v.kind = failure_kind::bad_output;
    v.first_bad_unit = std::min(lines.size(), expected.size());
    v.detail = lines.size() < expected.size()
                   ? fmt::format("{} answer lines for {} {}", lines.size(), expected.size(), unit)
                   : fmt::format("{} lines for {} {}; line {} is {}", lines.size(), expected.size(),
                                 unit, expected.size() + 1, shown(lines[expected.size()]));
    return v;
  }
  for (std::size_t i = 0; i < expected.size(); ++i) {
    if (auto why = problem.judge_answer(input, expected_answers, i, lines[i])) {
      v.bad_units.push_back(i);
      if (v.failed()) continue;
      v.kind = failure_kind::wrong_answer;
      v.first_bad_unit = i;
      v.detail = *why;
    }
  }
  return v;
}

class ProgramSubject final : public Subject {
 public:
  ProgramSubject(const Problem& problem, std::string command, int timeout_ms)
      : problem_(problem), command_(std::move(command)), timeout_ms_(timeout_ms) {}
  std::string label() const override { return "program " + shell_quote(command_); }
  std::string flags() const override { return "--cmd " + shell_quote(command_); }
  std::string short_name() const override { return "cmd"; }
  bool fixed_params() const override { return true; }
  bool in_process() const override { return false; }
  Verdict judge(const Input& input, const std::function<const Expected&()>& expected) override {
    const RunResult run = run_program(command_, problem_.write(input), timeout_ms_);
    return judge_output(problem_, input, run, expected());
  }

 private:
  const Problem& problem_;
  std::string command_;
  int timeout_ms_;
};

}  // namespace

std::optional<std::string> cannot_start(const Problem& problem, const std::string& command,
                                        int timeout_ms) {
  const RunResult run = run_program(command, problem.write(problem.schedule(0, 0, {})), timeout_ms);
  if (!run.started) return "cannot run " + shell_quote(command) + ": " + run.err;
  if (run.signal == 0 && (run.exit_code == 126 || run.exit_code == 127) && run.out.empty()) {
    std::string why = run.err;
    while (!why.empty() && (why.back() == '\n' || why.back() == '\r')) why.pop_back();
    return fmt::format("cannot run {}: the shell says (exit {}): {}", shell_quote(command),
                       run.exit_code, why.empty() ? "nothing" : why);
  }
  return std::nullopt;
}

std::unique_ptr<Subject> program_subject(const Problem& problem, std::string command,
                                         int timeout_ms) {
  return std::make_unique<ProgramSubject>(problem, std::move(command), timeout_ms);
}

}  // namespace llk
