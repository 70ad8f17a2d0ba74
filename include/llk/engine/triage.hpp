#pragma once
/// `llk triage`: a directory of artifacts (an overnight fuzzing run, several stress runs)
/// bucketed into distinct bugs, with one representative of each.

#include <iosfwd>
#include <string>
#include <vector>

#include "llk/engine/bugs.hpp"
#include "llk/problem.hpp"

namespace llk {

struct TriageOptions {
  std::vector<std::string> paths;  ///< artifacts NAME.in, or directories searched for them
  std::string out_dir;             ///< when set, the smallest artifact of each bug is copied here
};

/// One distinct bug among artifacts: the smallest artifact stands for it (`bug.artifact`).
struct TriageBucket {
  /// `hits`: its failing units (each artifact's recorded count, else 1); `first_seen`: the
  /// engine that found the smallest
  Bug bug;
  const Problem* problem = nullptr;
  std::size_t cells = 0;             ///< the smallest artifact's
  std::string subject;               ///< the smallest artifact's subject
  std::vector<std::string> members;  ///< every artifact of the bug, in the order read
};

/// The artifacts bucketed into distinct bugs, in order of first appearance.
struct Triage {
  std::vector<TriageBucket> buckets;
  std::size_t read = 0;        ///< artifacts read
  std::size_t unreadable = 0;  ///< files that are no readable artifact (each said on `err`)
};

/// Buckets `files` (artifacts NAME.in) by problem, subject and bug_key() (a limit: its kind);
/// one input in memory at a time.
Triage triage_artifacts(const ProblemRegistry& problems, const Problem& fallback,
                        const std::vector<std::string>& files, std::ostream& err,
                        const std::string& command = "llk triage");

/// Exit 0 with the table (and 1 bug or more), 2 when nothing could be read.
int run_triage(const ProblemRegistry& problems, const Problem& fallback,
               const TriageOptions& options, std::ostream& out, std::ostream& err);

}  // namespace llk
