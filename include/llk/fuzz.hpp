#pragma once
/// Fuzzing a solver of your own with libFuzzer: LLK_FUZZ_SOLVER(info) defines the fuzz target.
/// Bytes are decoded into a valid input of the solver's problem (Problem::decode), the solver and
/// the oracle answer it, and a disagreement becomes a minimized artifact (NAME.in/.out/.txt,
/// `llk show`, `llk replay`) before abort(). Build it with llk_add_solver_fuzzer (CMake).
/// A solver of any problem, with its llk/NAME/check_solver.hpp (llk/link/check_solver.hpp for a
/// link one). Mutations are the problem's own (llk/engine/fuzz_mutator.hpp): a cell, a query, a
/// shape, the rules or K changed on the decoded input, or two inputs spliced.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "llk/check_own_solver.hpp"
#include "llk/engine/fuzz_mutator.hpp"
#include "llk/problem.hpp"

/// libFuzzer's byte mutation; null where no libFuzzer is linked (llk's replay main).
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size)
    __attribute__((weak));

// The problem's seed folder and dictionary (llk_add_solver_fuzzer defines them): read by default.
#ifndef LLK_FUZZ_DEFAULT_SEEDS
#define LLK_FUZZ_DEFAULT_SEEDS ""
#endif
#ifndef LLK_FUZZ_DEFAULT_DICT
#define LLK_FUZZ_DEFAULT_DICT ""
#endif

namespace llk {

/// How a solver fuzz target runs. $LLK_FUZZ_ARTIFACT_DIR overrides `out_dir`.
struct FuzzSolverOptions {
  Params params;                         ///< fixed parameters (rules, turns): not drawn from bytes
  std::string out_dir = "llk-out/fuzz";  ///< where failure artifacts go
  double minimize_seconds = 10;          ///< shrinking a failure before its artifact is written
};

/// A user's solver as a libFuzzer target. Besides fuzzing, the binary answers its own flags
/// (handled in LLVMFuzzerInitialize, then it exits):
///   --llk-answer [KEY=VALUE...]  answers a judge input on stdin, as a judge program (llk replay)
///   --llk-decode [--llk-out DIR] FILE|DIR...  writes corpus entries as judge inputs (llk show)
///   --llk-artifact FILE|DIR...  turns crash files (ClusterFuzzLite's too) into artifacts
class SolverFuzzTarget {
 public:
  /// Throws std::invalid_argument when the problem has no decoding or `solver` is not its.
  SolverFuzzTarget(std::shared_ptr<const Problem> problem, const SolverRef& solver,
                   FuzzSolverOptions options = {});
  SolverFuzzTarget(SolverFuzzTarget&&) noexcept;
  ~SolverFuzzTarget();

  /// LLVMFuzzerInitialize: runs the --llk-* modes above and exits; otherwise, under libFuzzer
  /// (`bytes` set), adds the `defaults` not given (add_fuzz_defaults) and returns 0.
  int initialize(int* argc, char*** argv, const FuzzDefaults& defaults = {},
                 ByteMutation bytes = nullptr);
  /// LLVMFuzzerTestOneInput: 0, or abort() after writing the artifact of a failure.
  int test_one_input(const std::uint8_t* data, std::size_t size);
  /// LLVMFuzzerCustomMutator and LLVMFuzzerCustomCrossOver: the problem's structured mutation.
  std::size_t mutate(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned seed,
                     ByteMutation bytes) const;
  std::size_t cross_over(const std::uint8_t* a, std::size_t a_size, const std::uint8_t* b,
                         std::size_t b_size, std::uint8_t* out, std::size_t max_out,
                         unsigned seed) const;

 private:
  struct State;
  std::unique_ptr<State> s_;
};

/// The target for `info`, a SolverInfo of any problem; its problem is found by the type
/// (solver_problem, beside each problem's check_solver).
template <class Info>
SolverFuzzTarget fuzz_target(const Info& info, FuzzSolverOptions options = {}) {
  if (!info.make) throw std::invalid_argument("LLK_FUZZ_SOLVER: the solver's make is empty");
  return SolverFuzzTarget(solver_problem(info), SolverRef{info.name, false, info},
                          std::move(options));
}

/// The target of LLK_FUZZ_SOLVER: made at first use, a usage error when it cannot be.
SolverFuzzTarget& fuzz_target_or_exit(SolverFuzzTarget (*make)());

}  // namespace llk

/// Defines LLVMFuzzerInitialize, LLVMFuzzerTestOneInput and the custom mutator and cross-over
/// for a solver: LLK_FUZZ_SOLVER(info) or LLK_FUZZ_SOLVER(info, options), `info` a SolverInfo of
/// any problem (solver_from's too).
#define LLK_FUZZ_SOLVER(...)                                                                \
  static ::llk::SolverFuzzTarget llk_fuzz_make_target_() {                                  \
    return ::llk::fuzz_target(__VA_ARGS__);                                                 \
  }                                                                                         \
  static ::llk::SolverFuzzTarget& llk_fuzz_target_() {                                      \
    return ::llk::fuzz_target_or_exit(&llk_fuzz_make_target_);                              \
  }                                                                                         \
  extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {                            \
    return llk_fuzz_target_().initialize(                                                   \
        argc, argv, ::llk::FuzzDefaults{LLK_FUZZ_DEFAULT_SEEDS, LLK_FUZZ_DEFAULT_DICT},     \
        LLVMFuzzerMutate);                                                                  \
  }                                                                                         \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {       \
    return llk_fuzz_target_().test_one_input(data, size);                                   \
  }                                                                                         \
  extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,      \
                                                 std::size_t max_size, unsigned seed) {     \
    return llk_fuzz_target_().mutate(data, size, max_size, seed, LLVMFuzzerMutate);         \
  }                                                                                         \
  extern "C" std::size_t LLVMFuzzerCustomCrossOver(                                         \
      const std::uint8_t* a, std::size_t a_size, const std::uint8_t* b, std::size_t b_size, \
      std::uint8_t* out, std::size_t max_out, unsigned seed) {                              \
    return llk_fuzz_target_().cross_over(a, a_size, b, b_size, out, max_out, seed);         \
  }
