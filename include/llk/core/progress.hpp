#pragma once
/// The progress line of a long run on stderr: rewritten in place on a terminal, one line every
/// few seconds otherwise, so an overnight log shows the run moving.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <string>

namespace llk {

/// The progress line of every engine, one look: "LABEL: 12.3 s of 60 s | FIELDS". Counters the
/// workers bump (cases, pairs, failures: shown when `counters`) and a printer the calling
/// thread ticks; an engine with other figures passes them as the fields of each tick.
class Progress {
 public:
  Progress(std::ostream& err, bool live, double interval, std::string label, double budget,
           bool counters = true);
  std::atomic<std::uint64_t> cases{0};
  std::atomic<std::uint64_t> pairs{0};
  std::atomic<int> failures{0};
  /// Prints a line when due (live: every 0.25 s; otherwise every `interval` seconds).
  void tick(const std::string& extra = {});
  /// Prints the final line (and ends the live line).
  void finish(const std::string& extra = {});

 private:
  using Clock = std::chrono::steady_clock;
  std::string line(const std::string& extra) const;
  std::ostream& err_;
  bool live_;
  double interval_;
  std::string label_;
  double budget_;
  bool counters_;
  Clock::time_point start_ = Clock::now();
  Clock::time_point last_ = Clock::now();
  std::size_t last_width_ = 0;
};

}  // namespace llk
