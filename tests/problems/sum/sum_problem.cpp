// The minimal problem: only the required methods, and well_formed_answer since its answers are
// numbers, not YES or NO. Every engine reaches it through the defaults of the other facets.

#include "sum_problem.hpp"

#include <string>
#include <utility>
#include <vector>

#include "llk/core/seed.hpp"
#include "llk/core/text.hpp"
#include "llk/core/tokens.hpp"
#include "llk/registered_subject.hpp"

namespace llk::test {
namespace {

struct Sums {
  std::vector<int> values;
  std::vector<std::pair<int, int>> queries;  ///< 1-based, l <= r
};
const Sums& in(const Input& i) {
  return input_as<Sums>(i);
}

struct SolverInfo {
  std::string name;
  bool drops_last = false;  ///< the mutant: value r left out when l < r
};

class SumSubject final : public RegisteredSubject<SolverInfo> {
 public:
  using RegisteredSubject::RegisteredSubject;
  std::string label() const override {
    return (mutant_ ? "sum mutant " : "sum solver ") + info_.name;
  }

 private:
  Verdict check(const Input& input, const Expected& expected) override {
    const Sums& s = in(input);
    std::vector<long> prefix{0};
    for (const int v : s.values) prefix.push_back(prefix.back() + v);
    Verdict verdict;
    for (const auto& [l, r] : s.queries) {
      const int end = info_.drops_last && l < r ? r - 1 : r;
      verdict.got.push_back(std::to_string(prefix[end] - prefix[l - 1]));
      const std::size_t u = verdict.got.size() - 1;
      if (auto wrong = judge_unit(input, expected, u, verdict.got[u]))
        verdict.mark_bad(u, failure_kind::wrong_answer,
                         "query " + std::to_string(u + 1) + ": " + *wrong);
    }
    return verdict;
  }
};

const SolverInfo kSolver{"prefix", false};
const SolverInfo kMutant{"drops-last", true};

class SumProblem final : public Problem {
 public:
  std::string name() const override { return "sum"; }
  std::string summary() const override { return "range sums over small integers (test only)"; }
  std::string format_help() const override {
    return "a line \"n\", n integers 0..9, a line \"q\", q lines \"l r\"; one sum per query.";
  }
  std::string unit_name() const override { return "query"; }
  std::string units_name() const override { return "queries"; }

  ReadResult read(std::string_view text, const Params&, const ReadOptions&) const override {
    TokenStream tokens(text);
    Sums s;
    std::optional<ParseError> error;
    auto number = [&](const char* what, int lo, int hi) {
      TokenStream::Token t;
      if (error) return lo;
      if (!tokens.next(t)) {
        error = ParseError{tokens.end_position(),
                           std::string("expected ") + what + ", found end of input"};
        return lo;
      }
      const text::ParsedUint p = text::parse_uint(t.text);
      if (!p.is_integer || p.overflow || p.value < lo || p.value > hi)
        error = ParseError{t.pos, std::string("expected ") + what + " " + text::range(lo, hi) +
                                      ", found " + text::quote(t.text)};
      return static_cast<int>(p.value);
    };
    const int n = number("the count n", 1, 1000);
    for (int i = 0; i < n && !error; ++i) s.values.push_back(number("a value", 0, 9));
    const int q = number("the query count q", 1, 100);
    for (int i = 0; i < q && !error; ++i) {
      const int l = number("l", 1, n);
      s.queries.emplace_back(l, number("r", l, n));
    }
    TokenStream::Token extra;
    if (!error && tokens.next(extra))
      error = ParseError{extra.pos, "expected end of input, found " + text::quote(extra.text)};
    return {error ? Sums{} : std::move(s), error};  // a single case: complete or none
  }
  std::string write(const Input& input) const override {
    const Sums& s = in(input);
    if (s.values.empty()) return "";
    std::string out = std::to_string(s.values.size()) + "\n";
    for (std::size_t i = 0; i < s.values.size(); ++i)
      out += std::to_string(s.values[i]) + (i + 1 < s.values.size() ? " " : "\n");
    out += std::to_string(s.queries.size()) + "\n";
    for (const auto& [l, r] : s.queries) out += std::to_string(l) + " " + std::to_string(r) + "\n";
    return out;
  }
  std::vector<ParseError> validate(std::string_view text, const ReadOptions& o) const override {
    std::optional<ParseError> error = read(text, {}, o).error;
    return error ? std::vector<ParseError>{*error} : std::vector<ParseError>{};
  }
  std::size_t units(const Input& input) const override { return in(input).queries.size(); }
  std::size_t cases(const Input& input) const override { return in(input).values.empty() ? 0 : 1; }
  std::pair<std::size_t, std::size_t> locate(const Input&, std::size_t unit) const override {
    return {0, unit};
  }
  Input without_units(const Input& input,
                      const std::function<bool(std::size_t)>& drop) const override {
    Sums s{in(input).values, {}};
    for (std::size_t u = 0; u < units(input); ++u)
      if (!drop(u)) s.queries.push_back(in(input).queries[u]);
    return s.queries.empty() ? Sums{} : s;
  }

  Expected oracle(const Input& input) const override {
    Expected e;
    for (const auto& [l, r] : in(input).queries) {
      long sum = 0;
      for (int i = l; i <= r; ++i) sum += in(input).values[static_cast<std::size_t>(i - 1)];
      e.lines.push_back(std::to_string(sum));
    }
    return e;
  }
  bool well_formed_answer(std::string_view line) const override {
    return text::parse_uint(line).is_integer;
  }

  std::vector<SolverListing> solvers(bool mutants) const override {
    return {mutants ? SolverListing{kMutant.name, "leaves out value r when l < r"}
                    : SolverListing{kSolver.name, "prefix sums"}};
  }
  std::unique_ptr<Subject> solver(const SolverRef& ref) const override {
    const SolverInfo& info = ref.mutant ? kMutant : kSolver;
    return ref.name == info.name ? std::make_unique<SumSubject>(*this, info, ref.mutant) : nullptr;
  }

  Input schedule(std::uint64_t seed, std::uint64_t index, const Params&) const override {
    std::uint64_t x = mix(seed ^ mix(index + 1));
    auto draw = [&x](std::uint64_t n) { return (x = mix(x)) % n; };
    Sums s;
    const std::uint64_t n = 1 + draw(2 + index);  // grows with the index
    for (std::uint64_t i = 0; i < n; ++i) s.values.push_back(static_cast<int>(draw(10)));
    for (std::uint64_t i = 1 + draw(8); i > 0; --i) {
      const int l = 1 + static_cast<int>(draw(n));
      s.queries.emplace_back(l, l + static_cast<int>(draw(n - static_cast<std::uint64_t>(l) + 1)));
    }
    return s;
  }
};

}  // namespace

std::shared_ptr<const Problem> make_sum_problem() {
  return std::make_shared<SumProblem>();
}

const ProblemRegistry& test_problems() {
  static const ProblemRegistry registry = [] {
    ProblemRegistry r;
    r.add({"sum", make_sum_problem()});
    return r;
  }();
  return registry;
}

}  // namespace llk::test
