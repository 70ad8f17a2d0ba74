// placeholder: replaced by the reader and writer
#include "llk/judge_format.hpp"

#include <stdexcept>

namespace llk {
std::string ParseError::to_string() const {
  return "line " + std::to_string(pos.line) + ", column " + std::to_string(pos.column) + ": " + message;
}
Limits Limits::relaxed(std::size_t cap) {
  Limits l;
  l.max_rows = l.max_cols = 1 << 30;
  l.min_queries = 0;
  l.max_queries = 1 << 30;
  l.memory_cap = cap;
  return l;
}
JudgeReader::JudgeReader(std::string_view input, Limits limits) : in_(input), limits_(limits) {}
JudgeReader::Status JudgeReader::next(Case&) { throw std::logic_error("reader not written yet"); }
ParsedInput parse_judge(std::string_view, Limits) { throw std::logic_error("reader not written yet"); }
void write_case(std::string&, const Case&) {}
std::string write_judge(const std::vector<Case>&) { return {}; }
std::string write_answers(const std::vector<bool>&) { return {}; }
std::string read_file(const std::string&) { return {}; }
}  // namespace llk
