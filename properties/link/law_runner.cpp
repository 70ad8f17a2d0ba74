#include <rapidcheck.h>
#include <rapidcheck/detail/Configuration.h>
#include <rapidcheck/detail/TestListenerAdapter.h>

#include <algorithm>
#include <exception>
#include <functional>
#include <iostream>
#include <sstream>

#include "law_support.hpp"
#include "llk/link/oracle.hpp"
#include "rc_support.hpp"

namespace llk::link::props {
using rc_support::quiet_configuration;

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

PropertyResult run_solver_law(const std::string& law, const SolverInfo& solver,
                              const PropertyRunParams& params, const Check& check) {
  return run_law(law_id(law, solver), law_options(solver.caps), params, check);
}

PropertyResult not_applicable(const std::string& why) {
  PropertyResult r;
  r.applicable = false;
  r.message = "not applicable: " + why;
  return r;
}

PropertyResult run_law(const std::string& id, const GenOptions& opt,
                       const PropertyRunParams& params, const Check& check) {
  PropertyResult out;
  if (!opt.hdu && !opt.classic) return not_applicable("no rule set supported");
  if (opt.max_turns < 0) return not_applicable("no turn limit supported");

  bool failed_once = false;
  std::optional<LinkInput> last_failing;
  std::string last_message;
  int cases = 0;
  const auto gen = gen_input(opt);

  auto body = [&] {
    const LinkInput input = *gen;
    const auto salt = *rc::gen::noShrink(rc::gen::arbitrary<std::uint64_t>());
    Rng rng(salt);
    Tally tally;
    std::optional<std::string> failure;
    try {
      failure = check(input, rng, tally);
    } catch (const std::exception& e) {
      failure = std::string("exception: ") + e.what();
    } catch (...) {
      failure = "unknown exception";
    }
    if (failure) {
      failed_once = true;
      last_failing = input;
      last_message = *failure;
      RC_FAIL(*failure);
    }
    if (!failed_once) {
      ++cases;
      for (const auto& [tag, n] : tally) out.tags[tag] += n;
    }
    RC_TAG(std::string(to_string(input.config.rules)), "K=" + std::to_string(input.config.turns));
    RC_CLASSIFY(tally.count("yes") != 0, "some yes");
    RC_CLASSIFY(tally.count("yes-2-turns") != 0, "some 2-turn yes");
    RC_CLASSIFY(tally.count("ring") != 0, "ring used");
    RC_CLASSIFY(tally.count("open") != 0, "open board");
  };

  rc::detail::TestParams tp;
  tp.seed = params.seed;
  tp.maxSuccess = params.max_success;
  tp.maxSize = params.max_size;
  tp.disableShrinking = !params.shrink;
  rc::detail::TestMetadata meta;
  meta.id = id;
  meta.description = id;
  rc::detail::TestListenerAdapter quiet;
  const auto result =
      rc::detail::checkTestable(body, meta, tp, quiet, quiet_configuration().reproduce);

  out.cases_run = cases;
  if (result.is<rc::detail::SuccessResult>()) {
    out.passed = true;
    return out;
  }
  out.passed = false;
  ++out.cases_run;  // the failing case
  if (result.is<rc::detail::FailureResult>()) {
    const auto& failure = result.get<rc::detail::FailureResult>();
    out.reproduce = rc_support::reproduce_param(id, failure.reproduce);
    out.message = last_message.empty() ? failure.description : last_message;
    out.counterexample = last_failing;
  } else {
    std::ostringstream os;
    rc::detail::printResultMessage(result, os);
    out.message = os.str();
    out.counterexample = last_failing;
  }
  return out;
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
