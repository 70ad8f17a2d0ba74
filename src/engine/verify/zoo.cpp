/// The mutant zoo under `llk verify --mutants`, for any problem: each mutant runs in forked
/// children (core's ChildPool) with a time limit per work item; a child reports each item as a
/// message of named fields; a signal or a timeout is a kill of kind runtime-error or time-limit,
/// and a crashed child is restarted on the checks left.

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <deque>
#include <filesystem>
#include <map>

#include <sys/wait.h>

#include "campaign.hpp"
#include "llk/core/child.hpp"
#include "llk/core/failure.hpp"
#include "zoo_child.hpp"

namespace llk::verify_work {

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

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

Clock::duration secs(double s) {
  return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
}

/// Runs `m` on `input` in a forked child; its failure kind (time-limit, runtime-error) or ""
/// (ran to the end).
std::string crash_kind(const Problem& problem, const Entry& m, const Input& input, double timeout) {
  try {
    return failure_kind_of(
        run_in_child([&] { (void)m.make()->run(input, problem.oracle(input)); }, timeout));
  } catch (const std::exception&) {
    return "";  // no child: nothing known
  }
}

struct MutantState {
  const Entry* info = nullptr;
  MutantResult result;
  std::vector<int> next_round;
  bool started = false;
  Clock::time_point start, slice_end;
};

/// What the parent knows of one running child.
struct ChildState {
  std::size_t mutant = 0;
  int current = -1;  ///< check of the item in flight, -1 between items
  int round = -1;
  std::uint64_t item = 0;
  int input = -1;  ///< differential input in flight
  Clock::time_point item_start;
  bool said_done = false;
  bool killed = false;
};

std::string describe_end(const ChildEnd& end, double item_timeout) {
  if (end.timed_out)
    return fmt::format("work item ran past the {:.1f} s limit; killed", item_timeout);
  const int status = end.status;
  if (WIFSIGNALED(status))
    return std::string("killed by signal ") + std::to_string(WTERMSIG(status)) + " (" +
           strsignal(WTERMSIG(status)) + ")";
  if (WIFEXITED(status))
    return "exited with status " + std::to_string(WEXITSTATUS(status)) +
           " without finishing (sanitizer report or abort; see the .log)";
  return "ended abnormally";
}

/// A differential input that crashed or hung a mutant, shrunk after the loop so that the forked
/// predicate runs never delay the watch over the other children.
struct Pending {
  std::size_t mutant, check;
  Input input;
};

/// One run of the zoo: the mutants' states, the children running them, the kills to shrink.
class Zoo {
 public:
  Zoo(const Problem& problem, const std::vector<Entry>& mutants, const std::vector<Check>& checks,
      const ZooOptions& opt, Progress& progress)
      : problem_(problem),
        checks_(checks),
        opt_(opt),
        progress_(progress),
        ms_(mutants.size()),
        deadline_(Clock::now() + secs(opt.budget)),
        hard_end_(deadline_ + secs(opt.item_timeout)),
        // Each mutant gets an equal slice of the zoo's budget; `jobs` run side by side. No slice
        // runs past the zoo's deadline (one started late still gets a short one), and nothing
        // the zoo does runs past the deadline by more than one item timeout.
        slice_(mutants.empty()
                   ? 0
                   : opt.budget * std::max(1, opt.jobs) / static_cast<double>(mutants.size())),
        min_slice_(std::min(slice_, 0.25)) {
    for (std::size_t i = 0; i < mutants.size(); ++i) {
      ms_[i].info = &mutants[i];
      ms_[i].result.name = mutants[i].name;
      ms_[i].result.cells.resize(checks.size());
      ms_[i].next_round.assign(checks.size(), 0);
      queue_.push_back(i);
    }
  }

  std::vector<MutantResult> run() {
    std::filesystem::create_directories(opt_.out_dir);
    const auto on_message = [this](std::size_t id, const ChildMessage& m) { heard(id, m); };
    const auto on_end = [this](std::size_t id, const ChildEnd& end) { ended(id, end); };
    while (!queue_.empty() || pool_.size() > 0) {
      while (static_cast<int>(pool_.size()) < std::max(1, opt_.jobs) && !queue_.empty()) {
        const std::size_t mi = queue_.front();
        queue_.pop_front();
        launch(mi);
      }
      pool_.wait(100, on_message, on_end);
      kill_stuck();
      progress_.tick(extra());
    }
    shrink_pending();
    progress_.finish(extra());
    std::vector<MutantResult> out;
    for (auto& m : ms_) out.push_back(std::move(m.result));
    return out;
  }

