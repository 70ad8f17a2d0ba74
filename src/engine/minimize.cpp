/// `llk minimize`: the subject's failure on an input, shrunk and written as an artifact.

#include "llk/engine/minimize.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>

#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/engine/differential.hpp"

namespace llk {

int run_minimize(const ProblemRegistry& problems, const Problem& fallback,
                 const MinimizeOptions& opt, std::ostream& out, std::ostream& err) {
  StoredInput in;
  std::unique_ptr<Subject> subject;
  try {
    in = read_input(opt.input, &problems, fallback, opt.params);
    subject = make_subject(*in.problem, opt.subject);
  } catch (const std::exception& e) {
    err << "llk minimize: " << e.what() << '\n';
    return kExitUsage;
  }
  const Problem& problem = *in.problem;
  if (!subject->supports(in.input)) {
    err << "llk minimize: " << subject->label() << " does not support this input's parameters\n";
    return kExitUsage;
  }
  const Verdict v = subject->run(in.input, problem.oracle(in.input));
  std::string params;
  for (const auto& [k, val] : problem.params(in.input)) params += fmt::format(" {}={}", k, val);
  if (!v.failed()) {
    out << fmt::format("{}: {} gives the right answers{}: nothing to minimize\n", opt.input,
                       subject->label(), params.empty() ? "" : " under" + params);
    return kExitOk;
  }
  out << fmt::format("{}: {} ({})\n", opt.input, v.kind, v.detail);
  const Shrunk small = shrink_failure(problem, *subject, in.input, v, opt.max_seconds);
  Failure a;
  a.name = opt.name.empty()
               ? std::vector<std::string>{"min", std::filesystem::path(opt.input).stem().string()}
               : std::vector<std::string>{opt.name};
  a.input = small.input;
  a.kind = v.kind;
  a.found_by = "minimize";
  record_subject(a, *subject);
  a.detail = small.recurred ? small.verdict.detail : v.detail + " (did not recur)";
  a.got = small.verdict.got;
  a.rerun.llk_command = "minimize";
  a.rerun.operands = shell_quote(opt.input);
  const std::string path = write_failure(opt.out_dir, problem, a);
  std::string small_params;
  for (const auto& [k, val] : problem.params(small.input))
    small_params += fmt::format(" {}={}", k, val);
  out << fmt::format(
      "minimized in {} test{}{} to {}, {} cell{}{}:\n", small.tests, small.tests == 1 ? "" : "s",
      small.one_minimal ? " (1-minimal)" : " (limit reached)", problem.size_text(small.input),
      problem.cells(small.input), problem.cells(small.input) == 1 ? "" : "s", small_params);
  const std::string text = problem.write(small.input);
  if (text.size() < 4000) out << text;
  out << "artifact: " << path << '\n' << "replay:   llk replay " << shell_quote(path) << '\n';
  return kExitFailureFound;
}

}  // namespace llk
