/// The timed escape in `llk stress`, `llk minimize` and `llk replay`: its schedule, oracle
/// answers, maze minimizer and artifact replay. Running and judging a program is the link
/// check's (run_program, judge_run): both problems answer one YES/NO line per unit.

#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <mutex>
#include <ostream>
#include <random>
#include <thread>

#include "llk/artifact.hpp"
#include "llk/commands.hpp"
#include "llk/escape/format.hpp"
#include "llk/escape/generators.hpp"
#include "llk/escape/oracle.hpp"
#include "llk/escape/solver.hpp"
#include "llk/judge_format.hpp"
#include "llk/stress.hpp"

namespace llk {
namespace {

using Clock = std::chrono::steady_clock;
using Cases = std::vector<escape::Case>;

std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::string size_str(const Cases& cases) {
  std::string s;
  for (std::size_t i = 0; i < cases.size(); ++i)
    s += fmt::format("{}{} x {} T={}", i ? ", " : "", cases[i].maze.rows(), cases[i].maze.cols(),
                     cases[i].time);
  return fmt::format("{} case{} ({})", cases.size(), cases.size() == 1 ? "" : "s", s);
}

/// The case without row (`row`) or column `which`.
escape::Case drop_line(const escape::Case& c, bool row, int which) {
  const escape::Maze& m = c.maze;
  std::string cells;
  for (int r = 0; r < m.rows(); ++r)
    for (int k = 0; k < m.cols(); ++k)
      if (!(row ? r == which : k == which)) cells += m.at({r, k});
  escape::Case out = c;
  out.maze = escape::Maze(row ? m.rows() - 1 : m.rows(), row ? m.cols() : m.cols() - 1, cells);
  return out;
}

/// One-step smaller variants of a case, biggest steps first.
Cases variants(const escape::Case& c) {
  Cases out;
  const escape::Maze& m = c.maze;
  for (const bool row : {true, false}) {
    const int extent = row ? m.rows() : m.cols();
    if (extent <= 2) continue;
    for (int i = extent - 1; i >= 0; --i) {
      escape::Case smaller = drop_line(c, row, i);
      if (escape::well_formed(smaller)) out.push_back(std::move(smaller));
    }
  }
  for (const int t : {c.time / 2, c.time - 2, c.time - 1}) {
    if (t < 1 || t >= c.time) continue;
    escape::Case shorter = c;
    shorter.time = t;
    out.push_back(std::move(shorter));
  }
  for (int i = 0; i < static_cast<int>(m.cells().size()); ++i) {
    if (m.cells()[i] != escape::kWall) continue;
    escape::Case opened = c;
    opened.maze.set(m.cell(i), escape::kOpen);
    out.push_back(std::move(opened));
  }
  return out;
}

/// How a named escape solver fails on an input: "wrong-answer", "invalid-witness" or "".
std::string solver_failure(const escape::SolverInfo& info, const Cases& cases,
                           std::string* detail) {
  auto solver = info.make();
  escape::GraphOracle oracle;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const escape::Answer got = solver->solve(cases[i]);
    const bool expected = oracle.solve(cases[i]).yes;
    if (got.yes != expected) {
      if (detail)
        *detail = fmt::format("case {} answered {}, the oracle says {}", i + 1,
                              got.yes ? "YES" : "NO", expected ? "YES" : "NO");
      return failure_kind::wrong_answer;
    }
    if (got.yes && !got.walk.empty())
      if (auto bad = escape::check_walk(cases[i], got.walk)) {
        if (detail) *detail = fmt::format("case {}: invalid witness: {}", i + 1, *bad);
        return "invalid-witness";
      }
  }
  return "";
}

}  // namespace

std::vector<bool> escape_oracle_answers(const Cases& cases) {
  escape::GraphOracle oracle;
  std::vector<bool> out;
  out.reserve(cases.size());
  for (const escape::Case& c : cases) out.push_back(oracle.solve(c).yes);
  return out;
}

std::vector<escape::Case> escape_stress_input(std::uint64_t seed, std::uint64_t index) {
  const std::uint64_t s = splitmix(seed ^ splitmix(index + 0x2545f4914f6cdd1dULL));
  const int count = index < 16 ? 1 : 1 + static_cast<int>(splitmix(s) % 8);
  return escape::sample_cases(s, count);
}

EscapeMinimizeResult minimize_escape(std::vector<escape::Case> cases,
                                     const EscapeStillFails& still_fails, double max_seconds) {
  EscapeMinimizeResult r;
  const auto start = Clock::now();
  const auto try_it = [&](const Cases& candidate) {
    ++r.tests_run;
    if (!still_fails(candidate)) return false;
    cases = candidate;
    return true;
  };
  for (bool changed = true; changed;) {
    changed = false;
    if (since(start) > max_seconds) {
      r.cases = std::move(cases);
      return r;
    }
    // Fewer cases: one alone, then each one left out.
    for (std::size_t i = 0; cases.size() > 1 && i < cases.size() && !changed; ++i)
      changed = try_it({cases[i]});
    for (std::size_t i = cases.size(); cases.size() > 1 && i-- > 0 && !changed;) {
      Cases fewer = cases;
      fewer.erase(fewer.begin() + static_cast<long>(i));
      changed = try_it(fewer);
    }
    for (std::size_t ci = 0; ci < cases.size() && !changed; ++ci)
      for (escape::Case& v : variants(cases[ci])) {
        if (since(start) > max_seconds) break;
        Cases smaller = cases;
        smaller[ci] = std::move(v);
        if ((changed = try_it(smaller))) break;
      }
  }
  r.cases = std::move(cases);
  r.one_minimal = true;
  return r;
}

