/// `llk check`: subjects against the oracle on given inputs.

#include "llk/engine/check.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>

#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/safe_text.hpp"
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
  record_subject(f, subject);
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

/// One `llk check` over its files: the subjects, and what they disagreed on.
class CheckRun {
 public:
  CheckRun(const ProblemRegistry& problems, const Problem& problem, const CheckOptions& opt,
           std::vector<Subject*> subjects, std::ostream& out, std::ostream& err)
      : problems_(problems),
        problem_(problem),
        opt_(opt),
        subjects_(std::move(subjects)),
        out_(out),
        err_(err) {}

  /// Reads `file` and checks every subject on its complete cases.
  void file(const std::string& file) {
    const std::string name = file == "-" ? "<stdin>" : file;
    ReadResult r;
    std::string text;
    try {
      text = read_file(file);
      r = problem_.read(text, opt_.params, opt_.read);
    } catch (const std::exception& e) {
      err_ << "llk check: " << e.what() << '\n';
      input_error_ = true;
      return;
    }
    params_text_.clear();
    for (const auto& [k, v] : problem_.params(r.input)) params_text_ += fmt::format(" {}={}", k, v);
    cases_ += problem_.cases(r.input);
    units_ += problem_.units(r.input);
    if (problem_.cases(r.input) == 0) {  // nothing before the error to run anything on
      if (r.error)
        err_ << name << ": " << r.error->to_string() << '\n'
             << input_hints(problems_, problem_, text, *r.error, file);
      input_error_ = true;
      return;
    }
    const Checked c = check_input(problem_, r.input, subjects_);
    for (std::size_t i = 0; i < subjects_.size(); ++i)
      if (c.verdicts[i] && c.verdicts[i]->failed())
        disagreed(file, name, r.input, c, *subjects_[i], *c.verdicts[i]);
    if (r.error) {
      err_ << name << ": " << r.error->to_string() << '\n'
           << input_hints(problems_, problem_, text, *r.error, file);
      input_error_ = true;
    }
  }

  /// The summary line; check's exit status.
  int finish() {
    out_ << fmt::format(
        "checked {} case{}, {} {} with {} subject{} and the oracle ({}): {} disagreement{}\n",
        cases_, cases_ == 1 ? "" : "s", units_,
        units_ == 1 ? problem_.unit_name() : problem_.units_name(), subjects_.size(),
        subjects_.size() == 1 ? "" : "s",
        params_text_.empty() ? problem_.name() : problem_.name() + params_text_, disagreements_,
        disagreements_ == 1 ? "" : "s");
    if (disagreements_ > 0) return kExitFailureFound;
    return input_error_ ? kExitUsage : kExitOk;
  }

 private:
  /// Every unit `subject` got wrong on the input, told (the first few with the oracle's reason,
  /// the first drawn); its first disagreement minimized under --minimize.
  void disagreed(const std::string& file, const std::string& name, const Input& input,
                 const Checked& c, Subject& subject, const Verdict& v) {
    std::vector<std::size_t> bad = v.bad_units;
    if (bad.empty()) bad.push_back(v.first_bad_unit);
    for (std::size_t k = 0; k < bad.size(); ++k) {
      const std::size_t unit = bad[k];
      ++disagreements_;
      const auto [ci, ui] = problem_.locate(input, unit);
      const std::string kind = k < v.bad_kinds.size() ? v.bad_kinds[k] : v.kind;
      const std::string said = unit < v.got.size() ? text::printable(v.got[unit]) : "";
      out_ << fmt::format("DISAGREEMENT {}: case {}, {} {}:{} {}: {}: {}\n", name, ci + 1,
                          problem_.unit_name(), ui + 1, params_text_, subject.label(), kind,
                          unit == v.first_bad_unit ? v.detail
                          : said.empty()           ? std::string("no answer")
                                         : fmt::format("{} {} answered {}, the oracle says {}",
                                                       problem_.unit_name(), unit + 1, said,
                                                       c.expected.lines.at(unit)));
      // The reason costs an oracle search of the unit's board: the first few of each subject.
      if (k < kExplained && unit < c.expected.lines.size())
        out_ << "  why: " << problem_.explain(input, unit).why << '\n';
      else if (k == kExplained)
        out_ << "  (the reasons of further disagreements: `llk explain " << shell_quote(file)
             << "`)\n";
      if (k == 0) out_ << problem_.draw(input, unit, said);
    }
    if (!opt_.minimize) return;
    try {
      minimize_into(problem_, subject, input, v, opt_, file, out_);
    } catch (const std::exception& e) {
      err_ << "llk check: " << name << ": not minimized: " << e.what() << '\n';
    }
  }

  const ProblemRegistry& problems_;
  const Problem& problem_;
  const CheckOptions& opt_;
  const std::vector<Subject*> subjects_;
  std::ostream& out_;
  std::ostream& err_;
  std::size_t cases_ = 0, units_ = 0, disagreements_ = 0;
  bool input_error_ = false;
  std::string params_text_;  ///< the last file's parameters
};

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
  CheckRun run(problems, problem, opt, std::move(subjects), out, err);
  for (const std::string& file : opt.files) run.file(file);
  return run.finish();
}

}  // namespace llk
