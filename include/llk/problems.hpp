#pragma once
/// The problem registry: the one place that knows every concrete problem. Only the CLI and the
/// test and fuzz mains link it; the engines take problems as arguments.

#include <memory>
#include <string>

#include "llk/core/registry.hpp"
#include "llk/problem.hpp"

namespace llk {

/// Every problem, filled in one place (problems/registry.cpp, from the list problems/registry.txt);
/// the first is the default.
const ProblemRegistry& problems();

}  // namespace llk
