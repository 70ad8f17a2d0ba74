/// Coverage counts and their table.

#include "llk/core/coverage.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace llk {

Coverage::Group& Coverage::group(std::string_view name) {
  for (Group& g : groups_)
    if (g.name == name) return g;
  groups_.push_back({std::string(name), {}, 0, {}});
  return groups_.back();
}

void Coverage::add(std::string_view group_name, std::string_view bucket, std::uint64_t n) {
  Group& g = group(group_name);
  for (auto& [name, count] : g.buckets)
    if (name == bucket) {
      count += n;
      return;
    }
  g.buckets.emplace_back(std::string(bucket), n);
}

void Coverage::buckets(std::string_view group_name, const std::vector<std::string_view>& names) {
  if (!group(group_name).buckets.empty()) return;
  for (const std::string_view name : names) add(group_name, name, 0);
}

void Coverage::named_buckets(std::string_view group_name,
                             const std::vector<std::pair<std::string, std::string>>& named) {
  if (!group(group_name).buckets.empty()) return;
  for (const auto& [name, what] : named) add(group_name, name, 0);
}

void Coverage::ruled_out(std::string_view group_name,
                         const std::vector<std::pair<std::string, std::string>>& why) {
  Group& g = group(group_name);
  ++g.ruling_inputs;
  for (const auto& [bucket, reason] : why) {
    auto it = std::find_if(g.ruled.begin(), g.ruled.end(),
                           [&b = bucket](const auto& r) { return r.first == b; });
    if (it == g.ruled.end()) it = g.ruled.insert(g.ruled.end(), {bucket, Ruled{0, reason}});
    ++it->second.inputs;
  }
}

void Coverage::at(std::uint64_t input) {
  ++serial_;
  input_ = input;
  seconds_ = std::chrono::duration<double>(Clock::now() - start_).count();
}

void Coverage::mark(std::string_view what) {
  auto it =
      std::find_if(marks_.begin(), marks_.end(), [&](const Mark& m) { return m.what == what; });
  if (it == marks_.end()) {
    marks_.push_back({std::string(what), 0, input_, seconds_});
    it = marks_.end() - 1;
  }
  if (it->last_serial == serial_ && it->count > 0) return;
  it->last_serial = serial_;
  ++it->count;
}

void Coverage::merge(const Coverage& other) {
  for (const Group& g : other.groups_) {
    for (const auto& [bucket, n] : g.buckets) add(g.name, bucket, n);
    Group& mine = group(g.name);
    mine.ruling_inputs += g.ruling_inputs;
    for (const auto& [bucket, r] : g.ruled) {
      auto it = std::find_if(mine.ruled.begin(), mine.ruled.end(),
                             [&b = bucket](const auto& x) { return x.first == b; });
      if (it == mine.ruled.end())
        it = mine.ruled.insert(mine.ruled.end(), {bucket, Ruled{0, r.why}});
      it->second.inputs += r.inputs;
    }
  }
  for (const Mark& m : other.marks_) {
    auto it =
        std::find_if(marks_.begin(), marks_.end(), [&](const Mark& x) { return x.what == m.what; });
    if (it == marks_.end()) {
      marks_.push_back(m);
      continue;
    }
    it->count += m.count;
    if (m.first_seconds < it->first_seconds) {
      it->first_input = m.first_input;
      it->first_seconds = m.first_seconds;
    }
  }
}

std::string Coverage::table() const {
  std::size_t width = 0;
  for (const Group& g : groups_) width = std::max(width, g.name.size());
  for (const Mark& m : marks_) width = std::max(width, m.what.size());
  std::string out = "coverage:\n";
  for (const Group& g : groups_) {
    std::uint64_t total = 0;
    for (const auto& [bucket, n] : g.buckets) total += n;
    std::string line, impossible;
    for (const auto& [bucket, n] : g.buckets) {
      // Ruled out by every input that said, and never hit: it cannot occur in this run.
      const auto r = std::find_if(g.ruled.begin(), g.ruled.end(),
                                  [&b = bucket](const auto& x) { return x.first == b; });
      if (n == 0 && r != g.ruled.end() && r->second.inputs == g.ruling_inputs) {
        line += fmt::format("{}{} -", line.empty() ? "" : ", ", bucket);
        impossible +=
            fmt::format("{}{} ({})", impossible.empty() ? "" : ", ", bucket, r->second.why);
        continue;
      }
      const double pct = total ? 100.0 * static_cast<double>(n) / static_cast<double>(total) : 0.0;
      line += fmt::format("{}{} {} ({})", line.empty() ? "" : ", ", bucket, n,
                          n > 0 && pct < 1 ? "<1%" : fmt::format("{:.0f}%", pct));
    }
    out += fmt::format("  {:<{}}  {}\n", g.name, width, line);
    if (!impossible.empty())
      out += fmt::format("  {:<{}}  -: cannot occur under the parameters: {}\n", "", width,
                         impossible);
  }
  for (const Mark& m : marks_)
    out += fmt::format("  {:<{}}  {} input{}, the first {}after {:.1f} s\n", m.what, width, m.count,
                       m.count == 1 ? "" : "s",
                       m.first_input == kNoNumber ? "" : fmt::format("(input {}) ", m.first_input),
                       m.first_seconds);
  return out;
}

}  // namespace llk
