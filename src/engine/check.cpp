/// `llk check`: subjects against the oracle on given inputs.

#include "llk/engine/check.hpp"

#include <fmt/format.h>

#include <ostream>

#include "llk/core/exit_status.hpp"
#include "llk/core/files.hpp"
#include "llk/engine/differential.hpp"

namespace llk {

int run_check(const Problem& problem, const CheckOptions& opt, std::ostream& out,
              std::ostream& err) {
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
    try {
      r = problem.read(read_file(file), opt.params, opt.read);
    } catch (const std::exception& e) {
      err << "llk check: " << e.what() << '\n';
      input_error = true;
      continue;
    }
    params_text.clear();
    for (const auto& [k, v] : problem.params(r.input)) params_text += fmt::format(" {}={}", k, v);
    cases += problem.cases(r.input);
    units += problem.units(r.input);
    const Checked c = check_input(problem, r.input, subjects);
    for (std::size_t i = 0; i < subjects.size(); ++i) {
      const auto& v = c.verdicts[i];
      if (!v || !v->failed()) continue;
      ++disagreements;
      const auto [ci, ui] = problem.locate(r.input, v->first_bad_unit);
      out << fmt::format("DISAGREEMENT {}: case {}, {} {}:{} {}: {}: {}\n", name, ci + 1,
                         problem.unit_name(), ui + 1, params_text, subjects[i]->label(), v->kind,
                         v->detail);
      if (v->first_bad_unit < v->got.size())
        out << fmt::format("  it answered {}, the oracle {}\n", v->got[v->first_bad_unit],
                           c.expected.lines.at(v->first_bad_unit));
      out << problem.draw(r.input, v->first_bad_unit,
                          v->first_bad_unit < v->got.size() ? v->got[v->first_bad_unit] : "");
    }
    if (r.error) {
      err << name << ": " << r.error->to_string() << '\n';
      input_error = true;
    }
  }
  out << fmt::format(
      "checked {} cases, {} {} with {} subject{} and the oracle ({}): {} "
      "disagreement{}\n",
      cases, units, problem.units_name(), subjects.size(), subjects.size() == 1 ? "" : "s",
      params_text.empty() ? problem.name() : problem.name() + params_text, disagreements,
      disagreements == 1 ? "" : "s");
  if (disagreements > 0) return kExitFailureFound;
  return input_error ? kExitUsage : kExitOk;
}

}  // namespace llk
