/// `llk replay`: each artifact through its recorded subject, a named one, or the solvers.

#include "llk/engine/replay.hpp"

#include <fmt/format.h>

#include <filesystem>

#include <map>
#include <ostream>
#include <stdexcept>

#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/text.hpp"

namespace llk {
namespace {

/// An artifact read whole whose recorded subject cannot be started here (a program not found).
struct CannotRun : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Where to replay an artifact whose program ran elsewhere: "" when here is where it ran, or
/// the command it needs, `cd WD && llk replay FILE`, with FILE absolute.
std::string elsewhere(const StoredInput& s, const std::string& file) {
  const std::string* wd = s.report.find("wd");
  std::error_code ec;
  if (wd == nullptr || std::filesystem::equivalent(*wd, std::filesystem::current_path(), ec))
    return "";
  return fmt::format("; it ran in {} (its recorded working directory): `cd {} && llk replay {}`",
                     *wd, shell_quote(*wd),
                     shell_quote(std::filesystem::absolute(file, ec).string()));
}

/// How the subjects of one replay are chosen.
enum class Mode { recorded, named, solvers };

/// What happened to one artifact.
struct Tally {
  int checked = 0, failing = 0, fixed = 0, laws = 0, unreadable = 0;
  int not_run = 0;                     ///< read, but its recorded program could not be started here
  std::map<std::string, int> skipped;  ///< reason -> count
};

/// Why the artifact is not for this replay ("" when it is): another problem, other parameters.
std::string skip_reason(const StoredInput& s, Mode mode, const Problem& chosen,
                        const ReplayOptions& opt) {
  if (mode == Mode::named && s.problem != &chosen)
    return fmt::format("of problem {} (the subject answers {})", s.problem->name(), chosen.name());
  if (!s.has_report) return "";
  const Params have = s.problem->params(s.input);
  Params want = opt.params;
  // A program is taken to answer the problem's default parameters unless told otherwise.
  if (mode == Mode::named && !opt.subject.command.empty())
    for (const auto& [k, v] : s.problem->param_defaults()) want.try_emplace(k, v);
  std::string differ;
  for (const auto& [k, v] : want)
    if (auto it = have.find(k); it != have.end() && it->second != v)
      differ += fmt::format("{}{}={}", differ.empty() ? "" : " ", k, it->second);
  return differ.empty() ? "" : "under other parameters (" + differ + ")";
}

/// The artifact's own subject, from its `subject-flags:` line.
std::unique_ptr<Subject> recorded_subject(const StoredInput& s, const ReplayOptions& opt) {
  const std::string* flags = s.report.find("subject-flags");
  std::optional<SubjectOptions> named = flags ? subject_from_flags(*flags) : std::nullopt;
  if (!named)
    throw std::runtime_error(
        std::string(s.has_report ? "its NAME.txt records no subject (no subject-flags line)"
                                 : "without a NAME.txt there is no recorded subject") +
        ": replay it with --solvers, or name one with --cmd, --solver or --mutant");
  // The limits the failure was found under, unless the command line gives others.
  named->limits = opt.subject.limits.over(named->limits);
  return make_subject(*s.problem, *named);
}

/// One replay over its artifacts: how subjects are chosen, and what happened to each artifact.
class Replay {
 public:
  Replay(const ProblemRegistry& problems, const Problem& chosen, const ReplayOptions& opt,
         Mode mode, std::unique_ptr<Subject> named, std::ostream& out, std::ostream& err)
      : problems_(problems),
        chosen_(chosen),
        opt_(opt),
        mode_(mode),
        named_(std::move(named)),
        out_(out),
        err_(err) {}

