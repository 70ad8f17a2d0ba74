/// The timed escape as a problem plug-in: every engine reaches the escape format, oracle,
/// solvers, mutants, laws, schedule, shrink passes and drawing through this one adapter.

#include "llk/escape/problem.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <ostream>
#include <stdexcept>

#include "llk/core/seed.hpp"
#include "llk/escape/decode.hpp"
#include "llk/escape/draw.hpp"
#include "llk/escape/enumerate.hpp"
#include "llk/escape/format.hpp"
#include "llk/escape/generators.hpp"
#include "llk/escape/mutate.hpp"
#include "llk/escape/oracle.hpp"
#include "llk/escape/properties.hpp"
#include "llk/escape/solver.hpp"
#include "llk/escape/triage.hpp"
#include "llk/registered_subject.hpp"

namespace llk::escape {
namespace {

using Mazes = std::vector<Case>;
const Mazes& in(const llk::Input& i) {
  return input_as<Mazes>(i);
}

MazeLimits limits_for(const ReadOptions& o) {
  return o.relaxed ? MazeLimits::relaxed() : MazeLimits::judge();
}

class SolverSubject final : public RegisteredSubject<SolverInfo> {
 public:
  using RegisteredSubject::RegisteredSubject;
  std::string label() const override {
    return (mutant_ ? "escape mutant " : "escape solver ") + info_.name;
  }

 private:
  Verdict check(const llk::Input& input, const Expected& expected) override {
    Verdict v;
    const Mazes& mazes = in(input);
    auto solver = info_.make();
    try {
      for (std::size_t i = 0; i < mazes.size(); ++i) {
        const Answer got = solver->solve(mazes[i]);
        v.got.push_back(got.yes ? "YES" : "NO");
        std::string kind, detail;
        if (auto wrong = judge_unit(input, expected, i, v.got.back())) {
          kind = failure_kind::wrong_answer;
          detail = std::move(*wrong);
        } else if (got.yes && !got.walk.empty()) {
          if (auto bad = check_walk(mazes[i], got.walk)) {
            kind = "invalid-witness";
            detail = fmt::format("maze {}: invalid witness: {}", i + 1, *bad);
          }
        }
        if (!kind.empty()) v.mark_bad(i, std::move(kind), std::move(detail));
      }
    } catch (const std::exception& e) {
      v.stop_at(v.got.size(), failure_kind::exception,
                fmt::format("solver threw on maze {}: {}", v.got.size() + 1, e.what()));
    }
    return v;
  }
};

class EscapeProblem final : public Problem {
 public:
  EscapeProblem() : laws_(escape::laws()) {}

  std::string name() const override { return "escape"; }
  std::string summary() const override {
    return "the timed escape (HDU 1010): can the walker stand on D at second T exactly?";
  }
  std::string format_help() const override {
    return "cases of: a line \"N M T\"; N rows of M characters of . X S D; ended by \"0 0 0\". "
           "Judge limits: 1 < N, M < 7, 0 < T < 50. One YES/NO line per maze.";
  }
  std::string unit_name() const override { return "maze"; }
  /// HDU 1010: 1000/2000 MS, 32768/65536 K (C/C++ and Java/Others).
  llk::JudgeLimits judge_limits() const override {
    return {1, std::int64_t{32} << 20, {{"java", 2, std::int64_t{64} << 20}}};
  }

