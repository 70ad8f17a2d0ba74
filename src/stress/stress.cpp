/// `llk stress`: runs a program on the schedule's inputs in `jobs` threads, then isolates and
/// minimizes every failure and writes it as an artifact.

#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <future>
#include <mutex>
#include <ostream>
#include <random>
#include <thread>

#include "llk/artifact.hpp"
#include "llk/commands.hpp"
#include "llk/judge_format.hpp"
#include "llk/stress.hpp"

namespace llk {
namespace {

using Clock = std::chrono::steady_clock;

struct Found {
  std::uint64_t index = 0;
  std::vector<Case> cases;
  Verdict verdict;
  double at_seconds = 0;
};

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

/// Case number and query number within it of a 0-based query over the whole input.
std::pair<std::size_t, std::size_t> locate(const std::vector<Case>& cases, std::size_t query) {
  for (std::size_t ci = 0; ci < cases.size(); ++ci) {
    if (query < cases[ci].queries.size()) return {ci, query};
    query -= cases[ci].queries.size();
  }
  return {cases.size(), 0};
}

/// The smallest obvious start for the minimizer: the failing query alone, or its case alone, or
/// everything up to it (state leaking from earlier cases); else the whole input.
std::vector<Case> isolate(const Found& f, const StillFails& still_fails, const Config& config) {
  const auto [ci, qi] = locate(f.cases, f.verdict.first_bad_query);
  if (ci >= f.cases.size()) return f.cases;
  std::vector<std::vector<Case>> tries;
  if (f.verdict.kind == failure_kind::wrong_answer) {
    tries.push_back({Case{f.cases[ci].board, {f.cases[ci].queries[qi]}}});
  }
  tries.push_back({f.cases[ci]});
  if (ci > 0) tries.emplace_back(f.cases.begin(), f.cases.begin() + static_cast<long>(ci) + 1);
  for (auto& t : tries)
    if (still_fails(t, config)) return t;
  return f.cases;
}

std::string size_str(const std::vector<Case>& cases) {
  std::size_t queries = 0;
  for (const Case& c : cases) queries += c.queries.size();
  if (cases.size() == 1)
    return fmt::format("{} x {} board, {} quer{}", cases[0].board.rows(), cases[0].board.cols(),
                       queries, queries == 1 ? "y" : "ies");
  std::string s = fmt::format("{} cases (", cases.size());
  for (std::size_t i = 0; i < cases.size(); ++i)
    s += fmt::format("{}{} x {}", i ? ", " : "", cases[i].board.rows(), cases[i].board.cols());
  return s + fmt::format("), {} queries", queries);
}

}  // namespace

int run_stress(const StressOptions& opt, std::ostream& out, std::ostream& err) {
  if (opt.command.empty()) {
    err << "llk stress: --cmd is required\n";
    return kExitUsage;
  }
  const std::uint64_t seed = opt.seed ? *opt.seed : [] {
    std::random_device rd;
    return (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
  }();
  const int jobs =
      opt.jobs > 0 ? opt.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  out << fmt::format(
      "llk stress: seed {}, budget {:g} s, timeout {} ms, {} job{}, rules={} K={}\n  command: {}\n",
      seed, opt.budget_seconds, opt.timeout_ms, jobs, jobs == 1 ? "" : "s",
      to_string(opt.config.rules), opt.config.turns, opt.command);
  out.flush();

  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(opt.budget_seconds));
  std::atomic<std::uint64_t> next{opt.first_input}, inputs{0}, cases{0}, queries{0};
  std::atomic<bool> stop{false};
  std::mutex mu;
  std::condition_variable done_cv;
  int running = jobs;
  std::vector<Found> found;

  auto worker = [&] {
    while (!stop && Clock::now() < deadline) {
      const std::uint64_t i = next++;
      if (opt.max_inputs != 0 && i >= opt.first_input + opt.max_inputs) break;
      std::vector<Case> input = stress_input(seed, i);
      // The oracle works while the program runs.
      auto oracle =
          std::async(std::launch::async, [&] { return oracle_answers(input, opt.config); });
      const RunResult run = run_program(opt.command, write_judge(input), opt.timeout_ms);
      const std::vector<bool> expected = oracle.get();
      Verdict v = judge_run(run, expected);
      ++inputs;
      cases += input.size();
      queries += expected.size();
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
  for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);
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
      err << fmt::format("{}[{:.0f} s] {} inputs, {} cases, {} queries, {} failure{}{}",
                         tty ? "\r" : "", std::chrono::duration<double>(now - start).count(),
                         inputs.load(), cases.load(), queries.load(), found.size(),
                         found.size() == 1 ? "" : "s", tty ? "   " : "\n");
      err.flush();
    }
    if (tty) err << '\n';
  }
  for (auto& t : threads) t.join();
  const double secs = std::chrono::duration<double>(Clock::now() - start).count();
  out << fmt::format(
      "ran {} inputs (from number {}), {} cases, {} queries in {:.1f} s: {:.1f} inputs/s, "
      "{:.0f} queries/s\n",
      inputs.load(), opt.first_input, cases.load(), queries.load(), secs,
      inputs / std::max(secs, 1e-9), queries / std::max(secs, 1e-9));

  std::sort(found.begin(), found.end(),
            [](const Found& a, const Found& b) { return a.index < b.index; });
  for (const Found& f : found) {
    out << fmt::format("FAILURE {} on input {} after {:.2f} s: {}\n", f.verdict.kind, f.index,
                       f.at_seconds, f.verdict.detail);
    const StillFails still_fails = program_still_fails(opt.command, f.verdict.kind, opt.timeout_ms);
    std::vector<Case> small = isolate(f, still_fails, opt.config);
    bool one_minimal = false;
    int tests = 0;
    if (opt.minimize) {
      MinimizeOptions mo;
      mo.lower_turns = false;  // K is on the program's command line, not in its input
      mo.max_seconds = opt.minimize_seconds;
      MinimizeResult m = minimize(std::move(small), opt.config, still_fails, mo);
      small = std::move(m.cases);
      one_minimal = m.one_minimal;
      tests = m.tests_run;
    }
    const std::vector<bool> expected = oracle_answers(small, opt.config);
    const Verdict v =
        judge_run(run_program(opt.command, write_judge(small), opt.timeout_ms), expected);
    FailureArtifact a;
    a.name = fmt::format("stress-{}-{}-{}", f.verdict.kind, seed, f.index);
    a.cases = small;
    a.config = opt.config;
    a.kind = f.verdict.kind;
    a.found_by = "stress";
    a.subject = opt.command;
    a.detail = v.failed() ? v.detail : f.verdict.detail + " (did not recur on the minimized input)";
    a.got = v.got;
    a.seed = std::to_string(seed);
    a.reproduce = fmt::format("llk stress --cmd {} --seed {} --from {} --rules {} --turns {}",
                              shell_quote(opt.command), seed, f.index, to_string(opt.config.rules),
                              opt.config.turns);
    const std::string path = write_artifact(opt.out_dir, a);
    out << fmt::format(
        "  minimized{} to {} in {} tests: {}\n",
        opt.minimize ? (one_minimal ? " (1-minimal)" : " (limit reached)") : " (off)",
        size_str(small), tests, v.failed() ? v.detail : "no longer fails");
    const std::string text = write_judge(small);
    if (text.size() < 4000) out << text;
    out << fmt::format("  artifact: {}\n  replay:   llk replay {} --cmd {}\n", path, path,
                       shell_quote(opt.command));
  }
  if (found.empty()) out << "no failure found\n";
  return found.empty() ? kExitOk : kExitFailureFound;
}

}  // namespace llk
