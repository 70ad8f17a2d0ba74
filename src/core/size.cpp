/// The one size grammar of the command line.

#include "llk/core/size.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace llk {

std::optional<std::int64_t> parse_size(std::string_view text) {
  std::size_t digits = 0;
  while (digits < text.size() &&
         (std::isdigit(static_cast<unsigned char>(text[digits])) || text[digits] == '.'))
    ++digits;
  if (digits == 0) return std::nullopt;
  std::string unit(text.substr(digits));
  for (char& c : unit) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  double scale = 0;
  if (unit == "B")
    scale = 1;
  else if (unit == "K" || unit == "KB" || unit == "KIB")
    scale = 1024.0;
  else if (unit == "M" || unit == "MB" || unit == "MIB")
    scale = 1024.0 * 1024;
  else if (unit == "G" || unit == "GB" || unit == "GIB")
    scale = 1024.0 * 1024 * 1024;
  else
    return std::nullopt;
  const std::string number(text.substr(0, digits));
  char* end = nullptr;
  const double v = std::strtod(number.c_str(), &end);
  if (end != number.c_str() + number.size() || !std::isfinite(v) || v <= 0) return std::nullopt;
  const double bytes = std::round(v * scale);
  if (bytes < 1 || bytes > 1024.0 * 1024 * 1024 * 1024) return std::nullopt;
  return static_cast<std::int64_t>(bytes);
}

std::string format_size(std::int64_t bytes) {
  static constexpr const char* kUnits[] = {"B", "KiB", "MiB", "GiB"};
  int u = 0;
  while (u < 3 && bytes != 0 && bytes % 1024 == 0) {
    bytes /= 1024;
    ++u;
  }
  return std::to_string(bytes) + kUnits[u];
}

}  // namespace llk
