#pragma once
/// The matrix of a judge's invocation (tests x programs: verdict, CPU time, peak memory) and its
/// renderings: text, the failures with pictures and replay commands, the reports, an HTML page.

#include <string>
#include <vector>

#include "llk/core/report.hpp"
#include "llk/problem.hpp"

namespace llk {

/// One cell of the matrix: one program on one test.
struct JudgeCell {
  Verdict verdict;
  bool judged = false;  ///< false: nothing ran (bad test data)
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

/// A verdict as judges abbreviate it: OK, WA, TLE, MLE, RE, PE, IDLE, LEAK (others as named).
std::string verdict_code(const std::string& kind);
/// The legend of the programs and the matrix, one row per test: "WA 0.01s 1.2MiB".
std::string matrix_text(const JudgeMatrix& m);
/// Every failing run: what failed, the command that replays it, and for the first
/// `pictures` failures of each program the picture of its first bad unit.
std::string failures_text(const JudgeMatrix& m, int pictures);
/// One testcase per run and one per bad test, the matrix as a figure.
RunReport judge_report(const JudgeMatrix& m);
/// A page with the matrix (a cell per run, coloured by verdict) and, for each failing run, its
/// picture and replay command.
std::string matrix_html(const JudgeMatrix& m);

}  // namespace llk
