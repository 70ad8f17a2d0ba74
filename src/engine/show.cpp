/// `llk show` and `llk explain`: an input's units in pictures or in words.

#include "llk/engine/show.hpp"

#include <fmt/format.h>

#include <map>
#include <ostream>
#include <sstream>

#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/text.hpp"
#include "llk/engine/bugs.hpp"

namespace llk {

int run_show(const ProblemRegistry& problems, const Problem& fallback, const ShowOptions& opt,
             std::ostream& out, std::ostream& err) {
  const std::string who = opt.pictures ? "llk show: " : "llk explain: ";
  StoredInput in;
  try {
    in = read_input(opt.input, &problems, fallback, opt.params);
  } catch (const std::exception& e) {
    err << who << e.what() << '\n';
    return kExitUsage;
  }
  const Problem& problem = *in.problem;
  const std::size_t total = problem.units(in.input);
  if (opt.unit > total) {
    err << who
        << fmt::format("--query {} is out of range: the input has {} {}\n", opt.unit, total,
                       problem.units_name());
    return kExitUsage;
  }
  // What the subject answered, unit by unit, as the artifact's report keeps it.
  std::vector<std::string> got;
  const std::string subject = in.report.get("subject", "the subject");
  if (const std::string* line = in.report.find("got")) {
    if (opt.pictures) out << "the subject (" << subject << ") answered: " << *line << '\n';
    got = text::split_answers(*line);
  }
  // A limit is the whole run's verdict, not a unit's: it leads, and the units are summed up
  // (`--query N` still explains one).
  const std::string kind = in.report.get("kind", "");
  if (opt.why && !kind.empty())
    out << fmt::format("verdict: {}: {}\n", kind, in.report.get("detail", "-"));
  if (opt.why && is_limit(kind) && opt.unit == 0) {
    const Expected all = problem.oracle(in.input);
    std::map<std::string, std::size_t> answers;
    for (const std::string& a : all.lines) answers[a]++;
    std::string tally;
    for (const auto& [a, n] : answers)
      tally += fmt::format("{}{} {}", tally.empty() ? "" : ", ", n, a);
    out << fmt::format("the input: {}; the oracle answers {}\n", problem.size_text(in.input),
                       tally.empty() ? "nothing" : tally);
    out << fmt::format("a {} is the run's, not one {}'s: `--query N` explains {} N alone\n", kind,
                       problem.unit_name(), problem.unit_name());
    return kExitOk;
  }
  const Expected expected = opt.why && !got.empty() ? problem.oracle(in.input) : Expected{};
  bool svg_written = false;
  for (std::size_t u = 0; u < total; ++u) {
    if (opt.unit != 0 && u + 1 != opt.unit) continue;
    const std::string said = u < got.size() ? got[u] : "";
    if (opt.pictures) out << problem.draw(in.input, u, said);
    if (opt.why) {
      const Explanation x = problem.explain(in.input, u);
      std::string text = opt.pictures ? "  why: " + x.why : x.unit + ": " + x.why;
      if (!said.empty() && u < expected.lines.size())
        text += fmt::format("\n  {} answered {}: {}", subject, said,
                            problem.judge_answer(in.input, expected, u, said) ? "WRONG" : "right");
      out << text << '\n';
    }
    if (!opt.svg.empty() && !svg_written) {
      const std::string svg = problem.draw_svg(in.input, u, said);
      if (svg.empty()) {
        err << who << "the " << problem.name() << " problem has no SVG pictures\n";
        return kExitUsage;
      }
      try {
        write_file(opt.svg, svg);
      } catch (const std::exception& e) {
        err << who << e.what() << '\n';
        return kExitUsage;
      }
      svg_written = true;
      out << "svg: " << opt.svg << '\n';
    }
  }
  return kExitOk;
}

}  // namespace llk
