#include "law_runner.hpp"

#include <rapidcheck/GenerationFailure.h>
#include <rapidcheck/detail/Configuration.h>
#include <rapidcheck/detail/TestListenerAdapter.h>

#include <exception>
#include <sstream>

#include "rc_support.hpp"

namespace llk::rc_support {

LawOutcome run_property(const std::string& id, const LawRun& run, const CaseCheck& draw_and_check,
                        const std::function<void()>& keep_failing) {
  LawOutcome out;
  bool failed_once = false;
  std::string last_message;
  const auto failing = [&](std::string why) {
    failed_once = true;
    last_message = std::move(why);
    keep_failing();
  };
  auto body = [&] {
    Tags tags;
    std::optional<std::string> why;
    try {
      why = draw_and_check(tags);
    } catch (const rc::detail::CaseResult& r) {  // RC_ASSERT, RC_PRE, rc::state
      if (r.type == rc::detail::CaseResult::Type::Failure) failing(r.description);
      throw;
    } catch (const rc::GenerationFailure&) {  // a discarded case
      throw;
    } catch (const std::exception& e) {
      why = std::string("exception: ") + e.what();
    } catch (...) {
      why = "unknown exception";
    }
    if (why) {
      failing(*why);
      RC_FAIL(*why);
    }
    if (!failed_once) {
      ++out.cases;
      for (const auto& [tag, n] : tags) out.tags[tag] += n;
    }
  };

  rc::detail::TestParams tp;
  tp.seed = run.seed;
  tp.maxSuccess = run.cases;
  tp.maxSize = run.max_size;
  rc::detail::TestMetadata meta;
  meta.id = id;
  meta.description = id;
  rc::detail::TestListenerAdapter quiet;
  const auto result =
      rc::detail::checkTestable(body, meta, tp, quiet, quiet_configuration().reproduce);
  if (result.is<rc::detail::SuccessResult>()) return out;
  out.passed = false;
  ++out.cases;  // the failing case
  if (result.is<rc::detail::FailureResult>()) {
    const auto& failure = result.get<rc::detail::FailureResult>();
    out.reproduce = reproduce_param(id, failure.reproduce);
    out.message = last_message.empty() ? failure.description : last_message;
    // A stateful check's counterexample is its command sequence: the message keeps it.
    for (const auto& [type, shown] : failure.counterExample)
      if (type.find("Command") != std::string::npos) out.message += "\n  commands: " + shown;
  } else {
    std::ostringstream os;
    rc::detail::printResultMessage(result, os);
    out.message = last_message.empty() ? os.str() : last_message;
  }
  return out;
}

}  // namespace llk::rc_support
