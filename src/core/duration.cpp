/// The one duration grammar of the command line.

#include "llk/core/duration.hpp"

#include <cmath>
#include <cstdlib>
#include <ctime>
#include <string>

namespace llk {

std::optional<double> parse_duration(std::string_view text) {
  double unit = 1;
  if (text.ends_with("ms")) {
    unit = 0.001;
    text.remove_suffix(2);
  } else if (text.ends_with("min")) {
    unit = 60;
    text.remove_suffix(3);
  } else if (!text.empty() && (text.back() == 's' || text.back() == 'm' || text.back() == 'h')) {
    unit = text.back() == 's' ? 1 : text.back() == 'm' ? 60 : 3600;
    text.remove_suffix(1);
  }
  if (text.empty() || text[0] == '+' || text[0] == '-' || text[0] == ' ') return std::nullopt;
  const std::string s(text);
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size() || !std::isfinite(v) || v <= 0) return std::nullopt;
  return v * unit;
}

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace llk
