/// A program kept running across inputs (core/process.hpp: Server).

#include "llk/core/process.hpp"

#include "process_tree.hpp"
#include "pump.hpp"
#include "run_verdict.hpp"
#include "scratch.hpp"
#include "spawn.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <limits>
#include <mutex>
#include <vector>

#include "llk/core/interrupt.hpp"

extern char** environ;

namespace llk {

using namespace runner;

Server::Server(std::string command, const RunLimits& limits)
    : command_(std::move(command)), limits_(limits) {}

Server::~Server() {
  stop();
}

void Server::stop() {
  if (pid_ <= 0) return;
  Child c{pid_, pidfd_, sandboxed_, to_child_, from_out_, from_err_};
  Pumped p;
  finish(c, p);
  pid_ = -1;
  pidfd_ = to_child_ = from_out_ = from_err_ = -1;
  exchanges_ = 0;
}

bool Server::launch() {
  RunResult r;
  return alive() || start_program(r);
}

bool Server::alive(RunResult* how) {
  if (pid_ <= 0) return false;
  Pumped ended;
  if (::wait4(pid_, &ended.status, WNOHANG, &ended.usage) != pid_) return true;
  ended.exited = true;
  Child c{pid_, pidfd_, sandboxed_, to_child_, from_out_, from_err_};
  RunResult r;
  drain(c, r, limits_);
  finish(c, ended);
  set_exit(ended, c, r);
  if (how) *how = std::move(r);
  pid_ = -1;
  pidfd_ = to_child_ = from_out_ = from_err_ = -1;
  exchanges_ = 0;
  return false;
}

bool Server::start_program(RunResult& r) {
  // No per-process CPU backstop: a kept program accumulates CPU time over many inputs.
  Launch launch;
  try {
    launch = launch_for(limits_, 0);
  } catch (const std::invalid_argument& e) {
    r.started = false;
    r.err = e.what();
    return false;
  }
  int in_pipe[2] = {-1, -1}, out_pipe[2] = {-1, -1}, err_pipe[2] = {-1, -1};
  if (::pipe2(in_pipe, O_CLOEXEC) != 0 || ::pipe2(out_pipe, O_CLOEXEC) != 0 ||
      ::pipe2(err_pipe, O_CLOEXEC) != 0) {
    r.started = false;
    r.err = std::string("pipe: ") + std::strerror(errno);
    for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]})
      if (fd >= 0) ::close(fd);
    return false;
  }
  scratch_ = std::make_unique<ScratchDir>();
  launch.tmp_dir = scratch_->file("tmp");
  ::mkdir(launch.tmp_dir.c_str(), 0700);
  launch.in = in_pipe[0];
  launch.out = out_pipe[1];
  launch.err = err_pipe[1];
  Child fresh = spawn(command_, launch, r.err);
  for (int fd : {in_pipe[0], out_pipe[1], err_pipe[1]}) ::close(fd);
  if (fresh.pid < 0) {
    for (int fd : {in_pipe[1], out_pipe[0], err_pipe[0]}) ::close(fd);
    r.started = false;
    return false;
  }
  for (int fd : {in_pipe[1], out_pipe[0], err_pipe[0]}) set_nonblocking(fd);
  pid_ = fresh.pid;
  pidfd_ = fresh.pidfd;
  sandboxed_ = fresh.sandboxed;
  to_child_ = in_pipe[1];
  from_out_ = out_pipe[0];
  from_err_ = err_pipe[0];
  exchanges_ = 0;
  return true;
}

RunResult Server::exchange(const std::string& input, std::size_t lines, const RunLimits& limits) {
  RunResult r;
  if (run_cut_off()) {
    r.interrupted = true;
    return r;
  }
  if (!alive() && !start_program(r)) return r;
  Child c{pid_, pidfd_, sandboxed_, to_child_, from_out_, from_err_};
  Baseline base;
  if (exchanges_ > 0) {
    const TreeSample t = sample_tree(c.pid, peaks_resettable_);  // peaks from now on are ours
    if (t.reset_failed) peaks_resettable_ = false;
    base.cpu_seconds = t.cpu_seconds;
    base.rss_bytes = t.rss_bytes;
    base.current_only = !peaks_resettable_;
  }
  RunLimits l = limits;
  l.output_bytes = limits_.output_bytes;
  l.processes = limits_.processes;
  drain(c, r, l);  // lines printed after the last exchange's answers count here, as too many
  Pumped p = pump(c, input, lines, l, base, r);
  ++exchanges_;
  if (!p.exited && !r.limited() && !r.stalled && c.from_out >= 0) {
    drain(c, r, l);  // anything past the answers that is already there
    if (!r.output_limit) {
      r.exit_code = 0;
      to_child_ = c.to_child;  // the pump closes stdin when the program closed its end
      return r;
    }
  }
  finish(c, p);
  set_exit(p, c, r);
  pid_ = -1;
  pidfd_ = to_child_ = from_out_ = from_err_ = -1;
  exchanges_ = 0;
  return r;
}

}  // namespace llk
