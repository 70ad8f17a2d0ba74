#pragma once
/// Moved to llk/link/validate.hpp with the rest of the link check (namespace llk::link); this
/// forward and its names in namespace llk stay for one release.

#include "llk/board.hpp"
#include "llk/judge_format.hpp"
#include "llk/link/validate.hpp"

namespace llk {

/// Deprecated, kept for one release: write llk::link::NAME (llk/link/validate.hpp).
using link::validate_judge;

}  // namespace llk
