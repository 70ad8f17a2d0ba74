/// check_solver: a user's solver as one entry of `llk verify`, its law and differential work
/// items run round by round in process.

#include "llk/link/check_solver.hpp"
#include "llk/check_own_solver.hpp"

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <utility>

#include "llk/core/failure.hpp"
#include "llk/core/seed.hpp"
#include "llk/engine/prove.hpp"
#include "llk/engine/verify_work.hpp"
#include "llk/link/problem.hpp"

namespace llk {
namespace {

using Clock = std::chrono::steady_clock;

std::uint64_t run_seed(const CheckSolverOptions& options) {
  if (options.seed) return *options.seed;
  if (const char* env = std::getenv("LLK_SEED"); env != nullptr && *env != '\0') {
    if (auto s = parse_seed(env)) return *s;
    throw std::invalid_argument(std::string("LLK_SEED: expected a seed, found '") + env + "'");
  }
  return seed_or_random(std::nullopt);
}

/// Writes the failure's artifact; returns NAME.in, or why it could not be written in parentheses.
std::string write_artifact(const Problem& problem, const SolverReport& r,
                           const CheckSolverOptions& options) {
  if (!r.input) return "";
  Failure f;
  f.name = {"check-solver", r.solver, r.check, std::to_string(r.seed)};
  f.input = *r.input;
  f.kind = r.kind;
  f.found_by = "check_solver";
  f.subject = "user solver " + r.solver;
  f.subject_flags = "";  // in the user's process: replay it with the user's test and the seed
  f.detail = r.check + ": " + r.message;
  f.got = r.got;
  f.seed = r.seed;
  f.rerun.program = "<the test that called check_solver>";
  f.rerun.seed_env = true;
  f.rerun.rc_params = r.rc_params;
  if (r.check != "differential") f.extra.set("law", r.check);
  try {
    return write_failure(options.out_dir, problem, f);
  } catch (const std::exception& e) {
    return std::string("(artifact not written: ") + e.what() + ")";
  }
}

/// Prove mode: `solver` on every input of options.prove, one job, no progress line.
ProveResult prove_solver(const Problem& problem, const SolverRef& solver,
                         const CheckSolverOptions& options) {
  ProveOptions po;
  po.scope = *options.prove;
  po.params = options.prove_params;
  po.jobs = 1;
  po.out_dir = options.out_dir;
  po.progress = false;
  std::ostringstream quiet;
  ProveResult p = prove(
      problem, po, [&] { return problem.solver(solver); }, quiet);
  if (!p.error.empty()) throw std::invalid_argument("check_solver: prove: " + p.error);
  return p;
}

}  // namespace

std::string SolverReport::text(const std::string& rerun) const {
  std::ostringstream s;
  if (passed) {
    s << "llk: solver '" << solver << "' passed " << rounds << " rounds (" << law_cases
      << " law cases, " << inputs << " inputs, " << queries << " queries against the oracle), seed "
      << seed << "\n";
    if (!proven.empty()) s << "  proven on every input of: " << proven << "\n";
    return s.str();
  }
  s << "llk: solver '" << solver << "' fails " << check << " (" << kind << "): " << message << "\n";
  if (!artifact.empty() && artifact.front() == '(') {
    s << "  counterexample: " << artifact << "\n";
  } else if (!artifact.empty()) {
    s << "  counterexample: " << artifact << " (expected answers beside it)\n";
    s << "  see why:        llk show " << artifact << " --why\n";
  }
  s << "  seed:           " << seed << " (round " << rounds << ")\n";
  s << "  reproduce:      " << rerun_command(rerun.empty() ? "<this test>" : rerun, rc_params, seed)
    << "\n";
  return s.str();
}

namespace {

/// Where a check of a solver failed: the check, the failure kind and what went wrong.
struct CheckFailure {
  std::string check, kind, message;
  std::optional<Input> input;
};

/// One round of the check: the problem's laws on the solver (those of the problem alone are
/// llk's own), then a differential batch, as `llk verify` runs them; counted into `r`.
std::optional<CheckFailure> check_round(const Problem& problem, const verify_work::Entry& entry,
                                        int round, const CheckSolverOptions& options,
                                        Clock::time_point deadline, SolverReport& r) {
  const verify_work::Tuning tuning;
  for (const Law& law : options.laws ? problem.laws() : std::vector<Law>{}) {
    if (!law.per_solver) continue;
    verify_work::Outcome o = verify_work::run_law_item(
        problem, law, entry,
        verify_work::item_seed(r.seed, problem.name(), entry.name, law.name, round), round, tuning);
    r.law_cases += o.cases;
    if (!o.passed) {
      r.rc_params = o.reproduce;
      r.got = o.got;
      return CheckFailure{law.name, o.kind, o.message, o.counterexample};
    }
  }
  const std::string differential(verify_work::kDifferential);
  std::vector<verify_work::Outcome> item = verify_work::run_differential_item(
      problem, {&entry},
      verify_work::item_seed(r.seed, problem.name(), entry.name, differential, round), round,
      options.minimize_seconds, {}, nullptr, deadline);
  verify_work::Outcome& o = item.front();
  r.inputs += static_cast<std::uint64_t>(o.cases);
  r.queries += o.pairs;
  if (o.passed) return std::nullopt;
  r.got = o.got;
  return CheckFailure{differential, o.kind, o.message, o.counterexample};
}

/// The subject as one entry of `llk verify`: its work items, law rounds and differential
/// batches, are verify's own, with verify's seeds and sizes.
verify_work::Entry entry_of(const Problem& problem, const SolverRef& solver,
                            const std::string& name) {
  verify_work::Entry entry;
  entry.name = name;
  entry.solver = solver.name;
  entry.mutant = solver.mutant;
  entry.own = solver.own;
  entry.make = [&problem, &solver] { return problem.solver(solver); };
  return entry;
}

}  // namespace

SolverReport check_solver(const Problem& problem, const SolverRef& solver,
                          const CheckSolverOptions& options) {
  if (!(options.budget_seconds > 0) || !std::isfinite(options.budget_seconds) ||
      options.rounds < 0 || options.minimize_seconds < 0)
    throw std::invalid_argument(
        "check_solver: the budget must be a positive number of seconds, rounds and minimize "
        "seconds not negative");
  SolverReport r;
  r.solver = solver.name.empty() ? "unnamed" : solver.name;
  r.seed = run_seed(options);
  const Clock::time_point deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(
                         std::chrono::duration<double>(options.budget_seconds));
  if (problem.solver(solver) == nullptr)
    throw std::invalid_argument("check_solver: " + problem.name() + " has no solver named '" +
                                solver.name + "'");
  const auto fail = [&](CheckFailure f) {
    r.passed = false;
    r.check = std::move(f.check);
    r.kind = std::move(f.kind);
    r.message = std::move(f.message);
    r.input = std::move(f.input);
    if (r.input) r.input_text = problem.write(*r.input);
    r.artifact = write_artifact(problem, r, options);
    return r;
  };
  if (options.prove) {
    const ProveResult p = prove_solver(problem, solver, options);
    if (p.failed)
      return fail({"prove", p.kind, p.detail,
                   read_input(p.artifact, nullptr, problem, options.prove_params).input});
    r.proven = p.certificate.scope;
    r.inputs += p.certificate.end - p.certificate.begin;
    r.queries += p.certificate.units;
  }
  const verify_work::Entry entry = entry_of(problem, solver, r.solver);
  for (int round = 0;; ++round) {
    if (options.rounds > 0 && round >= options.rounds) break;
    if (round > 0 && Clock::now() >= deadline) break;
    r.rounds = round + 1;
    if (auto failed = check_round(problem, entry, round, options, deadline, r))
      return fail(std::move(*failed));
  }
  if (r.inputs == 0)  // a pass over nothing is no pass
    return fail({"differential", "nothing-checked",
                 "no generated input is within the solver's capabilities (rules, K)",
                 std::nullopt});
  return r;
}

}  // namespace llk

