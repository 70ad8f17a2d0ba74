#pragma once
/// Reading and writing whole files, and quoting for the shell commands llk prints.

#include <optional>
#include <string>
#include <vector>

namespace llk {

/// Reads a whole file (or stdin when path is "-") into memory; throws std::runtime_error.
std::string read_file(const std::string& path);
/// Writes (replaces) a file; throws std::runtime_error naming it. The one writer of llk's files.
void write_file(const std::string& path, const std::string& text);
/// Appends to a file (made when missing), as a step summary is added to; throws as write_file.
void append_file(const std::string& path, const std::string& text);
/// `s` quoted for /bin/sh when it needs it: plain words stay as they are.
std::string shell_quote(const std::string& s);
/// The words of a command line as the shell reads them ('single' and "double" quotes, \x; what
/// shell_quote writes); with `first_command`, those of its first simple command, up to a `;`,
/// `|`, `&`, `<`, `>`, parenthesis or newline outside quotes. nullopt on an unclosed quote.
std::optional<std::vector<std::string>> shell_words(const std::string& line,
                                                    bool first_command = false);

}  // namespace llk
