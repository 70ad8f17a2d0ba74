/// A link solver (or mutant) as a subject: prepares once per case and checks every answer, its
/// witness and its fewest turns against the oracle's.

#include <fmt/format.h>

#include "llk/link/problem.hpp"
#include "llk/link/path_check.hpp"
#include "llk/registered_subject.hpp"

namespace llk::link {
namespace {

class SolverSubject final : public RegisteredSubject<SolverInfo> {
 public:
  using RegisteredSubject::RegisteredSubject;

  std::string label() const override { return (mutant_ ? "mutant " : "solver ") + info_.name; }
  bool supports(const Input& input) const override {
    return info_.caps.supports(input_as<LinkInput>(input).config);
  }

 private:
  Verdict check(const Input& any, const Expected& expected) override {
    const LinkInput& input = input_as<LinkInput>(any);
    Verdict v;
    const auto* turns = std::any_cast<OracleTurns>(&expected.detail);
    // A fresh instance per input, as a judge starts the program anew: a run replays alone.
    const std::unique_ptr<Solver> solver = info_.make();
    std::size_t unit = 0;
    try {
      for (std::size_t ci = 0; ci < input.cases.size(); ++ci) {
        const Case& c = input.cases[ci];
        solver->prepare(c.board, input.config);
        for (std::size_t qi = 0; qi < c.queries.size(); ++qi, ++unit) {
          const Query& q = c.queries[qi];
          const Answer got = solver->solve(q);
          v.got.push_back(got.yes ? "YES" : "NO");
          // Built only for a failure: this loop is the differential campaign's hot path.
          const auto where = [&] {
            return fmt::format("case {}, query {} ({} {} {} {}): ", ci + 1, qi + 1, q.a.row,
                               q.a.col, q.b.row, q.b.col);
          };
          std::string kind, detail;
          if (auto wrong = judge_unit(any, expected, unit, v.got.back())) {
            kind = failure_kind::wrong_answer;
            detail = where() + *wrong;
          } else if (auto why = witness_fault(c.board, input.config, q, got)) {
            kind = "invalid-witness";
            detail = where() + *why;
          } else if (got.yes && info_.caps.reports_min_turns && turns != nullptr &&
                     unit < turns->turns.size() && got.turns != turns->turns[unit]) {
            kind = "wrong-turns";
            detail = where() + fmt::format("solver reports {} turns, the fewest possible is {}",
                                           got.turns, turns->turns[unit]);
          }
          if (!kind.empty()) v.mark_bad(unit, std::move(kind), std::move(detail));
        }
      }
    } catch (const std::exception& e) {
      v.stop_at(unit, failure_kind::exception,
                fmt::format("solver threw on query {}: {}", unit + 1, e.what()));
    }
    return v;
  }

  /// What is wrong with the answer's witness; a solver without witnesses is checked on NO only.
  std::optional<std::string> witness_fault(const Board& board, const Config& config, const Query& q,
                                           const Answer& got) const {
    if (!info_.caps.witness && got.yes) return std::nullopt;
    return check_answer(board, config, q, got);
  }
};

}  // namespace

std::unique_ptr<Subject> solver_subject(const Problem& problem, const SolverInfo& info,
                                        bool mutant) {
  return std::make_unique<SolverSubject>(problem, info, mutant);
}

}  // namespace llk::link
