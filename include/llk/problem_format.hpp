#pragma once
/// The format facet of a problem: its name and words, the judge format (read, write, validate),
/// its parameters, and how an input measures (units, cases, cells) and splits around a unit.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "llk/core/input.hpp"
#include "llk/core/position.hpp"

namespace llk {

/// Parameters that are not part of the judge format (rules, K): given on the command line,
/// kept in NAME.txt. Only the ones given are present.
using Params = std::map<std::string, std::string>;

/// How an input is read: the judge's limits, or relaxed ones with a memory cap.
struct ReadOptions {
  bool relaxed = false;              ///< lift the judge limits (sizes, query count)
  std::size_t memory_cap_mb = 2048;  ///< under relaxed, the most one board may take
};

/// Every complete case of a text, and the error that stopped reading, if any.
struct ReadResult {
  Input input;
  std::optional<ParseError> error;
};

/// A judge's limits for a group of languages other than C and C++ (HDU: "Java/Others").
struct LanguageLimits {
  std::string language;  ///< its --lang name ("java": a JVM, and HDU's "Others")
  double cpu_seconds = 10;
  std::int64_t memory_bytes = 0;  ///< 0: none stated
};

/// The limits a judge states for a program of the problem: the defaults of a program's
/// --timeout (CPU time) and --memory-limit, for C and C++ and for the other languages.
struct JudgeLimits {
  double cpu_seconds = 10;
  std::int64_t memory_bytes = 0;  ///< 0: none stated
  std::vector<LanguageLimits> languages;
  /// The limits for `language` (empty, "c", "c++", "cpp": these; else one of `languages`);
  /// nullopt for a language the problem states no limits for.
  std::optional<JudgeLimits> for_language(const std::string& language) const {
    if (language.empty() || language == "c" || language == "c++" || language == "cpp") return *this;
    for (const LanguageLimits& l : languages)
      if (l.language == language || (language == "other" && l.language == "java"))
        return JudgeLimits{l.cpu_seconds, l.memory_bytes, {}};
    return std::nullopt;
  }
};

/// Its words, its judge format and its inputs' measure. Required: the words, read, write,
/// validate, units, cases, locate and without_units; the rest has defaults.
class ProblemFormat {
 public:
  virtual ~ProblemFormat() = default;

  /// Its name on the command line (`--problem NAME`), as the registry has it.
  virtual std::string name() const = 0;
  /// One line for `llk problems`.
  virtual std::string summary() const = 0;
  /// The judge format in a few lines, for `llk problems` and --help.
  virtual std::string format_help() const = 0;
  /// What one answer line answers: "query", "maze"; and its plural.
  virtual std::string unit_name() const = 0;
  virtual std::string units_name() const { return unit_name() + "s"; }
  /// The parameters it takes (rules, turns) with their defaults, for `llk problems`.
  virtual std::vector<std::pair<std::string, std::string>> param_defaults() const { return {}; }
  /// The judge's limits for a C/C++ program (shown by `llk problems`).
  virtual JudgeLimits judge_limits() const { return {}; }

  /// Reads every complete case of `text` under `params`; throws std::invalid_argument on a bad
  /// parameter (the message names it).
  virtual ReadResult read(std::string_view text, const Params& params,
                          const ReadOptions& options) const = 0;
  virtual std::string write(const Input& input) const = 0;
  /// Strict validation: every violation in input order, empty when the input is valid.
  virtual std::vector<ParseError> validate(std::string_view text,
                                           const ReadOptions& options) const = 0;
  /// The parameters an input holds, as NAME.txt keeps them; by default none.
  virtual Params params(const Input& input) const { return {}; }
  /// The same input under other parameters (only those given change); throws
  /// std::invalid_argument on a bad one. A program's parameters are fixed on its command line.
  virtual Input with_params(const Input& input, const Params& params) const { return input; }

  /// Units (answer lines) and cases of an input, and its cells (the size minimization lowers;
  /// by default the length of its text).
  virtual std::size_t units(const Input& input) const = 0;
  virtual std::size_t cases(const Input& input) const = 0;
  virtual std::size_t cells(const Input& input) const { return write(input).size(); }
  /// "3 x 4 board, 1 query" or "2 cases (3 x 4, 5 x 5), 7 queries"; by default "2 cases, 7
  /// queries".
  virtual std::string size_text(const Input& input) const;
  /// Case (0-based) and unit within it of a unit numbered over the whole input.
  virtual std::pair<std::size_t, std::size_t> locate(const Input& input,
                                                     std::size_t unit) const = 0;
  /// The input without the units `drop` names (cases left empty go too): --skip, and the default
  /// shrink pass and isolate() are made of it.
  virtual Input without_units(const Input& input,
                              const std::function<bool(std::size_t unit)>& drop) const = 0;
  /// Smaller inputs that may show the failure of `unit`, smallest first: the unit alone, its case
  /// alone, the cases up to it. By default the unit alone, then the units up to it.
  virtual std::vector<Input> isolate(const Input& input, std::size_t unit) const;
};

}  // namespace llk
