#include <rapidcheck.h>

#include <algorithm>
#include <functional>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "law_runner.hpp"
#include "law_support.hpp"
#include "llk/link/mutants.hpp"
#include "llk/link/oracle.hpp"

namespace llk::link::props {

GenOptions law_options(const Capabilities& caps) {
  GenOptions opt;
  opt.max_rows = 20;
  opt.max_cols = 20;
  opt.max_cases = 3;
  opt.max_queries = 16;
  opt.max_turns = std::min(4, caps.max_turns);
  opt.hdu = caps.hdu;
  opt.classic = caps.classic;
  return opt;
}

std::optional<std::string> for_each_query(Solver& solver, const LinkInput& input, Tally& tally,
                                          const QueryCheck& check) {
  return for_each_query(
      input, tally, [&](const Case& c) { solver.prepare(c.board, input.config); }, check);
}

std::string law_id(const std::string& law, const SolverInfo& solver) {
  return law + "/" + solver.name;
}

LawOutcome run_solver_law(const std::string& law, const SolverInfo& solver, const LawRun& run,
                          const Check& check) {
  return run_law(law_id(law, solver), law_options(solver.caps), run, check);
}

LawOutcome not_applicable(const std::string& why) {
  LawOutcome r;
  r.applicable = false;
  r.message = "not applicable: " + why;
  return r;
}

Law make_law(std::string name, std::string description,
             std::function<LawOutcome(const SolverInfo& solver, const LawRun& run)> check) {
  Law law;
  law.name = std::move(name);
  law.description = std::move(description);
  law.check = [check = std::move(check)](const SolverRef& ref, const LawRun& run) {
    return check(law_solver(ref), run);
  };
  return law;
}

Law solver_law(std::string name, std::string description, SolverCheck check) {
  const std::string id = name;
  return make_law(std::move(name), std::move(description),
                  [id, check = std::move(check)](const SolverInfo& solver, const LawRun& run) {
                    return run_solver_law(id, solver, run,
                                          [&](const LinkInput& in, Rng& rng, Tally& tally) {
                                            return check(solver, in, rng, tally);
                                          });
                  });
}

LawOutcome run_law(const std::string& id, const GenOptions& opt, const LawRun& run,
                   const Check& check) {
  if (!opt.hdu && !opt.classic) return not_applicable("no rule set supported");
  if (opt.max_turns < 0) return not_applicable("no turn limit supported");
  const std::function<std::optional<std::string>(const LinkInput&, rc_support::Tags&)> each =
      [&check](const LinkInput& input, rc_support::Tags& tags) {
        // The law's own randomness, drawn after the input and never shrunk.
        Rng rng(*rc::gen::noShrink(rc::gen::arbitrary<std::uint64_t>()));
        return check(input, rng, tags);
      };
  return rc_support::run_law<LinkInput>(id, run, gen_input(opt), each,
                                        [](const LinkInput& x) { return Input(x); });
}

std::vector<std::vector<Answer>> answer_all(Solver& solver, const LinkInput& input) {
  std::vector<std::vector<Answer>> out;
  for (const Case& c : input.cases) {
    solver.prepare(c.board, input.config);
    auto& answers = out.emplace_back();
    for (const Query& q : c.queries) answers.push_back(solver.solve(q));
  }
  return out;
}

bool uses_ring(const Board& board, const Answer& answer) {
  return std::any_of(answer.path.begin(), answer.path.end(),
                     [&](const Cell& c) { return !board.inside(c); });
}

void count_answer(Tally& tally, const Board& board, const Answer& truth) {
  ++tally["queries"];
  if (!truth.yes) {
    ++tally["no"];
    return;
  }
  ++tally["yes"];
  const int t = truth.turns >= 0 ? truth.turns : count_turns(truth.path);
  ++tally[t >= 3 ? std::string("yes-3+-turns") : "yes-" + std::to_string(t) + "-turns"];
  if (uses_ring(board, truth)) ++tally["ring"];
}

std::optional<std::string> for_each_query(const LinkInput& input, Tally& tally,
                                          const std::function<void(const Case&)>& prepare,
                                          const QueryCheck& check) {
  for (std::size_t ci = 0; ci < input.cases.size(); ++ci) {
    const Case& c = input.cases[ci];
    count_case(tally, c.board, input.config);
    prepare(c);
    for (std::size_t qi = 0; qi < c.queries.size(); ++qi)
      if (auto why = check(c, c.queries[qi])) return where(ci, qi, c.queries[qi]) + ": " + *why;
  }
  return std::nullopt;
}

std::optional<std::string> against_oracle(
    const SolverInfo& solver, const LinkInput& input, Tally& tally,
    const std::function<std::optional<std::string>(const Answer& truth, const Answer& got)>&
        compare) {
  auto s = solver.make();
  GraphOracle oracle;
  return for_each_query(
      input, tally,
      [&](const Case& c) {
        oracle.prepare(c.board, input.config);
        s->prepare(c.board, input.config);
      },
      [&](const Case& c, const Query& q) {
        const Answer truth = oracle.solve(q);
        const Answer got = s->solve(q);
        count_answer(tally, c.board, truth);
        return compare(truth, got);
      });
}

void count_case(Tally& tally, const Board& board, const Config& config) {
  ++tally["cases"];
  const auto tiles = std::count_if(board.values().begin(), board.values().end(),
                                   [](std::int32_t v) { return v != 0; });
  const auto cells = static_cast<long>(board.values().size());
  ++tally[tiles * 4 < cells ? "open" : "dense"];
  ++tally[std::string("rules-") + std::string(to_string(config.rules))];
}

std::string where(std::size_t case_index, std::size_t query_index, const Query& q) {
  std::ostringstream os;
  os << "case " << case_index + 1 << ", query " << query_index + 1 << " (" << q.a.row << ","
     << q.a.col << ")-(" << q.b.row << "," << q.b.col << ")";
  return os.str();
}

std::string yes_no(bool yes) {
  return yes ? "YES" : "NO";
}

}  // namespace llk::link::props

namespace llk::link {

const SolverInfo& law_solver(const SolverRef& ref) {
  const SolverInfo* info = find_solver_info<SolverInfo>(ref, production_solvers(), mutant_solvers(),
                                                        "a link solver (llk::link::SolverInfo)");
  if (info == nullptr) throw std::invalid_argument("no link solver named '" + ref.name + "'");
  return *info;
}

}  // namespace llk::link
