/// `llk replay`: every artifact through every production solver of its problem, or a subject.

#include "llk/engine/replay.hpp"

#include <fmt/format.h>

#include <ostream>

#include "llk/core/exit_status.hpp"
#include "llk/engine/failure.hpp"

namespace llk {

int run_replay(const ProblemRegistry& problems, const Problem& fallback, const ReplayOptions& opt,
               std::ostream& out, std::ostream& err) {
  std::vector<std::string> files;
  try {
    files = find_artifacts(opt.path);
  } catch (const std::exception& e) {
    err << "llk replay: " << e.what() << '\n';
    return kExitUsage;
  }
  int mismatches = 0, unreadable = 0, checked = 0;
  for (const std::string& file : files) {
    StoredInput s;
    std::vector<std::unique_ptr<Subject>> subjects;
    try {
      s = read_input(file, &problems, fallback, {});
      if (!s.artifact) throw std::runtime_error(file + ": no NAME.out beside it");
      if (opt.subject.given()) {
        subjects.push_back(make_subject(*s.problem, opt.subject));
      } else {
        for (const SolverListing& l : s.problem->solvers(false))
          subjects.push_back(s.problem->solver(l.name, false));
      }
    } catch (const std::exception& e) {
      err << "llk replay: " << e.what() << '\n';
      ++unreadable;
      continue;
    }
    ++checked;
    Expected expected;
    expected.lines = s.expected;
    // The problem's own subjects also check what the oracle knows beyond NAME.out.
    if (!opt.subject.given()) expected = s.problem->oracle(s.input);
    std::string ran;
    for (auto& subject : subjects) {
      if (!subject->supports(s.input)) continue;
      ran += (ran.empty() ? "" : ", ") + subject->short_name();
      Verdict v = subject->run(s.input, expected);
      // NAME.out is what the artifact promises: answers are judged against it.
      if (!v.failed() && v.got.size() == s.expected.size() && v.got != s.expected) {
        v.kind = failure_kind::wrong_answer;
        v.detail = "answers differ from NAME.out";
      }
      if (!v.failed()) continue;
      ++mismatches;
      out << fmt::format("FAIL {}: {}: {}: {}\n", file, subject->label(), v.kind, v.detail);
    }
    std::string params;
    for (const auto& [k, v] : s.problem->params(s.input)) params += fmt::format(", {}={}", k, v);
    out << fmt::format("ran  {} ({}: {}{})\n", file, s.problem->name(), ran, params);
  }
  out << fmt::format("replayed {} artifact{}: {} mismatch{}{}\n", checked, checked == 1 ? "" : "s",
                     mismatches, mismatches == 1 ? "" : "es",
                     unreadable ? fmt::format(", {} unreadable", unreadable) : "");
  if (mismatches > 0) return kExitFailureFound;
  if (unreadable > 0 || checked == 0) return kExitUsage;
  return kExitOk;
}

}  // namespace llk
