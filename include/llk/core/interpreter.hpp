#pragma once
/// The interpreter a command runs under (python3, node, ruby, a JVM, ...): judges give every
/// language but C and C++ other limits (HDU's "Java/Others"), so llk tells them apart here.

#include <optional>
#include <string>

namespace llk {

/// An interpreter a command runs under, and whose judge limits that makes it get.
struct Interpreter {
  std::string name;      ///< as the command or the `#!` line names it: "python3.11", "node"
  std::string language;  ///< its --lang: "java" for a JVM, "other" for the rest
  std::string script;    ///< the file whose `#!` line named it; empty when the command did
};

/// The --lang of an interpreter's file name, version suffixes ignored ("python3.11": "other",
/// "java": "java"); empty for a shell or a name that is no known interpreter.
std::string interpreter_language(const std::string& name);

/// The interpreter `command` runs under: its first word (past `env`, `exec`, NAME=VALUE and
/// `sh -c '...'`) or the `#!` line of the file that word names, relative paths from
/// `working_dir` (empty: the current one); nullopt for a binary, a shell script or a missing file.
std::optional<Interpreter> find_interpreter(const std::string& command,
                                            const std::string& working_dir = "");

}  // namespace llk
