#pragma once
/// Moved to llk/link/properties.hpp with the rest of the link check; this forward stays for one release.
#include "llk/link/properties.hpp"
