#pragma once
/// Moved to llk/link/solver.hpp with the rest of the link check; this forward stays for one release.
#include "llk/link/solver.hpp"
