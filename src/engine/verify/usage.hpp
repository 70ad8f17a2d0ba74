#pragma once
/// Private to `llk verify`: its usage errors, found before any work (exit 2).

#include <optional>
#include <string>
#include <vector>

#include "llk/engine/verify.hpp"

namespace llk::verify_work {

/// The names in the filters this problem knows (solvers, mutants, laws, "differential").
bool knows(const Problem& p, const std::string& n);

/// Why the options cannot run (exit 2), found before any work, if so.
std::optional<std::string> usage_error(const std::vector<const Problem*>& problems,
                                       const VerifyOptions& opt);

}  // namespace llk::verify_work