  ReadResult read(std::string_view text, const Params& params,
                  const ReadOptions& options) const override {
    ParsedInput parsed = parse_input(text, limits_for(options));
    return {llk::Input(std::move(parsed.cases)), std::move(parsed.error)};
  }
  std::string write(const llk::Input& input) const override { return write_input(in(input)); }
  std::string canonical(const llk::Input& input) const override {
    return canonical_text(in(input));
  }
  std::string classify(const llk::Input& input, std::size_t unit,
                       const Expected& e) const override {
    const Mazes& m = in(input);
    return unit < m.size() && unit < e.lines.size() ? maze_class(m[unit], e.lines[unit] == "YES")
                                                    : "";
  }
  void cover(const llk::Input& input, const Expected& e, Coverage& coverage) const override {
    escape::cover(in(input), e.lines, coverage);
  }
  std::vector<std::pair<std::string, std::string>> unit_classes() const override {
    return maze_classes();
  }
  std::unique_ptr<Subject> default_solver(const llk::Input&) const override {
    return std::make_unique<SolverSubject>(*this, production_solvers().all().front(), false);
  }
  llk::Input without_units(const llk::Input& input,
                           const std::function<bool(std::size_t)>& drop) const override {
    Mazes kept;
    for (std::size_t i = 0; i < in(input).size(); ++i)
      if (!drop(i)) kept.push_back(in(input)[i]);
    return kept;
  }
  std::vector<ParseError> validate(std::string_view text,
                                   const ReadOptions& options) const override {
    return validate_input(text, limits_for(options));
  }
  Params params(const llk::Input&) const override { return {}; }
  std::size_t units(const llk::Input& input) const override { return in(input).size(); }
  std::size_t cases(const llk::Input& input) const override { return in(input).size(); }
  std::size_t cells(const llk::Input& input) const override {
    std::size_t n = 0;
    for (const Case& c : in(input)) n += static_cast<std::size_t>(c.maze.rows() * c.maze.cols());
    return n;
  }
  std::string size_text(const llk::Input& input) const override {
    const Mazes& m = in(input);
    std::string s;
    for (std::size_t i = 0; i < m.size() && i < 8; ++i)
      s += fmt::format("{}{} x {} T={}", i ? ", " : "", m[i].maze.rows(), m[i].maze.cols(),
                       m[i].time);
    if (m.size() > 8) s += ", ...";
    return fmt::format("{} maze{} ({})", m.size(), m.size() == 1 ? "" : "s", s);
  }
  std::pair<std::size_t, std::size_t> locate(const llk::Input&, std::size_t unit) const override {
    return {unit, 0};
  }
  std::vector<llk::Input> isolate(const llk::Input& input, std::size_t unit) const override {
    const Mazes& m = in(input);
    std::vector<llk::Input> out;
    if (unit >= m.size()) return out;
    out.push_back(Mazes{m[unit]});
    if (unit > 0) out.push_back(Mazes(m.begin(), m.begin() + static_cast<long>(unit) + 1));
    return out;
  }

  Expected oracle(const llk::Input& input) const override {
    Expected e;
    GraphOracle oracle;
    for (const Case& c : in(input)) e.lines.push_back(oracle.solve(c).yes ? "YES" : "NO");
    return e;
  }

  std::optional<ParseError> solve(std::string_view text, const SolveRequest& request,
                                  std::ostream& out,
                                  const std::function<void(std::size_t)>&) const override {
    const SolverRegistry& reg = request.mutant ? mutant_solvers() : production_solvers();
    const SolverInfo* info = request.solver.empty() ? &reg.all().front() : reg.find(request.solver);
    if (info == nullptr) {
      std::string known;
      for (const auto& s : reg.all()) known += " " + s.name;
      throw std::invalid_argument(fmt::format("unknown escape {} '{}' (known:{})",
                                              request.mutant ? "mutant" : "solver", request.solver,
                                              known));
    }
    auto instance = info->make();
    Reader reader(text, limits_for(request.read));
    Case c;
    for (;;) {
      const Reader::Status status = reader.next(c);
      if (status == Reader::Status::end) return std::nullopt;
      if (status == Reader::Status::error) return reader.error();
      out << (instance->solve(c).yes ? "YES\n" : "NO\n");
    }
  }

  std::vector<SolverListing> solvers(bool mutants) const override {
    std::vector<SolverListing> out;
    for (const SolverInfo& s : (mutants ? mutant_solvers() : production_solvers()).all())
      out.push_back({s.name, s.description, ""});
    return out;
  }
  using Problem::solver;  // by name, too
  std::unique_ptr<Subject> solver(const SolverRef& ref) const override {
    const SolverInfo* info = find_solver(ref);
    return info ? std::make_unique<SolverSubject>(*this, *info, ref.mutant) : nullptr;
  }

