/// fuzz_NAME_differential, for each problem NAME with seeds in corpus/NAME/differential (built
/// with LLK_FUZZ_PROBLEM="NAME"): bytes into an input of the problem (Problem::decode); every
/// subject (every production solver, or the one $LLK_FUZZ_SOLVER names, mutants included) must
/// agree with the oracle. A disagreement becomes a minimized failure artifact, then abort()
/// ($LLK_FUZZ_NO_ARTIFACT set: abort() at once, for libFuzzer's -minimize_crash). Mutations are
/// the problem's own (llk/engine/fuzz_mutator.hpp; $LLK_FUZZ_MUTATOR=bytes: libFuzzer's alone).
/// An input whose oracle and subjects take more CPU time than $LLK_FUZZ_CPU_LIMIT seconds
/// (default 10) is a time-limit failure: judged on CPU time, not on libFuzzer's wall-clock
/// -timeout (the hang backstop in the .options files), it does not depend on the machine's load.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

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

/// CPU seconds this thread has run.
double thread_cpu_seconds() {
  timespec t{};
  ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

/// The CPU seconds one input may take, oracle and every subject: $LLK_FUZZ_CPU_LIMIT, default 10.
double cpu_limit() {
  static const double limit = [] {
    const char* v = std::getenv("LLK_FUZZ_CPU_LIMIT");
    const double given = v != nullptr ? std::strtod(v, nullptr) : 0;
    return given > 0 ? given : 10.0;
  }();
  return limit;
}

/// Stops the run on an input past the CPU limit: a time-limit artifact of the input as decoded
/// (a CPU time does not shrink as answers do), then abort() as for any failure.
[[noreturn]] void past_cpu_limit(const llk::Problem& problem, const llk::Input& input,
                                 const std::uint8_t* data, std::size_t size,
                                 const std::vector<std::pair<const llk::Subject*, double>>& spent) {
  std::string times, slowest;
  double most = -1;
  for (const auto& [subject, seconds] : spent) {
    times += fmt::format("{}{} {:.3f} s", times.empty() ? "" : ", ",
                         subject ? subject->short_name() : "the oracle", seconds);
    if (seconds > most) {
      most = seconds;
      slowest = subject ? subject->label() : "the oracle";
    }
  }
  const std::string detail = fmt::format(
      "CPU time past the limit of {:g} s ($LLK_FUZZ_CPU_LIMIT): {}", cpu_limit(), times);
  std::fprintf(stderr, "%s: %s: %s\n", kTarget.c_str(), llk::failure_kind::time_limit,
               detail.c_str());
  if (std::getenv("LLK_FUZZ_NO_ARTIFACT") == nullptr) {
    llk::Failure f;
    f.input = input;
    f.name = {"fuzz", kTarget.substr(5)};
    f.name_hash_of = std::string(reinterpret_cast<const char*>(data), size);
    f.raw = f.name_hash_of;
    f.kind = llk::failure_kind::time_limit;
    f.found_by = "libfuzzer";
    f.subject = slowest;
    f.detail = detail;
    f.rerun.program = kTarget + " NAME.raw";
    const std::string path = llk::write_failure(llk::fuzz::artifact_dir(), problem, f);
    std::fprintf(stderr, "%s: failure artifact %s\n", kTarget.c_str(), path.c_str());
  }
  std::abort();
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
  // CPU seconds of the oracle and of each subject run; words only for an input past the limit.
  thread_local std::vector<std::pair<const llk::Subject*, double>> spent;  // kept: no allocation
  spent.clear();
  const double start = thread_cpu_seconds();
  const llk::Expected expected = problem.oracle(input);
  double last = thread_cpu_seconds();
  spent.emplace_back(nullptr, last - start);
  for (const auto& s : llk::fuzz::subjects(problem)) {
    if (!s->supports(input)) continue;
    const llk::Verdict v = s->run(input, expected);
    const double now = thread_cpu_seconds();
    spent.emplace_back(s.get(), now - last);
    last = now;
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
  if (last - start > cpu_limit()) past_cpu_limit(problem, input, data, size, spent);
  return 0;
}
