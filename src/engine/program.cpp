/// An external program as a subject, and the judging of its output.

#include "llk/engine/program.hpp"

#include <fmt/format.h>
#include <signal.h>

#include <algorithm>

#include "llk/core/files.hpp"
#include "llk/core/interpreter.hpp"
#include "llk/core/safe_text.hpp"
#include "llk/core/size.hpp"
#include "llk/engine/subjects.hpp"

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
    case SIGXCPU:
      return "SIGXCPU";
    case SIGXFSZ:
      return "SIGXFSZ";
    default:
      return fmt::format("signal {}", sig);
  }
}

std::string stderr_tail(const RunResult& run) {
  std::string_view err = run.err;
  while (!err.empty() && (err.back() == '\n' || err.back() == '\r')) err.remove_suffix(1);
  if (err.empty()) return "";
  return fmt::format("; stderr: {}", text::excerpt(err, 200));
}

/// The longest answer line llk keeps: longer ones are wrong anyway, and are quoted cut.
constexpr std::size_t kLongestAnswer = 4096;

/// The first `max` lines of stdout; trailing spaces and '\r' are ignored, so is the last newline.
/// Only what the verdict needs is split: a program that prints without end costs no more.
std::vector<std::string> output_lines(const std::string& out, std::size_t max) {
  std::vector<std::string> lines;
  std::size_t pos = 0;
  while (pos < out.size() && lines.size() < max) {
    std::size_t end = out.find('\n', pos);
    if (end == std::string::npos) end = out.size();
    std::string line(text::cut(std::string_view(out).substr(pos, end - pos), kLongestAnswer));
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
      line.pop_back();
    lines.push_back(std::move(line));
    pos = end + 1;
  }
  return lines;
}

/// Lines of stdout in all (a last line without its newline counts).
std::size_t count_lines(const std::string& out) {
  const auto n = static_cast<std::size_t>(std::count(out.begin(), out.end(), '\n'));
  return n + (!out.empty() && out.back() != '\n');
}

std::string shown(const std::string& s) {
  return "'" + text::excerpt(s) + "'";
}

/// "1.5 MiB", "300 KiB": a measured size, rounded for reading.
std::string mib(std::int64_t bytes) {
  return bytes >= (1 << 20) ? fmt::format("{:.1f} MiB", bytes / 1048576.0)
                            : fmt::format("{:.0f} KiB", bytes / 1024.0);
}

/// CPU time, wall time and peak memory of a run, for a detail line.
std::string resources(const RunResult& run) {
  return fmt::format("CPU {:.2f} s, wall {:.2f} s, peak memory {}", run.cpu_seconds, run.seconds,
                     mib(run.peak_memory_bytes));
}

/// The limit that stopped the run (output, processes, CPU time, memory, the wall-clock cap), as
/// the verdict's kind and detail; false when none did.
bool limit_verdict(const RunResult& run, const RunLimits& limits, std::size_t expected,
                   const std::string& unit, const std::string& printed, Verdict& v) {
  if (run.output_limit) {
    v.kind = failure_kind::output_limit;
    v.detail = fmt::format("wrote {} to stdout, over the output limit of {} ({} {}); {}",
                           format_size(run.out_bytes), format_size(limits.output_bytes), expected,
                           unit, printed);
  } else if (run.process_limit) {
    v.kind = failure_kind::runtime_error;
    v.detail = fmt::format("too many processes: more than {} at once (a fork bomb?); {}",
                           limits.processes, printed);
  } else if (run.time_limit) {
    v.kind = failure_kind::time_limit;
    v.detail = fmt::format("CPU time over the limit of {:g} s ({}); {}", limits.cpu_seconds,
                           resources(run), printed);
  } else if (run.memory_limit) {
    v.kind = failure_kind::memory_limit;
    v.detail = fmt::format("peak memory over the limit of {} ({}); {}",
                           format_size(limits.memory_bytes), resources(run), printed);
  } else if (run.idle) {
    v.kind = failure_kind::idle;
    v.detail = fmt::format(
        "no exit within the wall-clock cap of {:g} s while its CPU time stayed under the limit "
        "of {:g} s (waiting or sleeping: {}); {}",
        limits.wall_cap(), limits.cpu_seconds, resources(run), printed);
  }
  return v.failed();
}

