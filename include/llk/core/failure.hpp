#pragma once
/// One failure record and its one writer: every engine, the API and the fuzz targets hand a
/// Failure to write_failure, which alone makes the artifact's name, seed and reproduce line.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "llk/core/artifact.hpp"
#include "llk/problem.hpp"

namespace llk {

/// How a failure is found again; write_failure makes the report's `reproduce:` line of it.
struct Rerun {
  /// An llk command ("stress", "check", ...): the line is
  /// `llk COMMAND --problem P OPERANDS SUBJECT-FLAGS ARGS`. Empty: `program` is the line.
  std::string llk_command;
  std::string operands;       ///< before the subject's flags: files, shell-quoted
  std::string args;           ///< after them: the command's own flags ("--seed 7 --from 3")
  std::string program;        ///< another command line: verify's rerun, a test, a fuzz target
  bool raw_argument = false;  ///< the program takes the kept fuzzer bytes: NAME.raw's path
  std::string rc_params;      ///< a law's RapidCheck string: RC_PARAMS="..." goes first
  bool seed_env = false;      ///< LLK_SEED=SEED goes first (a test that called check_solver)
};

/// A failure: what failed (subject, kind, input, got, detail; the problem and its oracle's
/// expected answers are the writer's), how it was found and how to find it again.
struct Failure {
  /// The words of the file stem, joined by '-' ("stress", "link", kind, seed, ...); each made
  /// safe for a file name, empty ones left out.
  std::vector<std::string> name;
  bool name_hash = false;     ///< the stem ends with a short hash of the input and its parameters
  std::string name_hash_of;   ///< ... or of this text, when given (a fuzzer's bytes)
  Input input;                ///< the (minimized) input
  std::string kind;           ///< wrong-answer, runtime-error, time-limit, invalid-witness, ...
  std::string found_by;       ///< verify, stress, check, minimize, prove, check_solver, libfuzzer
  std::string subject;        ///< Subject::label()
  std::string subject_flags;  ///< how replay names the subject again; empty: not by flags
  /// Where a program subject ran (absolute): a relative command runs again from there.
  std::string working_dir;
  std::string detail;                      ///< what failed, in words
  std::vector<std::string> got;            ///< the subject's answers, one per unit, if known
  std::optional<std::uint64_t> seed;       ///< the seed of the run that found it
  std::optional<std::uint64_t> work_item;  ///< verify's work item under that seed
  Rerun rerun;                             ///< how to find it again
  std::string raw;  ///< the fuzzer's bytes, kept as NAME.raw beside; empty: none
  Fields extra;     ///< further report lines (a law, a class, a bug number, a scope)
};

/// The file stem of `f`'s artifact (NAME), as write_failure names it.
std::string failure_name(const Problem& problem, const Failure& f);

/// The one way a command is run again under a seed and a RapidCheck case: `RC_PARAMS="..."`
/// first (when `rc_params` is given), then `LLK_SEED=SEED` (when `seed` is), then `command`.
std::string rerun_command(const std::string& command, const std::string& rc_params,
                          std::optional<std::uint64_t> seed);

/// The report's reproduce line for `f` written into `dir` (empty when there is none).
std::string reproduce_line(const Problem& problem, const Failure& f, const std::string& dir);

/// Writes NAME.in, NAME.out (the oracle's answers) and NAME.txt into `dir` (and NAME.raw when
/// `f.raw` holds bytes); returns NAME.in's path.
std::string write_failure(const std::string& dir, const Problem& problem, const Failure& f);

/// An input file read back: an artifact (with its answers and report) or a plain judge input.
struct StoredInput {
  const Problem* problem = nullptr;
  Input input;
  std::vector<std::string> expected;  ///< NAME.out; empty for a plain input
  bool artifact = false;              ///< NAME.out was there
  bool has_report = false;            ///< NAME.txt was there
  Fields report;                      ///< NAME.txt, if there
};

/// Reads `path` under relaxed limits. The problem is the report's "problem:" field, else
/// `fallback`; parameters are the report's, overridden by `params`. Throws std::runtime_error
/// naming the file and position.
StoredInput read_input(const std::string& path, const ProblemRegistry* problems,
                       const Problem& fallback, const Params& params);

}  // namespace llk
