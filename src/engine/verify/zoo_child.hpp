#pragma once
/// Private to the zoo: the forked child's side. It runs a mutant's work items round-robin and
/// reports each to the parent as a message of named fields.

#include <string>
#include <vector>

#include "campaign.hpp"
#include "llk/core/child.hpp"

namespace llk::verify_work {

/// What the parent hands a child: the checks still alive and the round each resumes at.
struct ChildPlan {
  std::vector<bool> active;
  std::vector<int> next_round;
  Clock::time_point slice_end;
};

/// What a child reports when a work item ends, sent as a message of these fields by name.
struct ItemReport {
  std::size_t check = 0;
  int round = 0;
  bool passed = true;
  int cases = 0;
  std::string kind;       ///< the failure kind, when it failed
  std::string size;       ///< the counterexample's size in words, if any
  std::size_t cells = 0;  ///< the counterexample's cells (0: none)
  std::string message;
  std::string reproduce;  ///< a RapidCheck reproduce string (laws)
  std::string artifact;   ///< the artifact the child wrote

  ChildMessage message_of() const {
    return {{"msg", "end"},
            {"check", std::to_string(check)},
            {"round", std::to_string(round)},
            {"passed", passed ? "1" : "0"},
            {"cases", std::to_string(cases)},
            {"kind", kind},
            {"size", size},
            {"cells", std::to_string(cells)},
            {"message", message},
            {"reproduce", reproduce},
            {"artifact", artifact}};
  }
  static ItemReport from(const ChildMessage& m) {
    ItemReport r;
    r.check = std::stoul(m.at("check"));
    r.round = std::stoi(m.at("round"));
    r.passed = m.at("passed") == "1";
    r.cases = std::stoi(m.at("cases"));
    r.kind = m.at("kind");
    r.size = m.at("size");
    r.cells = std::stoull(m.at("cells"));
    r.message = m.at("message");
    r.reproduce = m.at("reproduce");
    r.artifact = m.at("artifact");
    return r;
  }
};

/// The child: round-robin rounds over the active checks until all are killed or the slice ends
/// (round 0 of each always runs). Reports every item over `fd`; never returns.
[[noreturn]] void child_main(int fd, const Problem& problem, const Entry& m,
                             const std::vector<Check>& checks, ChildPlan plan,
                             const ZooOptions& opt);

}  // namespace llk::verify_work
