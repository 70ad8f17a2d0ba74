#pragma once
/// The custom mutator of every fuzz target (LLVMFuzzerCustomMutator, LLVMFuzzerCustomCrossOver),
/// written once over a problem's fuzz mutation facet (llk/fuzz_mutation.hpp): bytes decoded into
/// the problem's input, changed by its steps or spliced with another, encoded back.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "llk/fuzz_mutation.hpp"
#include "llk/problem.hpp"

namespace llk {

/// libFuzzer's own byte mutation (LLVMFuzzerMutate), passed in by a target that links libFuzzer.
using ByteMutation = std::size_t (*)(std::uint8_t* data, std::size_t size, std::size_t max_size);

/// How the custom mutator mixes its moves.
struct FuzzMutatorOptions {
  bool structured = true;  ///< false: libFuzzer's byte mutation alone ($LLK_FUZZ_MUTATOR=bytes)
  int byte_percent = 10;   ///< mutations left to the byte mutation (dictionary, compared values)
  int max_steps = 4;       ///< structured steps stacked in one mutation: 1 .. max_steps
};

/// The options $LLK_FUZZ_MUTATOR asks for: "bytes" turns the structured mutation off (to compare).
FuzzMutatorOptions fuzz_mutator_options_from_env();

/// 1 .. max_steps steps of `mutation` applied to `input`, each chosen by weight, and more while
/// its encoding has not changed (a few at most); the kinds of the steps taken, in order.
std::vector<std::string> mutate_input(const FuzzMutation& mutation, Input& input, MutationRng& rng,
                                      int max_steps);

/// LLVMFuzzerCustomMutator: the bytes in `data` (size bytes, room for max_size) decoded, mutated
/// and encoded back in place; the new size. Without a facet, or for a share of the calls, `bytes`.
std::size_t fuzz_custom_mutate(const Problem& problem, std::uint8_t* data, std::size_t size,
                               std::size_t max_size, unsigned seed, ByteMutation bytes,
                               const FuzzMutatorOptions& options);

/// LLVMFuzzerCustomCrossOver: two inputs decoded and spliced by the problem, encoded into `out`;
/// 0 (no cross-over) when the problem has no splice or the options turn structure off.
std::size_t fuzz_custom_cross_over(const Problem& problem, const std::uint8_t* a,
                                   std::size_t a_size, const std::uint8_t* b, std::size_t b_size,
                                   std::uint8_t* out, std::size_t max_out, unsigned seed,
                                   const FuzzMutatorOptions& options);

/// What a target adds to libFuzzer's command line when it was not given there. (libFuzzer turns
/// -len_control off itself when a custom mutator is there: a decoded board fits from the start.)
struct FuzzDefaults {
  std::string seeds;  ///< a seed folder, read after the corpus folders given (never written to)
  std::string dict;   ///< -dict=FILE
};

/// LLVMFuzzerInitialize's part: `argv` with the defaults that libFuzzer was not given (a missing
/// seed folder or dictionary is left out; the seeds only when every input named is a folder and
/// no -merge or crash mode runs, or with $LLK_FUZZ_SEEDS=0). The new argv lives for the process.
void add_fuzz_defaults(int* argc, char*** argv, const FuzzDefaults& defaults);

}  // namespace llk
