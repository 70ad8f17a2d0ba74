#pragma once
/// A failure as every engine reports it, written as the one artifact triple, and read back.

#include <optional>
#include <string>
#include <vector>

#include "llk/core/artifact.hpp"
#include "llk/problem.hpp"

namespace llk {

/// A failing input and what is known about the failure.
struct Failure {
  std::string name;              ///< file stem, e.g. "stress-wrong-answer-7-12"
  Input input;                   ///< the (minimized) input
  std::string kind;              ///< wrong-answer, invalid-witness, crash, timeout, law, ...
  std::string found_by;          ///< verify, stress, minimize, libfuzzer, ...
  std::string subject;           ///< Subject::label()
  std::string subject_flags;     ///< Subject::flags(): how replay names it again
  std::string detail;            ///< what failed, in words
  std::vector<std::string> got;  ///< what the subject answered, one entry per unit, if known
  std::string seed;              ///< seed of the run that found it
  std::string reproduce;         ///< the command (or RC_PARAMS string) that finds it again
  Fields extra;                  ///< further report lines (triage: class, hits, bug key)
};

/// Writes NAME.in, NAME.out (the oracle's answers) and NAME.txt into `dir`; returns NAME.in.
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
