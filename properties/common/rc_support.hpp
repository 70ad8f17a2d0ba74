#pragma once
/// What every problem's law runner needs of RapidCheck's internals: its configuration read
/// quietly, and a failure's reproduce string as one RC_PARAMS value.

#include <rapidcheck.h>
#include <rapidcheck/detail/Configuration.h>

#include <string>

namespace llk::rc_support {

/// RapidCheck's configuration, read (once) with std::cerr muted: its "Using configuration:
/// seed=..." banner would stand beside llk's own seed and mislead (llk's seed replays the run).
const rc::detail::Configuration& quiet_configuration();

/// "reproduce=..." for RC_PARAMS: replays the failure of property `id` and nothing else.
std::string reproduce_param(const std::string& id, const rc::detail::Reproduce& reproduce);

}  // namespace llk::rc_support
