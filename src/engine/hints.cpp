/// Hints for input errors: the first violation when it is earlier, or another problem's format.

#include "llk/engine/hints.hpp"

#include <fmt/format.h>

#include "llk/core/files.hpp"

namespace llk {

std::string input_hints(const ProblemRegistry& problems, const Problem& problem,
                        std::string_view text, const ParseError& error, const std::string& path) {
  std::string out;
  // Another problem that reads the whole input cleanly is what the user meant (each such
  // problem named, in the registry's order).
  for (const ProblemInfo& other : problems.all()) {
    if (text.empty()) break;  // stdin, read once already
    if (other.problem.get() == &problem) continue;
    try {
      const ReadResult r = other.problem->read(text, {}, ReadOptions{true, 256});
      if (!r.error && other.problem->cases(r.input) > 0)
        out += fmt::format("  this looks like input of the {} problem: try --problem {}\n",
                           other.name, other.name);
    } catch (const std::exception&) {
    }
  }
  if (!out.empty()) return out;
  // The lenient reader goes on past a short row; the strict validator sees where it is short.
  const std::vector<ParseError> violations =
      text.empty() ? std::vector<ParseError>{} : problem.validate(text, ReadOptions{true, 256});
  if (!violations.empty() && violations.front().pos.line < error.pos.line)
    out += fmt::format("  the first fault is earlier, at {}\n", violations.front().to_string());
  out += fmt::format("  (`llk validate --problem {} {}` lists every violation)\n", problem.name(),
                     path == "-" ? "FILE" : shell_quote(path));
  return out;
}

}  // namespace llk
