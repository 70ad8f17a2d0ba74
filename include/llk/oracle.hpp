#pragma once
/// Moved to llk/link/oracle.hpp with the rest of the link check (namespace llk::link); this forward
/// and its names in namespace llk stay for one release.

#include "llk/board.hpp"
#include "llk/link/oracle.hpp"

namespace llk {

/// Deprecated, kept for one release: write llk::link::NAME (llk/link/oracle.hpp).
using link::brute_force_link;
using link::GraphOracle;

}  // namespace llk
