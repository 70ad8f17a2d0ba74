#pragma once
/// A small JSON reader for what llk itself writes (certificates): objects, arrays, strings,
/// numbers (their text kept, so 64-bit counts read back exactly), true, false, null.

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace llk::json {

/// One JSON value; `text` holds a string's contents or a number's digits.
struct Value {
  enum class Type { null, boolean, number, string, array, object };
  Type type = Type::null;
  bool boolean = false;
  std::string text;
  std::vector<Value> items;              ///< an array's
  std::map<std::string, Value> members;  ///< an object's

  /// The member `key` of an object; throws std::invalid_argument naming it when absent.
  const Value& at(const std::string& key) const;
  /// The value as a string / a non-negative integer / a number; throws std::invalid_argument
  /// when it is of another type.
  const std::string& str() const;
  std::uint64_t uint() const;
  double number() const;
};

/// Parses a whole JSON text; throws std::invalid_argument with the byte offset of the fault.
Value parse(std::string_view text);

}  // namespace llk::json
