/// `llk stress`: the schedule's inputs through one subject on `jobs` threads until the budget
/// (or --max-bugs); every failing unit classified, the first few of each kind minimized, and the
/// failures bucketed into distinct bugs, one artifact each.

#include "llk/engine/stress.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <future>
#include <mutex>
#include <optional>
#include <ostream>
#include <thread>

#include "llk/core/coverage.hpp"
#include "llk/core/duration.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/interrupt.hpp"
#include "llk/core/progress.hpp"
#include "llk/core/seed.hpp"
#include "llk/core/text.hpp"
#include "llk/core/workers.hpp"
#include "llk/engine/bugs.hpp"
#include "llk/engine/differential.hpp"
#include "llk/engine/program.hpp"
#include "stress_campaign.hpp"
#include "stress_results.hpp"

namespace llk {
namespace {

using namespace stress_detail;

/// Why a --skip class is not one of the problem's, if so.
std::optional<std::string> skip_error(const Problem& problem, const StressOptions& opt) {
  for (const std::string& cls : opt.skip) {
    bool known = false;
    std::string names;
    for (const auto& [name, what] : problem.unit_classes()) {
      known |= name == cls;
      names += " " + name;
    }
    if (!known)
      return fmt::format("--skip {}: {} has no such class (its classes:{})", cls, problem.name(),
                         names.empty() ? " none" : names);
  }
  return std::nullopt;
}

/// The worker threads of one stress run (one subject each) over the schedule's inputs, with the
/// progress line; returns the first error a worker met (an unwritable --out, say), or "".
class StressWorkers {
 public:
  StressWorkers(const Problem& problem, const StressOptions& opt, StressCampaign& run,
                Clock::time_point start, std::ostream& err)
      : problem_(problem),
        opt_(opt),
        run_(run),
        start_(start),
        deadline_(start + std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double>(opt.budget_seconds))),
        err_(err),
        next_(opt.first_input),
        progress_(err, opt.progress && ::isatty(2), 10, "llk stress " + problem.name(),
                  opt.budget_seconds, false) {}

  std::string run(const std::vector<std::unique_ptr<Subject>>& subjects) {
    // A run still going at the budget's end gets one time limit more, then is cut off.
    const auto runs_end =
        deadline_ + std::chrono::duration_cast<Clock::duration>(
                        std::chrono::duration<double>(subjects.front()->time_limit()));
    run_workers(
        static_cast<int>(subjects.size()),
        [&](int j) { work(*subjects[static_cast<std::size_t>(j)], runs_end); },
        [this] {
          if (opt_.progress) progress_.tick(fields());
        });
    if (opt_.progress) progress_.finish(fields());
    return error_;
  }

 private:
  /// One worker: inputs in turn until the budget, the bug limit, an interrupt or an error.
  void work(Subject& s, Clock::time_point runs_end) {
    const RunDeadline cut_off(runs_end);
    while (!run_.stopped() && Clock::now() < deadline_ && !interrupted()) {
      const std::uint64_t i = next_++;
      if (opt_.max_inputs != 0 && i >= opt_.first_input + opt_.max_inputs) break;
      if (!opt_.shard.has(i)) continue;  // another part's input
      try {
        run_.check(s, i);
      } catch (const std::exception& e) {
        std::lock_guard lock(mu_);
        if (error_.empty()) error_ = fmt::format("input {}: {}", i, e.what());
        break;
      }
      std::lock_guard lock(mu_);
      if (!error_.empty()) break;
    }
  }

  /// Until the workers end: a progress line now and then (live on a terminal).
  /// What the progress line says of the run so far.
  std::string fields() const {
    const std::size_t bugs = run_.book().size();
    return fmt::format("{} inputs | {} cases | {} {} | {} bug{}", run_.inputs(), run_.cases(),
                       run_.units(), problem_.units_name(), bugs, bugs == 1 ? "" : "s");
  }

