#pragma once
/// Stopping on request: Ctrl-C or SIGTERM asks llk to stop, every program run is cut off, engine
/// loops end as at their budget's end (artifacts written, summary printed) and llk exits 130.
/// A second signal ends llk at once. A thread's run deadline cuts off its runs the same way.

#include <chrono>

namespace llk {

/// Catches SIGINT and SIGTERM (once each): the first marks llk interrupted, the next kills it.
void install_interrupt_handlers();
/// True once SIGINT or SIGTERM has come (or interrupt() was called).
bool interrupted();
/// The signal that interrupted llk (SIGINT or SIGTERM), 0 when none did.
int interrupt_signal();
/// Marks llk interrupted as `signal` would (tests; a caller stopping everything).
void interrupt(int signal);
/// Forgets an interrupt (tests run several engines in one process).
void clear_interrupt();

/// Until it is destroyed, program runs on this thread end at `until` (an engine's budget plus
/// one time limit): a run still going then is cut off, without a verdict.
class RunDeadline {
 public:
  explicit RunDeadline(std::chrono::steady_clock::time_point until);
  ~RunDeadline();
  RunDeadline(const RunDeadline&) = delete;
  RunDeadline& operator=(const RunDeadline&) = delete;

 private:
  std::chrono::steady_clock::time_point previous_;
};

/// True when a run on this thread must stop now: llk is interrupted or the thread's deadline
/// has passed.
bool run_cut_off();

}  // namespace llk
