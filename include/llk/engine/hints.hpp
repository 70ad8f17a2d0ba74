#pragma once
/// What to add to an input error so that it points at the fault: an earlier violation the
/// strict validator sees (a short board row that the reader took the next row's values for),
/// or another problem whose format the input is in.

#include <string>
#include <string_view>

#include "llk/problem.hpp"

namespace llk {

/// Extra lines (each starting with two spaces and ending in a newline; "" when none) for
/// `error`, met reading `text` as `problem`. `path` names the file in the suggested commands.
std::string input_hints(const ProblemRegistry& problems, const Problem& problem,
                        std::string_view text, const ParseError& error, const std::string& path);

}  // namespace llk
