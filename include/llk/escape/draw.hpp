#pragma once
/// Pictures and explanations of an escape maze: the oracle's walk numbered from S to D, and why
/// the answer is what it is.

#include <string>

#include "llk/escape/model.hpp"

namespace llk::escape {

/// The maze in text, each cell of the walk `a` replaced by its step number.
std::string maze_text(const Case& c, const Answer& a);
/// The same as an SVG picture with `title` above it.
std::string maze_svg(const Case& c, const Answer& a, const std::string& title);
/// The answer `a` (the oracle's) and why, in words: the walk by its moves for a YES; for a NO
/// the distance, parity or free-cell bound it breaks, or that no walk of T moves ends on D.
std::string explain(const Case& c, const Answer& a);

}  // namespace llk::escape
