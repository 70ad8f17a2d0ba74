/// The mutant zoo under `llk verify --mutants`, for any problem: each mutant runs in forked
/// children with a time limit per work item; results come back over a pipe as tab-separated lines;
/// a signal or a timeout is a kill of kind crash or timeout, and a crashed child is restarted on
/// the checks left.

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <deque>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "campaign.hpp"
#include "llk/core/child.hpp"
#include "llk/core/failure.hpp"

namespace llk::verify_detail {

bool MutantResult::killed() const {
  return std::any_of(cells.begin(), cells.end(), [](const KillCell& c) { return !c.kind.empty(); });
}

const KillCell* MutantResult::first_kill() const {
  const KillCell* best = nullptr;
  for (const KillCell& c : cells)
    if (!c.kind.empty() && (!best || c.seconds < best->seconds)) best = &c;
  return best;
}

namespace {

std::string clean(std::string s) {
  for (char& c : s)
    if (c == '\t' || c == '\n' || c == '\r') c = ' ';
  return s;
}

void send(int fd, std::string line) {
  line += '\n';
  const char* p = line.data();
  std::size_t left = line.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    p += n;
    left -= static_cast<std::size_t>(n);
  }
}

std::vector<std::string> split_tabs(const std::string& s) {
  std::vector<std::string> f;
  std::size_t from = 0;
  for (;;) {
    const auto tab = s.find('\t', from);
    f.push_back(s.substr(from, tab == std::string::npos ? std::string::npos : tab - from));
    if (tab == std::string::npos) return f;
    from = tab + 1;
  }
}

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

Clock::duration secs(double s) {
  return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
}

/// What the parent hands a child: the checks still alive and the round each resumes at.
struct ChildPlan {
  std::vector<bool> active;
  std::vector<int> next_round;
  Clock::time_point slice_end;
};

/// The child: round-robin rounds over the active checks until all are killed or the slice ends
/// (round 0 of each always runs). Reports every item over `fd`; never returns.
[[noreturn]] void child_main(int fd, const Problem& problem, const Entry& m,
                             const std::vector<Check>& checks, ChildPlan plan,
                             const ZooOptions& opt) {
  const std::uint64_t run_seed = opt.seed;
  const int max_rounds = opt.max_rounds;
  const double item_timeout = opt.item_timeout;
  const bool first_kill = opt.first_kill;
  const std::string& dir = opt.out_dir;
  const std::string& rerun = opt.rerun;
  const Tuning& t = opt.tuning;
  // Its output to a log file (ASan reports of crashes land there).
  redirect_output((std::filesystem::path(dir) / (m.name + ".log")).string());
  bool any = true;
  while (any) {
    any = false;
    for (std::size_t ci = 0; ci < checks.size(); ++ci) {
      if (!plan.active[ci]) continue;
      const int r = plan.next_round[ci];
      if ((max_rounds > 0 && r >= max_rounds) || (r > 0 && Clock::now() >= plan.slice_end)) {
        plan.active[ci] = false;
        continue;
      }
      any = true;
      const Check& c = checks[ci];
      const std::uint64_t seed = item_seed(run_seed, problem.name(), m.name, c.name, r);
      send(fd, "B\t" + std::to_string(ci) + "\t" + std::to_string(r) + "\t" + std::to_string(seed));
      Outcome o;
      if (c.law) {
        o = run_law_item(problem, *c.law, m, seed, r, t);
      } else {
        try {
          o = run_differential_item(
              problem, {&m}, seed, r, std::min(10.0, item_timeout / 2),
              [fd](int i) { send(fd, "I\t" + std::to_string(i)); }, nullptr, plan.slice_end)[0];
        } catch (const std::exception& e) {
          o.passed = false;
          o.kind = "exception";
          o.message = e.what();
        }
      }
      std::string artifact, size, cells = "0";
      if (!o.passed) {
        artifact = write_outcome(dir, problem, c.name, m, run_seed, seed, o,
                                 rerun + " --solver " + m.name + " --property " + c.name);
        if (o.counterexample) {
          size = problem.size_text(*o.counterexample);
          cells = std::to_string(problem.cells(*o.counterexample));
        }
        plan.active[ci] = false;
        if (first_kill) std::fill(plan.active.begin(), plan.active.end(), false);
      }
      send(fd, "E\t" + std::to_string(ci) + "\t" + std::to_string(r) + "\t" +
                   (o.passed ? "1" : "0") + "\t" + std::to_string(o.cases) + "\t" + clean(o.kind) +
                   "\t" + clean(size) + "\t" + cells + "\t" + clean(o.message) + "\t" +
                   clean(o.reproduce) + "\t" + clean(artifact));
      plan.next_round[ci] = r + 1;
    }
  }
  send(fd, "Z");
  ::close(fd);
  ::_exit(0);
}

/// Runs `m` on `input` in a forked child; returns runtime-error, time-limit or "" (ran to the end).
std::string crash_kind(const Problem& problem, const Entry& m, const Input& input, double timeout) {
  ChildEnd end;
  try {
    end = run_in_child([&] { (void)m.make()->run(input, problem.oracle(input)); }, timeout);
  } catch (const std::exception&) {
    return "";  // no child: nothing known
  }
  if (end.timed_out) return failure_kind::time_limit;
  return end.finished() ? "" : failure_kind::runtime_error;
}

struct MutantState {
  const Entry* info = nullptr;
  MutantResult result;
  std::vector<int> next_round;
  bool started = false;
  Clock::time_point start, slice_end;
};

struct Child {
  pid_t pid = -1;
  int fd = -1;
  std::size_t mutant = 0;
  std::string buf;
  int current = -1;  ///< check of the item in flight, -1 between items
  int round = -1;
  std::uint64_t item = 0;
  int input = -1;  ///< differential input in flight
  Clock::time_point item_start;
  bool said_done = false;
  bool timed_out = false;
  bool eof = false;
};

std::string describe_status(int status, bool timed_out, double item_timeout) {
  if (timed_out) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "work item ran past the %.1f s limit; killed", item_timeout);
    return buf;
  }
  if (WIFSIGNALED(status))
    return std::string("killed by signal ") + std::to_string(WTERMSIG(status)) + " (" +
           strsignal(WTERMSIG(status)) + ")";
  if (WIFEXITED(status))
    return "exited with status " + std::to_string(WEXITSTATUS(status)) +
           " without finishing (sanitizer report or abort; see the .log)";
  return "ended abnormally";
}

}  // namespace

