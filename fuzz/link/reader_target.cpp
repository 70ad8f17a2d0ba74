/// fuzz_link_reader: any bytes into the judge-format reader, under the judge limits and under
/// relaxed limits with a small memory cap. Accepted cases survive a write/read round trip; every
/// error names a position inside the input (or just past its end for an end-of-input error); blanks
/// in front change nothing but the columns of line 1.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "error_position.hpp"
#include "llk/link/judge_format.hpp"
#include "llk/link/mutants.hpp"

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_link_reader: %s: %s\n", what, detail.c_str());
  std::abort();
}

/// $LLK_FUZZ_WRITER names a writer mutant to use instead of write_judge (the proof that the
/// round trip can fail); unset: write_judge. An unknown name stops the process.
llk::link::JudgeWriterFn writer() {
  static const llk::link::JudgeWriterFn chosen = [] {
    const char* name = std::getenv("LLK_FUZZ_WRITER");
    if (name == nullptr || *name == '\0') return &llk::link::write_judge;
    if (const llk::link::WriterMutant* m = llk::link::writer_mutants().find(name)) return m->write;
    std::fprintf(stderr, "LLK_FUZZ_WRITER: no writer mutant named '%s'\n", name);
    std::exit(2);
  }();
  return chosen;
}

void check(std::string_view in, const llk::link::Limits& limits, const char* mode) {
  const llk::link::ParsedInput parsed = llk::link::parse_judge(in, limits);
  llk::fuzz::check_error(in, parsed, mode, fail);
  llk::fuzz::check_round_trip(
      parsed, writer(), [&](std::string_view text) { return llk::link::parse_judge(text, limits); },
      "cases", mode, fail);
}

}  // namespace

/// The reader's block scan must not depend on where its 16-byte blocks fall: with k blanks put
/// in front, the same cases come out, and an error has the same message at the same place (its
/// column moved by k on line 1).
void check_shifted(std::string_view in, const llk::link::ParsedInput& base) {
  const std::size_t k = 1 + in.size() % 15;
  const std::string shifted = std::string(k, ' ') + std::string(in);
  const llk::link::ParsedInput again =
      llk::link::parse_judge(shifted, llk::link::Limits::relaxed(std::size_t{64} << 20));
  if (again.cases != base.cases)
    fail("shifted", "cases differ with " + std::to_string(k) + " blanks in front");
  if (again.error.has_value() != base.error.has_value())
    fail("shifted", "an error appears or goes with " + std::to_string(k) + " blanks in front");
  if (!base.error) return;
  llk::Position want = base.error->pos;
  if (want.line == 1) want.column += static_cast<int>(k);
  if (again.error->message != base.error->message || again.error->pos.line != want.line ||
      again.error->pos.column != want.column)
    fail("shifted", base.error->to_string() + " became " + again.error->to_string() + " with " +
                        std::to_string(k) + " blanks in front");
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  check(in, llk::link::Limits::judge(), "judge limits");
  check(in, llk::link::Limits::relaxed(std::size_t{64} << 20), "relaxed limits, 64 MiB cap");
  // Relaxed limits accept a superset: every case the judge limits accept comes out the same.
  const auto strict = llk::link::parse_judge(in, llk::link::Limits::judge());
  const auto relaxed =
      llk::link::parse_judge(in, llk::link::Limits::relaxed(std::size_t{64} << 20));
  if (relaxed.cases.size() < strict.cases.size())
    fail("relaxed", "fewer cases under relaxed limits than under judge limits");
  for (std::size_t i = 0; i < strict.cases.size(); ++i)
    if (!(relaxed.cases[i] == strict.cases[i])) fail("relaxed", "case differs from judge limits");
  check_shifted(in, relaxed);
  return 0;
}
