#pragma once
/// Moved to llk/link/board.hpp with the rest of the link check; this forward stays for one release.
#include "llk/link/board.hpp"
