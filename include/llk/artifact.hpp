#pragma once
/// The one failure artifact of the project, whichever engine found the failure: NAME.in (the
/// minimized input in judge format), NAME.out (the oracle's answers) and NAME.txt (the report).

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "llk/board.hpp"
#include "llk/escape/model.hpp"

namespace llk {

/// A failing input and what is known about the failure.
struct FailureArtifact {
  std::string name;                ///< file stem, e.g. "verify-symmetry-bfs01-1234"
  std::vector<Case> cases;         ///< the minimized input
  Config config;                   ///< rules and K (not part of the judge format; kept in NAME.txt)
  std::string kind;                ///< wrong-answer, invalid-witness, crash, timeout, bad-output, ...
  std::string found_by;            ///< verify, stress, libfuzzer, ...
  std::string subject;             ///< solver name or external command
  std::string detail;              ///< what failed, in words
  std::vector<std::string> got;    ///< what the subject answered, one entry per query, if known
  std::string seed;                ///< seed of the run that found it
  std::string reproduce;           ///< a command (or RC_PARAMS string) that replays it
};

/// Writes NAME.in, NAME.out (oracle answers under the artifact's config) and NAME.txt into `dir`
/// (created if missing); returns the path of NAME.in.
std::string write_artifact(const std::string& dir, const FailureArtifact& artifact);

/// An artifact read back for replay: the input, the expected answers and the config.
struct StoredArtifact {
  std::string in_path;
  std::vector<Case> cases;
  std::vector<bool> expected;              ///< from NAME.out, one per query in input order
  Config config;                           ///< from NAME.txt ("rules:" and "turns:"), else defaults
  std::map<std::string, std::string> report;  ///< every "key: value" line of NAME.txt
};

/// Reads NAME.in with NAME.out and NAME.txt beside it (relaxed limits); throws std::runtime_error
/// naming the file and position on a malformed artifact.
StoredArtifact read_artifact(const std::string& in_path);

/// Every NAME.in below `path` (a directory, searched recursively, sorted) or `path` itself.
std::vector<std::string> find_artifacts(const std::string& path);

/// A failing escape input (SPEC section 2): the same NAME.in/.out/.txt triple, with
/// "problem: escape" in NAME.txt so replay knows how to read NAME.in.
struct EscapeFailureArtifact {
  std::string name;                 ///< file stem
  std::vector<escape::Case> cases;  ///< the minimized input
  std::string kind;                 ///< wrong-answer, law name, crash, timeout, bad-output, ...
  std::string found_by;             ///< verify, stress, minimize, ...
  std::string subject;              ///< solver name or external command
  std::string detail;               ///< what failed, in words
  std::vector<std::string> got;     ///< what the subject answered, one entry per case, if known
  std::string seed;                 ///< seed of the run that found it
  std::string reproduce;            ///< a command that replays it
};

/// Writes NAME.in (escape judge format), NAME.out (the escape oracle's answers) and NAME.txt into
/// `dir`; returns the path of NAME.in.
std::string write_escape_artifact(const std::string& dir, const EscapeFailureArtifact& artifact);

/// An escape artifact read back for replay.
struct StoredEscapeArtifact {
  std::string in_path;
  std::vector<escape::Case> cases;
  std::vector<bool> expected;                 ///< from NAME.out, one per case
  std::map<std::string, std::string> report;  ///< every "key: value" line of NAME.txt
};
/// Reads an escape NAME.in with NAME.out and NAME.txt beside it (relaxed limits); throws
/// std::runtime_error naming the file on a malformed artifact.
StoredEscapeArtifact read_escape_artifact(const std::string& in_path);

/// The "problem:" field of the NAME.txt beside `in_path`: "escape", or "link" when absent.
std::string artifact_problem(const std::string& in_path);

}  // namespace llk
