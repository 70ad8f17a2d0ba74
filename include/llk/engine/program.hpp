#pragma once
/// An external judge program as a subject: the problem's judge format on stdin, one answer line
/// per unit on stdout, run as a judge runs it (CPU time, wall cap, memory and stack limits). Run
/// once per input (--cmd), or kept running across inputs (--serve).

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "llk/core/process.hpp"
#include "llk/problem.hpp"

namespace llk {

/// Classifies a run as a judge does: time limit, idle, memory limit, runtime error (a signal or
/// a non-zero exit), then bad output (a line that is no answer, too few or too many lines),
/// then the first wrong answer. `limits` are the ones it ran under, named in the detail.
Verdict judge_output(const Problem& problem, const Input& input, const RunResult& run,
                     const Expected& expected, const RunLimits& limits);

/// What one run of a program on a first tiny input tells before it is checked.
struct ProgramProbe {
  /// Why it cannot run at all (not found, not executable: exit 126 or 127 with no output), in
  /// the shell's (or the sandbox's) words; nothing when it starts.
  std::optional<std::string> error;
  bool jvm = false;                    ///< a Java virtual machine ran in its tree
  std::int64_t peak_memory_bytes = 0;  ///< its peak memory on the smallest input
};
ProgramProbe probe_program(const Problem& problem, const std::string& command,
                           const RunLimits& limits);

/// `command`, run once per input under `limits` (through /bin/sh -c when it has shell syntax).
/// `runtime_bytes`: a runtime's own footprint (a JVM's), allowed over the memory limit.
std::unique_ptr<Subject> program_subject(const Problem& problem, std::string command,
                                         const RunLimits& limits, std::int64_t runtime_bytes = 0);

/// `command` kept running across inputs: each input is written whole (its cases and the end
/// marker) and exactly its answer lines are read. A fresh process first answers a warm-up
/// input, unmeasured (start-up is not the input's cost). After a failure the process restarts
/// and the input runs again alone (run once): a failure only after earlier inputs is a
/// state-leak. `probe`: start it now and throw std::invalid_argument when it does not answer
/// its first two inputs; else it starts at its first input.
std::unique_ptr<Subject> serve_subject(const Problem& problem, std::string command,
                                       const RunLimits& limits, bool probe = true);

}  // namespace llk
