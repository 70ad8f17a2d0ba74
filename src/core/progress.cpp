/// The progress line of long runs on stderr.

#include "llk/core/progress.hpp"

#include <fmt/format.h>

#include <cstdio>
#include <ostream>

namespace llk {

Progress::Progress(std::ostream& err, bool live, double interval, std::string label, double budget,
                   bool counters)
    : err_(err),
      live_(live),
      interval_(interval),
      label_(std::move(label)),
      budget_(budget),
      counters_(counters) {}

std::string Progress::line(const std::string& extra) const {
  const double secs = std::chrono::duration<double>(Clock::now() - start_).count();
  const double per = secs > 0 ? 1.0 / secs : 0.0;
  std::string s = fmt::format("{}: {:.1f} s", label_, secs);
  if (budget_ > 0) s += fmt::format(" of {:.{}f} s", budget_, budget_ < 10 ? 1 : 0);
  if (counters_)
    s += fmt::format(" | {} cases ({:.0f}/s) | {} pairs ({:.0f}/s) | {} failure{}", cases.load(),
                     static_cast<double>(cases.load()) * per, pairs.load(),
                     static_cast<double>(pairs.load()) * per, failures.load(),
                     failures.load() == 1 ? "" : "s");
  if (!extra.empty()) s += " | " + extra;
  return s;
}

void Progress::tick(const std::string& extra) {
  const auto now = Clock::now();
  const double since = std::chrono::duration<double>(now - last_).count();
  if (since < (live_ ? 0.25 : interval_)) return;
  last_ = now;
  std::string s = line(extra);
  if (live_) {
    const std::size_t width = s.size();
    if (width < last_width_) s.append(last_width_ - width, ' ');
    last_width_ = width;
    err_ << '\r' << s << std::flush;
  } else {
    err_ << s << '\n' << std::flush;
  }
}

void Progress::finish(const std::string& extra) {
  std::string s = line(extra);
  if (live_) {
    if (s.size() < last_width_) s.append(last_width_ - s.size(), ' ');
    err_ << '\r' << s << '\n' << std::flush;
    last_width_ = 0;
  } else {
    err_ << s << '\n' << std::flush;
  }
  last_ = Clock::now();
}

}  // namespace llk
