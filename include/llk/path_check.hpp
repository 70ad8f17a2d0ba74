#pragma once
/// Moved to llk/link/path_check.hpp with the rest of the link check (namespace llk::link); this
/// forward and its names in namespace llk stay for one release.

#include "llk/board.hpp"
#include "llk/link/path_check.hpp"

namespace llk {

/// Deprecated, kept for one release: write llk::link::NAME (llk/link/path_check.hpp).
using link::check_answer;
using link::check_path;
using link::endpoints_match;

}  // namespace llk
