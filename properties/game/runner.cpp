#include "runner.hpp"

#include <rapidcheck.h>
#include <rapidcheck/detail/Configuration.h>
#include <rapidcheck/detail/TestListenerAdapter.h>

#include <sstream>

#include "rc_support.hpp"

namespace llk::game::props {
using rc_support::quiet_configuration;

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
    out.reproduce = rc_support::reproduce_param(id, failure.reproduce);
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
