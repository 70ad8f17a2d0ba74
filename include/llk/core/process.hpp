#pragma once
/// Running an external program as a judge runs it, contained (core/sandbox.hpp): its input on
/// stdin from a file and its output to a file, a CPU-time limit over the whole process tree, a
/// separate wall-clock cap, limits on the tree's peak memory, its processes, the stack and the
/// output; nothing it starts outlives it. Once per input, or kept alive (Server).

#include <sys/types.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "llk/core/run.hpp"
#include "llk/core/sandbox.hpp"

namespace llk {

/// Runs `command` under `limits`, contained: stdin from a file holding `input`, stdout and
/// stderr to files in a scratch folder of its own; when it ends (or is stopped) everything it
/// started ends too, and the folder goes.
RunResult run_program(const std::string& command, const std::string& input,
                      const RunLimits& limits);

class ScratchDir;

/// A program kept running across inputs, as a judge's persistent (interactive) mode runs it:
/// each exchange writes one input and reads the answer lines it needs, under per-exchange limits
/// on the CPU time and memory that exchange cost.
class Server {
 public:
  /// Nothing starts until the first exchange; its stack, output, process limits and sandbox
  /// are `limits`'.
  Server(std::string command, const RunLimits& limits);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  /// Starts the program if it is not running, writes `input` and reads until `lines` answer
  /// lines have come (or the program ends, or a limit stops it, or it waits for input with
  /// fewer lines printed: `stalled`). Output left from the last exchange and output already
  /// there past `lines` stay in `out`, so too many lines show. Memory is the peak resident
  /// memory during the exchange above what the tree held before it. A run that ends the
  /// program (exit, crash, a limit) leaves it stopped: the next exchange starts it afresh.
  RunResult exchange(const std::string& input, std::size_t lines, const RunLimits& limits);
  /// Starts the program now if it is not running, so its start-up overlaps other work (the
  /// first exchange would start it otherwise); false when it cannot start.
  bool launch();
  /// Kills the program (if running); the next exchange starts a fresh one.
  void stop();
  /// True while the program runs. When it has ended since the last exchange, reaps it and, if
  /// `how` is given, says how there (exit status or signal).
  bool alive(RunResult* how = nullptr);
  /// Exchanges of the running program (0 once it is stopped or ended).
  std::size_t exchanges() const { return exchanges_; }

 private:
  /// Starts the program with pipes to it; false (with why in `r`) when it cannot start.
  bool start_program(RunResult& r);

  std::string command_;
  RunLimits limits_;
  pid_t pid_ = -1;  ///< its wrapper: bwrap, or the reaper above it
  int pidfd_ = -1;
  bool sandboxed_ = false;
  int to_child_ = -1, from_out_ = -1, from_err_ = -1;
  std::unique_ptr<ScratchDir> scratch_;  ///< its scratch folder (TMPDIR)
  std::size_t exchanges_ = 0;
  bool peaks_resettable_ = true;  ///< /proc/PID/clear_refs takes writes here
};

}  // namespace llk