/// A run that died (a signal, a non-zero exit) or stalled waiting for input, as the verdict;
/// false when it ended by itself.
bool crash_verdict(const RunResult& run, const RunLimits& limits, std::size_t answered,
                   std::size_t expected, const std::string& unit, Verdict& v) {
  // A deep recursion under a small stack dies by SIGSEGV (or by a sanitizer's exit status).
  const std::string stack = limits.stack_bytes > 0
                                ? fmt::format(" (stack limit {})", format_size(limits.stack_bytes))
                                : "";
  if (run.signal != 0) {
    v.kind = failure_kind::runtime_error;
    v.detail = fmt::format("killed by {}{} after {} of {} answers{}", signal_name(run.signal),
                           stack, answered, expected, stderr_tail(run));
  } else if (run.exit_code != 0) {
    v.kind = failure_kind::runtime_error;
    v.detail = fmt::format("exit status {}{} after {} of {} answers{}", run.exit_code, stack,
                           answered, expected, stderr_tail(run));
  } else if (run.stalled) {
    v.kind = failure_kind::bad_output;
    v.detail = fmt::format("{} answer lines for {} {}, then it waited for more input",
                           count_lines(run.out), expected, unit);
  }
  return v.failed();
}

/// Output that is no answer (a malformed line, too few or too many lines), as the verdict;
/// false when there is one well-formed line per unit.
bool output_verdict(const Problem& problem, const RunResult& run,
                    const std::vector<std::string>& lines, std::size_t expected,
                    const std::string& unit, Verdict& v) {
  for (std::size_t i = 0; i < lines.size() && i < expected; ++i) {
    if (!problem.well_formed_answer(lines[i])) {
      v.kind = failure_kind::bad_output;
      v.first_bad_unit = i;
      v.detail = fmt::format("answer line {} is {}, not an answer", i + 1, shown(lines[i]));
      return true;
    }
  }
  if (lines.size() == expected) return false;
  v.kind = failure_kind::bad_output;
  v.first_bad_unit = std::min(lines.size(), expected);
  v.detail = lines.size() < expected
                 ? fmt::format("{} answer lines for {} {}", lines.size(), expected, unit)
                 : fmt::format("{} lines for {} {}; line {} is {}", count_lines(run.out), expected,
                               unit, expected + 1, shown(lines[expected]));
  return true;
}

Verdict judge_run(const Problem& problem, const Input& input, const RunResult& run,
                  const Expected& expected_answers, const RunLimits& limits) {
  const std::vector<std::string>& expected = expected_answers.lines;
  const std::string unit = problem.units_name();
  Verdict v;
  v.seconds = run.seconds;
  v.cpu_seconds = run.cpu_seconds;
  v.memory_bytes = run.peak_memory_bytes;
  const std::vector<std::string> lines = output_lines(run.out, expected.size() + 1);
  for (std::size_t i = 0; i < lines.size() && i < expected.size(); ++i) v.got.push_back(lines[i]);
  // The first unit without an answer line: where a crash or a limit stopped it.
  std::size_t answered = 0;
  while (answered < lines.size() && answered < expected.size() &&
         problem.well_formed_answer(lines[answered]))
    ++answered;
  v.first_bad_unit = answered;
  const std::string printed = fmt::format("{} of {} answers printed", answered, expected.size());
  if (run.interrupted) {
    v.cut = true;  // llk stopped it: no verdict
    return v;
  }
  if (!run.started) {
    v.kind = failure_kind::runtime_error;
    v.detail = "could not start: " + run.err;
    return v;
  }
  if (limit_verdict(run, limits, expected.size(), unit, printed, v) ||
      crash_verdict(run, limits, answered, expected.size(), unit, v) ||
      output_verdict(problem, run, lines, expected.size(), unit, v))
    return v;
  // Every line is an answer: each judged by the problem's one rule.
  for (std::size_t i = 0; i < expected.size(); ++i) {
    if (auto why = problem.judge_answer(input, expected_answers, i, lines[i]))
      v.mark_bad(i, failure_kind::wrong_answer, std::move(*why));
  }
  return v;
}

/// What both ways of checking a program share: it runs in a child under `limits`, is named by
/// its command line, and takes the parameters its input gives.
class ChildSubject : public Subject {
 public:
  /// `kind` ("program") heads the label, `flag` ("--cmd") gives the command line back.
  ChildSubject(const Problem& problem, std::string command, const RunLimits& limits,
               std::string kind, std::string flag, std::string short_name)
      : problem_(problem),
        command_(std::move(command)),
        limits_(limits),
        kind_(std::move(kind)),
        flag_(std::move(flag)),
        short_name_(std::move(short_name)) {}
  std::string label() const override { return kind_ + " " + shell_quote(command_); }
  std::string flags() const override { return flag_ + " " + shell_quote(command_); }
  std::string limit_flags() const override { return llk::limit_flags(limits_); }
  double time_limit() const override { return limits_.cpu_seconds; }
  std::string short_name() const override { return short_name_; }
  bool fixed_params() const override { return true; }
  bool in_process() const override { return false; }