  llk::Input schedule(std::uint64_t seed, std::uint64_t index, const Params&) const override {
    const std::uint64_t s = mix(seed ^ mix(index + 0x2545f4914f6cdd1dULL));
    const int count = index < 16 ? 1 : 1 + static_cast<int>(mix(s) % 8);
    // Worst cases at input 3, then one input in 16: a 6 x 6 maze with T just below its free
    // cells first, ordinary mazes after it.
    if (index == 3 || (index >= 16 && index % 16 == 7)) {
      Mazes m(worst_cases(s, 1));
      for (Case& c : sample_cases(mix(s), count - 1)) m.push_back(std::move(c));
      return m;
    }
    return Mazes(sample_cases(s, count));
  }
  std::vector<TestCandidate> test_candidates(std::uint64_t seed, const Params&) const override {
    std::vector<TestCandidate> out;
    // Every shape: mazes drawn until each N x M from 2 x 2 to 6 x 6 has four (N != M included).
    Mazes shapes;
    std::map<std::pair<int, int>, int> per_shape;
    for (const Case& c : sample_cases(mix(seed ^ 0x5a4e5), 3000))
      if (per_shape[{c.maze.rows(), c.maze.cols()}]++ < 4) shapes.push_back(c);
    out.push_back({"every-shape",
                   "four mazes of every shape from 2 x 2 to 6 x 6 (N != M included), YES and NO",
                   std::move(shapes), false, true});
    out.push_back({"many-mazes", "400 random mazes of every shape, about half of them YES",
                   Mazes(sample_cases(mix(seed ^ 0x3a2e5), 400)), false, true});
    // The worst cases, one to a file: T just below the free cells of a 6 x 6 maze, where a
    // search without the parity and free-cell prunes explodes.
    const std::vector<Case> worst = worst_cases(mix(seed ^ 0x3c0257), 6);
    for (std::size_t i = 0; i < worst.size(); ++i)
      out.push_back({"worst-" + std::to_string(i + 1),
                     "a 6 x 6 maze with T just below its free cells: an unpruned search explodes",
                     Mazes{worst[i]}, true, i < 2});
    for (int k = 0; k < 6; ++k)
      out.push_back({"mazes-" + std::to_string(k + 2), "more random mazes of every shape",
                     Mazes(sample_cases(mix(seed ^ mix(100 + static_cast<std::uint64_t>(k))), 100)),
                     false, false});
    return out;
  }
  int differential_inputs(int) const override { return 8; }
  llk::Input differential_input(std::uint64_t seed, int, int index) const override {
    // Several mazes an input: state leaking from one maze to the next shows here.
    return Mazes(
        sample_cases(mix(seed ^ mix(static_cast<std::uint64_t>(index) + 1)), 1 + index % 4));
  }
  std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope,
                                               const Params&) const override {
    return escape::enumerate(scope);
  }
  std::vector<ShrinkPass> shrink_passes(const llk::Input& input, bool) const override {
    std::vector<ShrinkPass> passes;
    ShrinkPass drop;
    drop.size = [](const llk::Input& i) { return in(i).size(); };
    drop.without = [](const llk::Input& i, std::size_t b, std::size_t e) {
      Mazes m = in(i);
      m.erase(m.begin() + static_cast<long>(b), m.begin() + static_cast<long>(e));
      return std::optional<llk::Input>(std::move(m));
    };
    passes.push_back(std::move(drop));
    for (std::size_t ci = 0; ci < in(input).size(); ++ci) {
      ShrinkPass each;
      each.candidates = [ci](const llk::Input& i) {
        std::vector<llk::Input> out;
        const Mazes& m = in(i);
        if (ci >= m.size()) return out;
        for (Case& s : shrink_case(m[ci])) {
          Mazes cand = m;
          cand[ci] = std::move(s);
          out.push_back(std::move(cand));
        }
        return out;
      };
      passes.push_back(std::move(each));
    }
    return passes;
  }

  const std::vector<llk::Law>& laws() const override { return laws_; }
  std::optional<llk::Input> decode(std::span<const std::uint8_t> bytes) const override {
    return llk::Input(escape::decode(bytes));
  }
  std::shared_ptr<const FuzzMutation> fuzz_mutation() const override {
    return escape::fuzz_mutation();
  }

  std::string draw(const llk::Input& input, std::size_t unit, std::string_view got) const override {
    const Mazes& m = in(input);
    if (unit >= m.size()) return {};
    const Case& c = m[unit];
    GraphOracle oracle;
    const Answer a = oracle.solve(c);
    std::string note;
    if (!got.empty() && got != (a.yes ? "YES" : "NO"))
      note = fmt::format("  the subject answered {}, the oracle {} ({})\n", got,
                         a.yes ? "YES" : "NO", maze_class(c, a.yes));
    return fmt::format("maze {} ({} x {}), T = {}: {}\n", unit + 1, c.maze.rows(), c.maze.cols(),
                       c.time, a.yes ? "YES (the oracle's walk: step numbers from S to D)" : "NO") +
           note + maze_text(c, a);
  }
  std::string draw_svg(const llk::Input& input, std::size_t unit,
                       std::string_view got) const override {
    const Mazes& m = in(input);
    if (unit >= m.size()) return {};
    const Case& c = m[unit];
    GraphOracle oracle;
    const Answer a = oracle.solve(c);
    std::string title = fmt::format("maze {} ({} x {}), T = {}: {}", unit + 1, c.maze.rows(),
                                    c.maze.cols(), c.time, a.yes ? "YES" : "NO");
    if (!got.empty() && got != (a.yes ? "YES" : "NO"))
      title += fmt::format("; the subject answered {}", got);
    return maze_svg(c, a, title);
  }
  Explanation explain(const llk::Input& input, std::size_t unit) const override {
    const Mazes& m = in(input);
    if (unit >= m.size()) return {};
    const Case& c = m[unit];
    GraphOracle oracle;
    return {
        fmt::format("maze {} ({} x {}), T = {}", unit + 1, c.maze.rows(), c.maze.cols(), c.time),
        escape::explain(c, oracle.solve(c))};
  }

 private:
  std::vector<llk::Law> laws_;
};

}  // namespace

std::shared_ptr<const Problem> make_problem() {
  return std::make_shared<EscapeProblem>();
}

}  // namespace llk::escape
