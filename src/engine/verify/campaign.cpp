/// The in-process campaign of `llk verify`: laws round-robin on one thread (RapidCheck keeps
/// process-wide state), then differential batches on `jobs` threads.

#include "campaign.hpp"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <set>

#include "llk/core/workers.hpp"
#include "llk/engine/bugs.hpp"
#include "llk/engine/differential.hpp"

namespace llk::verify_work {

namespace {

Clock::time_point after(Clock::time_point start, double seconds) {
  return start +
         std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

/// The differential campaign's triage, per entry: an entry stops once `max_bugs` distinct bugs
/// are shown; a bug is its key, at most two bugs share a signature.
struct BugTally {
  explicit BugTally(std::size_t entries) : failed(entries), keys(entries), signatures(entries) {}
  std::vector<std::atomic<bool>> failed;
  std::vector<std::set<std::string>> keys;
  std::vector<std::map<std::string, int>> signatures;
};

/// One run of the campaign: its inputs, what it found, and the lock its threads share.
class Campaign {
 public:
  Campaign(const Problem& problem, const std::vector<Entry>& entries,
           const std::vector<Check>& checks, const CampaignOptions& opt, Progress& progress)
      : problem_(problem), entries_(entries), checks_(checks), opt_(opt), progress_(progress) {
    for (const Entry& e : entries)
      for (const Check& c : checks) res_.cells[{e.name, c.name}];
  }

  CampaignResult run() {
    std::vector<const Check*> laws;
    const Check* diff = nullptr;
    for (const Check& c : checks_) {
      if (c.law)
        laws.push_back(&c);
      else
        diff = &c;
    }
    // The split: laws get two thirds of the budget, the differential campaign the rest; either
    // gets all of it when the other is filtered out.
    const double law_share = laws.empty() ? 0.0 : diff ? 2.0 / 3.0 : 1.0;
    if (!laws.empty() && !entries_.empty()) run_laws(laws, after(start_, opt_.budget * law_share));
    if (diff && !entries_.empty()) run_differential(*diff, after(start_, opt_.budget));
    return std::move(res_);
  }

 private:
  /// Writes the artifact of the first failure of (e, c) and marks the cell failed.
  void record_failure(const Entry& e, const Check& c, const Outcome& o, std::uint64_t item,
                      int round) {
    const std::string path = write_outcome(
        opt_.out_dir, problem_, c.name, e, opt_.seed, item, o,
        opt_.rerun + (e.solver.empty() ? "" : " --solver " + e.name) + " --property " + c.name);
    std::lock_guard lock(mu_);
    CellResult& cell = res_.cells[{e.name, c.name}];
    cell.failed = true;
    cell.failure = o;
    cell.failing_item = item;
    cell.failing_round = round;
    cell.artifact = path;
    ++progress_.failures;
  }

  /// Runs `worker` on `threads` workers of core's pool, ticking the progress line until all
  /// return.
  template <class Worker>
  void run_threads(int threads, Worker&& worker) {
    run_workers(
        threads, [&worker](int) { worker(); }, [this] { progress_.tick(); },
        std::chrono::milliseconds(50));
  }

  /// Laws: item i is round i / P of pair i % P, so every pair gets round r before any gets r+1.
  void run_laws(const std::vector<const Check*>& laws, Clock::time_point deadline) {
    const std::size_t pairs = entries_.size() * laws.size();
    std::atomic<std::size_t> next{0};
    std::vector<char> done(pairs, 0);
    // A law that checks the problem itself (not a solver) runs in the first row only.
    for (std::size_t p = 0; p < pairs; ++p)
      if (p / laws.size() > 0 && !laws[p % laws.size()]->law->per_solver) {
        done[p] = 1;
        res_.cells[{entries_[p / laws.size()].name, laws[p % laws.size()]->name}].applicable =
            false;
      }
    run_threads(1, [&] {
      for (;;) {
        const std::size_t i = next++;
        const int round = static_cast<int>(i / pairs);
        if (opt_.max_rounds > 0 && round >= opt_.max_rounds) return;
        if (round > 0 && Clock::now() >= deadline) return;
        if (round > 1000000) return;
        const std::size_t p = i % pairs;
        if (!opt_.shard.has(static_cast<std::uint64_t>(round))) continue;  // another part's
        if (done[p]) {
          if (std::all_of(done.begin(), done.end(), [](char d) { return d != 0; })) return;
          continue;
        }
        if (!run_law_item_of(entries_[p / laws.size()], *laws[p % laws.size()], round)) done[p] = 1;
      }
    });
  }

  /// One law item of (e, c) in `round`, counted into its cell; false when the pair is done (the
  /// law failed, or does not apply).
  bool run_law_item_of(const Entry& e, const Check& c, int round) {
    const std::uint64_t seed = item_seed(opt_.seed, problem_.name(), e.name, c.name, round);
    Outcome o = run_law_item(problem_, *c.law, e, seed, round, opt_.tuning);
    progress_.cases += static_cast<std::uint64_t>(o.cases);
    {
      std::lock_guard lock(mu_);
      CellResult& cell = res_.cells[{e.name, c.name}];
      cell.cases += o.cases;
      ++cell.rounds;
      cell.applicable = cell.applicable && o.applicable;
    }
    if (!o.passed) record_failure(e, c, o, seed, round);
    return o.passed && o.applicable;
  }

  /// Differential: item r is one batch of generated inputs through every entry still passing.
  void run_differential(const Check& diff, Clock::time_point deadline) {
    const auto diff_start = Clock::now();
    const std::uint64_t pairs0 = progress_.pairs;
    std::atomic<int> next{0};
    BugTally tally(entries_.size());
    run_threads(opt_.jobs, [&] {
      for (;;) {
        const int round = next++;
        if (opt_.max_rounds > 0 && round >= opt_.max_rounds) return;
        if (round > 0 && Clock::now() >= deadline) return;
        if (!opt_.shard.has(static_cast<std::uint64_t>(round))) continue;  // another part's
        if (!differential_round(diff, round, deadline, tally)) return;
      }
    });
    res_.diff_seconds = std::chrono::duration<double>(Clock::now() - diff_start).count();
    res_.diff_pairs = progress_.pairs - pairs0;
    res_.diff_threads = opt_.jobs;
  }

  /// One differential round through the entries still live; false when none is.
  bool differential_round(const Check& diff, int round, Clock::time_point deadline,
                          BugTally& tally) {
    std::vector<const Entry*> live;
    for (std::size_t k = 0; k < entries_.size(); ++k)
      if (!tally.failed[k]) live.push_back(&entries_[k]);
    if (live.empty()) return false;
    const std::uint64_t seed = item_seed(opt_.seed, problem_.name(), "", diff.name, round);
    const double cpu0 = thread_cpu_seconds();
    Coverage covered(start_);
    std::vector<Outcome> outs = run_differential_item(problem_, live, seed, round, 10.0, {},
                                                      &progress_.pairs, deadline, &covered);
    count_throughput(outs, round, cpu0, covered);
    for (std::size_t j = 0; j < live.size(); ++j) {
      const Outcome& o = outs[j];
      progress_.cases += static_cast<std::uint64_t>(o.cases);
      {
        std::lock_guard lock(mu_);
        CellResult& cell = res_.cells[{live[j]->name, diff.name}];
        cell.cases += o.cases;
        cell.pairs += o.pairs;
        ++cell.rounds;
      }
      if (!o.passed) triage(diff, *live[j], o, seed, round, tally);
    }
    return true;
  }

  /// Merges what a round covered and, on small inputs, its pairs per CPU second.
  void count_throughput(const std::vector<Outcome>& outs, int round, double cpu0,
                        const Coverage& covered) {
    std::lock_guard lock(mu_);
    res_.coverage.merge(covered);
    if (problem_.differential_big_round(round)) return;
    res_.cpu_seconds += thread_cpu_seconds() - cpu0;
    std::uint64_t most = 0;
    for (const Outcome& o : outs) most = std::max(most, o.pairs);
    res_.pairs_per_cpu += most;
  }

  /// The key and signature of a failure. A failure whose minimized input, kind and answers were
  /// seen is a known bug; one not minimized (flaky, or past its time) goes into one bucket of its
  /// kind. As in stress, the signature is the kind, class and expected answer of the first wrong
  /// unit (by the problem's judge_answer): one bug that shrinks many ways is not a flood of bugs.
  std::pair<std::string, std::string> bug_identity(const Outcome& o) const {
    std::string key = o.kind + "\n(not minimized)", signature = o.kind;
    if (o.counterexample) {
      const Expected e = problem_.oracle(*o.counterexample);
      const std::size_t u = first_wrong_unit(problem_, *o.counterexample, e, o.got);
      signature += "|" + problem_.classify(*o.counterexample, u, e) + "|" +
                   (u < e.lines.size() ? e.lines[u] : "");
      if (o.minimized) key = bug_key(problem_, *o.counterexample, o.kind, e);
    }
    return {key, signature};
  }

  /// A failing outcome of entry `e`: kept (artifact written) when it shows a new bug.
  void triage(const Check& diff, const Entry& e, const Outcome& o, std::uint64_t seed, int round,
              BugTally& tally) {
    const auto k = static_cast<std::size_t>(&e - entries_.data());
    const auto [key, signature] = bug_identity(o);
    std::size_t bugs = 0;
    bool fresh = false;
    {
      std::lock_guard lock(mu_);
      ++res_.cells[{e.name, diff.name}].failing_inputs;
      // Rounds run at once: a bug past the limit found meanwhile is not kept.
      const bool full =
          opt_.max_bugs > 0 && tally.keys[k].size() >= static_cast<std::size_t>(opt_.max_bugs);
      const bool known = tally.keys[k].count(key) != 0;
      if (!full && !known && tally.signatures[k][signature] < 2) {
        ++tally.signatures[k][signature];
        fresh = tally.keys[k].insert(key).second;
      }
      bugs = tally.keys[k].size();
    }
    if (opt_.max_bugs > 0 && bugs >= static_cast<std::size_t>(opt_.max_bugs))
      tally.failed[k] = true;
    if (!fresh) return;
    if (bugs == 1) {
      record_failure(e, diff, o, seed, round);
      return;
    }
    const std::string path = write_outcome(
        opt_.out_dir, problem_, diff.name + "-bug" + std::to_string(bugs), e, opt_.seed, seed, o,
        opt_.rerun + (e.solver.empty() ? "" : " --solver " + e.name));
    std::lock_guard lock(mu_);
    res_.cells[{e.name, diff.name}].more_bugs.push_back(path);
  }

  const Problem& problem_;
  const std::vector<Entry>& entries_;
  const std::vector<Check>& checks_;
  const CampaignOptions& opt_;
  Progress& progress_;
  const Clock::time_point start_ = Clock::now();
  std::mutex mu_;
  CampaignResult res_;
};

}  // namespace

CampaignResult run_campaign(const Problem& problem, const std::vector<Entry>& entries,
                            const std::vector<Check>& checks, const CampaignOptions& opt,
                            Progress& progress) {
  return Campaign(problem, entries, checks, opt, progress).run();
}

}  // namespace llk::verify_work
