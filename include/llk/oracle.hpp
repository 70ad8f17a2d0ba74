#pragma once
/// Moved to llk/link/oracle.hpp with the rest of the link check; this forward stays for one release.
#include "llk/link/oracle.hpp"
