/// Work items (a law round or a differential batch on one solver), their seeds, and the
/// in-process campaign that runs them on threads against the production solvers.

#include <time.h>

#include <algorithm>
#include <exception>
#include <mutex>
#include <sstream>
#include <thread>

#include "engine.hpp"
#include "llk/artifact.hpp"
#include "llk/minimize.hpp"
#include "llk/oracle.hpp"
#include "llk/path_check.hpp"

namespace llk::verify_detail {

std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

namespace {

std::uint64_t hash_name(std::string_view s) {
  std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

std::string query_text(const Query& q) {
  std::ostringstream s;
  s << "(" << q.a.row << " " << q.a.col << " " << q.b.row << " " << q.b.col << ")";
  return s.str();
}

/// A solver instance under test on one input, skipped when it does not support the config.
struct Subject {
  const SolverInfo* info;
  std::unique_ptr<Solver> solver;
  std::optional<Disagreement> found;
};

/// Checks every subject against the oracle on every query of `input`; the oracle prepares once
/// per board. Returns the pairs checked.
/// Boards with more cells than this are checked without the oracle (its state graph would take
/// seconds): witnesses by check_answer, and a NO is wrong when another solver proves a YES.
constexpr std::size_t kOracleCells = 20000;

std::string where_text(std::size_t ci, std::size_t qi, const Query& q) {
  return "case " + std::to_string(ci + 1) + ", query " + std::to_string(qi + 1) + " " +
         query_text(q) + ": ";
}

/// Checks every subject against the oracle on every query of `input`; the oracle prepares once
/// per board. Returns the pairs checked.
std::uint64_t check_subjects(std::vector<Subject>& subjects, const LinkInput& input,
                             GraphOracle& oracle) {
  std::uint64_t pairs = 0;
  const Config& config = input.config;
  for (std::size_t ci = 0; ci < input.cases.size(); ++ci) {
    const Case& c = input.cases[ci];
    const bool use_oracle = c.board.values().size() <= kOracleCells;
    if (use_oracle) oracle.prepare(c.board, config);
    for (Subject& s : subjects)
      if (!s.found) s.solver->prepare(c.board, config);
    for (std::size_t qi = 0; qi < c.queries.size(); ++qi) {
      const Query& q = c.queries[qi];
      const std::string where = where_text(ci, qi, q);
      if (!use_oracle) {
        // Without the oracle: every witness must be valid, and a valid witness proves YES (and
        // bounds the fewest turns) against every other solver's answer.
        std::vector<std::pair<Subject*, Answer>> got;
        int best_turns = -1;
        std::string prover;
        for (Subject& s : subjects) {
          if (s.found) continue;
          Answer a = s.solver->solve(q);
          if (auto why = check_answer(c.board, config, q, a)) {
            s.found = Disagreement{"invalid-witness", where + *why};
            continue;
          }
          if (a.yes && (best_turns < 0 || count_turns(a.path) < best_turns)) {
            best_turns = count_turns(a.path);
            prover = s.info->name;
          }
          got.emplace_back(&s, std::move(a));
        }
        for (auto& [s, a] : got) {
          if (best_turns >= 0 && !a.yes)
            s->found = Disagreement{"wrong-answer", where + "solver says NO, but " + prover +
                                                        " found a valid path (board too big "
                                                        "for the oracle)"};
          else if (a.yes && s->info->caps.reports_min_turns && a.turns > best_turns)
            s->found = Disagreement{"wrong-turns",
                                    where + "solver reports " + std::to_string(a.turns) +
                                        " turns as the fewest, but " + prover +
                                        " found a valid path with " + std::to_string(best_turns)};
        }
        if (!got.empty()) ++pairs;
        continue;
      }
      const Answer want = oracle.solve(q);
      bool any = false;
      for (Subject& s : subjects) {
        if (s.found) continue;
        any = true;
        const Answer got = s.solver->solve(q);
        if (got.yes != want.yes) {
          s.found = Disagreement{"wrong-answer", where + "solver says " + (got.yes ? "YES" : "NO") +
                                                     ", oracle says " + (want.yes ? "YES" : "NO")};
        } else if (auto why = check_answer(c.board, config, q, got)) {
          s.found = Disagreement{"invalid-witness", where + *why};
        } else if (s.info->caps.reports_min_turns && got.yes && got.turns != want.turns) {
          s.found = Disagreement{
              "wrong-turns", where + "solver reports " + std::to_string(got.turns) +
                                 " turns, the fewest possible is " + std::to_string(want.turns)};
        }
      }
      if (any) ++pairs;
    }
  }
  return pairs;
}

}  // namespace

std::uint64_t item_seed(std::uint64_t run_seed, std::string_view solver, std::string_view check,
                        int round) {
  return mix(mix(mix(run_seed ^ hash_name(solver)) ^ hash_name(check)) +
             static_cast<std::uint64_t>(round));
}

PropertyRunParams law_params(std::uint64_t seed, int round, const Tuning& t) {
  PropertyRunParams p;
  p.seed = seed;
  p.max_success = t.cases_per_item;
  p.max_size = std::min(t.size_cap, t.first_max_size * (round + 1));
  p.shrink = true;
  return p;
}

Outcome run_law_item(const Property& law, const SolverInfo& solver, std::uint64_t seed, int round,
                     const Tuning& t) {
  Outcome o;
  try {
    PropertyResult r = law.run(solver, law_params(seed, round, t));
    o.passed = r.passed;
    o.applicable = r.applicable;
    o.cases = r.cases_run;
    if (!r.passed) {
      o.kind = "law";
      o.message = r.message;
      o.reproduce = r.reproduce;
      o.counterexample = std::move(r.counterexample);
      o.minimized = true;
    }
  } catch (const std::exception& e) {
    o.passed = false;
    o.kind = "exception";
    o.message = std::string("law '") + law.name + "' threw: " + e.what();
  }
  return o;
}

bool big_round(int round, const Tuning& t) {
  return t.big_every > 0 && round % t.big_every == 1;
}

double thread_cpu_seconds() {
  timespec ts{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

int differential_inputs(int round, const Tuning& t) {
  return big_round(round, t) ? t.inputs_per_big_item : t.inputs_per_diff_item;
}

LinkInput differential_input(std::uint64_t seed, int round, int index, const Tuning& t) {
  GenOptions opt;
  const std::uint64_t base = mix(seed ^ mix(static_cast<std::uint64_t>(index) + 1));
  if (big_round(round, t)) {
    // Open boards of judge size are where recursion overflows and searches explode: draw at full
    // size until one input has at least big_cells cells (the draws are a function of the seed).
    opt.max_cases = 1;
    LinkInput in;
    for (std::uint64_t k = 0; k < 64; ++k) {
      in = sample(gen_input(opt), mix(base + k), t.size_cap);
      if (cell_count(in) >= static_cast<std::size_t>(t.big_cells)) break;
    }
    return in;
  }
  opt.max_rows = t.small_side;
  opt.max_cols = t.small_side;
  const int n = std::max(2, t.inputs_per_diff_item);
  return sample(gen_input(opt), base, index * t.size_cap / (n - 1));
}

std::optional<Disagreement> first_disagreement(const SolverInfo& solver, const LinkInput& input,
                                               std::uint64_t* pairs) {
  if (!solver.caps.supports(input.config)) return std::nullopt;
  std::vector<Subject> subjects;
  subjects.push_back({&solver, solver.make(), std::nullopt});
  GraphOracle oracle;
  try {
    const std::uint64_t n = check_subjects(subjects, input, oracle);
    if (pairs) *pairs += n;
  } catch (const std::exception& e) {
    return Disagreement{"exception", std::string("solver threw: ") + e.what()};
  }
  return subjects[0].found;
}

std::vector<Outcome> run_differential_item(const std::vector<const SolverInfo*>& solvers,
                                           std::uint64_t seed, int round, const Tuning& t,
                                           double minimize_seconds,
                                           const std::function<void(int)>& before_input,
                                           std::atomic<std::uint64_t>* pairs_done,
                                           Clock::time_point stop_at) {
  std::vector<Outcome> out(solvers.size());
  GraphOracle oracle;
  const int inputs = differential_inputs(round, t);
  for (int i = 0; i < inputs; ++i) {
    if (i > 0 && Clock::now() >= stop_at) break;
    if (before_input) before_input(i);
    const LinkInput input = differential_input(seed, round, i, t);
    std::vector<Subject> subjects;
    std::vector<std::size_t> which;
    for (std::size_t k = 0; k < solvers.size(); ++k) {
      if (!out[k].passed || !solvers[k]->caps.supports(input.config)) continue;
      subjects.push_back({solvers[k], solvers[k]->make(), std::nullopt});
      which.push_back(k);
      ++out[k].cases;
    }
    if (subjects.empty()) continue;
    std::uint64_t pairs = 0;
    try {
      pairs = check_subjects(subjects, input, oracle);
    } catch (const std::exception& e) {
      // Which solver threw is unknown here: find it alone, one solver at a time.
      for (std::size_t j = 0; j < subjects.size(); ++j)
        if (!subjects[j].found) subjects[j].found = first_disagreement(*subjects[j].info, input);
      if (std::none_of(subjects.begin(), subjects.end(), [](auto& s) { return s.found; }))
        throw;  // the oracle itself threw: not a solver's failure
    }
    if (pairs_done) *pairs_done += pairs;
    for (std::size_t j = 0; j < subjects.size(); ++j) {
      Outcome& o = out[which[j]];
      o.pairs += pairs;
      if (!subjects[j].found) continue;
      o.passed = false;
      o.kind = subjects[j].found->kind;
      o.message = subjects[j].found->message;
      o.counterexample = input;
      if (minimize_seconds <= 0) continue;
      const SolverInfo& info = *subjects[j].info;
      const std::string kind = o.kind;
      StillFails still = [&info, &kind](const std::vector<Case>& cases, const Config& config) {
        auto d = first_disagreement(info, LinkInput{cases, config});
        return d && d->kind == kind;
      };
      try {
        MinimizeOptions mo;
        mo.max_seconds = minimize_seconds;
        MinimizeResult m = minimize(input.cases, input.config, still, mo);
        LinkInput small{m.cases, m.config};
        if (auto d = first_disagreement(info, small); d && d->kind == kind) {
          o.message = d->message;
          o.counterexample = std::move(small);
          o.minimized = true;
        }
      } catch (const std::exception& e) {
        o.message += " (not minimized: " + std::string(e.what()) + ")";
      }
    }
  }
  return out;
}

std::vector<std::string> answers_of(const SolverInfo& solver, const LinkInput& input) {
  std::vector<std::string> got;
  if (!solver.caps.supports(input.config)) return got;
  try {
    auto s = solver.make();
    for (const Case& c : input.cases) {
      s->prepare(c.board, input.config);
      for (const Query& q : c.queries) got.push_back(s->solve(q).yes ? "YES" : "NO");
    }
  } catch (const std::exception&) {
    got.clear();
  }
  return got;
}

std::size_t cell_count(const LinkInput& input) {
  std::size_t n = 0;
  for (const Case& c : input.cases) n += c.board.values().size();
  return n;
}

std::string size_text(const LinkInput& input) {
  if (input.cases.size() == 1)
    return std::to_string(input.cases[0].board.rows()) + "x" +
           std::to_string(input.cases[0].board.cols());
  return std::to_string(input.cases.size()) + " cases, " + std::to_string(cell_count(input)) +
         " cells";
}

std::string write_failure(const std::string& dir, const std::string& check,
                          const SolverInfo& solver, std::uint64_t run_seed, std::uint64_t item,
                          const Outcome& o, const std::string& replay_hint) {
  if (!o.counterexample) return {};
  FailureArtifact a;
  a.name = "verify-" + check + "-" + solver.name + "-" + std::to_string(run_seed);
  a.cases = o.counterexample->cases;
  a.config = o.counterexample->config;
  a.kind = o.kind;
  a.found_by = "verify";
  a.subject = solver.name;
  a.detail = check + ": " + o.message + (o.minimized ? "" : " (input not minimized)");
  a.got = answers_of(solver, *o.counterexample);
  a.seed = std::to_string(run_seed) + " (work item " + std::to_string(item) + ")";
  a.reproduce = o.reproduce.empty() ? replay_hint : o.reproduce;
  return write_artifact(dir, a);
}

CampaignResult run_campaign(const std::vector<const SolverInfo*>& solvers,
                            const std::vector<Check>& checks, std::uint64_t run_seed, double budget,
                            int jobs, int max_rounds, const std::string& out_dir,
                            Progress& progress, const Tuning& t) {
  CampaignResult res;
  const auto start = Clock::now();
  std::vector<const Check*> laws;
  bool differential = false;
  for (const Check& c : checks) {
    if (c.law)
      laws.push_back(&c);
    else
      differential = true;
  }
  // The split: laws get two thirds of the budget, the differential campaign the rest; either
  // gets all of it when the other is filtered out.
  const double law_share = laws.empty() ? 0.0 : differential ? 2.0 / 3.0 : 1.0;
  const auto law_deadline = start + std::chrono::duration_cast<Clock::duration>(
                                        std::chrono::duration<double>(budget * law_share));
  const auto deadline =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budget));

  std::mutex mu;
  for (const SolverInfo* s : solvers)
    for (const Check& c : checks) res.cells[{s->name, c.name}];

  auto record_failure = [&](const SolverInfo& s, const Check& c, const Outcome& o,
                            std::uint64_t item, int round) {
    const std::string hint = "llk verify --seed " + std::to_string(run_seed) + " --solver " +
                             s.name + " --property " + c.name;
    std::string path;
    try {
      path = write_failure(out_dir, c.name, s, run_seed, item, o, hint);
    } catch (const std::exception& e) {
      path = std::string("(artifact not written: ") + e.what() + ")";
    }
    std::lock_guard lock(mu);
    CellResult& cell = res.cells[{s.name, c.name}];
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
  if (!laws.empty()) {
    const std::size_t pairs = solvers.size() * laws.size();
    std::atomic<std::size_t> next{0};
    std::vector<std::atomic<bool>> failed(pairs);
    // RapidCheck keeps its implicit parameters in process-wide statics, so laws run one at a
    // time in a process; --jobs parallelizes the differential campaign and the zoo's children.
    run_threads(1, [&] {
      for (;;) {
        const std::size_t i = next++;
        const int round = static_cast<int>(i / pairs);
        if (max_rounds > 0 && round >= max_rounds) return;
        if (round > 0 && Clock::now() >= law_deadline) return;
        if (round > 1000000) return;
        const std::size_t p = i % pairs;
        if (failed[p]) continue;
        const SolverInfo& s = *solvers[p / laws.size()];
        const Check& c = *laws[p % laws.size()];
        const std::uint64_t seed = item_seed(run_seed, s.name, c.name, round);
        Outcome o = run_law_item(*c.law, s, seed, round, t);
        progress.cases += static_cast<std::uint64_t>(o.cases);
        {
          std::lock_guard lock(mu);
          CellResult& cell = res.cells[{s.name, c.name}];
          cell.cases += o.cases;
          ++cell.rounds;
          cell.applicable = cell.applicable && o.applicable;
        }
        if (!o.applicable) failed[p] = true;  // nothing to run again
        if (!o.passed) {
          failed[p] = true;
          record_failure(s, c, o, seed, round);
        }
      }
    });
  }

  // Differential: item r is one batch of generated inputs through every solver still passing.
  if (differential) {
    const Check* diff = nullptr;
    for (const Check& c : checks)
      if (!c.law) diff = &c;
    const auto diff_start = Clock::now();
    std::atomic<int> next{0};
    std::vector<std::atomic<bool>> failed(solvers.size());
    run_threads(jobs, [&] {
      for (;;) {
        const int round = next++;
        if (max_rounds > 0 && round >= max_rounds) return;
        if (round > 0 && Clock::now() >= deadline) return;
        std::vector<const SolverInfo*> live;
        for (std::size_t k = 0; k < solvers.size(); ++k)
          if (!failed[k]) live.push_back(solvers[k]);
        if (live.empty()) return;
        const std::uint64_t seed = item_seed(run_seed, "", diff->name, round);
        const double cpu0 = thread_cpu_seconds();
        std::vector<Outcome> outs =
            run_differential_item(live, seed, round, t, 10.0, {}, &progress.pairs, deadline);
        if (!big_round(round, t)) {
          std::lock_guard lock(mu);
          res.small_cpu_seconds += thread_cpu_seconds() - cpu0;
          std::uint64_t most = 0;
          for (const Outcome& o : outs) most = std::max(most, o.pairs);
          res.small_pairs += most;
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
          const auto k = static_cast<std::size_t>(
              std::find(solvers.begin(), solvers.end(), live[j]) - solvers.begin());
          if (failed[k].exchange(true)) continue;
          record_failure(*live[j], *diff, o, seed, round);
        }
      }
    });
    res.diff_seconds = std::chrono::duration<double>(Clock::now() - diff_start).count();
    res.diff_pairs = progress.pairs;
    res.diff_threads = jobs;
  }
  res.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return res;
}

}  // namespace llk::verify_detail
