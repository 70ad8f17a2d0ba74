#pragma once
/// Triage of escape failures: the class of a maze and a canonical form of an input.

#include <string>
#include <utility>
#include <vector>

#include "llk/core/coverage.hpp"
#include "llk/escape/model.hpp"

namespace llk::escape {

/// "yes", or why a NO is a NO in the plainest terms ("parity", "too-soon", ...).
std::string maze_class(const Case& c, bool yes);
const std::vector<std::pair<std::string, std::string>>& maze_classes();
/// Counts what the mazes cover (sides, T against the free cells, answers, classes).
void cover(const std::vector<Case>& mazes, const std::vector<std::string>& lines,
           Coverage& coverage);
/// The same text for inputs equal up to the 8 symmetries of each maze.
std::string canonical_text(const std::vector<Case>& mazes);

}  // namespace llk::escape