 protected:
  const Problem& problem_;
  std::string command_;
  RunLimits limits_;

 private:
  std::string kind_, flag_, short_name_;
};

class ProgramSubject final : public ChildSubject {
 public:
  ProgramSubject(const Problem& problem, std::string command, const RunLimits& limits,
                 std::int64_t runtime_bytes)
      : ChildSubject(problem, std::move(command), limits, "program", "--cmd", "cmd"),
        runtime_bytes_(runtime_bytes) {}
  Verdict judge(const Input& input, const std::function<const Expected&()>& expected) override {
    // A runtime's own footprint is not the program's: it may use the limit on top of it.
    RunLimits l = limits_;
    if (l.memory_bytes > 0) l.memory_bytes += runtime_bytes_;
    const RunResult run = run_program(command_, problem_.write(input), l);
    Verdict v = judge_output(problem_, input, run, expected(), limits_);
    if (runtime_bytes_ > 0 && v.kind == failure_kind::memory_limit)
      v.detail +=
          fmt::format(" (over the runtime's own {:.1f} MiB, measured on the smallest input)",
                      static_cast<double>(runtime_bytes_) / 1048576.0);
    return v;
  }

 private:
  std::int64_t runtime_bytes_;
};

class ServeSubject final : public ChildSubject {
 public:
  ServeSubject(const Problem& problem, std::string command, const RunLimits& limits)
      : ChildSubject(problem, std::move(command), limits, "served program", "--serve", "serve"),
        server_(command_, limits),
        warm_up_(problem.schedule(0, 0, {})),
        warm_up_text_(problem.write(warm_up_)),
        warm_up_expected_(problem.oracle(warm_up_)) {}

  /// Starts the program and has it answer the warm-up input twice, keeping it for the first
  /// input; why it cannot serve, if so.
  std::optional<std::string> probe() {
    if (auto v = warm()) return fmt::format("its first input: {}", *v);
    RunResult ended;
    const RunResult run =
        server_.alive(&ended)
            ? server_.exchange(warm_up_text_, warm_up_expected_.lines.size(), warm_up_limits())
            : ended;
    const Verdict v = answered(run);
    if (v.failed() || !server_.alive())
      return fmt::format(
          "its second input: {} (a --serve program keeps reading after each input's end "
          "marker, answers every input in turn and flushes its output after each)",
          v.failed() ? v.kind + ": " + v.detail : "it had ended after the first");
    return std::nullopt;
  }

  void start() override { (void)server_.launch(); }

  Verdict judge(const Input& input, const std::function<const Expected&()>& expected) override {
    RunResult ended;
    if (server_.exchanges() > 0 && !server_.alive(&ended)) {
      // It ended after answering the input before this one: a crash in its clean-up, or a
      // program that exits after each input. Reported here, where it is seen.
      Verdict v = judge_output(problem_, input, ended, expected(), limits_);
      if (!v.failed()) {
        v.kind = failure_kind::runtime_error;
        v.bad_units = {0};
        v.bad_kinds = {v.kind};
      }
      v.detail = "it ended after answering the input before this one (" +
                 (ended.signal != 0 || ended.exit_code != 0 ? v.detail : "exit status 0") +
                 "): a kept program keeps reading after each input";
      return v;
    }
    if (auto why = warm()) return start_failure(input, expected(), *why);
    const std::size_t earlier = server_.exchanges();  // the warm-up included
    const Expected& want = expected();
    Verdict v = once(input, want);
    if (!v.failed()) return v;
    // Minimizing a crash or a limit, the answers are not judged: a kept program that answered
    // and runs on is kept.
    const bool judged = want.lines.size() == problem_.units(input);
    if (!judged && !failure_kind::ends_run(v.kind) && server_.alive()) return v;
    server_.stop();  // a process that failed once is not trusted with the next input
    // The same input alone, in a process of its own that ends at the end of its input.
    const Verdict alone = once_alone(input, want);
    if (alone.failed() && !(alone.kind == failure_kind::idle && v.kind != failure_kind::idle))
      return alone;
    if (alone.failed()) return v;  // it does not end at the end of its input: no telling
    v.detail = fmt::format(
        "{} after {} earlier input{} in the same process (its warm-up included), right alone "
        "in a fresh one: {}",
        v.kind, earlier, earlier == 1 ? "" : "s", v.detail);
    v.kind = failure_kind::state_leak;
    v.bad_kinds.assign(v.bad_units.size(), v.kind);
    return v;
  }

