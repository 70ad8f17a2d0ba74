/// fuzz_game_reader: any bytes into the game reader and validator (SPEC section 5) under the judge
/// limits and relaxed ones, and into the clear-line parser. It must never crash; accepted boards
/// survive a write/read round trip; every error names a position inside the input.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "error_position.hpp"
#include "llk/game/format.hpp"
#include "llk/game/writers.hpp"

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_game_reader: %s: %s\n", what, detail.c_str());
  std::abort();
}

/// $LLK_FUZZ_WRITER names a game writer mutant to use instead of write_game (the proof that the
/// round trip can fail); unset: write_game.
llk::game::GameWriterFn writer() {
  static const llk::game::GameWriterFn chosen = [] {
    const char* name = std::getenv("LLK_FUZZ_WRITER");
    if (name == nullptr || *name == '\0') return &llk::game::write_game;
    if (const auto* m = llk::game::game_writer_mutants().find(name)) return m->write;
    std::fprintf(stderr, "LLK_FUZZ_WRITER: no game writer mutant named '%s'\n", name);
    std::exit(2);
  }();
  return chosen;
}

void check(std::string_view in, const llk::game::GameLimits& limits, const char* mode) {
  const llk::game::ParsedGame parsed = llk::game::parse_game(in, limits);
  llk::fuzz::check_error(in, parsed, mode, fail);
  llk::fuzz::check_round_trip(
      parsed, writer(), [&](std::string_view text) { return llk::game::parse_game(text, limits); },
      "boards", mode, fail);
  llk::fuzz::check_validator(in, llk::game::validate_game(in, limits), parsed, mode, fail);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  check(in, llk::game::GameLimits::judge(), "judge limits");
  check(in, llk::game::GameLimits::relaxed(std::size_t{64} << 20), "relaxed limits");
  // Each line as a program's clear line: parsed or refused with a reason, never a crash.
  for (std::size_t at = 0; at < in.size();) {
    const std::size_t nl = in.find('\n', at);
    const std::string_view line = in.substr(at, nl == std::string_view::npos ? in.npos : nl - at);
    std::string why;
    const auto parsed = llk::game::parse_clear_line(line, &why);
    if (!parsed && why.empty()) fail("clear line", "refused without a reason");
    if (parsed && parsed->yes && llk::game::clear_line(&parsed->removals).empty())
      fail("clear line", "an accepted YES writes back empty");
    if (nl == std::string_view::npos) break;
    at = nl + 1;
  }
  return 0;
}
