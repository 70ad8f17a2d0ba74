#pragma once
/// Private to the engines: `llk judge --minimize`, each failing run made small as stress makes
/// its failures small, under the same limits, and kept as an artifact `llk replay` reruns.

#include <iosfwd>
#include <memory>
#include <vector>

#include "llk/engine/judge.hpp"
#include "llk/engine/judge_matrix.hpp"

namespace llk::engine_detail {

/// Minimizes the failing runs of `m` on the workers' subjects (one set per worker): one run per
/// program and signature (kind, class, answer; a limit's size instead of its answer), the others
/// pointed at it. A limit gets an eighth of the time and stops at its first slow test. Returns
/// the artifacts written.
std::size_t minimize_runs(JudgeMatrix& m,
                          std::vector<std::vector<std::unique_ptr<Subject>>>& subjects,
                          const JudgeOptions& options, std::ostream& err);

}  // namespace llk::engine_detail