 private:
  RunLimits warm_up_limits() const {
    RunLimits l = limits_;
    l.cpu_seconds = std::max(limits_.cpu_seconds, 10.0);
    l.wall_seconds = limits_.wall_seconds > 0 ? limits_.wall_seconds : 20;
    l.memory_bytes = 0;
    return l;
  }
  /// A fresh process answers the warm-up input, its start-up measured; why it could not.
  std::optional<std::string> warm() {
    if (server_.alive() && server_.exchanges() > 0) return std::nullopt;
    const RunResult run =
        server_.exchange(warm_up_text_, warm_up_expected_.lines.size(), warm_up_limits());
    const Verdict v = answered(run);
    if (!v.failed() && server_.alive()) {
      start_up_ = run;
      return std::nullopt;
    }
    server_.stop();
    return v.failed() ? v.kind + ": " + v.detail : "it ended after answering";
  }
  /// The warm-up's verdict on the form of the answers only: a wrong program still serves.
  Verdict answered(const RunResult& run) const {
    Verdict v = judge_output(problem_, warm_up_, run, warm_up_expected_, warm_up_limits());
    if (v.kind == failure_kind::wrong_answer) v = Verdict{};
    return v;
  }
  Verdict once(const Input& input, const Expected& expected) {
    const RunResult run = server_.exchange(problem_.write(input), problem_.units(input), limits_);
    return judge_output(problem_, input, run, expected, limits_);
  }
  /// One run of the program on `input` alone, its stdin closed at the end: its limits raised
  /// by what its start-up took.
  Verdict once_alone(const Input& input, const Expected& expected) {
    RunLimits l = limits_;
    l.cpu_seconds += start_up_.cpu_seconds;
    l.wall_seconds = limits_.wall_cap() + start_up_.seconds;
    if (l.memory_bytes > 0) l.memory_bytes += start_up_.peak_memory_bytes;
    const RunResult run = run_program(command_, problem_.write(input), l);
    return judge_output(problem_, input, run, expected, l);
  }
  Verdict start_failure(const Input& input, const Expected& expected, const std::string& why) {
    RunResult none;
    none.started = false;
    none.err = "its warm-up input after a restart: " + why;
    return judge_output(problem_, input, none, expected, limits_);
  }

  Server server_;
  RunResult start_up_;  ///< the warm-up of the running process: what starting it took
  Input warm_up_;
  std::string warm_up_text_;
  Expected warm_up_expected_;
};

}  // namespace

Verdict judge_output(const Problem& problem, const Input& input, const RunResult& run,
                     const Expected& expected_answers, const RunLimits& limits) {
  Verdict v = judge_run(problem, input, run, expected_answers, limits);
  if (v.failed() && v.bad_units.empty()) v.bad_units.push_back(v.first_bad_unit);
  v.bad_kinds.assign(v.bad_units.size(), v.kind);  // a program fails whole or answers wrong
  return v;
}

ProgramProbe probe_program(const Problem& problem, const std::string& command,
                           const RunLimits& limits) {
  const RunResult run = run_program(command, problem.write(problem.schedule(0, 0, {})), limits);
  ProgramProbe p;
  // A JVM seen in its tree, or named by the command (`java Main`, a `#!/usr/bin/env kotlin`).
  const std::optional<Interpreter> named = find_interpreter(command);
  p.jvm = run.jvm || (named && named->language == "java");
  p.peak_memory_bytes = run.peak_memory_bytes;
  if (!run.started) {
    p.error = "cannot run " + shell_quote(command) + ": " + run.err;
  } else if (run.signal == 0 && (run.exit_code == 126 || run.exit_code == 127) && run.out.empty()) {
    std::string why = run.err;
    while (!why.empty() && (why.back() == '\n' || why.back() == '\r')) why.pop_back();
    p.error = fmt::format("cannot run {}: {} (exit {}): {}", shell_quote(command),
                          command_argv(command)[0] == "/bin/sh" ? "the shell says" : "it says",
                          run.exit_code, why.empty() ? "nothing" : text::excerpt(why, 300));
  }
  return p;
}

std::unique_ptr<Subject> program_subject(const Problem& problem, std::string command,
                                         const RunLimits& limits, std::int64_t runtime_bytes) {
  return std::make_unique<ProgramSubject>(problem, std::move(command), limits, runtime_bytes);
}

std::unique_ptr<Subject> serve_subject(const Problem& problem, std::string command,
                                       const RunLimits& limits, bool probe) {
  auto s = std::make_unique<ServeSubject>(problem, command, limits);
  if (!probe) return s;
  if (auto why = s->probe())
    throw std::invalid_argument("--serve " + shell_quote(command) + " did not answer " + *why);
  return s;
}

}  // namespace llk
