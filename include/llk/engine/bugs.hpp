#pragma once
/// Triage: failures bucketed into distinct bugs. Two failures are one bug when their minimized
/// inputs have the same canonical form, failure kind and expected answers.

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "llk/problem.hpp"

namespace llk {

/// One distinct bug and how often it was hit.
struct Bug {
  std::string key;         ///< kind, expected answers and canonical input: what makes it distinct
  std::string kind;        ///< failure kind of the minimized input
  std::string unit_class;  ///< class of the failing unit ("same-cell", "ring", ...)
  std::string expected;    ///< the oracle's answers on the minimized input
  std::string detail;      ///< what went wrong on the minimized input, in words
  std::string size;        ///< "3 x 3 board, 1 query"
  std::string artifact;    ///< NAME.in of its artifact
  std::size_t hits = 0;    ///< failing units counted on it
  std::string first_seen;  ///< "input 17", or the artifact it came from
  /// A limit's figures: "CPU 10.01 s, wall 12.30 s, 4.1 MiB; llk 0.020 s" (empty otherwise).
  std::string resources;
};

/// A limit (time, memory, idle, output): a cause of the input's size and the program's cost,
/// not of one unit.
bool is_limit(const std::string& kind);

/// What makes two failing units of one program the same failure before minimizing: a limit's
/// kind alone (a limit says what the program costs, not which unit came first: one bug,
/// whatever the class of that unit or the input's size), else the kind, the class and the
/// answer.
std::string bug_signature(const std::string& kind, const std::string& unit_class,
                          const std::string& answer);

/// The order bugs are listed and numbered in: every failure of answers (wrong answers first)
/// before every limit, then the most failing units first. Bug N is ranked N-th, in the log's
/// table, the artifacts (`bug: N`), the JSON and the page alike.
std::vector<std::size_t> bug_ranking(const std::vector<Bug>& bugs);

/// The key of a minimized failure: its kind, the expected answers and the canonical input.
std::string bug_key(const Problem& problem, const Input& input, const std::string& kind,
                    const Expected& expected);

/// The bugs found so far, safe to share between threads. Failing units are first sorted by a
/// cheap signature (kind, class, expected answer); only the first few of each signature are
/// minimized, the rest count as hits of the first bug of their signature.
class BugBook {
 public:
  explicit BugBook(int minimized_per_signature = 2) : per_signature_(minimized_per_signature) {}
  /// True when a failing unit of this signature should be minimized (and claims the slot).
  bool claim(const std::string& signature);
  /// Counts a hit of a signature that was not minimized.
  void hit(const std::string& signature);
  /// Adds a minimized failure: its bug index, and true when the bug is new. A new bug past
  /// `max_bugs` distinct ones (0: no limit), found by another worker meanwhile, is not kept.
  std::pair<std::size_t, bool> add(const std::string& signature, Bug bug, int max_bugs = 0);
  /// Where bug `index` was written.
  void set_artifact(std::size_t index, const std::string& path);
  std::vector<Bug> bugs() const;
  std::size_t size() const;
  std::size_t failing_units() const;

 private:
  mutable std::mutex mu_;
  int per_signature_;
  std::vector<Bug> bugs_;
  std::map<std::string, std::size_t> by_key_;
  std::map<std::string, int> claimed_;
  std::map<std::string, std::size_t> first_of_signature_;
  std::map<std::string, std::size_t> pending_hits_;  ///< hits before the signature's first bug
  std::size_t units_ = 0;
};

/// The summary table of `bugs`, one row per bug, numbered in bug_ranking() order.
std::string bug_table(const std::vector<Bug>& bugs);

}  // namespace llk
