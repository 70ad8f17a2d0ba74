#pragma once
/// Private to the CLI: the process-wide tuning of `llk solve`.

#include <string>

namespace llk::cli {

/// Malloc options and transparent huge pages for the heap, sized from the input at `input_path`
/// ("-" for stdin). Call once, at the solve command's entry, before reading the input.
void tune_process_for_solve(const std::string& input_path);

}  // namespace llk::cli
