#pragma once
/// Moved to llk/link/generators.hpp with the rest of the link check (namespace llk::link); this
/// forward and its names in namespace llk stay for one release.

#include "llk/board.hpp"
#include "llk/link/generators.hpp"

namespace llk {

/// Deprecated, kept for one release: write llk::link::NAME (llk/link/generators.hpp).
using link::gen_board;
using link::gen_case;
using link::gen_config;
using link::gen_input;
using link::GenOptions;
using link::sample;
using link::showValue;

}  // namespace llk
