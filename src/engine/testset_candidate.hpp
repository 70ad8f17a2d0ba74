#pragma once
/// Private to `llk testset`: a candidate test and a program to judge, with what is known of each.

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "llk/core/json.hpp"
#include "llk/engine/subjects.hpp"
#include "llk/problem.hpp"

namespace llk::testset_detail {

using TestsetClock = std::chrono::steady_clock;

/// A candidate test with what is known of it.
struct Candidate {
  TestCandidate test;
  std::string text;
  Expected expected;
  std::map<std::string, int> classes;  ///< unit class -> units of it
  double reference_cpu = 0;
  std::int64_t reference_memory = 0;
  std::string left_out;            ///< why it may not be kept ("" when it may)
  std::vector<std::string> kills;  ///< labels of the programs whose first kill it is
  bool in_set = false;             ///< a test of the set on disk already
  json::Json pinned;               ///< where a pinned test came from (null: not pinned)
  std::vector<std::string>
      kept_for;  ///< known-wrong programs it killed, in this or an earlier build
  /// Kept on every rebuild in place, whatever kills it: pinned, or it killed a known-wrong program.
  bool kept() const { return !pinned.is_null() || !kept_for.empty(); }
};

enum class Role { mutant, kill, keep };

/// A program the test set is built against.
struct Program {
  Role role = Role::mutant;
  SubjectOptions options;
  std::string label;
  int killed_by = -1;  ///< candidate index of its first counted kill
  std::string kill_kind;
  std::string kill_detail;
  std::vector<std::string> notes;  ///< what else is known (a --keep failure, a stress run)
};

/// NAME.out: one answer line per unit.
inline std::string answers_text(const Expected& e) {
  std::string s;
  for (const std::string& l : e.lines) s += l + '\n';
  return s;
}

inline std::string role_name(Role r) {
  return r == Role::mutant ? "mutant" : r == Role::kill ? "known wrong" : "known right";
}

/// The order candidates are tried in: the tests of the set on disk first (a rebuild in place
/// keeps each kill where it was), those it keeps for their own sake last among them; then the
/// required ones, the light before the heavy, the smaller before the larger.
inline std::vector<std::size_t> trial_order(const std::vector<Candidate>& c) {
  std::vector<std::size_t> order(c.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const auto key = [&](std::size_t i) {
      return std::make_tuple(!c[i].in_set, c[i].kept(), !c[i].test.required, c[i].test.heavy,
                             c[i].text.size());
    };
    return key(a) < key(b);
  });
  return order;
}

/// Units of one exhaustive test at most: the size of one of `llk prove`'s program runs.
constexpr std::size_t kExhaustiveUnits = 65536;

}  // namespace llk::testset_detail
