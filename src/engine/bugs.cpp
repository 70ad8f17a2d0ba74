/// Bucketing failures into distinct bugs.

#include "llk/engine/bugs.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "llk/core/table.hpp"
#include "llk/core/text.hpp"

namespace llk {

std::string bug_key(const Problem& problem, const Input& input, const std::string& kind,
                    const Expected& expected) {
  return kind + "\n" + text::join(expected.lines) + "\n" + problem.canonical(input);
}

bool BugBook::claim(const std::string& signature) {
  std::lock_guard lock(mu_);
  int& n = claimed_[signature];
  if (n >= per_signature_) return false;
  ++n;
  return true;
}

void BugBook::hit(const std::string& signature) {
  std::lock_guard lock(mu_);
  ++units_;
  const auto it = first_of_signature_.find(signature);
  if (it != first_of_signature_.end())
    ++bugs_[it->second].hits;
  else
    ++pending_hits_[signature];  // its first minimization is still running
}

std::pair<std::size_t, bool> BugBook::add(const std::string& signature, Bug bug, int max_bugs) {
  std::lock_guard lock(mu_);
  ++units_;
  if (max_bugs > 0 && bugs_.size() >= static_cast<std::size_t>(max_bugs) &&
      by_key_.find(bug.key) == by_key_.end())
    return {bugs_.size(), false};
  std::size_t index = 0;
  bool fresh = false;
  if (const auto it = by_key_.find(bug.key); it != by_key_.end()) {
    index = it->second;
    ++bugs_[index].hits;
  } else {
    index = bugs_.size();
    fresh = true;
    bug.hits = 1;
    by_key_.emplace(bug.key, index);
    bugs_.push_back(std::move(bug));
  }
  if (first_of_signature_.emplace(signature, index).second) {
    bugs_[index].hits += pending_hits_[signature];
    pending_hits_.erase(signature);
  }
  return {index, fresh};
}

void BugBook::set_artifact(std::size_t index, const std::string& path) {
  std::lock_guard lock(mu_);
  bugs_.at(index).artifact = path;
}

std::vector<Bug> BugBook::bugs() const {
  std::lock_guard lock(mu_);
  return bugs_;
}

std::size_t BugBook::size() const {
  std::lock_guard lock(mu_);
  return bugs_.size();
}

std::size_t BugBook::failing_units() const {
  std::lock_guard lock(mu_);
  return units_;
}

bool is_limit(const std::string& kind) {
  return kind == failure_kind::time_limit || kind == failure_kind::idle ||
         kind == failure_kind::memory_limit || kind == failure_kind::output_limit;
}

std::string bug_signature(const std::string& kind, const std::string& unit_class,
                          const std::string& answer) {
  if (is_limit(kind)) return kind;
  return kind + "|" + unit_class + "|" + answer;
}

std::vector<std::size_t> bug_ranking(const std::vector<Bug>& bugs) {
  std::vector<std::size_t> order(bugs.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  const auto rank = [](const Bug& b) {
    const std::string kind = b.kind.substr(b.kind.rfind(' ') + 1);  // triage's "link wrong-answer"
    return kind == failure_kind::wrong_answer ? 0 : is_limit(kind) ? 2 : 1;
  };
  std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    const Bug &a = bugs[x], &b = bugs[y];
    if (rank(a) != rank(b)) return rank(a) < rank(b);
    return a.hits > b.hits;
  });
  return order;
}

std::string bug_table(const std::vector<Bug>& bugs) {
  Table t;
  // A program's limits: what it used and what llk's own solver needs, where a limit was hit.
  const bool resources =
      std::any_of(bugs.begin(), bugs.end(), [](const Bug& b) { return !b.resources.empty(); });
  std::vector<std::string> head = {"bug",  "kind",       "class",     "expected",
                                   "hits", "first seen", "minimized", "artifact"};
  if (resources) head.insert(head.begin() + 2, "used");
  t.row(head);
  // Bugs of one kind, class and answer may still be one bug that shrank two ways: say so.
  std::map<std::string, std::size_t> first_like;
  const std::vector<std::size_t> ranked = bug_ranking(bugs);
  for (std::size_t n = 0; n < ranked.size(); ++n) {
    const Bug& b = bugs[ranked[n]];
    std::string expected = b.expected.size() > 20 ? b.expected.substr(0, 17) + "..." : b.expected;
    std::string cls = b.unit_class.empty() ? "-" : b.unit_class;
    const auto [like, first] = first_like.emplace(b.kind + "|" + cls + "|" + b.expected, n);
    if (!first) cls += fmt::format(" (as bug {})", like->second + 1);
    std::vector<std::string> row = {std::to_string(n + 1),  b.kind,       cls,    expected,
                                    std::to_string(b.hits), b.first_seen, b.size, b.artifact};
    if (resources) row.insert(row.begin() + 2, b.resources.empty() ? "-" : b.resources);
    t.row(row);
  }
  return t.str();
}

}  // namespace llk
