#pragma once
/// Running an external program with its input on stdin, a deadline and an output cap.

#include <string>

namespace llk {

/// What one run of an external program did.
struct RunResult {
  bool started = true;           ///< false when fork or pipe failed (detail in `err`)
  bool timed_out = false;        ///< killed (with its process group) at the deadline
  bool output_overflow = false;  ///< killed for writing far more than the answers need
  int exit_code = -1;            ///< exit status when it exited normally
  int signal = 0;                ///< the signal that ended it, if any
  std::string out;               ///< everything it wrote to stdout
  std::string err;               ///< the first few KiB of its stderr
  double seconds = 0;            ///< wall time of the run
};

/// Runs `/bin/sh -c command` in its own process group, feeding `input` on stdin while reading
/// stdout and stderr (no pipe deadlock); kills the group after `timeout_ms` milliseconds.
RunResult run_program(const std::string& command, const std::string& input, int timeout_ms);

}  // namespace llk