std::vector<MutantResult> run_zoo(const Problem& problem, const std::vector<Entry>& mutants,
                                  const std::vector<Check>& checks, const ZooOptions& opt,
                                  Progress& progress) {
  const double budget = opt.budget;
  const int jobs = opt.jobs;
  const double item_timeout = opt.item_timeout;
  const std::string& out_dir = opt.out_dir;
  const std::uint64_t run_seed = opt.seed;
  const int max_rounds = opt.max_rounds;
  const bool first_kill = opt.first_kill;
  const std::string& rerun = opt.rerun;
  std::filesystem::create_directories(out_dir);
  std::vector<MutantState> ms(mutants.size());
  std::deque<std::size_t> queue;
  for (std::size_t i = 0; i < mutants.size(); ++i) {
    ms[i].info = &mutants[i];
    ms[i].result.name = mutants[i].name;
    ms[i].result.cells.resize(checks.size());
    ms[i].next_round.assign(checks.size(), 0);
    queue.push_back(i);
  }
  // Each mutant gets an equal slice of the zoo's budget; `jobs` run side by side. No slice runs
  // past the zoo's deadline (one started late still gets a short one), and nothing the zoo does
  // runs past the deadline by more than one item timeout.
  const Clock::time_point deadline = Clock::now() + secs(budget);
  const Clock::time_point hard_end = deadline + secs(item_timeout);
  const double slice =
      mutants.empty() ? 0 : budget * std::max(1, jobs) / static_cast<double>(mutants.size());
  const double min_slice = std::min(slice, 0.25);
  std::vector<Child> running;
  std::size_t done = 0;
  // Differential inputs that crashed or hung a mutant, shrunk after the loop so that the forked
  // predicate runs never delay the watch over the other children.
  struct Pending {
    std::size_t mutant, check;
    Input input;
  };
  std::vector<Pending> pending;

  auto launch = [&](std::size_t mi) {
    MutantState& m = ms[mi];
    if (!m.started) {
      m.started = true;
      m.start = Clock::now();
      m.slice_end = std::min(m.start + secs(slice), std::max(deadline, m.start + secs(min_slice)));
    }
    ChildPlan plan;
    plan.slice_end = m.slice_end;
    for (std::size_t ci = 0; ci < checks.size(); ++ci) {
      plan.active.push_back(m.result.cells[ci].kind.empty());
      plan.next_round.push_back(m.next_round[ci]);
    }
    std::vector<int> others;
    for (const Child& c : running) others.push_back(c.fd);
    const ForkedChild forked = fork_child(
        [&](int fd) { child_main(fd, problem, *m.info, checks, std::move(plan), opt); }, others);
    Child c;
    c.pid = forked.pid;
    c.fd = forked.fd;
    c.mutant = mi;
    c.item_start = Clock::now();
    running.push_back(std::move(c));
    ++m.result.children;
  };

  auto handle_line = [&](Child& c, const std::string& line) {
    const auto f = split_tabs(line);
    MutantState& m = ms[c.mutant];
    if (f[0] == "B" && f.size() >= 4) {
      c.current = std::stoi(f[1]);
      c.round = std::stoi(f[2]);
      c.item = std::stoull(f[3]);
      c.input = -1;
      c.item_start = Clock::now();
    } else if (f[0] == "I" && f.size() >= 2) {
      c.input = std::stoi(f[1]);
    } else if (f[0] == "E" && f.size() >= 11) {
      const auto ci = static_cast<std::size_t>(std::stoi(f[1]));
      KillCell& k = m.result.cells[ci];
      ++k.rounds;
      k.cases += std::stoi(f[4]);
      progress.cases += static_cast<std::uint64_t>(std::stoi(f[4]));
      m.next_round[ci] = std::stoi(f[2]) + 1;
      if (f[3] == "0" && k.kind.empty()) {
        k.kind = f[5];
        k.seconds = since(m.start);
        k.size = f[6];
        k.cells = std::stoull(f[7]);
        k.message = f[8];
        // A RapidCheck reproduce string, as the full command line that replays this case alone.
        k.reproduce = f[9].empty() ? ""
                                   : "RC_PARAMS=\"" + f[9] + "\" " + rerun + " --solver " +
                                         m.info->name + " --property " + checks[ci].name;
        k.artifact = f[10];
        k.item = c.item;
        k.round = std::stoi(f[2]);
        ++progress.failures;
      }
      c.current = -1;
      c.input = -1;
    } else if (f[0] == "Z") {
      c.said_done = true;
    }
  };

  auto finish_child = [&](Child& c) {
    int status = 0;
    ::waitpid(c.pid, &status, 0);
    ::close(c.fd);
    MutantState& m = ms[c.mutant];
    const bool clean_end = c.said_done && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!clean_end && c.current >= 0) {
      KillCell& k = m.result.cells[static_cast<std::size_t>(c.current)];
      if (k.kind.empty()) {
        k.kind = c.timed_out ? failure_kind::time_limit : failure_kind::runtime_error;
        k.seconds = since(m.start);
        k.message = describe_status(status, c.timed_out, item_timeout);
        k.item = c.item;
        k.round = c.round;
        k.reproduce = rerun + " --solver " + m.info->name + " --property " +
                      checks[static_cast<std::size_t>(c.current)].name;
        ++k.rounds;
        ++progress.failures;
        if (!checks[static_cast<std::size_t>(c.current)].law && c.input >= 0)
          pending.push_back({c.mutant, static_cast<std::size_t>(c.current),
                             problem.differential_input(c.item, c.round, c.input)});
      }
    }
    // Restart on the checks left when a crash or timeout cut the slice short.
    bool left = false;
    for (std::size_t ci = 0; ci < checks.size(); ++ci)
      if (m.result.cells[ci].kind.empty() && (max_rounds == 0 || m.next_round[ci] < max_rounds))
        left = true;
    if (first_kill && m.result.killed()) left = false;
    if (!clean_end && left && Clock::now() < m.slice_end) {
      queue.push_front(c.mutant);
    } else {
      m.result.seconds = since(m.start);
      ++done;
    }
  };

  auto extra = [&] {
    std::size_t killed = 0;
    for (const auto& m : ms)
      if (m.result.killed()) ++killed;
    return "mutants " + std::to_string(done) + "/" + std::to_string(ms.size()) + " done, " +
           std::to_string(killed) + " killed";
  };

  while (!queue.empty() || !running.empty()) {
    while (static_cast<int>(running.size()) < std::max(1, jobs) && !queue.empty()) {
      const std::size_t mi = queue.front();
      queue.pop_front();
      launch(mi);
    }
    std::vector<pollfd> pfds;
    for (const Child& c : running) pfds.push_back({c.fd, POLLIN, 0});
    ::poll(pfds.data(), pfds.size(), 100);
    for (std::size_t i = 0; i < running.size(); ++i) {
      Child& c = running[i];
      if (pfds[i].revents == 0) continue;
      char buf[4096];
      const ssize_t n = ::read(c.fd, buf, sizeof buf);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        c.eof = true;
        continue;
      }
      c.buf.append(buf, static_cast<std::size_t>(n));
      for (std::size_t nl; (nl = c.buf.find('\n')) != std::string::npos;) {
        const std::string line = c.buf.substr(0, nl);
        c.buf.erase(0, nl + 1);
        handle_line(c, line);
      }
    }
    for (Child& c : running) {
      if (c.eof || c.timed_out) continue;
      // A child stuck outside an item (minimizing, writing) gets the same limit past its slice.
      const bool stuck_item = c.current >= 0 && since(c.item_start) > item_timeout;
      const bool stuck_idle =
          c.current < 0 && Clock::now() > std::min(ms[c.mutant].slice_end + secs(item_timeout * 2),
                                                   std::max(hard_end, ms[c.mutant].slice_end));
      if (stuck_item || stuck_idle) {
        ::kill(c.pid, SIGKILL);
        c.timed_out = true;
      }
    }
    for (std::size_t i = 0; i < running.size();) {
      if (running[i].eof) {
        Child c = std::move(running[i]);
        running.erase(running.begin() + static_cast<std::ptrdiff_t>(i));
        finish_child(c);
      } else {
        ++i;
      }
    }
    progress.tick(extra());
  }

  // The crash and timeout kills, shrunk in what is left of the deadline plus one item timeout.
  std::size_t shrinking = 0;
  for (Pending& p : pending) {
    ++shrinking;
    const std::string doing = fmt::format("{} | minimizing kill {} of {} ({})", extra(), shrinking,
                                          pending.size(), ms[p.mutant].info->name);
    MutantState& m = ms[p.mutant];
    KillCell& k = m.result.cells[p.check];
    Input input = std::move(p.input);
    const double probe =
        k.kind == failure_kind::time_limit ? std::min(2.0, item_timeout) : item_timeout;
    Outcome o;
    o.kind = k.kind;
    o.message = k.message;
    const double left = std::chrono::duration<double>(hard_end - Clock::now()).count() /
                        static_cast<double>(pending.size() - shrinking + 1);
    progress.tick(doing);
    if (left < 2 * probe) {
      o.message += " (not minimized: the budget is spent)";
    } else if (crash_kind(problem, *m.info, input, probe) == k.kind) {
      const StillFails still = [&](const Input& candidate) {
        progress.tick(doing);
        return problem.cases(candidate) > 0 &&
               crash_kind(problem, *m.info, candidate, probe) == k.kind;
      };
      try {
        ShrinkLimits limits;
        limits.max_seconds = std::min({20.0, 2 * item_timeout, left - probe});
        ShrinkResult r = shrink(
            input, [&problem](const Input& i) { return problem.shrink_passes(i, true); }, still,
            limits);
        input = std::move(r.input);
        o.minimized = true;
      } catch (const std::exception& e) {
        o.message += " (not minimized: " + std::string(e.what()) + ")";
      }
    } else {
      o.message += " (the input in flight alone does not reproduce it)";
    }
    k.size = problem.size_text(input);
    k.cells = problem.cells(input);
    try {
      auto subject = m.info->make();
      Failure a;
      a.name = {"verify", problem.name(), std::string(kDifferential), m.info->name,
                std::to_string(run_seed)};
      a.input = input;
      a.kind = k.kind;
      a.found_by = "verify";
      a.subject = subject->label();
      a.subject_flags = subject->flags();
      a.detail = std::string(kDifferential) + ": " + o.message +
                 (o.minimized ? "" : " (input not minimized)");
      a.seed = run_seed;
      a.work_item = k.item;
      a.rerun.program = k.reproduce;
      k.artifact = write_failure(out_dir, problem, a);
    } catch (const std::exception& e) {
      k.artifact = std::string("(not written: ") + e.what() + ")";
    }
  }
  progress.finish(extra());
  std::vector<MutantResult> out;
  for (auto& m : ms) out.push_back(std::move(m.result));
  return out;
}

}  // namespace llk::verify_detail
