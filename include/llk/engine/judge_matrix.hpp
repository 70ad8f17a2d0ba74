#pragma once
/// The matrix of a judge's invocation (tests x programs: verdict, CPU time, peak memory) and its
/// renderings: text, the failures with pictures and replay commands, the reports, an HTML page.

#include <optional>
#include <string>
#include <vector>

#include "llk/core/report.hpp"
#include "llk/engine/page.hpp"
#include "llk/problem.hpp"

namespace llk {

/// A failing run made small, as stress makes its failures small, and kept as an artifact.
struct JudgeMinimized {
  std::string artifact;  ///< NAME.in; `llk replay NAME.in` runs it again
  Input input;           ///< the minimized input
  std::size_t unit = 0;  ///< its failing unit (0-based)
  std::string got;       ///< what the program answered there ("" when nothing)
  std::string kind;      ///< the failure kind on it
  std::string note;      ///< "1-minimal in 41 tests", "limit reached ...", "did not recur ..."
};

/// One cell of the matrix: one program on one test.
struct JudgeCell {
  Verdict verdict;
  bool judged = false;  ///< false: nothing ran (bad test data)
  std::optional<JudgeMinimized> minimized;
  /// Minimized as another run of the same program (same kind, class and answer): its anchor.
  std::string minimized_as;
};

/// A program of the matrix: how it is shown and named on a command line (with its limits).
struct JudgedProgram {
  std::string label;
  std::string flags;
};

/// One test: its file, why its data is bad ("" when good), its cells (one per program).
struct JudgedTest {
  std::string name;
  std::string problem_with_data;
  std::vector<JudgeCell> cells;
  const Input* input = nullptr;        ///< nullptr when nothing ran on it
  const Expected* expected = nullptr;  ///< the oracle's answers
};

struct JudgeMatrix {
  const Problem* problem = nullptr;
  std::string params_flags;  ///< " --rules classic", as the tests were read
  std::vector<JudgedProgram> programs;
  std::vector<JudgedTest> tests;
};

/// The anchor of the run of program `p` on test `t` on the page: "f3-1".
std::string run_anchor(std::size_t t, std::size_t p);
/// Each program in one line: accepted, or the first test it fails (and how).
std::vector<PageProgram> program_lines(const JudgeMatrix& m);
/// The same as text, one "LABEL: accepted" or "LABEL: fails TEST: KIND ..." line per program.
std::string programs_text(const JudgeMatrix& m);
/// A verdict as judges abbreviate it: OK, WA, TLE, MLE, RE, PE, IDLE, LEAK (others as named).
std::string verdict_code(const std::string& kind);
/// The legend of the programs and the matrix, one row per test: "WA 0.01s 1.2MiB".
std::string matrix_text(const JudgeMatrix& m);
/// Every failing run: what failed, the command that replays it, and for the first
/// `pictures` failures of each program the picture of its first bad unit.
std::string failures_text(const JudgeMatrix& m, int pictures);
/// One testcase per run and one per bad test, the matrix as a figure.
RunReport judge_report(const JudgeMatrix& m);
/// A page with the programs' lines, the matrix (a cell per run, coloured by verdict) and, for
/// each failing run, its replay commands, the minimized picture beside the crop of the original.
std::string matrix_html(const JudgeMatrix& m, const PageLimits& limits = {});

}  // namespace llk
