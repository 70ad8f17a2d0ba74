#pragma once
/// Work of this process run in a forked child, under a deadline: the mutant zoo's isolation (a
/// mutant that crashes or hangs takes its child down, not llk). Programs run by core/process.hpp.

#include <sys/types.h>

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
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

/// The failure kind of a child's end, named as a program's verdicts are (llk/subject.hpp):
/// time-limit when killed at its deadline, runtime-error when it crashed or exited non-zero,
/// "" when it finished.
std::string failure_kind_of(const ChildEnd& end);

/// Runs `work` in a forked child, its output discarded (kept: `keep_output`), and kills it
/// after `seconds`.
ChildEnd run_in_child(const std::function<void()>& work, double seconds, bool keep_output = false);

/// One message a child sends its parent, field by field: written as `key=value` lines ended by
/// an empty line (a value's tabs and line breaks become spaces).
using ChildMessage = std::map<std::string, std::string>;

/// Writes `message` to `fd` whole (retrying on EINTR); false when the pipe is gone.
bool send_message(int fd, const ChildMessage& message);

/// The messages in a child's byte stream, as they complete.
class MessageReader {
 public:
  void append(const char* bytes, std::size_t n) { buffer_.append(bytes, n); }
  /// The next complete message, or nothing until more bytes come.
  std::optional<ChildMessage> next();

 private:
  std::string buffer_;
  ChildMessage partial_;
};

/// Forked children watched at once: the messages each sends, read as they come; a child killed
/// (SIGKILL) when asked; each reaped once its pipe closes. Children still running when the pool
/// goes are killed and reaped: none outlives it.
class ChildPool {
 public:
  ChildPool() = default;
  ChildPool(const ChildPool&) = delete;
  ChildPool& operator=(const ChildPool&) = delete;
  ~ChildPool();

  /// Forks a child running `work(write_fd)` (fork_child, the other children's pipes closed in
  /// it); returns its id in the pool.
  std::size_t start(const std::function<void(int write_fd)>& work);
  /// Waits up to `timeout_ms` for the children, hands each complete message to `on_message`
  /// (child id, message), then reaps every child whose pipe closed and hands how it ended to
  /// `on_end` (it is out of the pool then).
  void wait(int timeout_ms,
            const std::function<void(std::size_t id, const ChildMessage&)>& on_message,
            const std::function<void(std::size_t id, const ChildEnd&)>& on_end);
  /// Kills child `id` (its end then says timed_out); it is reaped by wait().
  void kill(std::size_t id);
  /// Children not yet reaped.
  std::size_t size() const { return children_.size(); }

 private:
  struct Running {
    std::size_t id = 0;
    ForkedChild child;
    MessageReader reader;
    bool killed = false;
    bool eof = false;
  };
  std::vector<Running> children_;
  std::size_t next_id_ = 0;
};

}  // namespace llk
