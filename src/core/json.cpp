/// The JSON reader of llk's own files (certificates).

#include "llk/core/json.hpp"

#include <cstdlib>
#include <stdexcept>

namespace llk::json {
namespace {

class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  Value document() {
    Value v = value();
    skip_space();
    if (pos_ != s_.size()) fail("text after the value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw std::invalid_argument("JSON at byte " + std::to_string(pos_) + ": " + what);
  }
  void skip_space() {
    while (pos_ < s_.size() &&
           (s_[pos_] == ' ' || s_[pos_] == '\n' || s_[pos_] == '\t' || s_[pos_] == '\r'))
      ++pos_;
  }
  bool eat(char c) {
    skip_space();
    if (pos_ < s_.size() && s_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!eat(c)) fail(std::string("expected '") + c + "'");
  }
  bool word(std::string_view w) {
    if (s_.substr(pos_, w.size()) != w) return false;
    pos_ += w.size();
    return true;
  }

  Value value() {
    skip_space();
    if (pos_ >= s_.size()) fail("unexpected end");
    Value v;
    const char c = s_[pos_];
    if (c == '{') return object();
    if (c == '[') return array();
    if (c == '"') {
      v.type = Value::Type::string;
      v.text = string();
    } else if (word("true")) {
      v.type = Value::Type::boolean;
      v.boolean = true;
    } else if (word("false")) {
      v.type = Value::Type::boolean;
    } else if (word("null")) {
      v.type = Value::Type::null;
    } else {
      v.type = Value::Type::number;
      const std::size_t start = pos_;
      while (pos_ < s_.size() &&
             std::string_view("+-0123456789.eE").find(s_[pos_]) != std::string_view::npos)
        ++pos_;
      if (pos_ == start) fail("expected a value");
      v.text = std::string(s_.substr(start, pos_ - start));
    }
    return v;
  }

  Value object() {
    Value v;
    v.type = Value::Type::object;
    expect('{');
    if (eat('}')) return v;
    do {
      skip_space();
      if (pos_ >= s_.size() || s_[pos_] != '"') fail("expected a member name");
      std::string key = string();
      expect(':');
      v.members[key] = value();
    } while (eat(','));
    expect('}');
    return v;
  }

  Value array() {
    Value v;
    v.type = Value::Type::array;
    expect('[');
    if (eat(']')) return v;
    do v.items.push_back(value());
    while (eat(','));
    expect(']');
    return v;
  }

  /// A string literal at pos_ (on its opening quote); \uXXXX is read for ASCII only.
  std::string string() {
    std::string out;
    ++pos_;
    while (pos_ < s_.size() && s_[pos_] != '"') {
      char c = s_[pos_++];
      if (c == '\\') {
        if (pos_ >= s_.size()) fail("unterminated string");
        const char e = s_[pos_++];
        c = e == 'n'   ? '\n'
            : e == 't' ? '\t'
            : e == 'r' ? '\r'
            : e == 'b' ? '\b'
            : e == 'f' ? '\f'
                       : e;
        if (e == 'u') {
          if (pos_ + 4 > s_.size()) fail("short \\u escape");
          c = static_cast<char>(std::strtol(std::string(s_.substr(pos_, 4)).c_str(), nullptr, 16));
          pos_ += 4;
        }
      }
      out += c;
    }
    if (pos_ >= s_.size()) fail("unterminated string");
    ++pos_;
    return out;
  }

  std::string_view s_;
  std::size_t pos_ = 0;
};

}  // namespace

const Value& Value::at(const std::string& key) const {
  if (type != Type::object) throw std::invalid_argument("'" + key + "': not in an object");
  const auto it = members.find(key);
  if (it == members.end()) throw std::invalid_argument("missing member '" + key + "'");
  return it->second;
}

const std::string& Value::str() const {
  if (type != Type::string) throw std::invalid_argument("expected a string");
  return text;
}

std::uint64_t Value::uint() const {
  if (type != Type::number || text.empty() ||
      text.find_first_not_of("0123456789") != std::string::npos)
    throw std::invalid_argument("expected a non-negative integer, found '" + text + "'");
  return std::stoull(text);
}

double Value::number() const {
  if (type != Type::number) throw std::invalid_argument("expected a number");
  return std::stod(text);
}

Value parse(std::string_view text) {
  return Parser(text).document();
}

}  // namespace llk::json