  /// Reads artifact `file` and runs it through its subjects (or says why not).
  void artifact(const std::string& file) {
    StoredInput s;
    std::vector<std::unique_ptr<Subject>> subjects;
    try {
      if (!load(file, s, subjects)) return;
    } catch (const CannotRun& e) {
      err_ << "llk replay: " << file << ": " << e.what() << '\n';
      ++t_.not_run;
      return;
    } catch (const std::exception& e) {
      const std::string why = e.what();  // read_input's messages name the file already
      err_ << "llk replay: " << (why.starts_with(file) ? why : file + ": " + why) << '\n';
      ++t_.unreadable;
      return;
    }
    std::vector<Subject*> run;
    if (named_) run.push_back(named_.get());
    for (auto& subject : subjects) run.push_back(subject.get());
    std::erase_if(run, [&s](Subject* x) { return !x->supports(s.input); });
    if (run.empty()) {
      out_ << fmt::format("skip {}: no subject supports its parameters\n", file);
      ++t_.skipped["no subject supports its parameters"];
      return;
    }
    ++t_.checked;
    replay(file, s, run);
  }

  /// The summary line; replay's exit status.
  int finish() {
    out_ << summary() << '\n';
    if (t_.failing > 0) return kExitFailureFound;
    if (t_.unreadable > 0 || t_.not_run > 0 || t_.checked == 0) return kExitUsage;
    return kExitOk;
  }

 private:
  /// The artifact and its subjects; false (with a skip line) when it is not for this replay.
  /// Throws when it cannot be read or replayed.
  bool load(const std::string& file, StoredInput& s,
            std::vector<std::unique_ptr<Subject>>& subjects) {
    const bool described = opt_.problem_given || !opt_.params.empty();
    s = read_input(file, &problems_, chosen_, {});
    if (!s.has_report) {
      if (!described)
        throw std::runtime_error(
            "no NAME.txt beside it, so its problem and parameters are unknown: give "
            "--problem, --rules and --turns to say how to read it");
      s = read_input(file, &problems_, chosen_, opt_.params);
    }
    if (!s.artifact)
      throw std::runtime_error(
          "no NAME.out beside it: to compare a subject with the oracle on a plain input, run "
          "`llk check FILE --cmd PROGRAM`");
    if (std::string why = skip_reason(s, mode_, chosen_, opt_); !why.empty()) {
      out_ << fmt::format("skip {}: {}\n", file, why);
      ++t_.skipped[why.substr(0, why.find(" ("))];
      return false;
    }
    if (mode_ == Mode::recorded) {
      try {
        subjects.push_back(recorded_subject(s, opt_));
      } catch (const std::invalid_argument& e) {  // a program that cannot be started
        throw CannotRun(e.what() + elsewhere(s, file));
      }
    } else if (mode_ == Mode::solvers) {
      for (const SolverListing& l : s.problem->solvers(false))
        subjects.push_back(s.problem->solver(l.name, false));
    }
    return true;
  }

  /// Each subject on the artifact, its verdict told.
  void replay(const std::string& file, const StoredInput& s, const std::vector<Subject*>& run) {
    std::vector<std::string> ran;
    Expected from_out, from_oracle;
    from_out.lines = s.expected;
    for (Subject* subject : run) {
      ran.push_back(subject->short_name());
      // In-process subjects are also judged on what the oracle knows beyond NAME.out.
      if (subject->in_process() && from_oracle.lines.empty())
        from_oracle = s.problem->oracle(s.input);
      const Expected& expected = subject->in_process() ? from_oracle : from_out;
      Verdict v = subject->run(s.input, expected);
      judge_against_out(s, from_out, v);
      tell(file, s, *subject, v);
    }
    std::string params;
    for (const auto& [k, v] : s.problem->params(s.input)) params += fmt::format(", {}={}", k, v);
    out_ << fmt::format("ran  {} ({}: {}{})\n", file, s.problem->name(), text::join(ran, ", "),
                        params);
  }

  /// NAME.out is what the artifact promises: answers are judged against it, by the problem's
  /// rule (a unit may have several right answers, not just NAME.out's text).
  static void judge_against_out(const StoredInput& s, const Expected& from_out, Verdict& v) {
    if (v.failed() || v.got.size() != s.expected.size() || v.got == s.expected) return;
    for (std::size_t u = 0; u < v.got.size(); ++u) {
      const auto why = s.problem->judge_answer(s.input, from_out, u, v.got[u]);
      if (!why) continue;
      v.kind = failure_kind::wrong_answer;
      v.detail = fmt::format("answers differ from NAME.out (line {}: {})", u + 1, *why);
      return;
    }
  }

