/// Work items of `llk verify`: law rounds and differential batches, and their artifacts.

#include "llk/engine/verify_work.hpp"

#include <time.h>

#include <algorithm>

#include "llk/core/failure.hpp"
#include "llk/core/seed.hpp"
#include "llk/engine/differential.hpp"
#include "llk/engine/subjects.hpp"

namespace llk::verify_work {

std::uint64_t item_seed(std::uint64_t run_seed, std::string_view problem, std::string_view entry,
                        std::string_view check, int round) {
  return mix(mix(mix(mix(run_seed ^ hash_name(problem)) ^ hash_name(entry)) ^ hash_name(check)) +
             static_cast<std::uint64_t>(round));
}

Outcome run_law_item(const Problem& problem, const Law& law, const Entry& entry, std::uint64_t seed,
                     int round, const Tuning& t) {
  Outcome o;
  if (entry.solver.empty()) {
    o.applicable = false;
    return o;
  }
  LawRun run;
  run.seed = seed;
  run.round = round;
  run.cases = t.cases_per_item;
  run.max_size = std::min(t.size_cap, t.first_max_size * (round + 1));
  try {
    LawOutcome r = law.check({entry.solver, entry.mutant, entry.own}, run);
    o.passed = r.passed;
    o.applicable = r.applicable;
    o.cases = r.cases;
    if (!r.passed) {
      o.kind = r.kind;
      o.message = r.message;
      o.reproduce = r.reproduce;
      o.counterexample = std::move(r.counterexample);
      o.minimized = r.minimized;
      if (o.counterexample) {
        auto subject = entry.make();
        o.got = subject->run(*o.counterexample, problem.oracle(*o.counterexample)).got;
      }
    }
  } catch (const std::exception& e) {
    o.passed = false;
    o.kind = failure_kind::exception;
    o.message = "law '" + law.name + "' threw: " + e.what();
  }
  return o;
}

std::vector<Outcome> run_differential_item(const Problem& problem,
                                           const std::vector<const Entry*>& entries,
                                           std::uint64_t seed, int round, double minimize_seconds,
                                           const std::function<void(int)>& before_input,
                                           std::atomic<std::uint64_t>* pairs_done,
                                           Clock::time_point stop_at, Coverage* coverage) {
  std::vector<Outcome> out(entries.size());
  std::vector<std::unique_ptr<Subject>> owned;
  for (const Entry* e : entries) owned.push_back(e->make());
  const int inputs = problem.differential_inputs(round);
  for (int i = 0; i < inputs; ++i) {
    if (i > 0 && Clock::now() >= stop_at) break;
    if (before_input) before_input(i);
    Input input = problem.differential_input(seed, round, i);
    // A program's parameters are on its command line: its inputs take them.
    for (const Entry* e : entries)
      if (e->fixed_params) input = problem.with_params(input, *e->fixed_params);
    std::vector<Subject*> live;
    std::vector<std::size_t> which;
    for (std::size_t k = 0; k < entries.size(); ++k) {
      if (!out[k].passed || !owned[k]->supports(input)) continue;
      live.push_back(owned[k].get());
      which.push_back(k);
      ++out[k].cases;
    }
    if (live.empty()) continue;
    const Checked checked = check_input(problem, input, live);
    if (coverage) {
      coverage->at();
      problem.cover(input, checked.expected, *coverage);
    }
    const std::uint64_t pairs = problem.units(input);
    if (pairs_done) *pairs_done += pairs;
    for (std::size_t j = 0; j < live.size(); ++j) {
      Outcome& o = out[which[j]];
      o.pairs += pairs;
      const Verdict& v = *checked.verdicts[j];
      if (!v.failed()) continue;
      o.passed = false;
      o.kind = v.kind;
      o.message = v.detail;
      o.counterexample = input;
      o.got = v.got;
      if (minimize_seconds <= 0) continue;
      // Shrinking ends with the budget (and a little more): past it, the failure is isolated only.
      double seconds = minimize_seconds;
      if (stop_at != Clock::time_point::max())
        seconds =
            std::min(seconds, std::chrono::duration<double>(stop_at - Clock::now()).count() + 2.0);
      try {
        const Shrunk small = shrink_failure(problem, *live[j], input, v, std::max(0.0, seconds));
        if (small.recurred) {
          o.message = small.verdict.detail;
          o.counterexample = small.input;
          o.got = small.verdict.got;
          o.minimized = true;
        }
      } catch (const std::exception& e) {
        o.message += " (not minimized: " + std::string(e.what()) + ")";
      }
    }
  }
  return out;
}

std::string write_outcome(const std::string& dir, const Problem& problem, const std::string& check,
                          const Entry& entry, std::uint64_t run_seed, std::uint64_t item,
                          const Outcome& o, const std::string& rerun) {
  if (!o.counterexample) return "(no counterexample)";
  try {
    auto subject = entry.make();
    Failure f;
    f.name = {"verify", problem.name(), check, subject->short_name(), std::to_string(run_seed)};
    f.input = *o.counterexample;
    f.kind = o.kind;
    f.found_by = "verify";
    record_subject(f, *subject);
    f.detail = check + ": " + o.message + (o.minimized ? "" : " (input not minimized)");
    f.got = o.got;
    f.seed = run_seed;
    f.work_item = item;
    f.rerun.program = rerun;
    f.rerun.rc_params = o.reproduce;
    if (check != kDifferential) f.extra.set("law", check);  // replay alone cannot show a law
    return write_failure(dir, problem, f);
  } catch (const std::exception& e) {
    return std::string("(artifact not written: ") + e.what() + ")";
  }
}

double thread_cpu_seconds() {
  timespec ts{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

}  // namespace llk::verify_work
