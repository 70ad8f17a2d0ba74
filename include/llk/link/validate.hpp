#pragma once
/// A strict judge-input validator in the manner of testlib: exact layout, ranges, nothing extra.

#include <string_view>
#include <vector>

#include "llk/link/judge_format.hpp"

namespace llk::link {

/// Every violation found, in input order; empty when the input is a valid judge input.
std::vector<ParseError> validate_judge(std::string_view input, Limits limits = Limits::judge());

}  // namespace llk::link
