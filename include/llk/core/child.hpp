#pragma once
/// Work of this process run in a forked child, under a deadline: the mutant zoo's isolation (a
/// mutant that crashes or hangs takes its child down, not llk). Programs run by core/process.hpp.

#include <sys/types.h>

#include <functional>
#include <string>
#include <vector>

namespace llk {

/// A forked child running a function; `fd` is the read end of the pipe it writes to.
struct ForkedChild {
  pid_t pid = -1;
  int fd = -1;
};

/// Forks a child that runs `work(write_fd)` and exits 0 when it returns; the child first closes
/// `close_in_child` (other children's pipes). Throws std::runtime_error when pipe or fork fails.
ForkedChild fork_child(const std::function<void(int write_fd)>& work,
                       const std::vector<int>& close_in_child = {});

/// Points stdout and stderr of this process at `path` (appended; /dev/null when it cannot open).
void redirect_output(const std::string& path);

/// How a child run under a deadline ended.
struct ChildEnd {
  bool timed_out = false;  ///< killed at the deadline
  int status = 0;          ///< waitpid's status
  /// True when it returned from its work (exit status 0) before the deadline.
  bool finished() const;
};

/// Runs `work` in a forked child, its output discarded, and kills it after `seconds`.
ChildEnd run_in_child(const std::function<void()>& work, double seconds);

}  // namespace llk
