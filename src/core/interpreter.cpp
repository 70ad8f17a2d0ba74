/// The interpreter a command runs under, from its words or its script's `#!` line.

#include "llk/core/interpreter.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <fstream>
#include <string_view>
#include <vector>

#include "llk/core/files.hpp"
#include "llk/core/sandbox.hpp"

namespace llk {
namespace {

/// Java virtual machines, by base name: Java's limits, the JVM's own footprint not charged.
constexpr std::array<std::string_view, 6> kJvms = {"java",   "kotlin", "scala",
                                                   "groovy", "jshell", "clojure"};
/// The other interpreters: the "Others" of HDU's "Java/Others" limits.
constexpr std::array<std::string_view, 23> kOthers = {
    "python", "pypy",   "node",    "nodejs",  "deno",   "bun",   "ruby",  "perl",
    "php",    "lua",    "luajit",  "Rscript", "julia",  "ocaml", "guile", "racket",
    "tclsh",  "elixir", "escript", "mono",    "dotnet", "swift", "gst"};
/// Shells: a shell script runs whatever it names (a binary, mostly); `sh -c '...'` is looked into.
constexpr std::array<std::string_view, 6> kShells = {"sh", "bash", "dash", "zsh", "ksh", "ash"};

template <std::size_t N>
bool among(const std::array<std::string_view, N>& names, std::string_view name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

std::string base_name(const std::string& path) {
  return path.substr(path.rfind('/') + 1);
}

/// The words of the first simple command of a shell line (none on an unclosed quote).
std::vector<std::string> first_command(const std::string& line) {
  return shell_words(line, true).value_or(std::vector<std::string>{});
}

/// A variable assignment before a command (`LC_ALL=C python3 x.py`).
bool assignment(const std::string& word) {
  const std::size_t eq = word.find('=');
  return eq != std::string::npos && eq > 0 && word.find('/') > eq &&
         (std::isalpha(static_cast<unsigned char>(word[0])) || word[0] == '_');
}

/// The words of a file's `#!` line (the interpreter and its arguments); empty when it has none.
std::vector<std::string> shebang(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string line(256, '\0');  // the kernel reads no more of it
  in.read(line.data(), static_cast<std::streamsize>(line.size()));
  line.resize(static_cast<std::size_t>(in.gcount()));
  if (line.rfind("#!", 0) != 0) return {};
  line.resize(std::min(line.find('\n'), line.size()));
  if (!line.empty() && line.back() == '\r') line.pop_back();
  std::vector<std::string> words;
  std::size_t i = 2;
  while (i < line.size()) {
    const std::size_t start = line.find_first_not_of(" \t", i);
    if (start == std::string::npos) break;
    const std::size_t end = std::min(line.find_first_of(" \t", start), line.size());
    words.push_back(line.substr(start, end - start));
    i = end;
  }
  return words;
}

/// The file a command's first word runs: a path as given (from `working_dir`), else found on
/// the program's PATH.
std::string file_of(const std::string& word, const std::string& working_dir) {
  if (word.find('/') == std::string::npos) return resolve_program(word);
  if (word[0] == '/' || working_dir.empty()) return word;
  return working_dir + "/" + word;
}

std::optional<Interpreter> in_words(std::vector<std::string> words, const std::string& working_dir,
                                    int depth) {
  if (depth > 4) return std::nullopt;  // a `#!` line naming a script naming a script ...
  std::size_t i = 0;
  while (i < words.size()) {
    const std::string& word = words[i];
    const std::string base = base_name(word);
    if (assignment(word) || base == "exec") {
      ++i;
    } else if (base == "env") {
      // env [-i] [-u NAME] [-C DIR] [-S 'WORDS'] [NAME=VALUE]... PROGRAM
      ++i;
      while (i < words.size() && words[i].size() > 1 && words[i][0] == '-') {
        const std::string flag = words[i];
        if (flag == "-u" || flag == "--unset" || flag == "-C" || flag == "--chdir") {
          i += 2;
        } else if (flag.rfind("-S", 0) == 0 || flag == "--split-string") {
          // The rest of a `#!/usr/bin/env -S python3 -u` line, or one word to split.
          std::vector<std::string> split =
              first_command(flag.size() > 2 && flag[1] == 'S' ? flag.substr(2) : "");
          words.erase(words.begin() + static_cast<std::ptrdiff_t>(i));
          if (split.empty() && i < words.size()) {
            split = first_command(words[i]);
            words.erase(words.begin() + static_cast<std::ptrdiff_t>(i));
          }
          words.insert(words.begin() + static_cast<std::ptrdiff_t>(i), split.begin(), split.end());
          break;
        } else {
          ++i;
        }
      }
    } else if (among(kShells, base)) {
      if (i + 2 < words.size() && words[i + 1] == "-c")
        return in_words(first_command(words[i + 2]), working_dir, depth + 1);
      return std::nullopt;  // a shell script: what it runs is its own business
    } else {
      if (std::string language = interpreter_language(base); !language.empty())
        return Interpreter{base, language, ""};
      const std::string file = file_of(word, working_dir);
      if (file.empty()) return std::nullopt;
      auto found = in_words(shebang(file), working_dir, depth + 1);
      if (found && found->script.empty()) found->script = word;
      return found;
    }
  }
  return std::nullopt;
}

}  // namespace

std::string interpreter_language(const std::string& name) {
  // "python3.11", "pypy3", "lua5.4", "php8.2": the name without its version.
  std::string_view base = name;
  while (!base.empty() && (std::isdigit(static_cast<unsigned char>(base.back())) ||
                           base.back() == '.' || base.back() == '-'))
    base.remove_suffix(1);
  if (among(kJvms, base)) return "java";
  if (among(kOthers, base)) return "other";
  return "";
}

std::optional<Interpreter> find_interpreter(const std::string& command,
                                            const std::string& working_dir) {
  return in_words(first_command(command), working_dir, 0);
}

}  // namespace llk
