#pragma once
/// Helpers shared by the fuzz targets and the crash converter: decoding bytes into an input and
/// choosing the subjects; decoding is the problem's, judging, shrinking and the artifact the
/// engines' (one for all).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "llk/core/failure.hpp"
#include "llk/engine/differential.hpp"
#include "llk/problem.hpp"

namespace llk::fuzz {

/// Where failure artifacts go: $LLK_FUZZ_ARTIFACT_DIR, else ./llk-out/fuzz.
inline std::string artifact_dir() {
  const char* dir = std::getenv("LLK_FUZZ_ARTIFACT_DIR");
  return dir != nullptr && *dir != '\0' ? dir : "llk-out/fuzz";
}

/// Fuzzer bytes as an input of the problem: its own decoding (Problem::decode), the one
/// LLK_FUZZ_SOLVER targets use too.
inline Input decode_differential(const Problem& problem, const std::uint8_t* data,
                                 std::size_t size) {
  return *problem.decode({data, size});
}

/// The subjects of the first problem asked for (one process fuzzes one problem): the production
/// solver or mutant $LLK_FUZZ_SOLVER names; unset or "all": every production solver. An unknown
/// name stops the process, so a typo never fuzzes nothing.
inline const std::vector<std::unique_ptr<Subject>>& subjects(const Problem& p) {
  static const std::vector<std::unique_ptr<Subject>> list = [&p] {
    std::vector<std::unique_ptr<Subject>> s;
    const char* name = std::getenv("LLK_FUZZ_SOLVER");
    if (name == nullptr || *name == '\0' || std::string(name) == "all") {
      for (const SolverListing& l : p.solvers(false)) s.push_back(p.solver(l.name, false));
    } else if (auto solver = p.solver(name, false)) {
      s.push_back(std::move(solver));
    } else if (auto mutant = p.solver(name, true)) {
      s.push_back(std::move(mutant));
    } else {
      std::fprintf(stderr, "LLK_FUZZ_SOLVER: no %s production solver or mutant named '%s'\n",
                   p.name().c_str(), name);
      std::exit(2);
    }
    return s;
  }();
  return list;
}

/// Minimizes a failing input (same subject, same kind of failure) and writes the failure
/// artifact into artifact_dir(); returns the path of NAME.in.
inline std::string write_minimized_artifact(const Problem& problem, Subject& subject,
                                            const Input& input, const Verdict& first,
                                            const std::string& found_by,
                                            const std::string& reproduce) {
  const Shrunk small = shrink_failure(problem, subject, input, first, 60);
  Failure f;
  f.input = small.input;
  f.name = {"fuzz", subject.short_name()};
  f.name_hash = true;  // one artifact per minimized input, however often it is found
  f.kind = first.kind;
  f.found_by = found_by;
  f.subject = subject.label();
  f.subject_flags = subject.flags();
  f.detail = small.recurred ? small.verdict.detail : first.detail;
  f.got = small.recurred ? small.verdict.got : first.got;
  f.rerun.program = reproduce;
  return write_failure(artifact_dir(), problem, f);
}

}  // namespace llk::fuzz
