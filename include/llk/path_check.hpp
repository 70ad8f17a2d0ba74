#pragma once
/// Moved to llk/link/path_check.hpp with the rest of the link check; this forward stays for one release.
#include "llk/link/path_check.hpp"