EscapeStillFails escape_program_still_fails(const std::string& command, const std::string& kind,
                                            int timeout_ms) {
  return [command, kind, timeout_ms](const Cases& cases) {
    const bool answers_matter = kind != failure_kind::crash && kind != failure_kind::timeout;
    const std::vector<bool> expected =
        answers_matter ? escape_oracle_answers(cases) : std::vector<bool>{};
    const RunResult run = run_program(command, escape::write_input(cases), timeout_ms);
    return judge_run(run, expected).kind == kind;
  };
}

int run_escape_stress(const StressOptions& opt, std::ostream& out, std::ostream& err) {
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
      "llk stress --problem escape: seed {}, budget {:g} s, timeout {} ms, {} job{}\n  command: "
      "{}\n",
      seed, opt.budget_seconds, opt.timeout_ms, jobs, jobs == 1 ? "" : "s", opt.command);
  out.flush();

  struct Found {
    std::uint64_t index;
    Cases cases;
    Verdict verdict;
    double at;
  };
  const auto start = Clock::now();
  std::atomic<std::uint64_t> next{opt.first_input}, inputs{0}, cases{0};
  std::atomic<bool> stop{false};
  std::mutex mu;
  std::vector<Found> found;
  auto worker = [&] {
    while (!stop && since(start) < opt.budget_seconds) {
      const std::uint64_t i = next++;
      if (opt.max_inputs != 0 && i >= opt.first_input + opt.max_inputs) break;
      Cases input = escape_stress_input(seed, i);
      const std::vector<bool> expected = escape_oracle_answers(input);
      Verdict v =
          judge_run(run_program(opt.command, escape::write_input(input), opt.timeout_ms), expected);
      ++inputs;
      cases += input.size();
      if (!v.failed()) continue;
      std::lock_guard lock(mu);
      if (static_cast<int>(found.size()) >= opt.max_failures) break;
      found.push_back({i, std::move(input), std::move(v), since(start)});
      if (static_cast<int>(found.size()) >= opt.max_failures) stop = true;
    }
  };
  std::vector<std::thread> threads;
  for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  const double secs = since(start);
  out << fmt::format("ran {} inputs (from number {}), {} mazes in {:.1f} s: {:.1f} inputs/s\n",
                     inputs.load(), opt.first_input, cases.load(), secs,
                     inputs / std::max(secs, 1e-9));
  if (opt.progress) err << fmt::format("llk stress: {} failure(s)\n", found.size());

  std::sort(found.begin(), found.end(),
            [](const Found& a, const Found& b) { return a.index < b.index; });
  for (const Found& f : found) {
    out << fmt::format("FAILURE {} on input {} after {:.2f} s: {}\n", f.verdict.kind, f.index, f.at,
                       f.verdict.detail);
    Cases small = f.cases;
    EscapeMinimizeResult m;
    m.cases = small;
    if (opt.minimize)
      m = minimize_escape(small,
                          escape_program_still_fails(opt.command, f.verdict.kind, opt.timeout_ms),
                          opt.minimize_seconds);
    small = m.cases;
    const Verdict v =
        judge_run(run_program(opt.command, escape::write_input(small), opt.timeout_ms),
                  escape_oracle_answers(small));
    EscapeFailureArtifact a;
    a.name = fmt::format("stress-escape-{}-{}-{}", f.verdict.kind, seed, f.index);
    a.cases = small;
    a.kind = f.verdict.kind;
    a.found_by = "stress";
    a.subject = opt.command;
    a.detail = v.failed() ? v.detail : f.verdict.detail + " (did not recur on the minimized input)";
    a.got = v.got;
    a.seed = std::to_string(seed);
    a.reproduce = fmt::format("llk stress --problem escape --cmd {} --seed {} --from {}",
                              shell_quote(opt.command), seed, f.index);
    const std::string path = write_escape_artifact(opt.out_dir, a);
    out << fmt::format(
        "  minimized{} to {} in {} tests: {}\n",
        opt.minimize ? (m.one_minimal ? " (1-minimal)" : " (limit reached)") : " (off)",
        size_str(small), m.tests_run, v.failed() ? v.detail : "no longer fails");
    out << escape::write_input(small);
    out << fmt::format("  artifact: {}\n  replay:   llk replay {} --cmd {}\n", path, path,
                       shell_quote(opt.command));
  }
  if (found.empty()) out << "no failure found\n";
  return found.empty() ? kExitOk : kExitFailureFound;
}

