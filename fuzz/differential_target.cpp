/// fuzz_differential: bytes into a board, queries, rules and K; every subject solver (every
/// production solver, or the one $LLK_FUZZ_SOLVER names, mutants included) must agree with the
/// oracle with a valid witness. A disagreement becomes a minimized failure artifact, then abort()
/// ($LLK_FUZZ_NO_ARTIFACT set: abort() at once, for libFuzzer's own -minimize_crash runs).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const llk::fuzz::DecodedInput in = llk::fuzz::decode_differential(data, size);
  const std::vector<llk::Case> cases{in.c};
  for (const llk::fuzz::Subject& s : llk::fuzz::subjects()) {
    const auto d = llk::fuzz::find_disagreement(*s.info, cases, in.config);
    if (!d) continue;
    std::fprintf(stderr, "fuzz_differential: %s: %s: %s\n", s.info->name.c_str(), d->kind.c_str(),
                 d->detail.c_str());
    if (std::getenv("LLK_FUZZ_NO_ARTIFACT") != nullptr) std::abort();  // e.g. -minimize_crash
    const std::string path = llk::fuzz::write_minimized_artifact(
        *s.info, cases, in.config, *d, "libfuzzer",
        "llk replay NAME.in (or LLK_FUZZ_SOLVER=" + s.info->name +
            " fuzz_differential <crash input>)");
    std::fprintf(stderr, "fuzz_differential: failure artifact %s\n", path.c_str());
    std::abort();
  }
  return 0;
}
