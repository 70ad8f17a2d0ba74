#include "llk/commands.hpp"
