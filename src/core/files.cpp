/// Whole-file reading and writing, and shell quoting.

#include "llk/core/files.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <string_view>

namespace llk {

std::string read_file(const std::string& path) {
  const bool is_stdin = path == "-";
  std::FILE* f = is_stdin ? stdin : std::fopen(path.c_str(), "rb");
  if (f == nullptr) throw std::runtime_error("cannot open '" + path + "': " + std::strerror(errno));
  struct FileCloser {
    std::FILE* f;
    bool owned;
    ~FileCloser() {
      if (owned) std::fclose(f);
    }
  } closer{f, !is_stdin};

  std::string text;
  struct stat st {};
  if (::fstat(fileno(f), &st) == 0) {
    if (S_ISDIR(st.st_mode))
      throw std::runtime_error("cannot open '" + path + "': " + std::strerror(EISDIR));
    if (S_ISREG(st.st_mode) && st.st_size > 0) text.reserve(static_cast<std::size_t>(st.st_size));
  }
  char buf[1 << 16];
  for (;;) {
    const std::size_t got = std::fread(buf, 1, sizeof buf, f);
    text.append(buf, got);
    if (got < sizeof buf) break;
  }
  if (std::ferror(f))
    throw std::runtime_error("cannot read '" + path + "': " + std::strerror(errno));
  return text;
}

namespace {

void put_file(const std::string& path, const std::string& text, std::ios::openmode mode) {
  std::ofstream f(path, std::ios::binary | mode);
  f << text;
  f.close();  // a full disk shows here
  if (!f) throw std::runtime_error("cannot write '" + path + "'");
}

}  // namespace

void write_file(const std::string& path, const std::string& text) {
  put_file(path, text, std::ios::trunc);
}

void append_file(const std::string& path, const std::string& text) {
  put_file(path, text, std::ios::app);
}

std::string shell_quote(const std::string& s) {
  const bool plain = !s.empty() && s.find_first_not_of(
                                       "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOP"
                                       "QRSTUVWXYZ0123456789_-./=:,+@%") == std::string::npos;
  if (plain) return s;
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::optional<std::vector<std::string>> shell_words(const std::string& line, bool first_command) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    const bool ends =
        first_command && std::string_view(";|&<>()\n").find(c) != std::string_view::npos;
    if (c == ' ' || c == '\t' || ends) {
      if (in_word) words.push_back(std::move(word));
      word.clear();
      in_word = false;
      if (ends) break;
    } else if (c == '\'' || c == '"') {
      const std::size_t close = line.find(c, i + 1);
      if (close == std::string::npos) return std::nullopt;
      word += line.substr(i + 1, close - i - 1);
      i = close;
      in_word = true;
    } else if (c == '\\' && i + 1 < line.size()) {
      word += line[++i];
      in_word = true;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(std::move(word));
  return words;
}

}  // namespace llk
