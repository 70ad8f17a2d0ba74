#pragma once
/// Moved to llk/link/properties.hpp with the rest of the link check (namespace llk::link); this
/// forward and its names in namespace llk stay for one release.

#include "llk/board.hpp"
#include "llk/generators.hpp"
#include "llk/judge_format.hpp"
#include "llk/link/properties.hpp"
#include "llk/solver.hpp"

namespace llk {

/// Deprecated, kept for one release: write llk::link::NAME (llk/link/properties.hpp).
/// (Property, PropertyResult and PropertyRunParams are gone: every problem's laws are llk::Law.)
using link::link_properties;
namespace props = link::props;

}  // namespace llk