 private:
  /// Starts a child on mutant `mi`'s checks left, from the rounds it reached.
  void launch(std::size_t mi) {
    MutantState& m = ms_[mi];
    if (!m.started) {
      m.started = true;
      m.start = Clock::now();
      m.slice_end =
          std::min(m.start + secs(slice_), std::max(deadline_, m.start + secs(min_slice_)));
    }
    ChildPlan plan;
    plan.slice_end = m.slice_end;
    for (std::size_t ci = 0; ci < checks_.size(); ++ci) {
      plan.active.push_back(m.result.cells[ci].kind.empty());
      plan.next_round.push_back(m.next_round[ci]);
    }
    const std::size_t id = pool_.start(
        [&](int fd) { child_main(fd, problem_, *m.info, checks_, std::move(plan), opt_); });
    ChildState c;
    c.mutant = mi;
    c.item_start = Clock::now();
    children_[id] = c;
    ++m.result.children;
  }

  /// A message from child `id`: an item begins, an input begins, an item ends, or it is done.
  void heard(std::size_t id, const ChildMessage& msg) {
    ChildState& c = children_.at(id);
    const std::string& what = msg.at("msg");
    if (what == "begin") {
      c.current = std::stoi(msg.at("check"));
      c.round = std::stoi(msg.at("round"));
      c.item = std::stoull(msg.at("item"));
      c.input = -1;
      c.item_start = Clock::now();
    } else if (what == "input") {
      c.input = std::stoi(msg.at("input"));
    } else if (what == "end") {
      item_ended(c, ItemReport::from(msg));
    } else if (what == "done") {
      c.said_done = true;
    }
  }

  /// Counts an ended item into its cell; the first failure is the cell's kill.
  void item_ended(ChildState& c, const ItemReport& r) {
    MutantState& m = ms_[c.mutant];
    KillCell& k = m.result.cells[r.check];
    ++k.rounds;
    k.cases += r.cases;
    progress_.cases += static_cast<std::uint64_t>(r.cases);
    m.next_round[r.check] = r.round + 1;
    if (!r.passed && k.kind.empty()) {
      k.kind = r.kind;
      k.seconds = since(m.start);
      k.size = r.size;
      k.cells = r.cells;
      k.message = r.message;
      // A RapidCheck reproduce string, as the full command line that replays this case alone.
      k.reproduce = r.reproduce.empty() ? "" : rerun_command(rerun_of(m, r.check), r.reproduce, {});
      k.artifact = r.artifact;
      k.item = c.item;
      k.round = r.round;
      ++progress_.failures;
    }
    c.current = -1;
    c.input = -1;
  }

  std::string rerun_of(const MutantState& m, std::size_t check) const {
    return opt_.rerun + " --solver " + m.info->name + " --property " + checks_[check].name;
  }

  /// Child `id` was reaped: a crash or timeout in an item is that cell's kill; the mutant
  /// restarts on the checks left, or is done.
  void ended(std::size_t id, const ChildEnd& end) {
    const ChildState c = children_.at(id);
    children_.erase(id);
    MutantState& m = ms_[c.mutant];
    const bool clean_end = c.said_done && WIFEXITED(end.status) && WEXITSTATUS(end.status) == 0;
    if (!clean_end && c.current >= 0) record_crash(c, end);
    // Restart on the checks left when a crash or timeout cut the slice short.
    bool left = false;
    for (std::size_t ci = 0; ci < checks_.size(); ++ci)
      if (m.result.cells[ci].kind.empty() &&
          (opt_.max_rounds == 0 || m.next_round[ci] < opt_.max_rounds))
        left = true;
    if (opt_.first_kill && m.result.killed()) left = false;
    if (!clean_end && left && Clock::now() < m.slice_end) {
      queue_.push_front(c.mutant);
    } else {
      m.result.seconds = since(m.start);
      ++done_;
    }
  }

  /// The item in flight in a child that crashed or was killed: its cell's kill.
  void record_crash(const ChildState& c, const ChildEnd& end) {
    MutantState& m = ms_[c.mutant];
    const auto ci = static_cast<std::size_t>(c.current);
    KillCell& k = m.result.cells[ci];
    if (!k.kind.empty()) return;
    // A child that exited 0 without finishing its item did not finish it either.
    k.kind = failure_kind_of(end);
    if (k.kind.empty()) k.kind = failure_kind::runtime_error;
    k.seconds = since(m.start);
    k.message = describe_end(end, opt_.item_timeout);
    k.item = c.item;
    k.round = c.round;
    k.reproduce = rerun_of(m, ci);
    ++k.rounds;
    ++progress_.failures;
    if (!checks_[ci].law && c.input >= 0)
      pending_.push_back({c.mutant, ci, problem_.differential_input(c.item, c.round, c.input)});
  }

