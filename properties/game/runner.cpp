#include "runner.hpp"

#include <rapidcheck.h>
#include <rapidcheck/detail/Configuration.h>
#include <rapidcheck/detail/TestListenerAdapter.h>

#include <iostream>
#include <sstream>

namespace llk::game::props {
namespace {

/// RapidCheck's configuration, read with std::cerr muted: its seed banner would mislead beside
/// llk's own seed, which is the one that replays a run.
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

}  // namespace

LawResult run_property(const std::string& id, const LawParams& params, const CaseBody& body) {
  LawResult out;
  std::optional<GameCase> last_failing;
  std::string last_message;
  int cases = 0;
  bool failed_once = false;
  const auto gen = gen_game_case(params.max_size);
  auto testable = [&] {
    const GameCase c = *gen;
    std::optional<std::string> why;
    try {
      why = body(c);
    } catch (const std::exception& e) {
      failed_once = true;
      last_failing = c;
      last_message = e.what();
      throw;
    }
    if (why) {
      failed_once = true;
      last_failing = c;
      last_message = *why;
      RC_FAIL(*why);
    }
    if (!failed_once) ++cases;
  };
  rc::detail::TestParams tp;
  tp.seed = params.seed;
  tp.maxSuccess = params.cases;
  tp.maxSize = 100;
  rc::detail::TestMetadata meta;
  meta.id = id;
  meta.description = id;
  rc::detail::TestListenerAdapter quiet;
  const auto result =
      rc::detail::checkTestable(testable, meta, tp, quiet, quiet_configuration().reproduce);
  out.cases = cases;
  if (result.is<rc::detail::SuccessResult>()) return out;
  out.passed = false;
  ++out.cases;
  out.counterexample = last_failing;
  if (result.is<rc::detail::FailureResult>()) {
    const auto& failure = result.get<rc::detail::FailureResult>();
    rc::detail::Configuration config;
    config.reproduce[id] = failure.reproduce;
    const std::string text = rc::detail::configToMinimalString(config);
    const auto at = text.find("reproduce=");
    out.reproduce = at == std::string::npos ? text : text.substr(at, text.find(' ', at) - at);
    out.message = last_message.empty() ? failure.description : last_message;
    // The stateful check's counterexample is its command sequence: keep it in the message.
    for (const auto& [type, shown] : failure.counterExample)
      if (type.find("Command") != std::string::npos) out.message += "\n  commands: " + shown;
  } else {
    std::ostringstream os;
    rc::detail::printResultMessage(result, os);
    out.message = os.str();
  }
  return out;
}

}  // namespace llk::game::props
