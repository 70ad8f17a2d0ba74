#pragma once
/// Moved to llk/link/board.hpp with the rest of the link check (namespace llk::link); this forward
/// and its names in namespace llk stay for one release.

#include "llk/link/board.hpp"

namespace llk {

/// Deprecated, kept for one release: write llk::link::NAME (llk/link/board.hpp).
using link::Answer;
using link::Board;
using link::Case;
using link::Cell;
using link::Config;
using link::count_turns;
using link::LinkInput;
using link::parse_rules;
using link::Query;
using link::Rules;
using link::to_string;

}  // namespace llk