  /// Kills a child whose item ran past the item timeout, or that is stuck outside an item
  /// (minimizing, writing) past its slice by the same limit.
  void kill_stuck() {
    for (auto& [id, c] : children_) {
      if (c.killed) continue;
      const bool stuck_item = c.current >= 0 && since(c.item_start) > opt_.item_timeout;
      const MutantState& m = ms_[c.mutant];
      const bool stuck_idle =
          c.current < 0 && Clock::now() > std::min(m.slice_end + secs(opt_.item_timeout * 2),
                                                   std::max(hard_end_, m.slice_end));
      if (stuck_item || stuck_idle) {
        pool_.kill(id);
        c.killed = true;
      }
    }
  }

  std::string extra() const {
    std::size_t killed = 0;
    for (const auto& m : ms_)
      if (m.result.killed()) ++killed;
    return "mutants " + std::to_string(done_) + "/" + std::to_string(ms_.size()) + " done, " +
           std::to_string(killed) + " killed";
  }

  /// The crash and timeout kills, shrunk in what is left of the deadline plus one item timeout.
  void shrink_pending() {
    std::size_t shrinking = 0;
    for (Pending& p : pending_) {
      ++shrinking;
      const std::string doing = fmt::format("{} | minimizing kill {} of {} ({})", extra(),
                                            shrinking, pending_.size(), ms_[p.mutant].info->name);
      const double left = std::chrono::duration<double>(hard_end_ - Clock::now()).count() /
                          static_cast<double>(pending_.size() - shrinking + 1);
      progress_.tick(doing);
      shrink_kill(p, left, doing);
    }
  }

  /// Shrinks one crash or timeout kill within `left` seconds, then writes its artifact.
  void shrink_kill(Pending& p, double left, const std::string& doing) {
    MutantState& m = ms_[p.mutant];
    KillCell& k = m.result.cells[p.check];
    Input input = std::move(p.input);
    const double timeout = opt_.item_timeout;
    const double probe = k.kind == failure_kind::time_limit ? std::min(2.0, timeout) : timeout;
    Outcome o;
    o.kind = k.kind;
    o.message = k.message;
    if (left < 2 * probe) {
      o.message += " (not minimized: the budget is spent)";
    } else if (crash_kind(problem_, *m.info, input, probe) == k.kind) {
      const StillFails still = [&](const Input& candidate) {
        progress_.tick(doing);
        return problem_.cases(candidate) > 0 &&
               crash_kind(problem_, *m.info, candidate, probe) == k.kind;
      };
      try {
        ShrinkLimits limits;
        limits.max_seconds = std::min({20.0, 2 * timeout, left - probe});
        ShrinkResult r = shrink(
            input, [this](const Input& i) { return problem_.shrink_passes(i, true); }, still,
            limits);
        input = std::move(r.input);
        o.minimized = true;
      } catch (const std::exception& e) {
        o.message += " (not minimized: " + std::string(e.what()) + ")";
      }
    } else {
      o.message += " (the input in flight alone does not reproduce it)";
    }
    k.size = problem_.size_text(input);
    k.cells = problem_.cells(input);
    k.artifact = write_kill(m, k, input, o);
  }

  /// The artifact of a crash or timeout kill on `input`; a note in parentheses when not written.
  std::string write_kill(const MutantState& m, const KillCell& k, const Input& input,
                         const Outcome& o) const {
    try {
      auto subject = m.info->make();
      Failure a;
      a.name = {"verify", problem_.name(), std::string(kDifferential), m.info->name,
                std::to_string(opt_.seed)};
      a.input = input;
      a.kind = k.kind;
      a.found_by = "verify";
      a.subject = subject->label();
      a.subject_flags = subject->flags();
      a.detail = std::string(kDifferential) + ": " + o.message +
                 (o.minimized ? "" : " (input not minimized)");
      a.seed = opt_.seed;
      a.work_item = k.item;
      a.rerun.program = k.reproduce;
      return write_failure(opt_.out_dir, problem_, a);
    } catch (const std::exception& e) {
      return std::string("(not written: ") + e.what() + ")";
    }
  }

  const Problem& problem_;
  const std::vector<Check>& checks_;
  const ZooOptions& opt_;
  Progress& progress_;
  std::vector<MutantState> ms_;
  std::deque<std::size_t> queue_;
  const Clock::time_point deadline_, hard_end_;
  const double slice_, min_slice_;
  ChildPool pool_;
  std::map<std::size_t, ChildState> children_;
  std::size_t done_ = 0;
  std::vector<Pending> pending_;
};

}  // namespace

std::vector<MutantResult> run_zoo(const Problem& problem, const std::vector<Entry>& mutants,
                                  const std::vector<Check>& checks, const ZooOptions& opt,
                                  Progress& progress) {
  return Zoo(problem, mutants, checks, opt, progress).run();
}

}  // namespace llk::verify_work
