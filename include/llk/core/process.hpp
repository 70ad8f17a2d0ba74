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

#include "llk/core/sandbox.hpp"

namespace llk {

/// The limits one run is held to, as judges state them, and how it is contained.
struct RunLimits {
  double cpu_seconds = 10;        ///< CPU time (user + system) of the program and its children
  double wall_seconds = 0;        ///< wall-clock cap for programs that block; 0: the default
  std::int64_t memory_bytes = 0;  ///< peak resident memory of the process tree; 0: no limit
  std::int64_t stack_bytes = 0;   ///< the program's stack limit (RLIMIT_STACK); 0: the system's
  /// Bytes of stdout (and of any one file it writes): past it, output-limit.
  std::int64_t output_bytes = std::int64_t{64} << 20;
  int processes = 64;                    ///< processes of its tree at once: past it, killed
  Sandbox sandbox = Sandbox::automatic;  ///< how it is contained
  /// Paths shown read-only besides the system folders and its own (--sandbox-bind).
  std::vector<std::string> binds;
  /// Variables it gets beyond PATH, HOME, TMPDIR and LANG (--env): NAME=VALUE, or NAME (llk's).
  std::vector<std::string> env;
  /// The wall-clock cap in force: `wall_seconds`, or max(3 x CPU limit, CPU limit + 10 s).
  double wall_cap() const;
};

/// What one run of an external program did, with the resources it used.
struct RunResult {
  bool started = true;         ///< false when fork or pipe failed (detail in `err`)
  bool time_limit = false;     ///< its CPU time passed the limit (killed, or ended past it)
  bool idle = false;           ///< killed at the wall-clock cap with CPU time under the limit
  bool memory_limit = false;   ///< its peak memory passed the limit (killed, or ended past it)
  bool output_limit = false;   ///< it wrote more than RunLimits::output_bytes
  bool process_limit = false;  ///< it ran more processes at once than RunLimits::processes
  /// Cut off by llk (an interrupt, the engine's deadline): no verdict is drawn from it.
  bool interrupted = false;
  bool jvm = false;  ///< a Java virtual machine ran in its tree
  /// A kept program (Server) that printed too few answer lines, then sat waiting for input.
  bool stalled = false;
  int exit_code = -1;                  ///< exit status when it exited normally
  int signal = 0;                      ///< the signal that ended it, if any
  std::string out;                     ///< what it wrote to stdout, the first kKeptOutput bytes
  std::int64_t out_bytes = 0;          ///< bytes it wrote to stdout in all
  std::string err;                     ///< the first few KiB of its stderr
  double seconds = 0;                  ///< wall time of the run
  double cpu_seconds = 0;              ///< CPU time (user + system) of the process tree
  std::int64_t peak_memory_bytes = 0;  ///< peak resident memory of the process tree
  /// Any of the limits, or llk, stopped it.
  bool limited() const {
    return time_limit || idle || memory_limit || output_limit || process_limit || interrupted;
  }
};

/// The most of a program's stdout llk keeps in memory, whatever it writes: answers are short.
inline constexpr std::size_t kKeptOutput = std::size_t{8} << 20;

/// The argv that runs `command`: its words when it has no shell syntax, else /bin/sh -c.
std::vector<std::string> command_argv(const std::string& command);

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
