#pragma once
/// An external judge program as a subject: the problem's judge format on stdin, one answer line
/// per unit on stdout, with a time limit and an output cap.

#include <memory>
#include <optional>
#include <string>

#include "llk/core/process.hpp"
#include "llk/problem.hpp"

namespace llk {

/// Classifies a run: timeout, then crash (signal or non-zero exit), then bad output (a line that
/// is no answer, too few or too many lines), then the first wrong answer.
Verdict judge_output(const Problem& problem, const Input& input, const RunResult& run,
                     const Expected& expected);

/// `command`, run by /bin/sh -c once per input, killed after `timeout_ms`.
/// Why `command` cannot run at all (not found, not executable: exit 126 or 127 with no output
/// on a first tiny input), in the shell's words; nothing when it starts.
std::optional<std::string> cannot_start(const Problem& problem, const std::string& command,
                                        int timeout_ms);

std::unique_ptr<Subject> program_subject(const Problem& problem, std::string command,
                                         int timeout_ms);

}  // namespace llk
