#pragma once
/// The fuzzing facet of a problem (llk/fuzz.hpp, fuzz_NAME_differential): fuzzer bytes decoded
/// into its inputs, and their structure-aware mutation. By default it has neither.

#include <cstdint>
#include <memory>
#include <optional>
#include <span>

#include "llk/core/input.hpp"

namespace llk {

class FuzzMutation;

/// How fuzzer bytes become its inputs. Nothing required.
class ProblemFuzzing {
 public:
  virtual ~ProblemFuzzing() = default;

  /// A valid input decoded from any bytes (bytes past the end read as 0); a one-byte change
  /// changes one cell, one unit or one parameter. nullopt: the problem has no decoding.
  virtual std::optional<Input> decode(std::span<const std::uint8_t> bytes) const {
    return std::nullopt;
  }
  /// Structure-aware mutation of decoded inputs (llk/fuzz_mutation.hpp: encode, steps, splice)
  /// for the custom mutator of every fuzz target; nullptr: libFuzzer's byte mutations alone.
  virtual std::shared_ptr<const FuzzMutation> fuzz_mutation() const { return nullptr; }
};

}  // namespace llk
