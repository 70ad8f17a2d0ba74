/// Cropping a grid for a picture: kept lines near the cells that matter, the rest elided.

#include "llk/core/crop.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace llk::crop {
namespace {

/// Runs of `first`..`last` from the kept lines (sorted, unique, inside); a gap of one line is
/// kept (it takes the slot its label would).
std::vector<Run> runs_of(int first, int last, const std::vector<int>& kept) {
  std::vector<Run> runs;
  auto add = [&runs](int a, int b, bool elided) {
    if (a > b) return;
    if (!runs.empty() && runs.back().elided == elided && runs.back().last + 1 == a) {
      runs.back().last = b;
      return;
    }
    runs.push_back({a, b, elided});
  };
  int next = first;
  for (const int k : kept) {
    if (k - next == 1)
      add(next, next, false);
    else
      add(next, k - 1, true);
    add(k, k, false);
    next = k + 1;
  }
  if (last + 1 - next == 1)
    add(next, next, false);
  else
    add(next, last, true);
  return runs;
}

std::vector<int> near(int first, int last, const std::vector<std::vector<int>>& tiers,
                      std::size_t used, int margin) {
  std::vector<int> kept;
  for (std::size_t t = 0; t < used; ++t)
    for (const int p : tiers[t])
      for (int k = std::max(first, p - margin); k <= std::min(last, p + margin); ++k)
        kept.push_back(k);
  std::sort(kept.begin(), kept.end());
  kept.erase(std::unique(kept.begin(), kept.end()), kept.end());
  return kept;
}

int slot_count(const std::vector<Run>& runs) {
  int n = 0;
  for (const Run& r : runs) n += r.elided ? 1 : r.count();
  return n;
}

}  // namespace

Axis::Axis(int first, int last) : Axis(first, last, {Run{first, last, false}}) {}

Axis::Axis(int first, int last, std::vector<Run> runs)
    : first_(first), last_(last), runs_(std::move(runs)) {
  if (last_ < first_) runs_.clear();
  for (std::size_t i = 0; i < runs_.size(); ++i) {
    slot_start_.push_back(static_cast<int>(slot_of_run_.size()));
    const int n = runs_[i].elided ? 1 : runs_[i].count();
    for (int k = 0; k < n; ++k) slot_of_run_.push_back(i);
  }
}

Axis Axis::fit(int first, int last, const std::vector<std::vector<int>>& tiers, int margin,
               int max_slots) {
  if (last - first + 1 <= max_slots) return Axis(first, last);
  const bool none =
      std::all_of(tiers.begin(), tiers.end(), [](const auto& t) { return t.empty(); });
  if (none) {  // nothing marked: the first lines
    std::vector<int> kept;
    for (int k = first; k < first + max_slots - 1; ++k) kept.push_back(k);
    return Axis(first, last, runs_of(first, last, kept));
  }
  for (int m = margin; m >= 0; --m)
    for (std::size_t used = tiers.size(); used >= 1; --used) {
      std::vector<Run> runs = runs_of(first, last, near(first, last, tiers, used, m));
      if (slot_count(runs) <= max_slots) return Axis(first, last, std::move(runs));
    }
  // Even the first tier alone does not fit: as many of its lines as do, in order.
  std::vector<int> kept = tiers.empty() ? std::vector<int>{} : near(first, last, tiers, 1, 0);
  while (!kept.empty() && slot_count(runs_of(first, last, kept)) > max_slots) kept.pop_back();
  return Axis(first, last, runs_of(first, last, kept));
}

bool Axis::cropped() const {
  return std::any_of(runs_.begin(), runs_.end(), [](const Run& r) { return r.elided; });
}

int Axis::slot(int line) const {
  for (std::size_t i = 0; i < runs_.size(); ++i) {
    const Run& r = runs_[i];
    if (line < r.first || line > r.last) continue;
    return slot_start_[i] + (r.elided ? 0 : line - r.first);
  }
  return -1;
}

bool Axis::kept(int line) const {
  for (const Run& r : runs_)
    if (line >= r.first && line <= r.last) return !r.elided;
  return false;
}

int Axis::line_at(int s) const {
  const std::size_t i = slot_of_run_[static_cast<std::size_t>(s)];
  return runs_[i].first + (runs_[i].elided ? 0 : s - slot_start_[i]);
}

std::string elided_label(const Run& run, const std::string& noun) {
  return fmt::format("{} {}{}", run.count(), noun, run.count() == 1 ? "" : "s");
}

std::string kept_text(const Axis& axis, const std::string& noun) {
  std::vector<std::string> parts;
  for (const Run& r : axis.runs())
    if (!r.elided)
      parts.push_back(r.first == r.last ? std::to_string(r.first)
                                        : fmt::format("{}-{}", r.first, r.last));
  std::string list;
  for (std::size_t i = 0; i < parts.size(); ++i)
    list += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return fmt::format("{}s {} of {}", noun, list, axis.last() - axis.first() + 1);
}

}  // namespace llk::crop
