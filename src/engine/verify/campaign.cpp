/// The in-process campaign of `llk verify`: laws round-robin on one thread (RapidCheck keeps
/// process-wide state), then differential batches on `jobs` threads.

#include "campaign.hpp"

#include <algorithm>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "llk/engine/bugs.hpp"

namespace llk::verify_detail {

CampaignResult run_campaign(const Problem& problem, const std::vector<Entry>& entries,
                            const std::vector<Check>& checks, std::uint64_t run_seed, double budget,
                            int jobs, int max_rounds, int max_bugs, const std::string& out_dir,
                            const std::string& rerun, Progress& progress, const Tuning& t,
                            const Shard& shard) {
  CampaignResult res;
  const auto start = Clock::now();
  std::vector<const Check*> laws;
  const Check* diff = nullptr;
  for (const Check& c : checks) {
    if (c.law)
      laws.push_back(&c);
    else
      diff = &c;
  }
  // The split: laws get two thirds of the budget, the differential campaign the rest; either
  // gets all of it when the other is filtered out.
  const double law_share = laws.empty() ? 0.0 : diff ? 2.0 / 3.0 : 1.0;
  const auto law_deadline = start + std::chrono::duration_cast<Clock::duration>(
                                        std::chrono::duration<double>(budget * law_share));
  const auto deadline =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budget));

  std::mutex mu;
  for (const Entry& e : entries)
    for (const Check& c : checks) res.cells[{e.name, c.name}];

  auto record_failure = [&](const Entry& e, const Check& c, const Outcome& o, std::uint64_t item,
                            int round) {
    const std::string path = write_outcome(
        out_dir, problem, c.name, e, run_seed, item, o,
        rerun + (e.solver.empty() ? "" : " --solver " + e.name) + " --property " + c.name);
    std::lock_guard lock(mu);
    CellResult& cell = res.cells[{e.name, c.name}];
    cell.failed = true;
    cell.failure = o;
    cell.failing_item = item;
    cell.failing_round = round;
    cell.artifact = path;
    ++progress.failures;
  };

  auto run_threads = [&](int threads, auto&& worker) {
    std::vector<std::thread> pool;
    std::atomic<int> running{threads};
    for (int j = 0; j < threads; ++j)
      pool.emplace_back([&] {
        worker();
        --running;
      });
    while (running > 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      progress.tick();
    }
    for (auto& th : pool) th.join();
  };

  // Laws: item i is round i / P of pair i % P, so every pair gets round r before any gets r+1.
  if (!laws.empty() && !entries.empty()) {
    const std::size_t pairs = entries.size() * laws.size();
    std::atomic<std::size_t> next{0};
    std::vector<char> done(pairs, 0);
    // A law that checks the problem itself (not a solver) runs in the first row only.
    for (std::size_t p = 0; p < pairs; ++p)
      if (p / laws.size() > 0 && !laws[p % laws.size()]->law->per_solver) {
        done[p] = 1;
        res.cells[{entries[p / laws.size()].name, laws[p % laws.size()]->name}].applicable = false;
      }
    run_threads(1, [&] {
      for (;;) {
        const std::size_t i = next++;
        const int round = static_cast<int>(i / pairs);
        if (max_rounds > 0 && round >= max_rounds) return;
        if (round > 0 && Clock::now() >= law_deadline) return;
        if (round > 1000000) return;
        const std::size_t p = i % pairs;
        if (!shard.has(static_cast<std::uint64_t>(round))) continue;  // another part's round
        if (done[p]) {
          if (std::all_of(done.begin(), done.end(), [](char d) { return d != 0; })) return;
          continue;
        }
        const Entry& e = entries[p / laws.size()];
        const Check& c = *laws[p % laws.size()];
        const std::uint64_t seed = item_seed(run_seed, problem.name(), e.name, c.name, round);
        Outcome o = run_law_item(problem, *c.law, e, seed, round, t);
        progress.cases += static_cast<std::uint64_t>(o.cases);
        {
          std::lock_guard lock(mu);
          CellResult& cell = res.cells[{e.name, c.name}];
          cell.cases += o.cases;
          ++cell.rounds;
          cell.applicable = cell.applicable && o.applicable;
        }
        if (!o.applicable) done[p] = 1;  // nothing to run again
        if (!o.passed) {
          done[p] = 1;
          record_failure(e, c, o, seed, round);
        }
      }
    });
  }

  // Differential: item r is one batch of generated inputs through every entry still passing.
  if (diff && !entries.empty()) {
    const auto diff_start = Clock::now();
    const std::uint64_t pairs0 = progress.pairs;
    std::atomic<int> next{0};
    std::vector<std::atomic<bool>> failed(entries.size());
    std::vector<std::set<std::string>> bug_keys(entries.size());
    std::vector<std::map<std::string, int>> signatures(entries.size());
    run_threads(jobs, [&] {
      for (;;) {
        const int round = next++;
        if (max_rounds > 0 && round >= max_rounds) return;
        if (round > 0 && Clock::now() >= deadline) return;
        if (!shard.has(static_cast<std::uint64_t>(round))) continue;  // another part's round
        std::vector<const Entry*> live;
        for (std::size_t k = 0; k < entries.size(); ++k)
          if (!failed[k]) live.push_back(&entries[k]);
        if (live.empty()) return;
        const std::uint64_t seed = item_seed(run_seed, problem.name(), "", diff->name, round);
        const double cpu0 = thread_cpu_seconds();
        Coverage covered(start);
        std::vector<Outcome> outs = run_differential_item(problem, live, seed, round, 10.0, {},
                                                          &progress.pairs, deadline, &covered);
        {
          std::lock_guard lock(mu);
          res.coverage.merge(covered);
        }
        if (!problem.differential_big_round(round)) {
          std::lock_guard lock(mu);
          res.cpu_seconds += thread_cpu_seconds() - cpu0;
          std::uint64_t most = 0;
          for (const Outcome& o : outs) most = std::max(most, o.pairs);
          res.pairs_per_cpu += most;
        }
        for (std::size_t j = 0; j < live.size(); ++j) {
          const Outcome& o = outs[j];
          progress.cases += static_cast<std::uint64_t>(o.cases);
          {
            std::lock_guard lock(mu);
            CellResult& cell = res.cells[{live[j]->name, diff->name}];
            cell.cases += o.cases;
            cell.pairs += o.pairs;
            ++cell.rounds;
          }
          if (o.passed) continue;
          const auto k = static_cast<std::size_t>(live[j] - entries.data());
          // Triage: a failure whose minimized input, kind and answers were seen is a known bug.
          // A failure not minimized (flaky, or past its time) goes into one bucket of its kind.
          // As in stress, at most two distinct bugs per signature (kind, class and expected answer
          // of the first wrong unit): one bug that shrinks many ways is not a flood of bugs.
          std::string key = o.kind + "\n(not minimized)", signature = o.kind;
          if (o.counterexample) {
            const Expected e = problem.oracle(*o.counterexample);
            std::size_t u = 0;
            while (u < e.lines.size() && u < o.got.size() && o.got[u] == e.lines[u]) ++u;
            signature += "|" + problem.classify(*o.counterexample, u, e) + "|" +
                         (u < e.lines.size() ? e.lines[u] : "");
            if (o.minimized) key = bug_key(problem, *o.counterexample, o.kind, e);
          }
          std::size_t bugs = 0;
          bool fresh = false;
          {
            std::lock_guard lock(mu);
            ++res.cells[{live[j]->name, diff->name}].failing_inputs;
            // Rounds run at once: a bug past the limit found meanwhile is not kept.
            const bool full =
                max_bugs > 0 && bug_keys[k].size() >= static_cast<std::size_t>(max_bugs);
            const bool known = bug_keys[k].count(key) != 0;
            if (!full && !known && signatures[k][signature] < 2) {
              ++signatures[k][signature];
              fresh = bug_keys[k].insert(key).second;
            }
            bugs = bug_keys[k].size();
          }
          if (max_bugs > 0 && bugs >= static_cast<std::size_t>(max_bugs)) failed[k] = true;
          if (!fresh) continue;
          if (bugs == 1) {
            record_failure(*live[j], *diff, o, seed, round);
            continue;
          }
          const std::string path = write_outcome(
              out_dir, problem, diff->name + "-bug" + std::to_string(bugs), *live[j], run_seed,
              seed, o, rerun + (live[j]->solver.empty() ? "" : " --solver " + live[j]->name));
          std::lock_guard lock(mu);
          res.cells[{live[j]->name, diff->name}].more_bugs.push_back(path);
        }
      }
    });
    res.diff_seconds = std::chrono::duration<double>(Clock::now() - diff_start).count();
    res.diff_pairs = progress.pairs - pairs0;
    res.diff_threads = jobs;
  }
  return res;
}

}  // namespace llk::verify_detail
