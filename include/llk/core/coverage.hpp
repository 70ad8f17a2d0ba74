#pragma once
/// What a run covered, so a clean run says more than "no failure found": counts in groups
/// (board size, answer, class, ...) and when a notable input (judge size) first came.

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace llk {

/// One group of a coverage table as read back from its text (a log, a report's JSON figure): each
/// bucket with its count, or kImpossible where the table says it cannot occur ("-").
struct CoverageRow {
  static constexpr std::int64_t kImpossible = -1;
  std::string group;
  std::vector<std::pair<std::string, std::int64_t>> buckets;
};

class Coverage {
 public:
  using Clock = std::chrono::steady_clock;
  /// Times of marks count from `start`, the start of the run.
  explicit Coverage(Clock::time_point start = Clock::now()) : start_(start) {}
  /// Counts `n` in `bucket` of `group`; groups and buckets keep the order they first came in.
  void add(std::string_view group, std::string_view bucket, std::uint64_t n = 1);
  /// Declares the buckets of `group` in the order the table shows them, so that one never hit
  /// shows as 0 (what a run did not cover matters as much).
  void buckets(std::string_view group, const std::vector<std::string_view>& names);
  /// The same for (name, description) pairs: a problem's unit classes.
  void named_buckets(std::string_view group,
                     const std::vector<std::pair<std::string, std::string>>& named);
  /// Says, for the input now being tallied, which buckets of `group` it cannot hold and why (its
  /// parameters rule them out); a bucket every such input rules out and none hit shows as "-".
  void ruled_out(std::string_view group,
                 const std::vector<std::pair<std::string, std::string>>& why);
  /// The input now being tallied, and its number in the run (kNoNumber: it has none).
  static constexpr std::uint64_t kNoNumber = UINT64_MAX;
  void at(std::uint64_t input = kNoNumber);
  /// Marks the input now being tallied as `what` (once per input): counted, the first one kept.
  void mark(std::string_view what);
  /// Adds another worker's counts (the earliest first of each mark wins).
  void merge(const Coverage& other);
  bool empty() const { return groups_.empty() && marks_.empty(); }
  /// One line per group, each bucket with its count and share, then one line per mark.
  std::string table() const;
  /// The groups of every table() found in `text` (after a line ending "coverage:"), in order; marks
  /// and notes are left out. Empty when `text` holds no table.
  static std::vector<CoverageRow> parse_table(std::string_view text);

 private:
  struct Ruled {
    std::uint64_t inputs = 0;  ///< inputs that ruled the bucket out
    std::string why;
  };
  struct Group {
    std::string name;
    std::vector<std::pair<std::string, std::uint64_t>> buckets;
    std::uint64_t ruling_inputs = 0;  ///< inputs that said what they rule out
    std::vector<std::pair<std::string, Ruled>> ruled;
  };
  struct Mark {
    std::string what;
    std::uint64_t count = 0;
    std::uint64_t first_input = kNoNumber;
    double first_seconds = 0;
    std::uint64_t last_serial = 0;  ///< the input counted last (once per input)
  };
  Group& group(std::string_view name);
  std::vector<Group> groups_;
  std::vector<Mark> marks_;
  Clock::time_point start_;
  std::uint64_t serial_ = 0;  ///< inputs tallied so far
  std::uint64_t input_ = kNoNumber;
  double seconds_ = 0;
};

}  // namespace llk
