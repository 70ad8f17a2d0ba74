#pragma once
/// Pictures of any size: which rows and columns of a grid a picture draws in full (the lines near
/// the cells that matter) and which it elides as one gap with its count.

#include <string>
#include <vector>

namespace llk::crop {

/// Lines `first`..`last` of an axis: drawn in full, or elided as one gap.
struct Run {
  int first = 0;
  int last = 0;
  bool elided = false;
  int count() const { return last - first + 1; }
};

/// The lines of one axis (rows or columns) a picture draws: each run kept or elided, in order.
/// A picture gives every kept line one slot and every elided run one slot.
class Axis {
 public:
  /// Every line of `first`..`last` kept.
  Axis(int first, int last);
  /// Lines `first`..`last`, keeping those within `margin` of a line in `tiers` (most important
  /// tier first) in at most `max_slots` slots: the margin shrinks first, then the last tiers go.
  static Axis fit(int first, int last, const std::vector<std::vector<int>>& tiers, int margin,
                  int max_slots);

  const std::vector<Run>& runs() const { return runs_; }
  int first() const { return first_; }
  int last() const { return last_; }
  /// True when some run is elided: the picture is a crop.
  bool cropped() const;
  int slots() const { return static_cast<int>(slot_of_run_.size()); }
  /// The slot of `line` (an elided line: its run's slot); -1 outside the axis.
  int slot(int line) const;
  /// Whether `line` is drawn in full.
  bool kept(int line) const;
  /// The run of slot `s`.
  const Run& run_at(int s) const { return runs_[slot_of_run_[static_cast<std::size_t>(s)]]; }
  /// The line of a kept slot (the first line of an elided one).
  int line_at(int s) const;

 private:
  explicit Axis(int first, int last, std::vector<Run> runs);
  int first_ = 0, last_ = 0;
  std::vector<Run> runs_;
  std::vector<std::size_t> slot_of_run_;  ///< per slot, its run
  std::vector<int> slot_start_;           ///< per run, its first slot
};

/// The rows and columns a picture draws.
struct Window {
  Axis rows;
  Axis cols;
  bool cropped() const { return rows.cropped() || cols.cropped(); }
};

/// The most slots a picture gives an axis: with the overview, an SVG stays a few hundred KB.
inline constexpr int kMaxSlots = 41;
/// Lines kept on each side of a line that matters.
inline constexpr int kMargin = 3;

/// "487 rows" / "1 column": what an elided run stands for.
std::string elided_label(const Run& run, const std::string& noun);
/// "rows 1-4, 497-503 and 996-1000 of 1000": what a cropped axis draws.
std::string kept_text(const Axis& axis, const std::string& noun);

}  // namespace llk::crop
