#pragma once
/// Private to the runner: the reaper, a process between llk and a program that starts the
/// program, ends everything it started when it ends (or at SIGTERM, or when llk dies), and
/// exits as the program did. Only async-signal-safe calls: it is a fork of a threaded llk.

namespace llk::runner {

/// The descriptor a sandboxed run's reaper reports its CPU time and peak memory on.
constexpr int kReportFd = 3;
/// Set in the environment of llk re-executed inside a sandbox: become the run's reaper.
constexpr const char* kReaperVariable = "LLK_REAPER_FD";

/// The reaper's life: starts `argv` with `envp`, waits, ends all below it, exits as it did.
/// `exec_fd` is closed once the program has exec'd; `report_fd` >= 0 gets "CPU_US MAXRSS_KIB".
[[noreturn]] void reaper(char* const* argv, char* const* envp, int exec_fd, int report_fd);

}  // namespace llk::runner
