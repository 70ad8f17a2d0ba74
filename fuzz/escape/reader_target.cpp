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

using llk::fuzz::inside;

void check(std::string_view in, llk::escape::MazeLimits limits, const char* mode) {
  const llk::escape::ParsedInput parsed = llk::escape::parse_input(in, limits);
  if (parsed.error) {
    if (!inside(in, parsed.error->pos))
      fail(mode, "error position outside the input: " + parsed.error->to_string());
    if (parsed.error->message.empty()) fail(mode, "error without a message");
  }
  for (const auto& c : parsed.cases)
    if (!llk::escape::well_formed(c)) fail(mode, "accepted a maze without exactly one S and D");
  const std::string written = llk::escape::write_input(parsed.cases);
  const llk::escape::ParsedInput again = llk::escape::parse_input(written, limits);
  if (again.error) fail(mode, "written cases rejected: " + again.error->to_string());
  if (again.cases != parsed.cases) fail(mode, "cases differ after a write/read round trip");
  // The strict validator: every violation inside the input; a clean input parses cleanly.
  const auto violations = llk::escape::validate_input(in, limits);
  for (const auto& v : violations)
    if (!inside(in, v.pos)) fail(mode, "violation outside the input: " + v.to_string());
  if (violations.empty() && parsed.error)
    fail(mode, "validator accepts what the reader rejects: " + parsed.error->to_string());
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
