#include "rc_support.hpp"

#include <functional>
#include <iostream>
#include <sstream>

namespace llk::rc_support {

const rc::detail::Configuration& quiet_configuration() {
  static const rc::detail::Configuration& config = [] {
    std::ostringstream sink;
    std::streambuf* old = std::cerr.rdbuf(sink.rdbuf());
    const rc::detail::Configuration& c = rc::detail::configuration();
    std::cerr.rdbuf(old);
    return std::cref(c);
  }();
  return config;
}

std::string reproduce_param(const std::string& id, const rc::detail::Reproduce& reproduce) {
  rc::detail::Configuration config;
  config.reproduce[id] = reproduce;
  const std::string text = rc::detail::configToMinimalString(config);
  const auto at = text.find("reproduce=");
  return at == std::string::npos ? text : text.substr(at, text.find(' ', at) - at);
}

}  // namespace llk::rc_support
