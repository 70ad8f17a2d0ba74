#pragma once
/// Moved to llk/link/judge_format.hpp with the rest of the link check; this forward stays for one release.
#include "llk/link/judge_format.hpp"
