/// fuzz_link_differential: bytes into boards, queries, rules and K (llk/link/decode.hpp); every
/// subject solver (every production solver, or the one $LLK_FUZZ_SOLVER names, mutants included)
/// must agree with the oracle with a valid witness. A disagreement becomes a minimized failure
/// artifact, then abort() ($LLK_FUZZ_NO_ARTIFACT set: abort() at once, for libFuzzer's
/// -minimize_crash).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.hpp"
#include "llk/link/problem.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::shared_ptr<const llk::Problem> link = llk::link::make_problem();
  const llk::Problem& problem = *link;
  const llk::Input input = llk::fuzz::decode_differential(problem, data, size);
  const llk::Expected expected = problem.oracle(input);
  for (const auto& s : llk::fuzz::subjects(problem)) {
    if (!s->supports(input)) continue;
    const llk::Verdict v = s->run(input, expected);
    if (!v.failed()) continue;
    std::fprintf(stderr, "fuzz_link_differential: %s: %s: %s\n", s->short_name().c_str(),
                 v.kind.c_str(), v.detail.c_str());
    if (std::getenv("LLK_FUZZ_NO_ARTIFACT") != nullptr) std::abort();  // e.g. -minimize_crash
    const std::string path = llk::fuzz::write_minimized_artifact(
        problem, *s, input, v, "libfuzzer",
        "LLK_FUZZ_SOLVER=" + s->short_name() + " fuzz_link_differential <crash input>");
    std::fprintf(stderr, "fuzz_link_differential: failure artifact %s\n", path.c_str());
    std::abort();
  }
  return 0;
}
