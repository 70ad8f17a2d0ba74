/// What every problem shares unless it says otherwise: the defaults of its facets.

#include "llk/problem.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>

#include "llk/core/coverage.hpp"
#include "llk/core/safe_text.hpp"

namespace llk {

std::string ProblemFormat::size_text(const Input& input) const {
  const std::size_t c = cases(input), u = units(input);
  return fmt::format("{} case{}, {} {}", c, c == 1 ? "" : "s", u,
                     u == 1 ? unit_name() : units_name());
}

std::vector<Input> ProblemFormat::isolate(const Input& input, std::size_t unit) const {
  if (unit >= units(input)) return {};
  std::vector<Input> out{without_units(input, [unit](std::size_t u) { return u != unit; })};
  if (unit > 0) out.push_back(without_units(input, [unit](std::size_t u) { return u > unit; }));
  return out;
}

std::optional<std::string> ProblemOracle::judge_answer(const Input&, const Expected& expected,
                                                       std::size_t unit,
                                                       std::string_view got) const {
  const std::string& want = expected.lines.at(unit);
  if (got == want) return std::nullopt;
  return whole().unit_name() + " " + std::to_string(unit + 1) + " answered " + std::string(got) +
         ", the oracle says " + want;
}

std::unique_ptr<Subject> ProblemSubjects::default_solver(const Input& input) const {
  for (const SolverListing& s : solvers(false))
    if (auto subject = solver(s.name, false); subject && subject->supports(input)) return subject;
  return nullptr;
}

std::optional<ParseError> ProblemSubjects::solve(std::string_view text, const SolveRequest& request,
                                                 std::ostream& out,
                                                 const std::function<void(std::size_t)>&) const {
  const Problem& p = whole();
  ReadResult r = p.read(text, request.params, request.read);
  std::unique_ptr<Subject> s = request.solver.empty() && !request.mutant
                                   ? default_solver(r.input)
                                   : solver(request.solver, request.mutant);
  const std::string what = request.mutant ? "mutant" : "solver";
  if (s == nullptr)
    throw std::invalid_argument(
        fmt::format("unknown {} {} '{}' (see `llk {}s`)", p.name(), what, request.solver, what));
  if (!s->supports(r.input))
    throw std::invalid_argument(s->label() + " does not support these parameters");
  // The subject answers the whole input; its answers are printed, whatever the oracle says.
  if (p.units(r.input) > 0) {
    Expected expected;
    const Verdict v =
        s->judge(r.input, [&]() -> const Expected& { return expected = p.oracle(r.input); });
    for (const std::string& line : v.got) out << line << '\n';
  }
  return r.error;
}

const std::vector<Law>& ProblemLaws::laws() const {
  static const std::vector<Law> none;
  return none;
}

Input ProblemGeneration::differential_input(std::uint64_t seed, int round, int index) const {
  const auto at = static_cast<std::uint64_t>(round) *
                      static_cast<std::uint64_t>(std::max(1, differential_inputs(round))) +
                  static_cast<std::uint64_t>(index);
  return schedule(seed, at, {});
}

std::vector<TestCandidate> ProblemGeneration::test_candidates(std::uint64_t seed,
                                                              const Params& params) const {
  std::vector<TestCandidate> out;
  for (std::uint64_t i = 0; i < 24; ++i) {
    TestCandidate c;
    c.name = "schedule-" + std::to_string(i);
    c.purpose = "input " + std::to_string(i) + " of the stress schedule";
    c.input = schedule(seed, i, params);
    c.required = i == 0;
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<ShrinkPass> ProblemShrinking::shrink_passes(const Input&, bool) const {
  const Problem& p = whole();
  ShrinkPass drop;
  drop.size = [&p](const Input& i) { return p.units(i); };
  drop.without = [&p](const Input& i, std::size_t begin, std::size_t end) -> std::optional<Input> {
    Input out = p.without_units(i, [&](std::size_t u) { return u >= begin && u < end; });
    if (p.units(out) >= p.units(i)) return std::nullopt;  // without_units drops none
    return out;
  };
  return {std::move(drop)};
}

std::string ProblemTriage::canonical(const Input& input) const {
  return whole().write(input);
}

namespace {

/// The most of an input's text a default picture shows.
constexpr std::size_t kPictureBytes = 4000;

}  // namespace

std::string ProblemPictures::draw(const Input& input, std::size_t unit,
                                  std::string_view got) const {
  const Problem& p = whole();
  if (unit >= p.units(input)) return {};
  const Expected e = p.oracle(input);
  const auto [ci, ui] = p.locate(input, unit);
  const std::string said = unit < e.lines.size() ? e.lines[unit] : "";
  std::string out = fmt::format("case {}, {} {} ({} of the input): {}\n", ci + 1, p.unit_name(),
                                ui + 1, unit + 1, said.empty() ? "no answer" : said);
  if (!got.empty() && got != said) out += fmt::format("  the subject answered {}\n", got);
  const std::vector<Input> small = p.isolate(input, unit);
  const std::string text = p.write(small.empty() ? input : small.front());
  out += text.substr(0, kPictureBytes);
  if (text.size() > kPictureBytes) out += fmt::format("\n... ({} bytes in all)\n", text.size());
  return out;
}

std::string ProblemPictures::draw_svg(const Input& input, std::size_t unit,
                                      std::string_view got) const {
  std::vector<std::string> lines;
  const std::string drawn = draw(input, unit, got);
  for (std::size_t i = 0; i < drawn.size();) {
    const std::size_t end = std::min(drawn.find('\n', i), drawn.size());
    lines.push_back(drawn.substr(i, end - i));
    i = end + 1;
  }
  std::size_t width = 0;
  for (const std::string& l : lines) width = std::max(width, l.size());
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"monospace\" font-size=\"14\">\n",
      20 + 9 * width, 20 + 18 * lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i)
    out += fmt::format("<text x=\"10\" y=\"{}\" xml:space=\"preserve\">{}</text>\n", 24 + 18 * i,
                       text::xml_safe(lines[i]));
  return out + "</svg>\n";
}

void ProblemPictures::cover(const Input& input, const Expected& expected,
                            Coverage& coverage) const {
  const Problem& p = whole();
  const auto classes = p.unit_classes();
  if (!classes.empty()) coverage.named_buckets("classes", classes);
  for (std::size_t u = 0; u < expected.lines.size(); ++u) {
    coverage.add("answers", expected.lines[u]);
    if (!classes.empty()) coverage.add("classes", p.classify(input, u, expected));
  }
}

Explanation ProblemPictures::explain(const Input& input, std::size_t unit) const {
  const Problem& p = whole();
  if (unit >= p.units(input)) return {};
  const Expected e = p.oracle(input);
  const auto [ci, ui] = p.locate(input, unit);
  return {fmt::format("case {}, {} {} ({} of the input)", ci + 1, p.unit_name(), ui + 1, unit + 1),
          "the oracle answers " + (unit < e.lines.size() ? e.lines[unit] : "nothing")};
}

}  // namespace llk

namespace llk::failure_kind {

bool ends_run(const std::string& kind) {
  return kind == runtime_error || kind == time_limit || kind == idle || kind == memory_limit ||
         kind == output_limit;
}

}  // namespace llk::failure_kind
