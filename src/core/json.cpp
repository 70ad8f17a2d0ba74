/// The one JSON writer and reader of llk's own files.

#include "llk/core/json.hpp"

#include <cmath>
#include <stdexcept>

namespace llk::json {
namespace {

/// A scalar (or an empty container) as nlohmann writes it: bytes that are not UTF-8 as U+FFFD.
std::string scalar(const Json& v) {
  return v.dump(-1, ' ', false, Json::error_handler_t::replace);
}

/// `v` at nesting `depth`: the outer two levels one member per line, deeper ones on one line.
void write_value(const Json& v, int depth, std::string& out) {
  if (!v.is_structured() || v.empty()) {
    out += scalar(v);
    return;
  }
  const bool lines = depth < 2;
  const std::string pad = lines ? "\n" + std::string(2 * (depth + 1), ' ') : "";
  out += v.is_object() ? '{' : '[';
  for (auto it = v.begin(); it != v.end(); ++it) {
    out += it == v.begin() ? pad : lines ? "," + pad : ", ";
    if (v.is_object()) out += scalar(it.key()) + ": ";
    write_value(*it, depth + 1, out);
  }
  if (lines) out += "\n" + std::string(2 * depth, ' ');
  out += v.is_object() ? '}' : ']';
}

}  // namespace

std::string write(const Json& value) {
  std::string out;
  write_value(value, 0, out);
  return out + '\n';
}

Json parse(std::string_view text) {
  try {
    return Json::parse(text);
  } catch (const Json::exception& e) {
    throw std::invalid_argument(e.what());
  }
}

double milliseconds(double seconds) {
  return std::round(seconds * 1000) / 1000;
}

}  // namespace llk::json
