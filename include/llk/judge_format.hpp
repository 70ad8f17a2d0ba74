#pragma once
/// Moved to llk/link/judge_format.hpp with the rest of the link check (namespace llk::link); this
/// forward and its names in namespace llk stay for one release.

#include "llk/board.hpp"
#include "llk/link/judge_format.hpp"

namespace llk {

/// Deprecated, kept for one release: write llk::link::NAME (llk/link/judge_format.hpp).
using link::JudgeReader;
using link::JudgeWriterFn;
using link::kMaxTileValue;
using link::kQueryFields;
using link::Limits;
using link::parse_judge;
using link::ParsedInput;
using link::write_answers;
using link::write_case;
using link::write_judge;

}  // namespace llk
