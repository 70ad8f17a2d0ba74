#pragma once
/// Moved to llk/link/validate.hpp with the rest of the link check; this forward stays for one release.
#include "llk/link/validate.hpp"
