#pragma once
/// Private to the runner: how a run ended (exit status, signal, the limits it passed), decided
/// from what was measured.

#include "llk/core/run.hpp"
#include "pump.hpp"
#include "spawn.hpp"

namespace llk::runner {

/// The exit status or signal of an ended run, decoded through the sandbox; SIGXFSZ and SIGXCPU
/// become the output and time limits they are. Nothing for a run a limit already stopped.
void set_exit(const Pumped& p, const Child& c, RunResult& r);
/// Folds in what the reaper inside a sandbox reported on `fd`: its CPU time and peak memory,
/// exact where samples can miss a short run.
void take_report(int fd, RunResult& r);
/// The one place a run's limits are decided from its final figures (CPU time, peak memory,
/// bytes written), whatever stopped it early: past the limit is strictly more than it.
void decide_limits(const RunLimits& limits, RunResult& r);

}  // namespace llk::runner
