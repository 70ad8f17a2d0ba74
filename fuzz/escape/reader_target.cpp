/// fuzz_escape_reader: any bytes into the escape reader (SPEC section 2), under the judge limits
/// and the relaxed ones. It must never crash; accepted cases survive a write/read round trip; every
/// error names a position inside the input (or just past its end); the validator agrees.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "error_position.hpp"
#include "llk/escape/format.hpp"

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_escape_reader: %s: %s\n", what, detail.c_str());
  std::abort();
}

void check(std::string_view in, llk::escape::MazeLimits limits, const char* mode) {
  const llk::escape::ParsedInput parsed = llk::escape::parse_input(in, limits);
  llk::fuzz::check_error(in, parsed, mode, fail);
  for (const auto& c : parsed.cases)
    if (!llk::escape::well_formed(c)) fail(mode, "accepted a maze without exactly one S and D");
  llk::fuzz::check_round_trip(
      parsed, llk::escape::write_input,
      [&](std::string_view text) { return llk::escape::parse_input(text, limits); }, "cases", mode,
      fail);
  llk::fuzz::check_validator(in, llk::escape::validate_input(in, limits), parsed, mode, fail);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  check(in, llk::escape::MazeLimits::judge(), "judge limits");
  check(in, llk::escape::MazeLimits::relaxed(), "relaxed limits");
  // Relaxed limits accept a superset: every case the judge limits accept comes out the same.
  const auto strict = llk::escape::parse_input(in, llk::escape::MazeLimits::judge());
  const auto relaxed = llk::escape::parse_input(in, llk::escape::MazeLimits::relaxed());
  if (relaxed.cases.size() < strict.cases.size())
    fail("relaxed", "fewer cases under relaxed limits than under judge limits");
  for (std::size_t i = 0; i < strict.cases.size(); ++i)
    if (!(relaxed.cases[i] == strict.cases[i])) fail("relaxed", "case differs from judge limits");
  return 0;
}
