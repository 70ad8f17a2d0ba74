/// `llk stress`: the schedule's inputs through one subject on `jobs` threads, then every failure
/// isolated, minimized and written as an artifact.

#include "llk/engine/stress.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <future>
#include <mutex>
#include <ostream>
#include <thread>

#include "llk/core/exit_status.hpp"
#include "llk/core/files.hpp"
#include "llk/core/seed.hpp"
#include "llk/engine/differential.hpp"
#include "llk/engine/failure.hpp"

namespace llk {
namespace {

using Clock = std::chrono::steady_clock;

struct Found {
  std::uint64_t index = 0;
  Input input;
  Verdict verdict;
  double at_seconds = 0;
};

std::string params_flags(const Params& params) {
  std::string s;
  for (const auto& [k, v] : params) s += fmt::format(" --{} {}", k, v);
  return s;
}

}  // namespace

int run_stress(const Problem& problem, const StressOptions& opt, std::ostream& out,
               std::ostream& err) {
  std::vector<std::unique_ptr<Subject>> subjects;
  Params params;
  try {
    subjects.push_back(make_subject(problem, opt.subject));
    params = problem.params(problem.schedule(0, 0, opt.params));  // checks the parameters
  } catch (const std::invalid_argument& e) {
    err << "llk stress: " << e.what() << '\n';
    return kExitUsage;
  }
  const std::uint64_t seed = seed_or_random(opt.seed);
  const int jobs =
      opt.jobs > 0 ? opt.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  // In-process subjects are not thread-safe instances: one per job.
  for (int j = 1; j < jobs; ++j) subjects.push_back(make_subject(problem, opt.subject));
  Subject& subject = *subjects.front();
  std::string param_text;
  for (const auto& [k, v] : params) param_text += fmt::format(", {}={}", k, v);
  out << fmt::format(
      "llk stress --problem {}: seed {}, budget {:g} s, timeout {} ms, {} job{}{}\n"
      "  subject: {}\n",
      problem.name(), seed, opt.budget_seconds, opt.subject.timeout_ms, jobs, jobs == 1 ? "" : "s",
      param_text, subject.label());
  out.flush();

  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(opt.budget_seconds));
  std::atomic<std::uint64_t> next{opt.first_input}, inputs{0}, cases{0}, units{0};
  std::atomic<bool> stop{false};
  std::mutex mu;
  std::condition_variable done_cv;
  int running = jobs;
  std::vector<Found> found;

  auto worker = [&](Subject* s) {
    while (!stop && Clock::now() < deadline) {
      const std::uint64_t i = next++;
      if (opt.max_inputs != 0 && i >= opt.first_input + opt.max_inputs) break;
      Input input = problem.schedule(seed, i, opt.params);
      Verdict v;
      if (s->in_process()) {
        v = s->run(input, problem.oracle(input));
      } else {
        // The oracle works while the program runs.
        auto oracle = std::async(std::launch::async, [&] { return problem.oracle(input); });
        Expected ready;
        v = s->judge(input, [&]() -> const Expected& { return ready = oracle.get(); });
        if (oracle.valid()) oracle.wait();
      }
      ++inputs;
      cases += problem.cases(input);
      units += problem.units(input);
      if (!v.failed()) continue;
      std::lock_guard lock(mu);
      if (static_cast<int>(found.size()) >= opt.max_failures) break;
      found.push_back({i, std::move(input), std::move(v),
                       std::chrono::duration<double>(Clock::now() - start).count()});
      if (static_cast<int>(found.size()) >= opt.max_failures) stop = true;
    }
    std::lock_guard lock(mu);
    --running;
    done_cv.notify_all();
  };
  std::vector<std::thread> threads;
  for (int j = 0; j < jobs; ++j)
    threads.emplace_back(worker, subjects[static_cast<std::size_t>(j)].get());
  {
    std::unique_lock lock(mu);
    const bool tty = opt.progress && ::isatty(2);
    auto last = Clock::now();
    while (running > 0) {
      done_cv.wait_for(lock, std::chrono::milliseconds(tty ? 500 : 1000));
      if (!opt.progress || running == 0) continue;
      const auto now = Clock::now();
      if (!tty && now - last < std::chrono::seconds(10)) continue;
      last = now;
      err << fmt::format("{}[{:.0f} s] {} inputs, {} cases, {} {}, {} failure{}{}", tty ? "\r" : "",
                         std::chrono::duration<double>(now - start).count(), inputs.load(),
                         cases.load(), units.load(), problem.units_name(), found.size(),
                         found.size() == 1 ? "" : "s", tty ? "   " : "\n");
      err.flush();
    }
    if (tty) err << '\n';
  }
  for (auto& t : threads) t.join();
  const double secs = std::chrono::duration<double>(Clock::now() - start).count();
  out << fmt::format(
      "ran {} inputs (from number {}), {} cases, {} {} in {:.1f} s: {:.1f} inputs/s, "
      "{:.0f} {}/s\n",
      inputs.load(), opt.first_input, cases.load(), units.load(), problem.units_name(), secs,
      inputs / std::max(secs, 1e-9), units / std::max(secs, 1e-9), problem.units_name());

  std::sort(found.begin(), found.end(),
            [](const Found& a, const Found& b) { return a.index < b.index; });
  for (const Found& f : found) {
    out << fmt::format("FAILURE {} on input {} after {:.2f} s: {}\n", f.verdict.kind, f.index,
                       f.at_seconds, f.verdict.detail);
    const Shrunk small = shrink_failure(problem, subject, f.input, f.verdict,
                                        opt.minimize ? opt.minimize_seconds : 0);
    Failure a;
    a.name = fmt::format("stress-{}-{}-{}-{}", problem.name(), f.verdict.kind, seed, f.index);
    a.input = small.input;
    a.kind = f.verdict.kind;
    a.found_by = "stress";
    a.subject = subject.label();
    a.subject_flags = subject.flags();
    a.detail = small.recurred ? small.verdict.detail
                              : f.verdict.detail + " (did not recur on the minimized input)";
    a.got = small.verdict.got;
    a.seed = std::to_string(seed);
    a.reproduce = fmt::format("llk stress --problem {} {} --seed {} --from {}{}", problem.name(),
                              subject.flags(), seed, f.index, params_flags(opt.params));
    const std::string path = write_failure(opt.out_dir, problem, a);
    out << fmt::format(
        "  minimized{} to {} in {} tests: {}\n",
        opt.minimize ? (small.one_minimal ? " (1-minimal)" : " (limit reached)") : " (off)",
        problem.size_text(small.input), small.tests,
        small.recurred ? small.verdict.detail : "no longer fails");
    const std::string text = problem.write(small.input);
    if (text.size() < 4000) out << text;
    out << fmt::format("  artifact: {}\n  replay:   llk replay {}{}\n", path, shell_quote(path),
                       subject.in_process() ? "" : " " + subject.flags());
  }
  if (found.empty()) out << "no failure found\n";
  return found.empty() ? kExitOk : kExitFailureFound;
}

}  // namespace llk
