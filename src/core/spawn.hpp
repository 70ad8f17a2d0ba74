#pragma once
/// Private to the runner: starting a program with its descriptors, limits and containment (the
/// bwrap sandbox with llk's reaper inside, or the reaper alone).

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

#include "llk/core/run.hpp"

namespace llk::runner {

/// A started run: the wrapper's pid (bwrap, or the reaper), and our ends of its pipes (-1 for
/// a run whose stdin and stdout are files).
struct Child {
  pid_t pid = -1;
  int pidfd = -1;  ///< readable when the wrapper ends
  bool sandboxed = false;
  int to_child = -1, from_out = -1, from_err = -1;
  /// The kept sandbox running it (pid is then its bwrap's, kept after the run), or none.
  class SandboxHost* host = nullptr;
  bool hosted = false;  ///< it ran in a kept sandbox: its status is its reaper's own
  double base_cpu = 0;  ///< CPU time its tree held before the run (a kept sandbox's past runs)
};

/// What the child's stdin, stdout and stderr become, and how it runs.
struct Launch {
  int in = -1, out = -1, err = -1;
  std::int64_t stack_bytes = 0;
  double cpu_backstop = 0;  ///< per-process RLIMIT_CPU, should the sampling fall behind
  std::int64_t file_bytes = 0;
  bool sandboxed = false;
  int net_ns = -1, ipc_ns = -1;  ///< namespaces a sandboxed run enters (shared_namespaces())
  /// A sandboxed run's report pipe (write end): llk re-executed inside is the program's reaper
  /// and says there what it used. -1: no reaper inside (a kept program: samples only).
  int report = -1;
  std::string tmp_dir;             ///< the program's TMPDIR (unsandboxed)
  std::vector<std::string> env;    ///< variables passed beyond the fixed ones (--env)
  std::vector<std::string> binds;  ///< paths shown beyond the system and its own (--sandbox-bind)
};

/// The per-process CPU backstop (RLIMIT_CPU) of a one-shot run: a second past the limit.
double cpu_backstop(const RunLimits& limits);
/// How `limits` launch a program; throws std::invalid_argument when bwrap is asked and absent.
Launch launch_for(const RunLimits& limits, double backstop);
/// Starts `command` as `launch` says; on failure returns pid -1 with the reason in `error`.
Child spawn(const std::string& command, const Launch& launch, std::string& error);

}  // namespace llk::runner