  const Problem& problem_;
  const StressOptions& opt_;
  StressCampaign& run_;
  const Clock::time_point start_, deadline_;
  std::ostream& err_;
  std::atomic<std::uint64_t> next_;
  std::mutex mu_;
  std::string error_;
  Progress progress_;
};

/// What the run did and found, as its results and reports tell it.
StressTally tally(const StressCampaign& run, const std::string& subject, std::uint64_t seed,
                  double seconds, const std::string& error) {
  StressTally t;
  t.subject = subject;
  t.seed = seed;
  t.seconds = seconds;
  t.inputs = run.inputs();
  t.cases = run.cases();
  t.units = run.units();
  t.failing_inputs = run.failing_inputs();
  t.failing_units = run.book().failing_units();
  t.rationed = run.rationed_inputs();
  t.heavy_cells = run.heavy_cells();
  t.ration = kHeavyRation;
  t.over_size = run.over_size();
  t.coverage = run.coverage().table();
  t.bugs = run.book().bugs();
  t.error = error;
  return t;
}

/// One subject per job (in-process subjects are not thread-safe instances). A kept program's
/// further jobs are started before the first one is probed, so their start-ups overlap.
std::vector<std::unique_ptr<Subject>> make_job_subjects(const Problem& problem,
                                                        const SubjectOptions& o, int jobs) {
  std::vector<std::unique_ptr<Subject>> others;
  if (!o.serve.empty()) {
    for (int j = 1; j < jobs; ++j) {
      others.push_back(
          serve_subject(problem, o.serve, program_limits(problem, o.serve, o.limits), false));
      others.back()->start();
    }
  }
  std::vector<std::unique_ptr<Subject>> subjects;
  subjects.push_back(make_subject(problem, o));  // probes; a bad subject throws
  for (auto& s : others) subjects.push_back(std::move(s));
  for (int j = static_cast<int>(subjects.size()); j < jobs; ++j)
    subjects.push_back(make_subject(problem, o));
  return subjects;
}

}  // namespace

int run_stress(const Problem& problem, const StressOptions& opt, std::ostream& out,
               std::ostream& err) {
  const int jobs = worker_count(opt.jobs);
  std::vector<std::unique_ptr<Subject>> subjects;
  Params params;
  try {
    subjects = make_job_subjects(problem, opt.subject, jobs);
    params = problem.params(problem.schedule(0, 0, opt.params));  // checks the parameters
  } catch (const std::invalid_argument& e) {
    err << "llk stress: " << e.what() << '\n';
    return kExitUsage;
  }
  if (auto why = skip_error(problem, opt)) {
    err << "llk stress: " << *why << '\n';
    return kExitUsage;
  }
  if (auto why = cannot_write(opt.reports)) {  // found out now, not after the run
    err << "llk stress: " << *why << '\n';
    return kExitUsage;
  }
  if (!opt.shard.whole() && !opt.seed) {
    err << "llk stress: --shard " << opt.shard.text()
        << " needs --seed, the same for every part (the parts split one seed's inputs)\n";
    return kExitUsage;
  }
  const std::uint64_t seed = seed_or_random(opt.seed);
  print_stress_header(out, problem, opt, seed, jobs, params, *subjects.front());
  const std::string started = utc_now();
  const auto start = Clock::now();
  StressCampaign run(problem, opt, seed, out, start);
  const std::string error = StressWorkers(problem, opt, run, start, err).run(subjects);
  const double secs = std::chrono::duration<double>(Clock::now() - start).count();
  StressTally t = tally(run, subjects.front()->label(), seed, secs, error);
  t.started = started;
  std::error_code ec;
  t.working_dir = std::filesystem::current_path(ec).string();
  record_bugs(problem, t, err);
  const int status = print_stress_results(problem, opt, t, out, err);
  const bool written =
      write_reports(stress_report(problem, t, opt.budget_seconds), opt.reports, err);
  return !written && status == kExitOk ? kExitUsage : status;
}

}  // namespace llk