int run_escape_minimize(const MinimizeCommandOptions& opt, std::ostream& out, std::ostream& err) {
  if (opt.command.empty() == opt.solver.empty()) {
    err << "llk minimize: give exactly one of --cmd PROGRAM and --solver NAME\n";
    return kExitUsage;
  }
  Cases cases;
  try {
    escape::ParsedInput parsed =
        escape::parse_input(read_file(opt.input), escape::MazeLimits::relaxed());
    if (parsed.error) throw std::runtime_error(opt.input + ": " + parsed.error->to_string());
    cases = std::move(parsed.cases);
    if (cases.empty()) throw std::runtime_error(opt.input + ": no case in the input");
  } catch (const std::exception& e) {
    err << "llk minimize: " << e.what() << '\n';
    return kExitUsage;
  }
  EscapeStillFails still_fails;
  std::string kind, detail, subject;
  const escape::SolverInfo* info = nullptr;
  if (!opt.command.empty()) {
    subject = opt.command;
    const Verdict v =
        judge_run(run_program(opt.command, escape::write_input(cases), opt.timeout_ms),
                  escape_oracle_answers(cases));
    kind = v.kind;
    detail = v.detail;
    still_fails = escape_program_still_fails(opt.command, kind, opt.timeout_ms);
  } else {
    const escape::SolverRegistry& reg =
        opt.mutant ? escape::mutant_solvers() : escape::production_solvers();
    info = reg.find(opt.solver);
    if (info == nullptr) {
      err << fmt::format("llk minimize: unknown escape {} '{}'\n", opt.mutant ? "mutant" : "solver",
                         opt.solver);
      return kExitUsage;
    }
    subject = (opt.mutant ? "mutant " : "solver ") + info->name;
    kind = solver_failure(*info, cases, &detail);
    still_fails = [info, kind](const Cases& c) {
      return solver_failure(*info, c, nullptr) == kind;
    };
  }
  if (kind.empty()) {
    out << fmt::format("{}: {} gives the right answers: nothing to minimize\n", opt.input, subject);
    return kExitFailureFound;
  }
  out << fmt::format("{}: {} ({})\n", opt.input, kind, detail);
  EscapeMinimizeResult m = minimize_escape(cases, still_fails, opt.max_seconds);
  EscapeFailureArtifact a;
  a.name = opt.name.empty() ? "min-" + std::filesystem::path(opt.input).stem().string() : opt.name;
  a.cases = m.cases;
  a.kind = kind;
  a.found_by = "minimize";
  a.subject = subject;
  if (info == nullptr) {
    const Verdict v =
        judge_run(run_program(opt.command, escape::write_input(m.cases), opt.timeout_ms),
                  escape_oracle_answers(m.cases));
    a.detail = v.detail;
    a.got = v.got;
    a.reproduce = "llk replay " + (std::filesystem::path(opt.out_dir) / (a.name + ".in")).string() +
                  " --cmd " + shell_quote(opt.command);
  } else {
    solver_failure(*info, m.cases, &a.detail);
    a.reproduce = fmt::format("llk minimize --problem escape {} --solver {}{}", opt.input,
                              opt.solver, opt.mutant ? " --mutant" : "");
  }
  const std::string path = write_escape_artifact(opt.out_dir, a);
  out << fmt::format("minimized in {} tests{} to {}:\n", m.tests_run,
                     m.one_minimal ? " (1-minimal)" : " (limit reached)", size_str(m.cases));
  out << escape::write_input(m.cases) << "artifact: " << path << '\n';
  return kExitOk;
}

int replay_escape_artifact(const std::string& file, const ReplayOptions& opt, std::ostream& out) {
  const StoredEscapeArtifact s = read_escape_artifact(file);
  if (!opt.command.empty()) {
    const Verdict v = judge_run(
        run_program(opt.command, escape::write_input(s.cases), opt.timeout_ms), s.expected);
    out << (v.failed() ? fmt::format("FAIL {}: {}: {}\n", file, v.kind, v.detail)
                       : fmt::format("ok   {}\n", file));
    return v.failed() ? 1 : 0;
  }
  int mismatches = 0;
  std::string ran;
  for (const escape::SolverInfo& info : escape::production_solvers().all()) {
    ran += (ran.empty() ? "" : ", ") + info.name;
    auto solver = info.make();
    for (std::size_t i = 0; i < s.cases.size(); ++i) {
      const escape::Answer got = solver->solve(s.cases[i]);
      std::string why;
      if (got.yes != s.expected[i])
        why = fmt::format("answered {}, the .out says {}", got.yes ? "YES" : "NO",
                          s.expected[i] ? "YES" : "NO");
      else if (got.yes && !got.walk.empty())
        if (auto bad = escape::check_walk(s.cases[i], got.walk)) why = "invalid witness: " + *bad;
      if (why.empty()) continue;
      ++mismatches;
      out << fmt::format("FAIL {}: escape solver {}, case {}: {}\n", file, info.name, i + 1, why);
    }
  }
  out << fmt::format("ran  {} (escape: {})\n", file, ran);
  return mismatches;
}

}  // namespace llk
