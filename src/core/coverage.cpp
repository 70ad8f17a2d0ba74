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

namespace llk {
namespace {

/// "NAME N (P%)" or "NAME -": one bucket of a table line; false when the item is neither.
bool parse_bucket(std::string_view item, std::pair<std::string, std::int64_t>& out) {
  if (item.size() > 2 && item.substr(item.size() - 2) == " -") {
    out = {std::string(item.substr(0, item.size() - 2)), CoverageRow::kImpossible};
    return true;
  }
  if (item.empty() || item.back() != ')') return false;
  const std::size_t open = item.rfind(" (");
  if (open == std::string_view::npos || open == 0) return false;
  const std::size_t space = item.rfind(' ', open - 1);
  if (space == std::string_view::npos || space == 0) return false;
  const std::string_view digits = item.substr(space + 1, open - space - 1);
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos)
    return false;
  out = {std::string(item.substr(0, space)), std::stoll(std::string(digits))};
  return true;
}

/// The column where the buckets of every line of a table start: its names are padded to one
/// width, so it is the first column after two spaces that every line shares.
std::size_t bucket_column(const std::vector<std::string_view>& lines) {
  std::size_t shortest = SIZE_MAX;
  for (const std::string_view l : lines) shortest = std::min(shortest, l.size());
  for (std::size_t c = 3; c < shortest; ++c)
    if (std::all_of(lines.begin(), lines.end(), [c](std::string_view l) {
          return l[c - 2] == ' ' && l[c - 1] == ' ' && l[c] != ' ';
        }))
      return c;
  return 0;
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

/// The groups of one table: its lines after "coverage:".
void parse_block(const std::vector<std::string_view>& lines, std::vector<CoverageRow>& rows) {
  const std::size_t c = bucket_column(lines);
  if (c == 0) return;
  for (const std::string_view l : lines) {
    CoverageRow row;
    row.group = std::string(trimmed(l.substr(2, c - 4)));
    bool ok = !row.group.empty();
    for (std::string_view rest = l.substr(c); ok && !rest.empty();) {
      const std::size_t comma = rest.find(", ");
      std::pair<std::string, std::int64_t> bucket;
      ok = parse_bucket(rest.substr(0, comma), bucket);
      row.buckets.push_back(std::move(bucket));
      rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 2);
    }
    if (ok) rows.push_back(std::move(row));  // a mark or a note is not a group
  }
}

}  // namespace

std::vector<CoverageRow> Coverage::parse_table(std::string_view text) {
  std::vector<CoverageRow> rows;
  std::vector<std::string_view> block;
  bool in_table = false;
  for (std::size_t i = 0; i <= text.size();) {
    const std::size_t end = std::min(text.find('\n', i), text.size());
    std::string_view line = text.substr(i, end - i);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const bool member = in_table && line.size() > 4 && line.substr(0, 2) == "  ";
    if (in_table && !member) {
      parse_block(block, rows);
      block.clear();
    }
    const std::string_view t = trimmed(line);
    in_table = member || (t.size() >= 9 && t.substr(t.size() - 9) == "coverage:");
    if (member) block.push_back(line);
    i = end + 1;
  }
  if (!block.empty()) parse_block(block, rows);
  return rows;
}

}  // namespace llk