/// The link check's entry points (llk/link/check_solver.hpp).
namespace llk::link {
namespace {

/// A callable answering YES/NO, prepared with the board it answers about.
class CallableSolver final : public Solver {
 public:
  explicit CallableSolver(std::shared_ptr<const LinkAnswerFn> answer)
      : answer_(std::move(answer)) {}
  void prepare(const Board& board, const Config& config) override {
    board_ = board;
    config_ = config;
  }
  Answer solve(const Query& query) override {
    Answer a;
    a.yes = (*answer_)(board_, config_, query);
    return a;
  }

 private:
  std::shared_ptr<const LinkAnswerFn> answer_;
  Board board_;
  Config config_;
};

}  // namespace

SolverReport check_solver(const SolverInfo& solver, const CheckSolverOptions& options) {
  if (!solver.make) throw std::invalid_argument("check_solver: SolverInfo::make is empty");
  static const std::shared_ptr<const Problem> problem = make_problem();
  return llk::check_solver(*problem, SolverRef{solver.name, false, solver}, options);
}

std::optional<LinkInput> counterexample(const SolverReport& report) {
  if (!report.input) return std::nullopt;
  return input_as<LinkInput>(*report.input);
}

std::shared_ptr<const Problem> solver_problem(const SolverInfo&) {
  return make_problem();
}

SolverInfo solver_from(std::string name, LinkAnswerFn answer, Capabilities caps) {
  if (!answer) throw std::invalid_argument("solver_from: the answer function is empty");
  caps.witness = false;
  caps.reports_min_turns = false;
  auto shared = std::make_shared<const LinkAnswerFn>(std::move(answer));
  SolverInfo info;
  info.name = std::move(name);
  info.description = "a callable given to solver_from";
  info.caps = caps;
  info.make = [shared] { return std::make_unique<CallableSolver>(shared); };
  return info;
}

}  // namespace llk::link
