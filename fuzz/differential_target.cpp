/// fuzz_NAME_differential, for each problem NAME with seeds in corpus/NAME/differential (built
/// with LLK_FUZZ_PROBLEM="NAME"): bytes into an input of the problem (Problem::decode); every
/// subject (every production solver, or the one $LLK_FUZZ_SOLVER names, mutants included) must
/// agree with the oracle. A disagreement becomes a minimized failure artifact, then abort()
/// ($LLK_FUZZ_NO_ARTIFACT set: abort() at once, for libFuzzer's -minimize_crash). Mutations are
/// the problem's own (llk/engine/fuzz_mutator.hpp; $LLK_FUZZ_MUTATOR=bytes: libFuzzer's alone).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "fuzz_support.hpp"
#include "llk/engine/fuzz_mutator.hpp"
#include "llk/problems.hpp"

/// libFuzzer's byte mutation; null in the replay build.
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size)
    __attribute__((weak));

namespace {

const std::string kTarget = std::string("fuzz_") + LLK_FUZZ_PROBLEM + "_differential";

const llk::Problem& fuzzed_problem() {
  static const llk::Problem& p = *llk::problems().find(LLK_FUZZ_PROBLEM)->problem;
  return p;
}

const llk::FuzzMutatorOptions& mutator_options() {
  static const llk::FuzzMutatorOptions o = llk::fuzz_mutator_options_from_env();
  return o;
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t max_size, unsigned seed) {
  return llk::fuzz_custom_mutate(fuzzed_problem(), data, size, max_size, seed, LLVMFuzzerMutate,
                                 mutator_options());
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(const std::uint8_t* a, std::size_t a_size,
                                                 const std::uint8_t* b, std::size_t b_size,
                                                 std::uint8_t* out, std::size_t max_out,
                                                 unsigned seed) {
  return llk::fuzz_custom_cross_over(fuzzed_problem(), a, a_size, b, b_size, out, max_out, seed,
                                     mutator_options());
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const llk::Problem& problem = fuzzed_problem();
  const llk::Input input = llk::fuzz::decode_differential(problem, data, size);
  const llk::Expected expected = problem.oracle(input);
  for (const auto& s : llk::fuzz::subjects(problem)) {
    if (!s->supports(input)) continue;
    const llk::Verdict v = s->run(input, expected);
    if (!v.failed()) continue;
    std::fprintf(stderr, "%s: %s: %s: %s\n", kTarget.c_str(), s->short_name().c_str(),
                 v.kind.c_str(), v.detail.c_str());
    if (std::getenv("LLK_FUZZ_NO_ARTIFACT") != nullptr) std::abort();  // e.g. -minimize_crash
    const std::string path = llk::fuzz::write_minimized_artifact(
        problem, *s, input, v, "libfuzzer",
        "LLK_FUZZ_SOLVER=" + s->short_name() + " " + kTarget + " <crash input>");
    std::fprintf(stderr, "%s: failure artifact %s\n", kTarget.c_str(), path.c_str());
    std::abort();
  }
  return 0;
}
