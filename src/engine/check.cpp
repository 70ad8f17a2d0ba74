/// `llk check`: subjects against the oracle on given inputs.

#include "llk/engine/check.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>

#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/engine/differential.hpp"
#include "llk/engine/hints.hpp"

namespace llk {
namespace {

/// Disagreements of one subject on one input that get their reason printed.
constexpr std::size_t kExplained = 20;

/// The subject's first disagreement on `input`, shrunk and written as an artifact; its path.
std::string minimize_into(const Problem& problem, Subject& subject, const Input& input,
                          const Verdict& v, const CheckOptions& opt, const std::string& file,
                          std::ostream& out) {
  const Shrunk small =
      shrink_unit(problem, subject, input, v.first_bad_unit, v.kind, opt.minimize_seconds);
  Failure f;
  f.name = {"check", problem.name(), std::filesystem::path(file).stem().string(),
            subject.short_name()};
  f.input = small.input;
  f.kind = small.recurred ? small.verdict.kind : v.kind;
  f.found_by = "check";
  f.subject = subject.label();
  f.subject_flags = recorded_flags(subject);
  f.detail = small.recurred ? small.verdict.detail : v.detail + " (did not recur)";
  f.got = small.verdict.got;
  f.rerun.llk_command = "check";
  f.rerun.operands = shell_quote(file);
  f.rerun.args = "--minimize";
  const std::string path = write_failure(opt.out_dir, problem, f);
  out << fmt::format(
      "  minimized in {} tests to {}: {}\n  artifact: {}\n  replay:   llk replay {}\n", small.tests,
      problem.size_text(small.input), f.detail, path, shell_quote(path));
  return path;
}

}  // namespace

int run_check(const ProblemRegistry& problems, const Problem& problem, const CheckOptions& opt,
              std::ostream& out, std::ostream& err) {
  std::vector<std::unique_ptr<Subject>> owned;
  try {
    if (opt.subject.given()) {
      owned.push_back(make_subject(problem, opt.subject));
    } else {
      for (const SolverListing& l : problem.solvers(false))
        owned.push_back(problem.solver(l.name, false));
    }
  } catch (const std::invalid_argument& e) {
    err << "llk check: " << e.what() << '\n';
    return kExitUsage;
  }
  std::vector<Subject*> subjects;
  for (auto& s : owned) subjects.push_back(s.get());
  std::size_t cases = 0, units = 0, disagreements = 0;
  bool input_error = false;
  std::string params_text;
  for (const std::string& file : opt.files) {
    const std::string name = file == "-" ? "<stdin>" : file;
    ReadResult r;
    std::string text;
    try {
      text = read_file(file);
      r = problem.read(text, opt.params, opt.read);
    } catch (const std::exception& e) {
      err << "llk check: " << e.what() << '\n';
      input_error = true;
      continue;
    }
    params_text.clear();
    for (const auto& [k, v] : problem.params(r.input)) params_text += fmt::format(" {}={}", k, v);
    cases += problem.cases(r.input);
    units += problem.units(r.input);
    if (problem.cases(r.input) == 0) {  // nothing before the error to run anything on
      if (r.error)
        err << name << ": " << r.error->to_string() << '\n'
            << input_hints(problems, problem, text, *r.error, file);
      input_error = true;
      continue;
    }
    const Checked c = check_input(problem, r.input, subjects);
    for (std::size_t i = 0; i < subjects.size(); ++i) {
      const auto& v = c.verdicts[i];
      if (!v || !v->failed()) continue;
      std::vector<std::size_t> bad = v->bad_units;
      if (bad.empty()) bad.push_back(v->first_bad_unit);
      for (std::size_t k = 0; k < bad.size(); ++k) {
        const std::size_t unit = bad[k];
        ++disagreements;
        const auto [ci, ui] = problem.locate(r.input, unit);
        const std::string kind = k < v->bad_kinds.size() ? v->bad_kinds[k] : v->kind;
        const std::string said = unit < v->got.size() ? v->got[unit] : "";
        out << fmt::format("DISAGREEMENT {}: case {}, {} {}:{} {}: {}: {}\n", name, ci + 1,
                           problem.unit_name(), ui + 1, params_text, subjects[i]->label(), kind,
                           unit == v->first_bad_unit ? v->detail
                           : said.empty()            ? std::string("no answer")
                                          : fmt::format("{} {} answered {}, the oracle says {}",
                                                        problem.unit_name(), unit + 1, said,
                                                        c.expected.lines.at(unit)));
        // The reason costs an oracle search of the unit's board: the first few of each subject.
        if (k < kExplained && unit < c.expected.lines.size())
          out << "  why: " << problem.explain(r.input, unit).why << '\n';
        else if (k == kExplained)
          out << "  (the reasons of further disagreements: `llk explain " << shell_quote(file)
              << "`)\n";
        if (k == 0) out << problem.draw(r.input, unit, said);
      }
      if (opt.minimize) {
        try {
          minimize_into(problem, *subjects[i], r.input, *v, opt, file, out);
        } catch (const std::exception& e) {
          err << "llk check: " << name << ": not minimized: " << e.what() << '\n';
        }
      }
    }
    if (r.error) {
      err << name << ": " << r.error->to_string() << '\n'
          << input_hints(problems, problem, text, *r.error, file);
      input_error = true;
    }
  }
  out << fmt::format(
      "checked {} case{}, {} {} with {} subject{} and the oracle ({}): {} disagreement{}\n", cases,
      cases == 1 ? "" : "s", units, units == 1 ? problem.unit_name() : problem.units_name(),
      subjects.size(), subjects.size() == 1 ? "" : "s",
      params_text.empty() ? problem.name() : problem.name() + params_text, disagreements,
      disagreements == 1 ? "" : "s");
  if (disagreements > 0) return kExitFailureFound;
  return input_error ? kExitUsage : kExitOk;
}

}  // namespace llk