  /// One subject's verdict on the artifact: a mismatch, or (its recorded subject) whether the
  /// failure reproduces, was a law's, or is fixed.
  void tell(const std::string& file, const StoredInput& s, const Subject& subject,
            const Verdict& v) {
    const std::string recorded_kind = s.report.get("kind", "?");
    if (mode_ != Mode::recorded) {
      if (!v.failed()) return;
      ++t_.failing;
      out_ << fmt::format("FAIL {}: {}: {}: {}\n", file, subject.label(), v.kind, v.detail);
    } else if (v.failed()) {
      ++t_.failing;
      out_ << fmt::format("REPRODUCES {}: {}: {}: {}{}\n", file, subject.label(), v.kind, v.detail,
                          v.kind == recorded_kind ? "" : " (recorded as " + recorded_kind + ")");
    } else if (const std::string* law = s.report.find("law")) {
      ++t_.laws;
      out_ << fmt::format(
          "LAW {}: {} answers as {}; it broke the law '{}', which one input cannot "
          "show again: reproduce with {}\n",
          file, subject.label(), answers_file(file), *law,
          s.report.get("reproduce", "the verify run"));
    } else {
      ++t_.fixed;
      out_ << fmt::format("FIXED {}: {} now answers as {} (recorded: {}: {})\n", file,
                          subject.label(), answers_file(file), recorded_kind,
                          s.report.get("detail", "?"));
    }
  }

  /// The expected answers beside artifact `file` (NAME.in's NAME.out).
  static std::string answers_file(const std::string& file) {
    return std::filesystem::path(file).replace_extension(".out").string();
  }

  std::string summary() const {
    std::string summary =
        fmt::format("replayed {} artifact{}", t_.checked, t_.checked == 1 ? "" : "s");
    if (mode_ == Mode::recorded) {
      summary +=
          fmt::format(" with the subject recorded in each: {} reproduce{}, {} no longer fail{}",
                      t_.failing, t_.failing == 1 ? "s" : "", t_.fixed, t_.fixed == 1 ? "s" : "");
      if (t_.laws)
        summary += fmt::format(", {} law failure{} to rerun", t_.laws, t_.laws == 1 ? "" : "s");
    } else {
      summary += fmt::format(": {} mismatch{}", t_.failing, t_.failing == 1 ? "" : "es");
    }
    int skipped = 0;
    std::vector<std::string> reasons;
    for (const auto& [why, n] : t_.skipped) {
      skipped += n;
      reasons.push_back(fmt::format("{} {}", n, why));
    }
    if (skipped) summary += fmt::format(", {} skipped ({})", skipped, text::join(reasons, "; "));
    if (t_.not_run)
      summary += fmt::format(", {} not run (its subject could not be started)", t_.not_run);
    if (t_.unreadable) summary += fmt::format(", {} unreadable", t_.unreadable);
    return summary;
  }

  const ProblemRegistry& problems_;
  const Problem& chosen_;
  const ReplayOptions& opt_;
  const Mode mode_;
  std::unique_ptr<Subject> named_;  ///< one program or solver for every artifact
  std::ostream& out_;
  std::ostream& err_;
  Tally t_;
};

}  // namespace

int run_replay(const ProblemRegistry& problems, const Problem& chosen, const ReplayOptions& opt,
               std::ostream& out, std::ostream& err) {
  std::vector<std::string> files;
  try {
    files = find_artifacts(opt.path);
  } catch (const std::exception& e) {
    err << "llk replay: " << e.what() << '\n';
    return kExitUsage;
  }
  const Mode mode = opt.subject.given() ? Mode::named
                    : opt.solvers       ? Mode::solvers
                                        : Mode::recorded;
  std::unique_ptr<Subject> named;
  if (mode == Mode::named) {
    try {
      named = make_subject(chosen, opt.subject);
    } catch (const std::exception& e) {
      err << "llk replay: " << e.what() << '\n';
      return kExitUsage;
    }
  }
  Replay replay(problems, chosen, opt, mode, std::move(named), out, err);
  for (const std::string& file : files) replay.artifact(file);
  return replay.finish();
}

}  // namespace llk
