/// `llk solve` and `llk validate`.

#include "llk/engine/solve.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>
#include <stdexcept>

#include "input_text.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/text.hpp"
#include "llk/engine/hints.hpp"

namespace llk {
namespace {

std::string display_name(const std::string& path) {
  return path == "-" ? "<stdin>" : path;
}

}  // namespace

int run_solve(const ProblemRegistry& problems, const Problem& problem, const SolveOptions& opt,
              std::ostream& out, std::ostream& err) {
  engine_detail::InputText text;
  if (!text.load(opt.input, err, "solve")) return kExitUsage;
  std::optional<ParseError> error;
  try {
    error = problem.solve(text.view(), {opt.mutant.empty() ? opt.solver : opt.mutant, !opt.mutant.empty(), opt.params, opt.read}, out,
                          [&text](std::size_t offset) { text.release_before(offset); });
  } catch (const std::invalid_argument& e) {
    err << "llk solve: " << e.what() << '\n';
    return kExitUsage;
  }
  if (!error) return kExitOk;
  out.flush();
  err << display_name(opt.input) << ": " << error->to_string() << '\n';
  // The text may be released as it was read: a file is read again for the hints.
  std::string again;
  try {
    if (opt.input != "-" && std::filesystem::file_size(opt.input) <= (std::uintmax_t{64} << 20))
      again = read_file(opt.input);
  } catch (const std::exception&) {
  }
  err << input_hints(problems, problem, again, *error, opt.input);
  return kExitUsage;
}

int run_validate(const Problem& problem, const ValidateOptions& opt, std::ostream& out,
                 std::ostream& err) {
  std::string text;
  try {
    text = read_file(opt.input);
  } catch (const std::exception& e) {
    err << "llk validate: " << e.what() << '\n';
    return kExitUsage;
  }
  const std::string name = display_name(opt.input);
  const auto issues = problem.validate(text, opt.read);
  for (std::size_t i = 0; i < issues.size() && i < opt.max_shown; ++i)
    err << name << ": " << issues[i].to_string() << '\n';
  if (issues.empty()) {
    out << fmt::format("{}: valid {} input\n", name, problem.name());
    return kExitOk;
  }
  if (issues.size() > opt.max_shown)
    err << fmt::format("{}: ... {} more not shown\n", name, issues.size() - opt.max_shown);
  err << fmt::format("{}: {} violation{}\n", name, issues.size(), issues.size() == 1 ? "" : "s");
  return kExitUsage;
}

}  // namespace llk
