#pragma once
/// Private to the runner: driving one run or exchange (input in, stdout and stderr out, the
/// tree sampled, the limits applied) and stopping it.

#include <sys/resource.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>

#include "llk/core/run.hpp"
#include "spawn.hpp"

namespace llk::runner {

using Clock = std::chrono::steady_clock;
/// The most of a program's stderr llk keeps.
constexpr std::size_t kStderrKept = 4096;
/// A pump's `lines` that waits for the program's end, not for a count of lines.
constexpr std::size_t kUntilExit = static_cast<std::size_t>(-1);
/// A program using at least this share of a CPU is busy (if starved), not idle: one that sleeps
/// or waits for input uses next to nothing.
constexpr double kBusyShare = 0.02;

/// What the child's tree held when a run (or an exchange) began.
struct Baseline {
  double cpu_seconds = 0;
  std::int64_t rss_bytes = 0;
  /// wait4's ru_maxrss also counts the image forked from this process before exec (the kernel
  /// folds its high-water mark in), so only a figure above this process's own peak at the
  /// fork is the program's.
  std::int64_t maxrss_trusted_above = std::numeric_limits<std::int64_t>::max();
  /// The high-water marks could not be reset at the start: count resident memory only.
  bool current_only = false;
};

/// How a pump ended.
struct Pumped {
  bool exited = false;  ///< the wrapper was reaped; `status` and `usage` are its
  int status = 0;
  rusage usage{};
};

/// Reads what the pipes hold now, without waiting.
void drain(Child& c, RunResult& r, const RunLimits& limits);
/// Drives a run until the wrapper exits, `lines` lines are in (unless kUntilExit), or a limit
/// stops it; the run's figures are settled in `r`.
Pumped pump(Child& c, const std::string& input, std::size_t lines, const RunLimits& limits,
            const Baseline& base, RunResult& r);
/// Stops the run (the sandbox with bwrap; the reaper ends what is below it), closes our pipe
/// ends and reaps the wrapper.
void finish(Child& c, Pumped& p);

}  // namespace llk::runner
