/// Running an external program, contained: a forked child that becomes bwrap (the sandbox) or a
/// reaper (no sandbox) above the program, its stdin and stdout files in a scratch folder of the
/// run's own (a kept program's are pipes), and the process tree's CPU time, resident memory and
/// process count sampled from /proc while it runs.

#include "llk/core/process.hpp"

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
#include "process_tree.hpp"
#include "pump.hpp"
#include "run_verdict.hpp"
#include "scratch.hpp"
#include "spawn.hpp"

namespace llk {

using namespace runner;

RunResult run_program(const std::string& command, const std::string& input,
                      const RunLimits& limits) {
  RunResult r;
  if (run_cut_off()) {
    r.interrupted = true;
    return r;
  }
  Launch launch;
  try {
    launch = launch_for(limits, cpu_backstop(limits));
  } catch (const std::invalid_argument& e) {
    r.started = false;
    r.err = e.what();
    return r;
  }
  ScratchDir dir;
  const std::string tmp = dir.file("tmp");
  if (!dir.ok() || ::mkdir(tmp.c_str(), 0700) != 0 || !write_whole(dir.file("in"), input)) {
    r.started = false;
    r.err = std::string("cannot make a scratch folder for the run: ") + std::strerror(errno);
    return r;
  }
  launch.tmp_dir = tmp;
  int report[2] = {-1, -1};
  if (launch.sandboxed && ::pipe2(report, O_CLOEXEC) == 0) launch.report = report[1];
  launch.in = open_file(dir.file("in"), false);
  launch.out = open_file(dir.file("out"), true);
  launch.err = open_file(dir.file("err"), true);
  Baseline base;
  base.maxrss_trusted_above = high_water(::getpid());
  Child c;
  if (launch.in >= 0 && launch.out >= 0 && launch.err >= 0) c = spawn(command, launch, r.err);
  for (int fd : {launch.in, launch.out, launch.err, report[1]})
    if (fd >= 0) ::close(fd);
  if (c.pid < 0) {
    if (report[0] >= 0) ::close(report[0]);
    r.started = false;
    if (r.err.empty()) r.err = std::string("cannot open the run's files: ") + std::strerror(errno);
    return r;
  }
  base.cpu_seconds = c.base_cpu;
  Pumped p = pump(c, "", kUntilExit, limits, base, r);
  finish(c, p);
  if (report[0] >= 0) {
    take_report(report[0], r);
    ::close(report[0]);
  }
  r.out = read_prefix(dir.file("out"), kKeptOutput, r.out_bytes);
  std::int64_t err_bytes = 0;
  r.err = read_prefix(dir.file("err"), kStderrKept, err_bytes);
  decide_limits(limits, r);
  set_exit(p, c, r);
  return r;
}

}  // namespace llk
