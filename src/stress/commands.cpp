/// `llk minimize` and `llk replay`: the failure predicate for a program or a named solver, and
/// artifacts run back through the solvers.

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <filesystem>
#include <ostream>

#include "detail.hpp"
#include "llk/artifact.hpp"
#include "llk/commands.hpp"
#include "llk/judge_format.hpp"
#include "llk/mutants.hpp"
#include "llk/oracle.hpp"
#include "llk/path_check.hpp"
#include "llk/solver.hpp"
#include "llk/stress.hpp"

namespace llk {

namespace stress_detail {

Loaded load_input(const std::string& path, const Config* override_config) {
  Loaded l;
  const std::filesystem::path p(path);
  const auto stem = (p.parent_path() / p.stem()).string();
  if (std::filesystem::exists(stem + ".out") && std::filesystem::exists(stem + ".txt")) {
    StoredArtifact s = read_artifact(path);
    l.cases = std::move(s.cases);
    l.config = s.config;
    l.artifact = true;
  } else {
    ParsedInput parsed = parse_judge(read_file(path), Limits::relaxed());
    if (parsed.error) throw std::runtime_error(path + ": " + parsed.error->to_string());
    l.cases = std::move(parsed.cases);
  }
  if (override_config != nullptr) l.config = *override_config;
  if (l.cases.empty()) throw std::runtime_error(path + ": no case in the input");
  return l;
}

}  // namespace stress_detail

namespace {
using stress_detail::load_input;
using stress_detail::Loaded;

/// How a named solver fails on an input: "wrong-answer", "invalid-witness" or "" (correct).
std::string solver_failure(const SolverInfo& info, const std::vector<Case>& cases,
                           const Config& config, std::string* detail) {
  if (!info.caps.supports(config)) return "";
  auto solver = info.make();
  GraphOracle oracle;
  std::size_t qn = 0;
  for (const Case& c : cases) {
    solver->prepare(c.board, config);
    oracle.prepare(c.board, config);
    for (const Query& q : c.queries) {
      ++qn;
      const Answer got = solver->solve(q);
      const bool expected = oracle.solve(q).yes;
      if (got.yes != expected) {
        if (detail)
          *detail = fmt::format("query {} answered {}, the oracle says {}", qn,
                                got.yes ? "YES" : "NO", expected ? "YES" : "NO");
        return failure_kind::wrong_answer;
      }
      if (auto bad = check_answer(c.board, config, q, got)) {
        if (detail) *detail = fmt::format("query {}: invalid witness: {}", qn, *bad);
        return "invalid-witness";
      }
    }
  }
  return "";
}

std::string stem_of(const std::string& path) {
  return std::filesystem::path(path).stem().string();
}

}  // namespace

int run_minimize(const MinimizeCommandOptions& opt, std::ostream& out, std::ostream& err) {
  if (opt.command.empty() == opt.solver.empty()) {
    err << "llk minimize: give exactly one of --cmd PROGRAM and --solver NAME\n";
    return kExitUsage;
  }
  Loaded in;
  try {
    in = load_input(opt.input, opt.config_given ? &opt.config : nullptr);
  } catch (const std::exception& e) {
    err << "llk minimize: " << e.what() << '\n';
    return kExitUsage;
  }
  StillFails still_fails;
  std::string kind, detail, subject;
  MinimizeOptions mo;
  mo.max_seconds = opt.max_seconds;
  if (!opt.command.empty()) {
    subject = opt.command;
    const Verdict v = judge_run(run_program(opt.command, write_judge(in.cases), opt.timeout_ms),
                                oracle_answers(in.cases, in.config));
    kind = v.kind;
    detail = v.detail;
    still_fails = program_still_fails(opt.command, kind, opt.timeout_ms);
    mo.lower_turns = false;  // K is on the program's command line
  } else {
    const SolverRegistry& reg = opt.mutant ? mutant_solvers() : production_solvers();
    const SolverInfo* info = reg.find(opt.solver);
    if (info == nullptr) {
      err << fmt::format("llk minimize: unknown {} '{}'\n", opt.mutant ? "mutant" : "solver",
                         opt.solver);
      return kExitUsage;
    }
    subject = (opt.mutant ? "mutant " : "solver ") + info->name;
    kind = solver_failure(*info, in.cases, in.config, &detail);
    still_fails = [info, kind](const std::vector<Case>& cases, const Config& config) {
      return solver_failure(*info, cases, config, nullptr) == kind;
    };
  }
  if (kind.empty()) {
    out << fmt::format("{}: {} gives the right answers under rules={} K={}: nothing to minimize\n",
                       opt.input, subject, to_string(in.config.rules), in.config.turns);
    return kExitFailureFound;
  }
  out << fmt::format("{}: {} ({})\n", opt.input, kind, detail);
  MinimizeResult m = minimize(in.cases, in.config, still_fails, mo);
  FailureArtifact a;
  a.name = opt.name.empty() ? "min-" + stem_of(opt.input) : opt.name;
  a.cases = m.cases;
  a.config = m.config;
  a.kind = kind;
  a.found_by = "minimize";
  a.subject = subject;
  if (!opt.command.empty()) {
    const Verdict v = judge_run(run_program(opt.command, write_judge(m.cases), opt.timeout_ms),
                                oracle_answers(m.cases, m.config));
    a.detail = v.detail;
    a.got = v.got;
    a.reproduce = "llk replay " + (std::filesystem::path(opt.out_dir) / (a.name + ".in")).string() +
                  " --cmd '" + opt.command + "'";
  } else {
    const SolverRegistry& reg = opt.mutant ? mutant_solvers() : production_solvers();
    solver_failure(*reg.find(opt.solver), m.cases, m.config, &a.detail);
    a.reproduce = fmt::format("llk minimize {} --solver {}{}", opt.input, opt.solver,
                              opt.mutant ? " --mutant" : "");
  }
  const std::string path = write_artifact(opt.out_dir, a);
  std::size_t cells = 0;
  for (const Case& c : m.cases) cells += c.board.values().size();
  out << fmt::format("minimized in {} tests{} to {} case(s), {} cells, rules={} K={}:\n",
                     m.tests_run, m.one_minimal ? " (1-minimal)" : " (limit reached)",
                     m.cases.size(), cells, to_string(m.config.rules), m.config.turns);
  const std::string text = write_judge(m.cases);
  if (text.size() < 4000) out << text;
  out << "artifact: " << path << '\n';
  return kExitOk;
}

int run_replay(const ReplayOptions& opt, std::ostream& out, std::ostream& err) {
  std::vector<std::string> files;
  try {
    files = find_artifacts(opt.path);
  } catch (const std::exception& e) {
    err << "llk replay: " << e.what() << '\n';
    return kExitUsage;
  }
  int mismatches = 0, unreadable = 0, checked = 0;
  for (const std::string& file : files) {
    if (artifact_problem(file) == "escape") {  // the timed escape: src/stress/escape.cpp
      try {
        mismatches += replay_escape_artifact(file, opt, out);
        ++checked;
      } catch (const std::exception& e) {
        err << "llk replay: " << e.what() << '\n';
        ++unreadable;
      }
      continue;
    }
    StoredArtifact s;
    try {
      s = read_artifact(file);
    } catch (const std::exception& e) {
      err << "llk replay: " << e.what() << '\n';
      ++unreadable;
      continue;
    }
    ++checked;
    if (!opt.command.empty()) {
      const Verdict v =
          judge_run(run_program(opt.command, write_judge(s.cases), opt.timeout_ms), s.expected);
      if (v.failed()) {
        ++mismatches;
        out << fmt::format("FAIL {}: {}: {}\n", file, v.kind, v.detail);
      } else {
        out << fmt::format("ok   {}\n", file);
      }
      continue;
    }
    std::vector<std::string> ran;
    for (const SolverInfo& info : production_solvers().all()) {
      if (!info.caps.supports(s.config)) continue;
      ran.push_back(info.name);
      auto solver = info.make();
      std::size_t qn = 0;
      for (const Case& c : s.cases) {
        solver->prepare(c.board, s.config);
        for (const Query& q : c.queries) {
          const Answer got = solver->solve(q);
          std::string why;
          if (got.yes != s.expected[qn])
            why = fmt::format("answered {}, {}.out says {}", got.yes ? "YES" : "NO", stem_of(file),
                              s.expected[qn] ? "YES" : "NO");
          else if (auto bad = check_answer(c.board, s.config, q, got))
            why = "invalid witness: " + *bad;
          ++qn;
          if (why.empty()) continue;
          ++mismatches;
          out << fmt::format("FAIL {}: solver {}, query {}: {}\n", file, info.name, qn, why);
        }
      }
    }
    out << fmt::format("ran  {} ({}, rules={} K={})\n", file, fmt::join(ran, ", "),
                       to_string(s.config.rules), s.config.turns);
  }
  out << fmt::format("replayed {} artifact{}: {} mismatch{}{}\n", checked, checked == 1 ? "" : "s",
                     mismatches, mismatches == 1 ? "" : "es",
                     unreadable ? fmt::format(", {} unreadable", unreadable) : "");
  if (mismatches > 0) return kExitFailureFound;
  if (unreadable > 0 || checked == 0) return kExitUsage;
  return kExitOk;
}

}  // namespace llk
